import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  abpEnum,
  enumValue,
  pagedResult,
  pagedListQueryShape,
  queryBool,
  queryInt,
  queryNumber,
  queryText,
  queryUuid,
  uuid,
} from '../common.ts';
import { ExpirationStatus } from '../enums.ts';
import { Features, Permissions } from '../permissions.ts';
import { keyed } from '../validation-keys.ts';
import { nullableDateTime, stockCandidateLine } from './documents.ts';

/** One batch of an SKU in one warehouse. */
export const stockBatch = z.object({
  warehouseId: z.string(),
  warehouse: z.string().nullish(),
  batchNumber: z.string().nullish(),
  count: z.number(),
  unit: z.string().nullish(),
  cost: z.number().nullish(),
  producedTime: nullableDateTime(),
  expirationTime: nullableDateTime(),
  expirationType: enumValue(ExpirationStatus),
});
export type StockBatch = z.infer<typeof stockBatch>;

/**
 * Stock per SKU ("Stock summary per SKU"): one row per SKU (and warehouse when WarehouseId is given); `items` the
 * batches when IsNeedBatch; `expirationType` the worst status among them. With `MaxBatchCount` (an addition to the
 * spec, ADR 062) `items` are the row's first batches holding stock in FEFO order and `moreBatches` says whether it
 * holds more; without it `moreBatches` is absent and `items` every batch row, as the spec answers.
 */
export const stockSummary = z.object({
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuCode: z.string().nullish(),
  unit: z.string().nullish(),
  attribute: z.string().nullish(),
  attributeId: z.string().nullish(),
  cost: z.number().nullish(),
  warehouseId: z.string().nullish(),
  warehouse: z.string().nullish(),
  batchNumber: z.string().nullish(),
  count: z.number(),
  expirationType: enumValue(ExpirationStatus),
  items: z.array(stockBatch),
  /** Only with IsNeedBatch and MaxBatchCount: the row holds more batches than `items` answers (ADR 062). */
  moreBatches: z.boolean().optional(),
});
export type StockSummary = z.infer<typeof stockSummary>;

/** What `stockListQuery`'s `Sorting` may name (ADR 013). */
export const stockSortFields = ['skuCode', 'sku'] as const;
export const stockListQuery = z.object({
  ...pagedListQueryShape(stockSortFields),
  WarehouseId: queryUuid(),
  AttributeId: queryUuid(),
  SKUName: queryText(),
  DateType: abpEnum(ExpirationStatus).optional(),
  IsNeedBatch: queryBool().optional(),
  /**
   * Not in the spec (ADR 062): with IsNeedBatch, answer per row only the first MaxBatchCount (1..100) batches
   * holding stock, in FEFO order (expiry, none last, then batch number, then warehouse), and `moreBatches`. A list
   * screen asks for a few; the export and the detail screens leave it out and read every batch.
   */
  MaxBatchCount: queryInt({ min: 1, max: 100 }).optional(),
});
export type StockListQuery = z.input<typeof stockListQuery>;

/** GET /stock/info: per warehouse, the batches and counts of one SKU ("Warehouse batch query"). */
export const batchCount = z.object({ batchNumber: z.string().nullish(), count: z.number() });
export const stockInfo = z.array(
  z.object({
    wareHouseId: z.string(),
    name: z.string().nullish(),
    count: z.number(),
    items: z.array(batchCount),
  }),
);
export type StockInfo = z.infer<typeof stockInfo>;
export const stockInfoQuery = z.object({
  skuId: uuid(),
  warehouseId: queryUuid(),
  isNeedZero: queryBool().optional(),
});

/** Check results (business-rules.md §7): empty errorStr = enough; else one localized line per shortage. */
export const checkResultItem = z.object({
  skuId: z.string(),
  unit: z.string().nullish(),
  name: z.string().nullish(),
  code: z.string().nullish(),
  attribute: z.string().nullish(),
  count: z.number(),
  cost: z.number().nullish(),
  periodOfValidity: z.string().nullish(),
});
export const checkResult = z.object({
  errorStr: z.string().nullish(),
  maxCount: z.number(),
  items: z.array(checkResultItem),
});
export type CheckResult = z.infer<typeof checkResult>;

/** GET /stock/stock/{SKUId}?Count: the batches that would serve an Out of Count (FEFO). */
export const stockProposal = z.object({
  errorStr: z.string().nullish(),
  maxCount: z.number(),
  items: z.array(stockCandidateLine),
});
export type StockProposal = z.infer<typeof stockProposal>;

const area = { feature: Features.Stock } as const;
const count = queryNumber({ min: 0 });

export const stockEndpoints = {
  checkGroupStock: defineEndpoint({
    ...area,
    name: 'stock.checkGroupStock',
    method: 'POST',
    path: '/api/app/stock/check-group-stock/{skuId}',
    params: z.object({ skuId: uuid() }),
    query: z.object({ count, warehouseId: queryUuid() }),
    response: checkResult,
    permission: Permissions.Stock,
  }),
  deleteEmpty: defineEndpoint({
    ...area,
    name: 'stock.deleteEmpty',
    method: 'DELETE',
    path: '/api/app/stock',
    query: z.object({ skuId: uuid(), warehouseId: uuid() }, keyed),
    response: null,
    permission: Permissions.StockDelete,
  }),
  list: defineEndpoint({
    ...area,
    name: 'stock.list',
    method: 'GET',
    path: '/api/app/stock',
    query: stockListQuery,
    response: pagedResult(stockSummary),
    permission: Permissions.Stock,
  }),
  info: defineEndpoint({
    ...area,
    name: 'stock.info',
    method: 'GET',
    path: '/api/app/stock/info',
    query: stockInfoQuery,
    response: stockInfo,
    permission: Permissions.Stock,
  }),
  proposal: defineEndpoint({
    ...area,
    name: 'stock.proposal',
    method: 'GET',
    path: '/api/app/stock/stock/{SKUId}',
    params: z.object({ SKUId: uuid() }),
    query: z.object({ Count: count, WarehouseId: queryUuid() }),
    response: stockProposal,
    permission: Permissions.Stock,
  }),
};
