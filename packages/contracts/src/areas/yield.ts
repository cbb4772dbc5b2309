import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  dateTime,
  enumValue,
  idParams,
  money,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  quantity,
  queryNumber,
  queryText,
  queryUuid,
  uuid,
  concurrencyStamp,
} from '../common.ts';
import { DocumentState, OutState } from '../enums.ts';
import { Features } from '../permissions.ts';
import { keyed } from '../validation-keys.ts';
import {
  batchNumberInput,
  documentFilterShape,
  documentLineBase,
  documentLineInputBase,
  expirationDayInput,
  finishQuery,
  nullableDateTime,
  setRemarks,
  stockCandidateLine,
  stockEntryLine,
} from './documents.ts';

/** "Production material line". */
export const yieldMaterialLine = z.object({
  ...documentLineBase,
  skuName: z.string().nullish(),
  skuCode: z.string().nullish(),
  attribute: z.string().nullish(),
  unit: z.string().nullish(),
  cost: z.number().nullish(),
  periodOfValidity: z.string().nullish(),
  count: z.number(),
  warehouseId: z.string().nullish(),
  batchNumber: z.string().nullish(),
  outStockCount: z.number(),
  rate: z.number(),
});
export type YieldMaterialLine = z.infer<typeof yieldMaterialLine>;

/** "Production order". */
export const productionOrder = z.object({
  id: z.string(),
  number: z.string(),
  skuId: z.string(),
  skuName: z.string().nullish(),
  skuCode: z.string().nullish(),
  attribute: z.string().nullish(),
  unit: z.string().nullish(),
  creator: z.string().nullish(),
  count: z.number(),
  periodOfValidity: z.string().nullish(),
  creationTime: dateTime(),
  totalCost: z.number(),
  remarks: z.string().nullish(),
  state: enumValue(DocumentState),
  productTime: nullableDateTime(),
  expirationTime: nullableDateTime(),
  expirationDay: z.number().int().nullish(),
  warehouseId: z.string().nullish(),
  inCount: z.number(),
  rate: z.number(),
  outState: enumValue(OutState),
  submitTime: nullableDateTime(),
  concurrencyStamp: concurrencyStamp(),
  items: z.array(yieldMaterialLine),
  stockItems: z.array(stockEntryLine),
});
export type ProductionOrder = z.infer<typeof productionOrder>;

export const yieldMaterialInput = z.object(
  {
    ...documentLineInputBase,
    batchNumber: batchNumberInput(),
    warehouseId: uuid().nullish(),
  },
  keyed,
);
export type YieldMaterialInput = z.input<typeof yieldMaterialInput>;

/**
 * Save a production order for a Group SKU. Materials default to components × count when `items` is empty;
 * submit with `warehouseId` consumes and stocks in at once, without it the order stays Processing.
 */
export const saveProductionOrder = z.object(
  {
    id: uuid().nullish(),
    skuId: uuid(),
    count: quantity().positive(keyed),
    productTime: dateTime().nullish(),
    expirationDay: expirationDayInput(),
    periodOfValidity: z.string().nullish(),
    totalCost: money().nullish(),
    remarks: optionalText(512),
    warehouseId: uuid().nullish(),
    isSubmit: z.boolean(keyed).default(false),
    concurrencyStamp: concurrencyStamp(),
    items: z.array(yieldMaterialInput, keyed).max(500, keyed).default([]),
  },
  keyed,
);
export type SaveProductionOrder = z.input<typeof saveProductionOrder>;

/** What `yieldListQuery`'s `Sorting` may name (ADR 013). */
export const yieldSortFields = ['creationTime', 'number'] as const;
export const yieldListQuery = z.object({
  ...pagedListQueryShape(yieldSortFields),
  ...documentFilterShape,
  SKUName: queryText(),
});
export type YieldListQuery = z.input<typeof yieldListQuery>;

/** "Production check result": FEFO proposal of material batches. */
export const yieldCheck = z.object({
  items: z.array(stockCandidateLine),
  maxCount: z.number(),
  checkStr: z.string().nullish(),
});
export type YieldCheck = z.infer<typeof yieldCheck>;

const P = 'Inventory.Yields';
const area = { feature: Features.Production } as const;
const base = '/api/app/yield';

export const yieldEndpoints = {
  save: defineEndpoint({
    ...area,
    name: 'yield.save',
    method: 'POST',
    path: `${base}/save`,
    body: saveProductionOrder,
    response: productionOrder,
    permission: P,
    conditionalPermissions: [`${P}.Create`, `${P}.Update`, `${P}.Submit`],
  }),
  discard: defineEndpoint({
    ...area,
    name: 'yield.discard',
    method: 'POST',
    path: `${base}/{id}/discard`,
    params: idParams,
    response: null,
    permission: `${P}.Discard`,
  }),
  /** Not in spec §7; business-rules §6 lets production orders be finished by hand like the others. */
  finish: defineEndpoint({
    ...area,
    name: 'yield.finish',
    method: 'POST',
    path: `${base}/{id}/finish`,
    params: idParams,
    query: finishQuery,
    response: null,
    permission: `${P}.Finish`,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'yield.delete',
    method: 'DELETE',
    path: `${base}/{id}`,
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
  get: defineEndpoint({
    ...area,
    name: 'yield.get',
    method: 'GET',
    path: `${base}/{id}`,
    params: idParams,
    response: productionOrder,
    permission: P,
  }),
  list: defineEndpoint({
    ...area,
    name: 'yield.list',
    method: 'GET',
    path: base,
    query: yieldListQuery,
    response: pagedResult(productionOrder),
    permission: P,
  }),
  groupSku: defineEndpoint({
    ...area,
    name: 'yield.groupSku',
    method: 'GET',
    path: `${base}/group-sKU/{skuId}`,
    params: z.object({ skuId: uuid() }),
    query: z.object({ count: queryNumber({ min: 0 }), warehouseId: queryUuid() }),
    response: yieldCheck,
    permission: P,
  }),
  setRemarks: defineEndpoint({
    ...area,
    name: 'yield.setRemarks',
    method: 'POST',
    path: `${base}/set-remarks`,
    body: setRemarks,
    response: null,
    permission: `${P}.Update`,
  }),
};
