import { type AuditLogEntry, DocumentState, enumName } from '@inventory/contracts';

/**
 * The entity names the server records (apps/api: every `audit(…)` and `auditSoftDelete(…)` call), in the order the
 * record-type filter offers them: administration first, then master data, then documents.
 */
export const auditEntityNames = [
  'User',
  'Role',
  'PermissionGrant',
  'Tenant',
  'TenantFeature',
  'Setting',
  'Warehouse',
  'Supplier',
  'Category',
  'Customization',
  'Sku',
  'Stock',
  'PurchaseInvoice',
  'SellInvoice',
  'WarehouseInvoice',
  'Yield',
] as const;
export type AuditEntityName = (typeof auditEntityNames)[number];

/**
 * The actions the server records (apps/api/src/modules/audit/audit.ts `AuditEntry['action']`): a signed-in user's
 * write it refused (4xx) is `Refused`, one it failed (5xx) `Failed`.
 */
export const auditActionNames = ['Created', 'Updated', 'Deleted', 'Refused', 'Failed'] as const;
export type AuditActionName = (typeof auditActionNames)[number];

/**
 * The statuses the status filter offers (`HttpStatusCode`): 200 = the writes that succeeded (recorded without a
 * status), then the refusals the API answers writes with, and the server's failure.
 */
export const auditStatusCodes = ['200', '400', '403', '404', '409', '422', '500'] as const;
export type AuditStatusCode = (typeof auditStatusCodes)[number];

export const isAuditStatusCode = (code: string): code is AuditStatusCode =>
  (auditStatusCodes as readonly string[]).includes(code);

export const isAuditEntityName = (name: string): name is AuditEntityName =>
  (auditEntityNames as readonly string[]).includes(name);
export const isAuditActionName = (name: string): name is AuditActionName =>
  (auditActionNames as readonly string[]).includes(name);

/** The documents with a page of their own (apps/web/src/app/routes.tsx). */
const recordPages: Partial<Record<AuditEntityName, (id: string) => string>> = {
  PurchaseInvoice: (id) => `/sys/purchasing/${id}`,
  SellInvoice: (id) => `/sys/market/${id}`,
  WarehouseInvoice: (id) => `/sys/inventory/invoices/${id}`,
  Yield: (id) => `/sys/production/${id}`,
};

/**
 * The page of the entry's record, where it has one and still exists.
 * e.g. `recordPath({ entityName: 'PurchaseInvoice', entityId: 'a1', action: 'Updated' })` → '/sys/purchasing/a1'
 */
export function recordPath(entry: Pick<AuditLogEntry, 'entityName' | 'entityId' | 'action'>): string | null {
  if (!entry.entityId || entry.action === 'Deleted' || !isAuditEntityName(entry.entityName)) return null;
  return recordPages[entry.entityName]?.(entry.entityId) ?? null;
}

/**
 * A permission grant's record is its provider: `R:clerk` (the role `clerk`), `U:<user id>`.
 * e.g. `grantProvider('R:clerk')` → `{ provider: 'R', key: 'clerk' }`
 */
export function grantProvider(entityId: string): { provider: 'R' | 'U'; key: string } | null {
  const match = /^([RU]):(.+)$/.exec(entityId);
  return match ? { provider: match[1] as 'R' | 'U', key: match[2] ?? '' } : null;
}

/** The fields that name a record to a reader, best first. */
const namingFields = ['number', 'userName', 'name', 'code'] as const;

/**
 * The record's own name where the entry recorded it (a document's number, a user's user name, a name, a code), its
 * value after the change or, deleted, before; else null (the screen shows the id).
 * e.g. `recordName({ changes: [{ propertyName: 'name', originalValue: 'North', newValue: 'North 2' }] })` → 'North 2'
 */
export function recordName(entry: Pick<AuditLogEntry, 'changes'>): string | null {
  for (const field of namingFields) {
    const change = entry.changes.find((c) => c.propertyName === field);
    const name = change ? change.newValue || change.originalValue : null;
    if (name) return name;
  }
  return null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the tenant reads it: `YYYY-MM-DD HH:mm` in the tenant's zone, 24-hour (glossary-zh.md), the same in
 * both languages. e.g. `auditTime('2026-03-02T08:01:00Z', 'Asia/Shanghai')` → '2026-03-02 16:01'
 */
export function auditTime(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const number = (type: string) => Number(parts[type] ?? 0);
  return `${parts.year}-${twoDigits(number('month'))}-${twoDigits(number('day'))} ${twoDigits(number('hour'))}:${twoDigits(number('minute'))}`;
}

/** How a recorded value reads: nothing, a JSON object or list (shown indented), or plain text. */
export type AuditValue = { kind: 'empty' } | { kind: 'json'; text: string } | { kind: 'text'; text: string };

/**
 * A recorded value (the server writes strings as they are and anything else as JSON) as it should be shown.
 * e.g. `auditValue('{"a":1}')` → `{ kind: 'json', text: '{\n  "a": 1\n}' }`; `auditValue(null)` → `{ kind: 'empty' }`
 */
export function auditValue(value: string | null | undefined): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  const trimmed = value.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { kind: 'json', text: JSON.stringify(JSON.parse(trimmed), null, 2) };
    } catch {
      // Not JSON after all: shown as the text it is.
    }
  }
  return { kind: 'text', text: value };
}

