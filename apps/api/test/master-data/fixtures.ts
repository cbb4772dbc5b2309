import { afterAll, beforeAll } from 'vitest';
import { call, type ApiResponse } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

export interface AuditRow {
  action: string;
  entity_name: string;
  user_name: string | null;
  changed_fields: Record<string, unknown>;
}

export interface MasterDataSuite {
  server: TestApp;
  demoId: string;
  admin: string;
  clerk: string;
  otherAdmin: string;
  api<T = unknown>(
    method: string,
    path: string,
    token: string | undefined,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  auditOf(entityId: string): Promise<AuditRow[]>;
}

/**
 * One server per test file (a fresh seeded database), signed in once as the demo admin and clerk and as the admin
 * of a second tenant `acme`. The returned object is filled in by beforeAll.
 */
export function setUpMasterDataSuite(): MasterDataSuite {
  const suite = {} as MasterDataSuite;
  beforeAll(async () => {
    const server = await startTestApp();
    suite.server = server;
    suite.demoId = await tenantId(server.db, 'demo');
    await createTenantWithAdmin(server.db, 'acme');
    const sign = async (tenant: string, username: string) =>
      (await signIn(server.baseUrl, { tenant, username, password: demoPassword })).accessToken;
    suite.admin = await sign('demo', 'admin');
    suite.clerk = await sign('demo', 'clerk');
    suite.otherAdmin = await sign('acme', 'admin');
    suite.api = (method, path, token, body, headers) =>
      call(server.baseUrl, method, path, { token, body, headers });
    suite.auditOf = (entityId) =>
      server.db.tenant(suite.demoId, (trx) =>
        trx
          .selectFrom('audit_logs')
          .select(['action', 'entity_name', 'user_name', 'changed_fields'])
          .where('entity_id', '=', entityId)
          .orderBy('time')
          .orderBy('id')
          .execute(),
      );
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}
