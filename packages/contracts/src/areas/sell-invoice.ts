import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  abpEnum,
  dateTime,
  enumValue,
  idParams,
  money,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  price,
  queryText,
  uuid,
  concurrencyStamp,
} from '../common.ts';
import { DocumentState } from '../enums.ts';
import { Features } from '../permissions.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';
import {
  batchNumberInput,
  documentFilterShape,
  documentLineBase,
  documentLineInputBase,
  finishQuery,
  nullableDateTime,
  setRemarks,
  stockEntryLine,
} from './documents.ts';

/** "Sales line" (business-rules.md §6a). */
export const sellLine = z.object({
  ...documentLineBase,
  skuName: z.string().nullish(),
  skuCode: z.string().nullish(),
  unit: z.string().nullish(),
  attribute: z.string().nullish(),
  marketingChannel: z.string().nullish(),
  count: z.number(),
  price: z.number(),
  cost: z.number().nullish(),
  batchNumber: z.string().nullish(),
  outCount: z.number(),
  sellBatchNumber: z.string().nullish(),
  rate: z.number(),
  warehouseId: z.string().nullish(),
  warehouseName: z.string().nullish(),
  sellTime: nullableDateTime(),
  creationTime: dateTime(),
});
export type SellLine = z.infer<typeof sellLine>;

export const sellInvoice = z.object({
  id: z.string(),
  number: z.string(),
  creator: z.string().nullish(),
  totalCost: z.number(),
  totalPrice: z.number(),
  discountsPrice: z.number(),
  saleTime: nullableDateTime(),
  sellTime: nullableDateTime(),
  marketingChannel: z.string().nullish(),
  state: enumValue(DocumentState),
  remarks: z.string().nullish(),
  content: z.string().nullish(),
  submitTime: nullableDateTime(),
  creationTime: dateTime(),
  concurrencyStamp: concurrencyStamp(),
  items: z.array(sellLine),
  stockItems: z.array(stockEntryLine),
});
export type SellInvoice = z.infer<typeof sellInvoice>;

export const sellLineInput = z.object(
  {
    ...documentLineInputBase,
    price: price().min(0, keyed),
    /** Forces that batch (an expired one is refused). */
    batchNumber: batchNumberInput(),
    warehouseId: uuid().nullish(),
    marketingChannel: optionalText(64),
  },
  keyed,
);
export type SellLineInput = z.input<typeof sellLineInput>;

/**
 * Save; answers 204 (spec §7), the client finds the document through the list. `totalPrice`/`totalCost` are
 * computed by the server; discount ≥ 0 and ≤ Σ lines (Inventory:DiscountOutOfRange).
 */
export const saveSellInvoice = z
  .object(
    {
      id: uuid().nullish(),
      totalCost: money().nullish(),
      totalPrice: money().nullish(),
      discountsPrice: money().min(0, keyed).default(0),
      marketingChannel: optionalText(64),
      remarks: optionalText(512),
      isCreateOutStockInvoice: z.boolean(keyed).default(false),
      warehouseId: uuid().nullish(),
      sellTime: dateTime().nullish(),
      isSubmit: z.boolean(keyed).default(false),
      concurrencyStamp: concurrencyStamp(),
      items: z.array(sellLineInput, keyed).max(500, keyed),
    },
    keyed,
  )
  .superRefine((doc, ctx) => {
    if (!doc.isSubmit) return;
    if (doc.items.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: encodeValidationMessage(ValidationKeys.minItems, { min: 1 }),
      });
    if (doc.isCreateOutStockInvoice && !doc.warehouseId)
      ctx.addIssue({
        code: 'custom',
        path: ['warehouseId'],
        message: encodeValidationMessage(ValidationKeys.required),
      });
  });
export type SaveSellInvoice = z.input<typeof saveSellInvoice>;

/** What `sellInvoiceListQuery`'s `Sorting` may name (ADR 013). */
export const sellInvoiceSortFields = ['creationTime', 'number'] as const;
export const sellInvoiceListQuery = z.object({
  ...pagedListQueryShape(sellInvoiceSortFields),
  ...documentFilterShape,
  SearchKey: queryText(),
  MarketingChannel: queryText(),
});
export type SellInvoiceListQuery = z.input<typeof sellInvoiceListQuery>;

/** What `sellItemListQuery`'s `Sorting` may name (ADR 013). */
export const sellItemSortFields = ['creationTime'] as const;
export const sellItemListQuery = z.object({
  ...pagedListQueryShape(sellItemSortFields),
  SearchKey: queryText(),
  State: abpEnum(DocumentState).optional(),
});
export type SellItemListQuery = z.input<typeof sellItemListQuery>;

const P = 'Inventory.SellInvoices';
const area = { feature: Features.Market } as const;
const base = '/api/app/sell-invoice';

export const sellInvoiceEndpoints = {
  save: defineEndpoint({
    ...area,
    name: 'sellInvoice.save',
    method: 'POST',
    path: `${base}/save`,
    body: saveSellInvoice,
    response: null,
    permission: P,
    conditionalPermissions: [`${P}.Create`, `${P}.Update`, `${P}.Submit`],
  }),
  get: defineEndpoint({
    ...area,
    name: 'sellInvoice.get',
    method: 'GET',
    path: `${base}/{id}`,
    params: idParams,
    response: sellInvoice,
    permission: P,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'sellInvoice.delete',
    method: 'DELETE',
    path: `${base}/{id}`,
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
  list: defineEndpoint({
    ...area,
    name: 'sellInvoice.list',
    method: 'GET',
    path: base,
    query: sellInvoiceListQuery,
    response: pagedResult(sellInvoice),
    permission: P,
  }),
  discard: defineEndpoint({
    ...area,
    name: 'sellInvoice.discard',
    method: 'POST',
    path: `${base}/{id}/discard`,
    params: idParams,
    response: null,
    permission: `${P}.Discard`,
  }),
  itemList: defineEndpoint({
    ...area,
    name: 'sellInvoice.itemList',
    method: 'GET',
    path: `${base}/item-list`,
    query: sellItemListQuery,
    response: pagedResult(sellLine),
    permission: P,
  }),
  finish: defineEndpoint({
    ...area,
    name: 'sellInvoice.finish',
    method: 'POST',
    path: `${base}/{id}/finish`,
    params: idParams,
    query: finishQuery,
    response: null,
    permission: `${P}.Finish`,
  }),
  setRemarks: defineEndpoint({
    ...area,
    name: 'sellInvoice.setRemarks',
    method: 'POST',
    path: `${base}/set-remarks`,
    body: setRemarks,
    response: null,
    permission: `${P}.Update`,
  }),
};
