import { EntityNotFoundError, PermissionDeniedError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';

const P = 'Inventory.Yields';

/** The permissions a save needs beyond the endpoint's own (`conditionalPermissions`): Create/Update, +Submit. */
export async function requireYieldSavePermissions(
  scope: RequestScope,
  doc: { id?: string | null; isSubmit: boolean },
): Promise<void> {
  const needed = [doc.id ? `${P}.Update` : `${P}.Create`, ...(doc.isSubmit ? [`${P}.Submit`] : [])];
  const { grantedPolicies } = await scope.access();
  const missing = needed.find((name) => !grantedPolicies.has(name));
  if (missing) throw new PermissionDeniedError(missing);
}

/** A 404 naming a production order. */
export class YieldNotFoundError extends EntityNotFoundError {
  constructor(id: string) {
    super('Yield', id);
  }
}