/** Which side of the change a diff shows: created records have only values after, deleted ones only before. */
export type DiffSides = 'both' | 'after' | 'before';

export function diffSides(action: string): DiffSides {
  return action === 'Created' ? 'after' : action === 'Deleted' ? 'before' : 'both';
}

/** The order a record's fields are read in (its name first); fields not named here follow in their own order. */
const fieldOrder = [
  'number',
  'code',
  'userName',
  'name',
  'surname',
  'email',
  'phoneNumber',
  'state',
  'kind',
  'unit',
  'cost',
  'reorderLevel',
  'attributeId',
  'parentId',
  'contact',
  'telePhone',
  'address',
  'content',
  'value',
  'isActive',
  'lockoutEnabled',
  'isDefault',
  'isPublic',
  'groups',
  'images',
  'coverImage',
  'remarks',
];

/**
 * The rows of an entry's diff, in reading order: a record's own fields name first, permissions, features and
 * settings by name (the server keeps them in its database's key order). A deletion's `isDeleted` false → true is
 * what the action already says, so it is not repeated as a row.
 */
export function diffRows(
  entry: Pick<AuditLogEntry, 'entityName' | 'action' | 'changes'>,
): AuditLogEntry['changes'] {
  const rows =
    entry.action === 'Deleted'
      ? entry.changes.filter((change) => change.propertyName !== 'isDeleted')
      : [...entry.changes];
  if (['PermissionGrant', 'TenantFeature', 'Setting'].includes(entry.entityName))
    return rows.sort((a, b) =>
      a.propertyName < b.propertyName ? -1 : a.propertyName > b.propertyName ? 1 : 0,
    );
  const rank = (name: string) => {
    const index = fieldOrder.indexOf(name);
    return index === -1 ? fieldOrder.length : index;
  };
  // A stable sort: unknown fields keep the server's order after the known ones.
  return rows.sort((a, b) => rank(a.propertyName) - rank(b.propertyName));
}

/** The documents whose `state` is a `DocumentState` number. */
const documentEntities = new Set<string>(['PurchaseInvoice', 'SellInvoice', 'WarehouseInvoice', 'Yield']);

/** The setting names the server records (apps/api/src/modules/settings/setting-definitions.ts) → text keys. */
const settingKeys: Readonly<Record<string, string>> = {
  'Abp.Timing.TimeZone': 'timeZone',
  'Abp.Localization.DefaultLanguage': 'defaultLanguage',
  'Inventory.NearExpiryThresholdDays': 'nearExpiryThresholdDays',
  'Inventory.ProductDisplayName': 'productDisplayName',
  'Abp.Identity.User.IsUserNameUpdateEnabled': 'isUserNameUpdateEnabled',
  'Abp.Identity.User.IsEmailUpdateEnabled': 'isEmailUpdateEnabled',
};

/** A text lookup that says whether the key exists: `i18n.exists` and `t`. */
export interface AuditTexts {
  has: (key: string) => boolean;
  t: (key: string, options?: Record<string, unknown>) => string;
}

/**
 * A property's name in the reader's language where the screen knows the field, else as recorded: a permission by
 * its area and action (`Inventory.PurchaseInvoices.Delete` → "Purchase invoices: Delete"), a feature and a setting by
 * their names, an entity's own fields from the audit texts.
 */
export function fieldLabel(entityName: string, propertyName: string, texts: AuditTexts): string {
  const known = (key: string) => (texts.has(key) ? texts.t(key) : null);
  if (entityName === 'PermissionGrant') {
    const [, area, action] = propertyName.split('.');
    const areaTitle = area ? known(`admin:permissions.areaTitles.${area}`) : null;
    if (areaTitle && !action) return areaTitle;
    const actionTitle = action ? known(`admin:permissions.actionTitles.${action}`) : null;
    if (areaTitle && actionTitle)
      return texts.t('audit:permission', { area: areaTitle, action: actionTitle });
    return propertyName;
  }
  if (entityName === 'TenantFeature') {
    const feature = propertyName.split('.')[1];
    return (feature && known(`audit:features.${feature}`)) ?? propertyName;
  }
  if (entityName === 'Setting') {
    const key = settingKeys[propertyName];
    return (key && known(`audit:settings.${key}`)) ?? propertyName;
  }
  return known(`audit:fields.${propertyName}`) ?? propertyName;
}

/**
 * A value in words where it is a flag or a state (granted, on, yes, a document's state), else `null` (shown as
 * recorded).
 */
export function valueWords(
  entityName: string,
  propertyName: string,
  value: string,
  texts: AuditTexts,
): string | null {
  const flag = value.toLowerCase();
  if (flag === 'true' || flag === 'false') {
    const on = flag === 'true';
    if (entityName === 'PermissionGrant')
      return texts.t(on ? 'audit:values.granted' : 'audit:values.notGranted');
    if (entityName === 'TenantFeature') return texts.t(on ? 'audit:values.on' : 'audit:values.off');
    return texts.t(on ? 'audit:values.yes' : 'audit:values.no');
  }
  if (propertyName === 'state' && documentEntities.has(entityName)) {
    if (value === 'deleted') return texts.t('audit:actionNames.Deleted');
    const name = /^\d+$/.test(value) ? enumName(DocumentState, Number(value)) : undefined;
    if (name) return texts.t(`common:status.${name}`);
  }
  return null;
}
