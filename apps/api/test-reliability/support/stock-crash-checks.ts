import { sql, type Kysely } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';
import type { Schema } from '../../src/db/schema.ts';
import type { CrashRequest } from './stock-crash-workload.ts';

// What "no half-written document" means after the crash, checked in SQL per request: the document is absent, or it
// is finished with every line it was sent, its stock effect is in the ledger, and its linked warehouse invoice exists.

async function movementSum(trx: Kysely<Schema>, documentId: string): Promise<{ rows: number; sum: number }> {
  const row = await trx
    .selectFrom('stock_movements')
    .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<string>('quantity').as('sum')])
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), sum: Number(row.sum ?? 0) };
}

/** The finished warehouse invoice a sale or purchase made (its remarks carry the document's number). */
async function linkedInvoiceFaults(
  trx: Kysely<Schema>,
  number: string,
  type: 2 | 3,
  expectedSum: number,
): Promise<string[]> {
  const linked = await trx
    .selectFrom('warehouse_invoices')
    .select(['id', 'state'])
    .where('remarks', '=', number)
    .where('type', '=', type)
    .execute();
  if (linked.length !== 1 || linked[0]?.state !== 2) return [`${number}: ${linked.length} linked invoices`];
  const moved = await movementSum(trx, linked[0].id);
  return moved.sum === expectedSum ? [] : [`${number}: ledger ${moved.sum}, expected ${expectedSum}`];
}

/** Faults of the document `request` made: [] when it is absent or whole. `found` says whether it exists. */
export async function documentFaults(
  trx: Kysely<Schema>,
  request: CrashRequest,
): Promise<{ found: boolean; faults: string[] }> {
  const total = request.counts.reduce((a, b) => a + b, 0);
  const sent = [...request.counts].sort().join(',');
  const table =
    request.kind === 'in'
      ? 'warehouse_invoices'
      : request.kind === 'sell'
        ? 'sell_invoices'
        : 'purchase_invoices';
  const headers = await trx
    .selectFrom(table)
    .select(['id', 'number', 'state'])
    .where('remarks', '=', request.remarks)
    .execute();
  const header = headers[0];
  if (!header) return { found: false, faults: [] };
  const fault = (text: string) => ({
    found: true,
    faults: [`${request.remarks} (${header.number}): ${text}`],
  });
  if (headers.length > 1) return fault(`${headers.length} documents`);
  if (header.state !== 2) return fault(`state ${header.state}`);
  if (request.kind === 'in') {
    const lines = await trx
      .selectFrom('warehouse_invoice_items')
      .select('count')
      .where('invoice_id', '=', header.id)
      .execute();
    const got = lines
      .map((l) => Number(l.count))
      .sort()
      .join(',');
    if (got !== sent) return fault(`lines ${got}, sent ${sent}`);
    const moved = await movementSum(trx, header.id);
    if (moved.rows !== request.counts.length || moved.sum !== total)
      return fault(`ledger ${JSON.stringify(moved)}`);
    return { found: true, faults: [] };
  }
  const lines =
    request.kind === 'sell'
      ? await trx
          .selectFrom('sell_invoice_items')
          .select(['count', 'out_count as done'])
          .where('invoice_id', '=', header.id)
          .execute()
      : await trx
          .selectFrom('purchase_invoice_items')
          .select(['count', 'in_stock_count as done'])
          .where('invoice_id', '=', header.id)
          .execute();
  const got = lines
    .map((l) => Number(l.count))
    .sort()
    .join(',');
  if (got !== sent) return fault(`lines ${got}, sent ${sent}`);
  if (lines.some((l) => Number(l.done) !== Number(l.count)))
    return fault('a line not fully delivered/received');
  const faults = await linkedInvoiceFaults(
    trx,
    header.number,
    request.kind === 'sell' ? 2 : 3,
    request.kind === 'sell' ? -total : total,
  );
  return { found: true, faults };
}

/** Ledger rows of no document, and linked warehouse invoices whose sale or purchase does not exist. */
export async function orphanFaults(db: AppDb, tenantId: string): Promise<string[]> {
  return db.tenant(tenantId, async (trx) => {
    const movements = await sql<{ id: string }>`
      select m.id from stock_movements m
      where not exists (select 1 from warehouse_invoices w where w.id = m.document_id)
        and not exists (select 1 from yields y where y.id = m.document_id)
        and not exists (select 1 from sell_invoices s where s.id = m.document_id)
        and not exists (select 1 from purchase_invoices p where p.id = m.document_id)
    `.execute(trx);
    const linked = await sql<{ number: string }>`
      select w.number from warehouse_invoices w
      where (w.type = 2 and w.remarks like 'SO-%' and not exists (select 1 from sell_invoices s where s.number = w.remarks))
         or (w.type = 3 and w.remarks like 'PO-%' and not exists (select 1 from purchase_invoices p where p.number = w.remarks))
    `.execute(trx);
    return [
      ...movements.rows.map((r) => `movement ${r.id} of no document`),
      ...linked.rows.map((r) => `linked invoice ${r.number} of no document`),
    ];
  });
}
