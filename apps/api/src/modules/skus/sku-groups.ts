import type { ValidationFailure } from '../../errors/app-errors.ts';

export interface GroupLineInput {
  /** The component SKU. */
  id: string;
  number: number;
}

/**
 * Input-only checks of a Group SKU's component list (business-rules §1): no SKU is its own component and each
 * component appears once. Existence and loops through other kits need the database (sku.service.ts).
 */
export function groupLineFailures(
  skuId: string | undefined,
  lines: readonly GroupLineInput[],
): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const member = `groups.${index}.id`;
    const id = line.id.toLowerCase();
    if (skuId !== undefined && id === skuId.toLowerCase()) {
      failures.push({ key: 'errors:SkuComponentSelf', params: {}, members: [member] });
    } else if (seen.has(id)) {
      failures.push({ key: 'errors:SkuComponentDuplicate', params: {}, members: [member] });
    }
    seen.add(id);
  });
  return failures;
}
