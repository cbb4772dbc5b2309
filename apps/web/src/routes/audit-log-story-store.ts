import type { AuditLogEntry } from '@inventory/contracts';
import { createFixtureStore, createHandlers, demoIds, type FixtureStore } from '@inventory/contracts/mocks';

// Story-only: the demo tenant's audit log with one entry of each kind the screen must show — a role's permissions
// changed, a purchase submitted, a warehouse renamed, a supplier and a custom item deleted, a user created, the
// settings changed, a SKU with a long remark, a production order and a write refused to the clerk (403) of the day
// before. The mock server's clock
// starts at 2026-03-02T08:00Z (the tenant's zone is UTC), so the times below are fixed against it.

const D = demoIds.demoTenant;
type Entry = AuditLogEntry & { tenantId: string };

function entry(
  n: number,
  time: string,
  userName: string | null,
  entityName: string,
  entityId: string,
  action: Entry['action'],
  changes: [string, string | null, string | null][],
): Entry {
  return {
    id: `0195a000-0000-7000-8000-0000000a${n.toString(16).padStart(4, '0')}`,
    tenantId: D,
    userId: userName === 'clerk' ? demoIds.demoClerk : userName ? demoIds.demoAdmin : null,
    userName,
    entityName,
    entityId,
    action,
    changes: changes.map(([propertyName, originalValue, newValue]) => ({
      propertyName,
      originalValue,
      newValue,
    })),
    executionTime: time,
  };
}

/** The user the log says was created (not one of the demo's). */
const newUserId = '0195a000-0000-7000-8000-0000000b0001';

/** A remark longer than any cell: it wraps. */
export const longRemark =
  'Stored on the upper shelf of the north aisle, away from the window; check the seal of every carton on arrival ' +
  'and refuse any with a broken seal. Reorder from the tea supplier only, two weeks ahead of the spring festival.';

export const auditStoryEntries: Entry[] = [
  entry(1, '2026-03-02T07:50:00.000Z', 'admin', 'PermissionGrant', 'R:clerk', 'Updated', [
    ['Inventory.PurchaseInvoices.Delete', 'false', 'true'],
    ['Inventory.Stock', 'true', 'false'],
  ]),
  entry(2, '2026-03-02T07:40:00.000Z', 'admin', 'PurchaseInvoice', demoIds.purchaseProcessing, 'Updated', [
    ['number', 'PO-20260301-0002', 'PO-20260301-0002'],
    ['state', '0', '1'],
    ['remarks', null, 'Deliver before Friday'],
  ]),
  entry(3, '2026-03-02T07:30:00.000Z', 'clerk', 'Warehouse', demoIds.northWarehouse, 'Updated', [
    ['name', 'North Depot', 'North Depot (cold store)'],
    ['telePhone', '010-5555', null],
  ]),
  entry(4, '2026-03-02T07:20:00.000Z', 'admin', 'Supplier', demoIds.supplierSnacks, 'Deleted', [
    ['isDeleted', 'false', 'true'],
  ]),
  entry(5, '2026-03-02T07:10:00.000Z', 'admin', 'Customization', demoIds.customization, 'Deleted', [
    ['code', 'channel', null],
    ['name', 'Sales channels', null],
    ['value', '{"channels":["Shop","Online","Wholesale"],"default":"Shop"}', null],
  ]),
  entry(6, '2026-03-02T07:00:00.000Z', 'admin', 'User', newUserId, 'Created', [
    ['userName', null, 'wang.fang'],
    ['name', null, '王芳'],
    ['email', null, 'wang.fang@demo.local'],
    ['isActive', null, 'true'],
    ['lockoutEnabled', null, 'true'],
  ]),
  entry(7, '2026-03-02T06:50:00.000Z', 'admin', 'Setting', D, 'Updated', [
    ['Inventory.NearExpiryThresholdDays', '30', '45'],
  ]),
  entry(8, '2026-03-02T06:40:00.000Z', 'clerk', 'Sku', demoIds.greenTea, 'Updated', [
    ['remarks', 'Upper shelf', longRemark],
    ['cost', '12.5', '13'],
  ]),
  entry(9, '2026-03-01T09:00:00.000Z', null, 'Yield', demoIds.productionDraft, 'Created', [
    ['number', null, 'MO-20260301-0001'],
    ['state', null, '0'],
  ]),
  // A write the server refused the clerk (no permission): recorded with its status, in its own transaction.
  {
    ...entry(10, '2026-03-01T08:30:00.000Z', 'clerk', 'warehouse.create', '', 'Refused', [
      ['method', null, 'POST'],
      ['path', null, '/api/app/warehouse'],
      ['errorCode', null, 'Abp:Forbidden'],
    ]),
    httpStatus: 403,
  },
];

/** A fixture store whose audit log holds the entries above. */
export function auditStoryStore(): FixtureStore {
  return createFixtureStore({ auditLog: auditStoryEntries });
}

export const auditStoryHandlers = () => createHandlers(auditStoryStore());
