import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n.ts';
import {
  type AuditTexts,
  auditTime,
  auditValue,
  diffRows,
  diffSides,
  fieldLabel,
  grantProvider,
  recordName,
  recordPath,
  valueWords,
} from './audit-model.ts';

function textsIn(language: 'en' | 'zh-Hans'): AuditTexts {
  const i18n = createI18n(language);
  // Keys built at run time, as the screen builds them.
  const t = i18n.t as unknown as AuditTexts['t'];
  return { t, has: (key) => i18n.exists(key) };
}

describe('the audit log model', () => {
  it('links a document that still exists to its own page, nothing else', () => {
    expect(recordPath({ entityName: 'PurchaseInvoice', entityId: 'a1', action: 'Updated' })).toBe(
      '/sys/purchasing/a1',
    );
    expect(recordPath({ entityName: 'SellInvoice', entityId: 'a1', action: 'Created' })).toBe(
      '/sys/market/a1',
    );
    expect(recordPath({ entityName: 'WarehouseInvoice', entityId: 'a1', action: 'Updated' })).toBe(
      '/sys/inventory/invoices/a1',
    );
    expect(recordPath({ entityName: 'Yield', entityId: 'a1', action: 'Updated' })).toBe('/sys/production/a1');
    expect(recordPath({ entityName: 'Yield', entityId: 'a1', action: 'Deleted' })).toBeNull();
    expect(recordPath({ entityName: 'Warehouse', entityId: 'a1', action: 'Updated' })).toBeNull();
    expect(recordPath({ entityName: 'PurchaseInvoice', entityId: null, action: 'Updated' })).toBeNull();
  });

  it('names a record by its number, user name, name or code where the entry recorded one', () => {
    const change = (propertyName: string, originalValue: string | null, newValue: string | null) => ({
      propertyName,
      originalValue,
      newValue,
    });
    expect(recordName({ changes: [change('name', 'North', 'North 2'), change('code', 'N', 'N')] })).toBe(
      'North 2',
    );
    expect(recordName({ changes: [change('name', 'Tea', null)] })).toBe('Tea');
    expect(recordName({ changes: [change('state', '0', '1'), change('number', 'PO-1', 'PO-1')] })).toBe(
      'PO-1',
    );
    expect(recordName({ changes: [change('remarks', null, 'x')] })).toBeNull();
  });

  it('reads a permission grant’s provider', () => {
    expect(grantProvider('R:clerk')).toEqual({ provider: 'R', key: 'clerk' });
    expect(grantProvider('U:1234')).toEqual({ provider: 'U', key: '1234' });
    expect(grantProvider('clerk')).toBeNull();
  });

  it('shows times in the tenant’s zone, 24-hour', () => {
    expect(auditTime('2026-03-01T23:30:00Z', 'Asia/Shanghai')).toBe('2026-03-02 07:30');
    expect(auditTime('2026-03-01T12:05:00Z', 'UTC')).toBe('2026-03-01 12:05');
    expect(auditTime('2026-03-01T00:00:00Z', 'UTC')).toBe('2026-03-01 00:00');
  });

  it('tells empty, JSON and plain values apart', () => {
    expect(auditValue(null)).toEqual({ kind: 'empty' });
    expect(auditValue(undefined)).toEqual({ kind: 'empty' });
    expect(auditValue('')).toEqual({ kind: 'empty' });
    expect(auditValue('{"a":[1,2]}')).toEqual({ kind: 'json', text: '{\n  "a": [\n    1,\n    2\n  ]\n}' });
    expect(auditValue('[not json')).toEqual({ kind: 'text', text: '[not json' });
    expect(auditValue('North Depot')).toEqual({ kind: 'text', text: 'North Depot' });
  });

  it('shows only after for a creation, only before for a deletion, and drops the deletion flag', () => {
    expect(diffSides('Created')).toBe('after');
    expect(diffSides('Deleted')).toBe('before');
    expect(diffSides('Updated')).toBe('both');
    const deleted = {
      entityName: 'Supplier',
      action: 'Deleted',
      changes: [
        { propertyName: 'isDeleted', originalValue: 'false', newValue: 'true' },
        { propertyName: 'name', originalValue: 'Tea', newValue: null },
      ],
    };
    expect(diffRows(deleted).map((c) => c.propertyName)).toEqual(['name']);
    expect(diffRows({ ...deleted, action: 'Updated' })).toHaveLength(2);
  });

  it('puts a record’s name first, known fields in reading order, permissions by name', () => {
    const change = (propertyName: string) => ({ propertyName, originalValue: null, newValue: 'x' });
    const user = ['email', 'isActive', 'userName', 'zeta', 'name', 'alpha'].map(change);
    expect(
      diffRows({ entityName: 'User', action: 'Created', changes: user }).map((c) => c.propertyName),
    ).toEqual(['userName', 'name', 'email', 'isActive', 'zeta', 'alpha']);
    const grants = ['Inventory.Stock', 'Inventory.PurchaseInvoices.Delete', 'Inventory.PurchaseInvoices'].map(
      change,
    );
    expect(
      diffRows({ entityName: 'PermissionGrant', action: 'Updated', changes: grants }).map(
        (c) => c.propertyName,
      ),
    ).toEqual(['Inventory.PurchaseInvoices', 'Inventory.PurchaseInvoices.Delete', 'Inventory.Stock']);
  });

  it('names fields in the reader’s language where known, else as recorded', () => {
    const en = textsIn('en');
    const zh = textsIn('zh-Hans');
    expect(fieldLabel('PermissionGrant', 'Inventory.PurchaseInvoices.Delete', en)).toBe(
      'Purchase invoices: Delete',
    );
    expect(fieldLabel('PermissionGrant', 'Inventory.Stock', en)).toBe('Stock');
    expect(fieldLabel('PermissionGrant', 'Other.Thing.Done', en)).toBe('Other.Thing.Done');
    expect(fieldLabel('PermissionGrant', 'Inventory.PurchaseInvoices.Delete', zh)).toMatch(/^采购单：/);
    expect(fieldLabel('TenantFeature', 'Inventory.Production', en)).toBe('Production');
    expect(fieldLabel('Setting', 'Abp.Timing.TimeZone', zh)).toBe('时区');
    expect(fieldLabel('Warehouse', 'name', zh)).toBe('名称');
    expect(fieldLabel('Warehouse', 'somethingNew', en)).toBe('somethingNew');
  });

  it('says flags and document states in words', () => {
    const en = textsIn('en');
    expect(valueWords('PermissionGrant', 'Inventory.Stock', 'true', en)).toBe('Granted');
    expect(valueWords('PermissionGrant', 'Inventory.Stock', 'false', en)).toBe('Not granted');
    expect(valueWords('TenantFeature', 'Inventory.Stock', 'False', en)).toBe('Off');
    expect(valueWords('User', 'isActive', 'true', en)).toBe('Yes');
    expect(valueWords('PurchaseInvoice', 'state', '1', en)).toBe('Processing');
    expect(valueWords('PurchaseInvoice', 'state', 'deleted', en)).toBe('Deleted');
    expect(valueWords('Sku', 'state', '1', en)).toBeNull();
    expect(valueWords('Warehouse', 'name', 'North', en)).toBeNull();
  });
});
