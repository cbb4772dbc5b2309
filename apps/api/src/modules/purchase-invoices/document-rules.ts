import { ErrorCodes } from '@inventory/contracts';
import type { InvalidDocumentError, OverProgressError } from '@inventory/domain';
import { BusinessError, PermissionDeniedError, ValidationError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';

// Rules purchase and sell invoices share (business-rules §6, §8); the sell module imports them from here.

/** The save permissions beyond the endpoint's own (`conditionalPermissions`): .Create or .Update, +.Submit. */
export async function requireSavePermissions(
  scope: RequestScope,
  permission: string,
  doc: { id?: string | null; isSubmit: boolean },
): Promise<void> {
  const needed = [doc.id ? `${permission}.Update` : `${permission}.Create`];
  if (doc.isSubmit) needed.push(`${permission}.Submit`);
  const { grantedPolicies } = await scope.access();
  const missing = needed.find((name) => !grantedPolicies.has(name));
  if (missing) throw new PermissionDeniedError(missing);
}

/** The domain's submit validation as a 400 naming the members. */
export function invalidDocument(error: InvalidDocumentError): ValidationError {
  return new ValidationError(
    error.params.errors.map((e) => ({ key: 'validation:invalid', params: {}, members: [e.path] })),
  );
}

/** A receipt or delivery beyond what a line ordered ('Inventory:OverReceipt'). */
export function overReceipt(sku: string, error: OverProgressError): BusinessError {
  return new BusinessError(ErrorCodes.OverReceipt, {
    sku,
    ordered: error.params.ordered,
    received: error.params.done,
    wanted: error.params.incoming,
  });
}
