import {
  expressionBuilder,
  sql,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { SortKey } from '@inventory/contracts';
import { listPage, pageOf, type ListPage } from '../../db/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { anyId } from '../../db/id-array.ts';
import { maintainedCount, type MaintainedCount } from './document-counts.ts';

// The list queries of the four document kinds (product-spec §3 "Filters"). Each kind names its header table and
// alias, and composes its own filters on top of those every kind has. Column names go through sql.ref because the
// table differs per kind while the columns these filters read are the same in every header table.

/** The filters every document list has. */
export interface DocumentListFilter<F extends string> extends ListPage<F> {
  startTime?: string;
  endTime?: string;
  creator?: string;
  includeDiscarded: boolean;
  state?: number;
}

/** The filters every document list call has, from its ABP query. */
export function documentFilterOf<F extends string>(query: {
  SkipCount: number;
  MaxResultCount: number;
  Sorting: readonly SortKey<F>[];
  StartTime?: string;
  EndTime?: string;
  Creator?: string;
  IsNeedDiscard?: boolean;
  State?: number;
}): DocumentListFilter<F> {
  return {
    ...pageOf(query),
    startTime: query.StartTime,
    endTime: query.EndTime,
    creator: query.Creator,
    includeDiscarded: query.IsNeedDiscard ?? false,
    state: query.State,
  };
}

/** SKU filters of a list: name or code containing the text; a category's subtree (null: an unknown category). */
export interface SkuFilter {
  skuName?: string;
  categoryCode?: string | null;
  /** The SKUs `skuName` matches, found first by {@link withSkuIds}; undefined = match by name in the statement. */
  skuIds?: readonly string[];
}

/** At most this many matching SKUs go into a list's statement by id; a less selective text stays a join. */
const maxListedSkus = 500;

/**
 * The filter with the ids of the SKUs whose name or code contains `skuName` (one statement over the tenant's SKUs,
 * trigram-indexed where pg_trgm exists: migration 0661). The list then reads the lines of exactly those SKUs by
 * index, and PostgreSQL plans with their real number instead of its guess at an `ILIKE '%…%'` (issue 19: a guess
 * of one SKU for 43 made it gather every matching document and sort them for a page of 20).
 */
export async function withSkuIds<T extends SkuFilter>(trx: Kysely<Schema>, f: T): Promise<T> {
  if (!f.skuName) return f;
  const pattern = containsPattern(f.skuName);
  const rows = await trx
    .selectFrom('skus')
    .select('id')
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]))
    .limit(maxListedSkus + 1)
    .execute();
  return rows.length > maxListedSkus ? f : { ...f, skuIds: rows.map((r) => r.id) };
}

const DISCARDED = 3;

/** A query over one document kind's header table (`alias`), and how to read and sort its rows. */
export interface DocumentListSource<DB, TB extends keyof DB, F extends string, Row> {
  from: SelectQueryBuilder<DB, TB, object>;
  alias: string;
  columns: ReadonlyMap<F, string>;
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>;
}

/** The header tables whose lists may count by their lines ({@link countOfSkuLines}). */
export type DocumentHeaderTable = 'purchase_invoices' | 'warehouse_invoices' | 'sell_invoices';

/** A kind's tables, and its SKU filter, for a count by lines; given by the kind only when no filter of its own is set. */
export interface LineCount {
  trx: Kysely<Schema>;
  lines: DocumentLineTable;
  header: DocumentHeaderTable;
  sku: SkuFilter;
}

/**
 * The count of documents having a line of the resolved SKUs, with no other condition than leaving out the discarded
 * ones unless `includeDiscarded` (issue 19): the distinct documents of those SKUs' lines, read from the lines' SKU
 * index alone, less the discarded ones, found through the headers' state index. The generic count joins the lines'
 * documents against every header of the tenant (51,000 index entries on the 1M tenant, 508 pages) to check a state
 * that only the few discarded documents fail. The lines' foreign key makes every line's document exist.
 */
