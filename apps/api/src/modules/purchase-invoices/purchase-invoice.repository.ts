import type { SortKey, purchaseInvoiceSortFields, purchaseItemSortFields } from '@inventory/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import type { PurchaseInvoiceItemsTable, PurchaseInvoicesTable, Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { updateIfStamp, type StampChange } from '../../db/stamped-update.ts';

type PurchaseSortField = (typeof purchaseInvoiceSortFields)[number];
const purchaseColumns = sortColumns({
  creationTime: 'p.creation_time',
  number: 'p.number',
} as const satisfies Record<PurchaseSortField, string>);

type PurchaseItemSortField = (typeof purchaseItemSortFields)[number];
const purchaseItemColumns = sortColumns({
  creationTime: 'i.creation_time',
} as const satisfies Record<PurchaseItemSortField, string>);

export type PurchaseRow = Selectable<PurchaseInvoicesTable>;
export type PurchaseLineRow = Selectable<PurchaseInvoiceItemsTable>;

export interface PurchaseHeader {
  number: string;
  state: number;
  supplierId: string | null;
  purchaseTime: string | null;
  totalPrice: string;
  content: string;
  remarks: string | null;
  submitTime: Date | null;
}

export interface PurchaseLine {
  id: string;
  lineNo: number;
  skuId: string;
  count: string;
  price: string;
  batchNumber: string | null;
  parturitionTime: string | null;
  expirationDay: number | null;
  expirationTime: string | null;
  creationTime: Date;
}

