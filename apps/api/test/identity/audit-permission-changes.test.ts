import { auditLogEntry, pagedResult } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// The audit log screen's promise (issue 16): a role's permission change is listed as one entry of the role's
// grants, with each permission granted or revoked as a field before → after.

let server: TestApp;
let admin: string;

const auditPage = pagedResult(auditLogEntry);
const clerkGrants = '/api/permission-management/permissions?providerName=R&providerKey=clerk';
const grantLog = '/api/app/audit-log?EntityName=PermissionGrant';

beforeAll(async () => {
  server = await startTestApp();
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = (method: string, path: string, body?: unknown) =>
  call(server.baseUrl, method, path, { token: admin, body });

describe('the audit log of a role’s permissions', () => {
  it('records each permission granted or revoked field by field, and nothing for what did not change', async () => {
    const before = auditPage.parse((await api('GET', grantLog)).body);
    const saved = await api('PUT', clerkGrants, {
      permissions: [
        { name: 'Inventory.PurchaseInvoices.Delete', isGranted: true },
        { name: 'Inventory.PurchaseInvoices.Create', isGranted: false },
        // Already not granted to the clerk: not a change.
        { name: 'Inventory.Skus.Delete', isGranted: false },
      ],
    });
    expect(saved.status).toBe(204);

    const after = auditPage.parse((await api('GET', grantLog)).body);
    expect(after.totalCount).toBe(before.totalCount + 1);
    const entry = after.items[0];
    expect(entry).toMatchObject({
      entityName: 'PermissionGrant',
      entityId: 'R:clerk',
      action: 'Updated',
      userName: 'admin',
    });
    // The fields come back in the database's key order (jsonb), not the order they were sent in.
    const byName = [...(entry?.changes ?? [])].sort((a, b) => a.propertyName.localeCompare(b.propertyName));
    expect(byName).toEqual([
      { propertyName: 'Inventory.PurchaseInvoices.Create', originalValue: 'true', newValue: 'false' },
      { propertyName: 'Inventory.PurchaseInvoices.Delete', originalValue: 'false', newValue: 'true' },
    ]);

    // The screen's filters find it: the record type and action exactly, the user by part of the name.
    const filtered = auditPage.parse(
      (await api('GET', '/api/app/audit-log?EntityName=permissiongrant&Action=Updated&UserName=adm')).body,
    );
    expect(filtered.items[0]?.id).toBe(entry?.id);

    // Saving the same again changes nothing, and records nothing.
    await api('PUT', clerkGrants, {
      permissions: [{ name: 'Inventory.PurchaseInvoices.Delete', isGranted: true }],
    });
    expect(auditPage.parse((await api('GET', grantLog)).body).totalCount).toBe(after.totalCount);
  });
});
