import { randomUUID } from 'node:crypto';
import { allTenantPermissions, ErrorCodes, permissionsOf, type Endpoint } from '@inventory/contracts';
import type { ApiResponse, ErrorBody } from '../../test/helpers/http.ts';
import { unique, type RefKey } from './security-world.ts';

// What the isolation tests expect, per route: another tenant's id must be answered exactly as an id that exists
// nowhere, and that answer is declared here (a 404 unless named below with the reason).

export const area = (endpoint: Endpoint): string => endpoint.name.split('.')[0] ?? '';

/** Which record an `{id}` names, by the endpoint's area; other parameters by name. */
const idOfArea: Record<string, RefKey> = {
  identityUsers: 'userId',
  identityRoles: 'roleId',
  tenants: 'tenantId',
  warehouse: 'warehouseId',
  category: 'categoryId',
  sku: 'skuId',
  supplier: 'supplierId',
  customization: 'customizationId',
  purchaseInvoice: 'purchaseId',
  sellInvoice: 'sellId',
  warehouseInvoice: 'warehouseInvoiceId',
  yield: 'yieldId',
};
const refOfParam: Record<string, RefKey> = {
  userName: 'userName',
  email: 'userEmail',
  skuId: 'kitId',
  SKUId: 'skuId',
};
/** Query filters that name a record. */
export const refOfQueryKey: Record<string, RefKey> = {
  ParentId: 'rootCategoryId',
  AttributeId: 'categoryId',
  WarehouseId: 'warehouseId',
  MoveWarehouseId: 'warehouse2Id',
  warehouseId: 'warehouseId',
  skuId: 'skuId',
};
export const isIdLikeQueryKey = (key: string): boolean => /Id$/.test(key);

export function refOfPathParam(endpoint: Endpoint, name: string): RefKey | undefined {
  return name === 'id'
    ? idOfArea[area(endpoint)]
    : Object.hasOwn(refOfParam, name)
      ? refOfParam[name]
      : undefined;
}

/** Calls only the host may make: a tenant's user is refused them (403) before any id is looked at. */
export const hostOnly = (endpoint: Endpoint): boolean => {
  const permissions = permissionsOf(endpoint);
  return permissions.length > 0 && permissions.every((p) => !allTenantPermissions.includes(p));
};

export interface Expected {
  status: number;
  /** The envelope's code; null for an answer that is not an error. */
  code: string | null;
  /** For a 400: the members named. */
  members?: string[];
  why?: string;
}

export const notFound: Expected = { status: 404, code: ErrorCodes.EntityNotFound };
export const forbidden: Expected = { status: 403, code: ErrorCodes.Forbidden };

/** Routes whose answer for an unknown id in the path is not 404, and why (still nothing of the other tenant). */
export const pathAnswers: Record<string, Expected> = {
  'identityUsers.findByUserName': { status: 204, code: null, why: 'ABP answers null for no such user name' },
  'identityUsers.findByEmail': { status: 204, code: null, why: 'ABP answers null for no such email' },
};

// ABP sends a validation failure without a code: its members say what was wrong.
const fieldError = (members: string[], why: string): Expected => ({
  status: 400,
  code: null,
  members,
  why,
});
const query = (why: string): Expected => ({ status: 200, code: null, why });

/**
 * Another tenant's reference inside a body or query (`<endpoint> <ref>`) that is not answered 404, and why. Any
 * pair not named here must be a 404 EntityNotFound.
 */
export const referenceAnswers: Record<string, Expected> = {
  'identityUsers.create roleName': fieldError(
    ['roleNames'],
    'roles are given by name: an unknown name is a field error',
  ),
  'identityUsers.update roleName': fieldError(['roleNames'], 'as identityUsers.create'),
  'identityUsers.updateRoles roleName': fieldError(['roleNames'], 'as identityUsers.create'),
  'sku.create skuId': fieldError(['groups.0.id'], 'a kit component is checked with the kit’s fields'),
  'sku.update skuId': fieldError(['groups.0.id'], 'as sku.create'),
  'stock.checkGroupStock warehouseId': query('the warehouse narrows where stock is counted: none there'),
  'stock.proposal warehouseId': query('as stock.checkGroupStock'),
  'yield.groupSku warehouseId': query('as stock.checkGroupStock'),
  'stock.info skuId': query('a stock query: an SKU with no stock has no rows'),
  'stock.info warehouseId': query('as stock.checkGroupStock'),
};

/** The answer expected for another tenant's `ref` in a valid call of `endpoint`, by a caller allowed the call. */
export function referenceAnswer(endpoint: Endpoint, ref: string): Expected {
  return referenceAnswers[`${endpoint.name} ${ref}`] ?? notFound;
}

/** As referenceAnswer, for a tenant's user: the host-only routes refuse it first. */
export function expectedForReference(endpoint: Endpoint, ref: string): Expected {
  return hostOnly(endpoint) ? forbidden : referenceAnswer(endpoint, ref);
}

/** What differs between an answer and what was expected ('' when it matches). */
export function mismatch(response: ApiResponse<ErrorBody | null>, expected: Expected): string {
  const code = response.body?.error?.code ?? null;
  const members = (response.body?.error?.validationErrors ?? []).flatMap((e) => e.members).sort();
  const got = `${response.status} ${code ?? ''}${expected.members ? ` [${members.join(',')}]` : ''}`;
  const want = `${expected.status} ${expected.code ?? ''}${expected.members ? ` [${[...expected.members].sort().join(',')}]` : ''}`;
  return got === want ? '' : `${got}, expected ${want}`;
}

/** An answer as text with the ids it was asked about replaced, to compare the answers for two ids. */
export function comparable(response: ApiResponse<unknown>, ids: readonly string[]): string {
  let text = `${response.status} ${JSON.stringify(response.body ?? null)}`;
  for (const id of ids) text = text.split(id).join('<id>');
  return text;
}

/** A value of the same kind as `value` (an id, an email, a name) that names nothing anywhere. */
export const nowhere = (value: string): string =>
  /^[0-9a-f-]{36}$/i.test(value)
    ? randomUUID()
    : value.includes('@')
      ? `${unique('nowhere')}@isolation.local`
      : unique('nowhere');
