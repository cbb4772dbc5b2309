import { ErrorCodes, type Endpoint } from '@inventory/contracts';
import type { CallSpec } from './security-requests.ts';

// What mass assignment expects of the fields it injects that a body declares: owned by the client, or checked.

/**
 * Declared server-owned-looking fields of signed-in bodies that the client does own, and why (they are not injected one by one).
 */
export const clientOwned: Record<string, { fields: string[]; why: string }> = {
  'account.updateProfile': {
    fields: ['extraProperties'],
    why: 'ABP extensible DTO: extra properties are input',
  },
  'identityUsers.create': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'identityUsers.update': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'identityRoles.create': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'identityRoles.update': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'tenants.create': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'tenants.update': { fields: ['extraProperties'], why: 'ABP extensible DTO' },
  'sku.create': { fields: ['state'], why: 'an SKU is switched on/off by its editor (SkuState)' },
  'sku.update': { fields: ['state'], why: 'an SKU is switched on/off by its editor (SkuState)' },
};

/** Declared line fields the client owns: a warehouse line's `itemId` names the document line it serves. */
export const clientOwnedLine: Record<string, { fields: string[]; why: string }> = {
  'warehouseInvoice.save': {
    fields: ['itemId'],
    why: 'names the purchase/sell/production line received or delivered',
  },
  'warehouseInvoice.saveMany': { fields: ['itemId'], why: 'as warehouseInvoice.save' },
  'sku.create': { fields: ['id'], why: 'a kit line names its component SKU by id' },
  'sku.update': { fields: ['id'], why: 'as sku.create' },
};

export type Outcome = 'ignored' | { status: number; code: string };

/** Whether a valid call changes a record that exists (a PUT, or its id in the body) rather than making one. */
const isUpdate = (endpoint: Endpoint, spec: CallSpec) =>
  endpoint.method === 'PUT' ||
  (typeof spec.body === 'object' && spec.body !== null && 'id' in spec.body && Boolean(spec.body.id));

/**
 * What a declared server-owned field does when a client sends it (business-rules §8): a check that refuses the
 * call and changes nothing, or ignored (the call answers as it would without it, and the value is never stored).
 */
export const declaredOutcome: Record<string, (endpoint: Endpoint, spec: CallSpec) => Outcome> = {
  // An id names the record to change: one that does not exist is a 404, never a record made with that id.
  id: () => ({ status: 404, code: ErrorCodes.EntityNotFound }),
  // A stamp must be the record's current one; a new record gets its own.
  concurrencyStamp: (endpoint, spec) =>
    isUpdate(endpoint, spec) ? { status: 409, code: ErrorCodes.ConcurrencyConflict } : 'ignored',
  // Totals are computed from the lines: a purchase refuses a sent total that disagrees, the others ignore it.
  totalPrice: (endpoint) =>
    endpoint.name === 'purchaseInvoice.save' ? { status: 403, code: ErrorCodes.TotalMismatch } : 'ignored',
  totalCost: () => 'ignored',
  // A line id the document does not have makes a new line with a new id.
  'line itemId': () => 'ignored',
};