export async function findPurchase(trx: Kysely<Schema>, id: string): Promise<PurchaseRow | undefined> {
  return trx.selectFrom('purchase_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The document locked for a change, so two changes of one purchase queue. */
export async function lockPurchase(trx: Kysely<Schema>, id: string): Promise<PurchaseRow | undefined> {
  return trx.selectFrom('purchase_invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findPurchaseLines(
  trx: Kysely<Schema>,
  invoiceIds: readonly string[],
): Promise<PurchaseLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return trx
    .selectFrom('purchase_invoice_items')
    .selectAll()
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute();
}

/** Lines by their ids, locked (in id order) for a receipt. */
export async function lockPurchaseLinesById(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<PurchaseLineRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('purchase_invoice_items')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setInStockCount(trx: Kysely<Schema>, lineId: string, count: string): Promise<void> {
  await trx
    .updateTable('purchase_invoice_items')
    .set({ in_stock_count: count })
    .where('id', '=', lineId)
    .execute();
}

function headerValues(h: PurchaseHeader) {
  return {
    number: h.number,
    state: h.state,
    supplier_id: h.supplierId,
    purchase_time: h.purchaseTime,
    total_price: h.totalPrice,
    content: h.content,
    remarks: h.remarks,
    submit_time: h.submitTime,
  };
}

export async function insertPurchase(
  trx: Kysely<Schema>,
  row: PurchaseHeader & {
    tenantId: string;
    id: string;
    stamp: string;
    time: Date;
    creatorId: string | null;
    creatorName: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('purchase_invoices')
    .values({
      ...headerValues(row),
      tenant_id: row.tenantId,
      id: row.id,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      creator_name: row.creatorName,
    })
    .execute();
}

/** Updates while the stamp is still `expectedStamp`; false when it changed meanwhile. */
export async function updatePurchase(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  row: PurchaseHeader & StampChange,
): Promise<boolean> {
  return updateIfStamp(trx, 'purchase_invoices', id, expectedStamp, headerValues(row), row);
}

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export async function patchPurchase(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: { state?: number; remarks?: string | null } & StampChange,
): Promise<boolean> {
  return updateIfStamp(
    trx,
    'purchase_invoices',
    id,
    expectedStamp,
    {
      ...(patch.state === undefined ? {} : { state: patch.state }),
      ...(patch.remarks === undefined ? {} : { remarks: patch.remarks }),
    },
    patch,
  );
}

export async function replacePurchaseLines(
  trx: Kysely<Schema>,
  tenantId: string,
  invoiceId: string,
  lines: readonly PurchaseLine[],
): Promise<void> {
  await trx.deleteFrom('purchase_invoice_items').where('invoice_id', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('purchase_invoice_items')
    .values(
      lines.map((l) => ({
        tenant_id: tenantId,
        id: l.id,
        invoice_id: invoiceId,
        line_no: l.lineNo,
        sku_id: l.skuId,
        count: l.count,
        price: l.price,
        batch_number: l.batchNumber,
        parturition_time: l.parturitionTime,
        expiration_day: l.expirationDay,
        expiration_time: l.expirationTime,
        creation_time: l.creationTime,
      })),
    )
    .execute();
}

export async function deletePurchase(trx: Kysely<Schema>, id: string): Promise<void> {
  await trx.deleteFrom('purchase_invoices').where('id', '=', id).execute();
}

export interface PurchaseFilter {
  skip: number;
  sorting: readonly SortKey<PurchaseSortField>[];
  take: number;
  startTime?: string;
  endTime?: string;
  creator?: string;
  /** The category's code (subtree prefix); null = an unknown category, which matches nothing. */
  categoryCode?: string | null;
  includeDiscarded: boolean;
  state?: number;
  skuName?: string;
  warehouseInvoiceNumber?: string;
  supplier?: string;
}

/** One page of purchases, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listPurchases(
  trx: Kysely<Schema>,
  f: PurchaseFilter,
): Promise<{ rows: PurchaseRow[]; total: number }> {
  let query = trx.selectFrom('purchase_invoices as p');
  if (f.startTime) query = query.where('p.creation_time', '>=', new Date(f.startTime));
  if (f.endTime) query = query.where('p.creation_time', '<=', new Date(f.endTime));
  if (f.state !== undefined) query = query.where('p.state', '=', f.state);
  else if (!f.includeDiscarded) query = query.where('p.state', '<>', 3);
  if (f.creator) query = query.where('p.creator_name', 'ilike', containsPattern(f.creator));
  const supplier = f.supplier;
  if (supplier)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('suppliers as s')
          .select(sql`1`.as('one'))
          .whereRef('s.id', '=', 'p.supplier_id')
          .where('s.name', 'ilike', containsPattern(supplier)),
      ),
    );
  const number = f.warehouseInvoiceNumber;
  if (number)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('purchase_invoice_items as i')
          .innerJoin('warehouse_invoice_items as wi', 'wi.item_id', 'i.id')
          .innerJoin('warehouse_invoices as w', 'w.id', 'wi.invoice_id')
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'p.id')
          .where('w.number', 'ilike', containsPattern(number)),
      ),
    );
  if (f.skuName || f.categoryCode !== undefined) {
    const { skuName, categoryCode } = f;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('purchase_invoice_items as i')
          .innerJoin('skus as s', 's.id', 'i.sku_id')
          .leftJoin('categories as c', 'c.id', 's.attribute_id')
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'p.id')
          .$if(Boolean(skuName), (q) =>
            q.where((e) =>
              e.or([
                e('s.name', 'ilike', containsPattern(skuName ?? '')),
                e('s.code', 'ilike', containsPattern(skuName ?? '')),
              ]),
            ),
          )
          .$if(categoryCode !== undefined, (q) =>
            categoryCode === null
              ? q.where(sql<boolean>`false`)
              : q.where('c.code', 'like', `${categoryCode ?? ''}%`),
          ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('p')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, purchaseColumns, [{ column: 'p.creation_time', direction: 'desc' }]),
        ),
      )
      .orderBy('p.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface PurchaseLineFilter {
  skip: number;
  sorting: readonly SortKey<PurchaseItemSortField>[];
  take: number;
  searchKey?: string;
  categoryCode?: string | null;
  state?: number;
}

/** One page of purchase lines (with their document), newest first. */
export async function listPurchaseLines(
  trx: Kysely<Schema>,
  f: PurchaseLineFilter,
): Promise<{ rows: (PurchaseLineRow & { supplierId: string | null })[]; total: number }> {
  let query = trx
    .selectFrom('purchase_invoice_items as i')
    .innerJoin('purchase_invoices as p', 'p.id', 'i.invoice_id')
    .innerJoin('skus as s', 's.id', 'i.sku_id')
    .leftJoin('categories as c', 'c.id', 's.attribute_id');
  if (f.state !== undefined) query = query.where('p.state', '=', f.state);
  else query = query.where('p.state', '<>', 3);
  const key = f.searchKey;
  if (key)
    query = query.where((e) =>
      e.or([
        e('s.name', 'ilike', containsPattern(key)),
        e('s.code', 'ilike', containsPattern(key)),
        e('p.number', 'ilike', containsPattern(key)),
        e('i.batch_number', 'ilike', containsPattern(key)),
      ]),
    );
  if (f.categoryCode !== undefined) {
    const code = f.categoryCode;
    query = code === null ? query.where(sql<boolean>`false`) : query.where('c.code', 'like', `${code}%`);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('i')
      .select('p.supplier_id as supplierId')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, purchaseItemColumns, [{ column: 'i.creation_time', direction: 'desc' }]),
        ),
      )
      .orderBy('i.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
