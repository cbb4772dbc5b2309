import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordStatements } from '../helpers/statement-log.ts';
import { insertCategory, insertSku } from '../stock/fixtures.ts';

// The SKU filter of the document lists is one EXISTS over the document's lines (hasLineMatching in
// documents/document-list.ts): a resolved SKUName reads the lines alone; a category joins the line's SKU and its
// category on the tenant as well as the key (the Citus-shaped join; row-level security alone hid a missing one).

let server: TestApp;
let admin: string;
let category: string;

beforeAll(async () => {
  server = await startTestApp();
  const demoId = await tenantId(server.db, 'demo');
  category = await insertCategory(server.db, demoId, 'DL category', 'DL1');
  await insertSku(server.db, demoId, { code: 'DL-OAT', name: 'DL Oat', attributeId: category });
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

/** The statements of one list call that read its lines in an EXISTS. */
async function existsStatements(path: string): Promise<string[]> {
  let status = 0;
  const statements = await recordStatements(async () => {
    status = (await call(server.baseUrl, 'GET', path, { token: admin })).status;
  });
  expect(status, path).toBe(200);
  const found = statements.filter((s) =>
    /exists \(select 1 as "one" from "\w+_invoice_items" as "i"/.test(s),
  );
  expect(found.length, `${path}:\n${statements.join('\n')}`).toBeGreaterThan(0);
  return found;
}

const lists = ['purchase-invoice', 'warehouse-invoice', 'sell-invoice'] as const;

describe('the document lists’ SKU filter', () => {
  it.each(lists)('%s by category joins the SKU and the category on the tenant', async (list) => {
    for (const statement of await existsStatements(`/api/app/${list}?AttributeId=${category}`)) {
      expect(statement).toContain('inner join "skus" as "s" on "s"."tenant_id" = "i"."tenant_id"');
      expect(statement).toContain('left join "categories" as "c" on "c"."tenant_id" = "s"."tenant_id"');
    }
  });

  it.each(['purchase-invoice', 'warehouse-invoice'] as const)(
    '%s by SKUName reads the lines of the SKUs found, without joining them',
    async (list) => {
      for (const statement of await existsStatements(`/api/app/${list}?SKUName=dl-oat`)) {
        expect(statement).toMatch(/"i"\."sku_id" = any\(\$\d+::uuid\[\]\)/);
        expect(statement).not.toContain('"skus"');
      }
    },
  );
});