export async function countOfSkuLines(
  { trx, lines, header }: LineCount,
  skuIds: readonly string[],
  includeDiscarded: boolean,
): Promise<number> {
  if (skuIds.length === 0) return 0;
  const documents = sql`select distinct i.tenant_id, i.invoice_id from ${sql.table(lines)} as i where ${anyId('i.sku_id', skuIds)}`;
  const notDiscarded = includeDiscarded
    ? sql``
    : sql` where not exists (select 1 from ${sql.table(header)} as h where h.tenant_id = d.tenant_id and h.id = d.invoice_id and h.state = ${sql.lit(DISCARDED)})`;
  const { rows } = await sql<{
    total: string | number;
  }>`select count(*) as total from (${documents}) as d${notDiscarded}`.execute(trx);
  return Number(rows[0]?.total ?? 0);
}

/**
 * One page of documents: the filters every kind has, then the kind's own (`narrow`), newest first unless sorted,
 * with the total count of the filtered list. `byLines` (a kind with none of its own filters set): when the only
 * filter is a SKU text resolved to ids, the total is counted from the lines ({@link countOfSkuLines}). `counted`
 * (a kind none of whose filters outside the count's key is set): when no time or creator filter is set either, the
 * total is the maintained count (ADR 070), whose key holds the state and the kind's `counted.key`.
 */
export function documentListQuery<DB, TB extends keyof DB, F extends string, Row>(
  source: DocumentListSource<DB, TB, F, Row>,
  f: DocumentListFilter<F>,
  narrow: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, object> = (q) => q,
  byLines?: LineCount,
  counted?: MaintainedCount,
): Promise<{ rows: Row[]; total: number }> {
  const column = (name: string) => sql.ref(`${source.alias}.${name}`);
  let query = source.from;
  if (f.startTime) query = query.where(sql<boolean>`${column('creation_time')} >= ${new Date(f.startTime)}`);
  if (f.endTime) query = query.where(sql<boolean>`${column('creation_time')} <= ${new Date(f.endTime)}`);
  if (f.state !== undefined) query = query.where(sql<boolean>`${column('state')} = ${f.state}`);
  else if (!f.includeDiscarded) query = query.where(sql<boolean>`${column('state')} <> ${DISCARDED}`);
  if (f.creator)
    query = query.where(sql<boolean>`${column('creator_name')} ilike ${containsPattern(f.creator)}`);
  const skuIds =
    byLines?.sku.skuName && byLines.sku.categoryCode === undefined ? byLines.sku.skuIds : undefined;
  const noTimeOrCreator = !f.startTime && !f.endTime && !f.creator;
  const onlySkus = noTimeOrCreator && f.state === undefined;
  const count =
    byLines && skuIds && onlySkus
      ? () => countOfSkuLines(byLines, skuIds, f.includeDiscarded)
      : counted && noTimeOrCreator
        ? () => maintainedCount(counted, { state: f.state, includeDiscarded: f.includeDiscarded })
        : undefined;
  return listPage(
    narrow(query),
    source.select,
    f,
    {
      columns: source.columns,
      fallback: [{ column: `${source.alias}.creation_time`, direction: 'desc' }],
      tieBreak: `${source.alias}.id`,
    },
    count,
  );
}

/** Lines of a document kind: those of discarded documents are left out unless a state is asked for. */
export function lineStateFilter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  stateColumn: string,
  state: number | undefined,
): SelectQueryBuilder<DB, TB, O> {
  return state !== undefined
    ? query.where(sql<boolean>`${sql.ref(stateColumn)} = ${state}`)
    : query.where(sql<boolean>`${sql.ref(stateColumn)} <> ${DISCARDED}`);
}

/**
 * Name/code and category conditions on a query that joins the SKU as `s` and its category as `c`; resolved
 * `skuIds` apply to `skuColumn` (the line's SKU, so its index is used).
 */
