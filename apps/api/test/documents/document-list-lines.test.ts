import { pagedResult, purchaseInvoice, warehouseInvoice } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { recordStatements } from '../helpers/statement-log.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertCategory, insertSku, insertWarehouse } from '../stock/fixtures.ts';
import { insertSupplier } from './document-fixtures.ts';

// ADR 061: the warehouse-invoice list filtered by SKUName answers, for each document of its page, only the lines that
// made it match (its lines of a matching SKU, in the asked category if one is); without SKUName every line. The
// purchase list answers every line under SKUName too: its screen's "received of ordered" column sums them all.

let server: TestApp;
let admin: string;
let ryeFlour: string;
let ryeMalt: string;
let salt: string;
let rye: string;
const documents: Record<'warehouse-invoice' | 'purchase-invoice', string> = {
  'warehouse-invoice': '',
  'purchase-invoice': '',
};
const pages = {
  'warehouse-invoice': pagedResult(warehouseInvoice),
  'purchase-invoice': pagedResult(purchaseInvoice),
};
const lists = ['warehouse-invoice', 'purchase-invoice'] as const;

async function saved(path: string, body: Record<string, unknown>): Promise<string> {
  const response = await call<{ id: string }>(server.baseUrl, 'POST', path, { token: admin, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id;
}

beforeAll(async () => {
  server = await startTestApp();
  const demoId = await tenantId(server.db, 'demo');
  rye = await insertCategory(server.db, demoId, 'DLL rye', 'DLL1');
  ryeFlour = await insertSku(server.db, demoId, { code: 'DLL-RF', name: 'DLL Rye flour', attributeId: rye });
  ryeMalt = await insertSku(server.db, demoId, { code: 'DLL-RM', name: 'DLL Rye malt' });
  salt = await insertSku(server.db, demoId, { code: 'DLL-SALT', name: 'DLL Salt' });
  const warehouse = await insertWarehouse(server.db, demoId, 'DLL store');
  const supplier = await insertSupplier(server.db, demoId, 'DLL Mill');
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const lines = [ryeFlour, salt, ryeMalt, salt].map((skuId, i) => ({ skuId, count: i + 1, price: 1 }));
  documents['warehouse-invoice'] = await saved('/api/app/warehouse-invoice/save', {
    warehouseId: warehouse,
    stockType: 'In',
    items: lines.map(({ skuId, count }) => ({ skuId, count })),
  });
  documents['purchase-invoice'] = await saved('/api/app/purchase-invoice/save', {
    supplierId: supplier,
    items: lines,
  });
});
afterAll(async () => {
  await server?.close();
});

/** The SKUs of the lines the list answers for the test's document, in their order, and the list's statements. */
async function answeredSkus(list: (typeof lists)[number], query: string) {
  let body: unknown;
  const statements = await recordStatements(async () => {
    const response = await call(server.baseUrl, 'GET', `/api/app/${list}?${query}`, { token: admin });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    body = response.body;
  });
  const page = pages[list].parse(body);
  const doc = page.items.find((d) => d.id === documents[list]);
  expect(doc, `${list}?${query}`).toBeDefined();
  return { skus: doc!.items.map((l) => l.skuId), statements };
}

const filtered = ['warehouse-invoice'] as const;

describe('a document list’s lines under a SKU name', () => {
  it.each(lists)('%s without SKUName answers every line of the document', async (list) => {
    expect((await answeredSkus(list, 'MaxResultCount=50')).skus).toEqual([ryeFlour, salt, ryeMalt, salt]);
  });

  it.each(filtered)(
    '%s with SKUName answers only the lines of the matching SKUs, read by their resolved ids',
    async (list) => {
      const { skus, statements } = await answeredSkus(list, 'SKUName=dll%20rye');
      expect(skus).toEqual([ryeFlour, ryeMalt]);
      // The lines statement takes the SKU ids the filter resolved; it does not join the SKUs again.
      const linesStatement = statements.find((s) =>
        new RegExp(`^select \\* from "${list.replace('-', '_')}_items" where`).test(s),
      );
      expect(linesStatement, statements.join('\n')).toMatch(/"sku_id" = any\(\$\d+::uuid\[\]\)/);
      expect(linesStatement).not.toContain('"skus"');
      // By code as well as by name, as the document filter matches.
      expect((await answeredSkus(list, 'SKUName=dll-rm')).skus).toEqual([ryeMalt]);
    },
  );

  it.each(filtered)('%s with SKUName and a category answers the lines matching both', async (list) => {
    expect((await answeredSkus(list, `SKUName=dll%20rye&AttributeId=${rye}`)).skus).toEqual([ryeFlour]);
  });

  it('purchase-invoice with SKUName still answers every line of the document it finds', async () => {
    const { skus } = await answeredSkus('purchase-invoice', 'SKUName=dll%20rye');
    expect(skus).toEqual([ryeFlour, salt, ryeMalt, salt]);
  });

  it.each(lists)('%s with a category alone still answers every line', async (list) => {
    expect((await answeredSkus(list, `AttributeId=${rye}&MaxResultCount=50`)).skus).toEqual([
      ryeFlour,
      salt,
      ryeMalt,
      salt,
    ]);
  });
});
