import { describe, expect, it } from 'vitest';
import { endpoints, Permissions, type AuditLogEntry } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { AuditLogRoute } from './audit-log-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const purchaseId = 'c0a80101-0000-4000-8000-000000000003';
const submitted: AuditLogEntry = {
  id: 'c0a80101-0000-4000-8000-0000000000a1',
  tenantId: 'c0a80101-0000-4000-8000-0000000000f1',
  userId: 'c0a80101-0000-4000-8000-0000000000f2',
  userName: 'clerk',
  entityName: 'PurchaseInvoice',
  entityId: purchaseId,
  action: 'Updated',
  changes: [{ propertyName: 'state', originalValue: '0', newValue: '1' }],
  // 23:30 UTC on the 1st is 07:30 on the 2nd in Shanghai: the list shows the tenant's time.
  executionTime: '2026-03-01T23:30:00Z',
};
// The 2nd from its first moment in Shanghai.
const from = '2026-03-01T16:00:00.000Z';
const shared = `/system/audit-log?page=2&EntityName=PurchaseInvoice&StartTime=${encodeURIComponent(from)}`;

function renderAuditLog(policies: string[]) {
  const listKey = [
    endpoints.auditLog.list.name,
    { query: { SkipCount: 10, MaxResultCount: 10, EntityName: 'PurchaseInvoice', StartTime: from } },
  ];
  const configuration = {
    ...configurationWith(policies, {}),
    setting: { values: { 'Abp.Timing.TimeZone': 'Asia/Shanghai' } },
  };
  return renderRoute({
    url: shared,
    path: '/system/audit-log',
    element: (
      <RouteGuard item="auditLog">
        <AuditLogRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configuration],
      [listKey, { items: [submitted], totalCount: 11 }],
    ],
  });
}

describe('the audit log route', () => {
  it('asks for the view in the address and shows each entry in words, at the tenant’s time, linked to its record', () => {
    const html = renderAuditLog([Permissions.AuditLogs]);
    expect(html).toContain('>Audit log</h1>');
    expect(html).toContain('2026-03-02 07:30');
    expect(html).toContain('Purchase invoice');
    expect(html).toContain('>Updated<');
    expect(html).toContain('1 field');
    expect(html).toContain(`href="/sys/purchasing/${purchaseId}"`);
    // The filters from the address: the record type chosen, the day in the tenant's zone.
    expect(html).toMatch(/<option[^>]*value="PurchaseInvoice"[^>]*selected/);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*value="2026-03-02"/);
    expect(html).toContain('>Changes<');
    // A write that succeeded has no status: it says so.
    expect(html).toContain('>Succeeded<');
  });

  it('keeps the status filter in the address and shows a refused write with its status', () => {
    const refused: AuditLogEntry = {
      ...submitted,
      id: 'c0a80101-0000-4000-8000-0000000000a2',
      entityName: 'warehouse.create',
      entityId: '',
      action: 'Refused',
      changes: [{ propertyName: 'method', originalValue: null, newValue: 'POST' }],
      httpStatus: 403,
    };
    const html = renderRoute({
      url: '/system/audit-log?HttpStatusCode=403',
      path: '/system/audit-log',
      element: (
        <RouteGuard item="auditLog">
          <AuditLogRoute />
        </RouteGuard>
      ),
      answers: [
        [configurationKey, configurationWith([Permissions.AuditLogs], {})],
        [
          [
            endpoints.auditLog.list.name,
            { query: { SkipCount: 0, MaxResultCount: 10, HttpStatusCode: '403' } },
          ],
          { items: [refused], totalCount: 1 },
        ],
      ],
    });
    expect(html).toMatch(/<option[^>]*value="403"[^>]*selected/);
    expect(html).toContain('>Refused<');
    expect(html).toContain('403 Refused: no permission or a business rule');
  });

  it('shows no access without the audit-log permission, and never the entries', () => {
    const html = renderAuditLog([Permissions.Roles]);
    expect(html).toContain('No access');
    expect(html).not.toContain('Purchase invoice');
  });
});