export function skuConditions<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { skuName, categoryCode, skuIds }: SkuFilter,
  skuColumn = 's.id',
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  if (skuName && skuIds) {
    q = q.where(anyId(skuColumn, skuIds));
  } else if (skuName) {
    const pattern = containsPattern(skuName);
    q = q.where(sql<boolean>`(s.name ilike ${pattern} or s.code ilike ${pattern})`);
  }
  if (categoryCode !== undefined)
    q = q.where(
      categoryCode === null ? sql<boolean>`false` : sql<boolean>`c.code like ${`${categoryCode}%`}`,
    );
  return q;
}

/**
 * Whether the SKU filter reads the line's SKU (and its category): a category, or a text not resolved to ids. With
 * resolved ids the lines alone answer it, through (tenant_id, sku_id, invoice_id) (issue 19, ADR 045: the join
 * hashed every SKU and probed it once per matching line, 44,600 lines for "butter" on the big tenant).
 */
export function needsSkuJoin(f: SkuFilter): boolean {
  return f.categoryCode !== undefined || (Boolean(f.skuName) && !f.skuIds);
}

/** Whether a SKU filter is asked for at all (an EXISTS over the lines is needed only then). */
export function hasSkuFilter(f: SkuFilter): boolean {
  return Boolean(f.skuName) || f.categoryCode !== undefined;
}

/** The line tables a document list's SKU filter reads (each has `invoice_id` and `sku_id`). */
export type DocumentLineTable = 'purchase_invoice_items' | 'warehouse_invoice_items' | 'sell_invoice_items';

/**
 * Whether the document whose id is `headerId` (e.g. `wi.id`) has a line of `lines` that the SKU filter matches: an
 * EXISTS over its lines, joining the line's SKU and category (same tenant) only when {@link needsSkuJoin}; resolved
 * ids read the lines alone. Use it only when {@link hasSkuFilter}.
 */
export function hasLineMatching(
  lines: DocumentLineTable,
  headerId: `${string}.id`,
  f: SkuFilter,
): Expression<SqlBool> {
  const eb = expressionBuilder<Schema, never>();
  // Typed as one of the three: the statement reads only invoice_id, sku_id and tenant_id, which all three have.
  const ofDocument = eb
    .selectFrom(`${lines} as i` as 'warehouse_invoice_items as i')
    .select(sql`1`.as('one'))
    .where('i.invoice_id', '=', sql.ref<string>(headerId));
  return eb.exists(
    needsSkuJoin(f)
      ? skuConditions(
          ofDocument
            .innerJoin('skus as s', sameTenant('s.id', 'i.sku_id'))
            .leftJoin('categories as c', sameTenant('c.id', 's.attribute_id')),
          f,
          'i.sku_id',
        )
      : skuConditions(ofDocument, f, 'i.sku_id'),
  );
}

/**
 * The SKU filter the lines of a list's page are read with (ADR 061): a list filtered by `SKUName` answers, for each
 * document, only the lines that made it match (its lines of a matching SKU, in the asked category if one is); any
 * other list answers every line (undefined).
 */
export function answeredLines(f: SkuFilter): SkuFilter | undefined {
  return f.skuName ? f : undefined;
}

/**
 * Whether the line whose SKU is `skuColumn` (e.g. `warehouse_invoice_items.sku_id`) is one the SKU filter matches:
 * the resolved ids alone, else its SKU (and category) on the tenant, as {@link hasLineMatching} reads them.
 */
export function lineOfMatchingSku(skuColumn: `${string}.sku_id`, f: SkuFilter): Expression<SqlBool> {
  if (!needsSkuJoin(f)) {
    return anyId(skuColumn, f.skuIds ?? []);
  }
  const table = skuColumn.slice(0, skuColumn.lastIndexOf('.'));
  const eb = expressionBuilder<Schema, never>();
  return eb.exists(
    skuConditions(
      eb
        .selectFrom('skus as s')
        .leftJoin('categories as c', sameTenant('c.id', 's.attribute_id'))
        .select(sql`1`.as('one'))
        .where(sql<boolean>`s.tenant_id = ${sql.ref(`${table}.tenant_id`)}`)
        .where(sql<boolean>`s.id = ${sql.ref(skuColumn)}`),
      f,
    ),
  );
}
