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
  expirationDayInput,
  finishQuery,
  nullableDateTime,
  setRemarks,
  stockEntryLine,
} from './documents.ts';

/** "Purchase item": what the client sent plus what the server fills (business-rules.md §6a). */
export const purchaseItem = z.object({
  ...documentLineBase,
  skuCode: z.string().nullish(),
  name: z.string().nullish(),
  attribute: z.string().nullish(),
  unit: z.string().nullish(),
  count: z.number(),
  price: z.number(),
  batchNumber: z.string().nullish(),
  parturitionTime: nullableDateTime(),
  expirationDay: z.number().int().nullish(),
  expirationTime: nullableDateTime(),
  inStockCount: z.number(),
  rate: z.number(),
  supplierName: z.string().nullish(),
  creationTime: dateTime(),
});
export type PurchaseItem = z.infer<typeof purchaseItem>;

export const purchaseInvoice = z.object({
  id: z.string(),
  number: z.string(),
  creator: z.string().nullish(),
  totalPrice: z.number(),
  purchaseTime: nullableDateTime(),
  remarks: z.string().nullish(),
  supplierId: z.string().nullish(),
  supplierName: z.string().nullish(),
  state: enumValue(DocumentState),
  content: z.string().nullish(),
  submitTime: nullableDateTime(),
  creationTime: dateTime(),
  concurrencyStamp: concurrencyStamp(),
  items: z.array(purchaseItem),
  stockInvoice: z.array(stockEntryLine),
});
export type PurchaseInvoice = z.infer<typeof purchaseInvoice>;

export const purchaseItemInput = z.object(
  {
    ...documentLineInputBase,
    price: price().min(0, keyed),
    batchNumber: batchNumberInput(),
    parturitionTime: dateTime().nullish(),
    expirationDay: expirationDayInput(),
  },
  keyed,
);
export type PurchaseItemInput = z.input<typeof purchaseItemInput>;

/**
 * Save (create or update a Draft; `isSubmit` moves it to Processing). `totalPrice` is computed by the server; a
 * sent value that disagrees is refused (Inventory:TotalMismatch). Submit needs a supplier and ≥ 1 line; with
 * `isCreateStockInvoice` also a warehouse.
 */
export const savePurchaseInvoice = z
  .object(
    {
      id: uuid().nullish(),
      totalPrice: money().nullish(),
      purchaseTime: dateTime().nullish(),
      supplierId: uuid().nullish(),
      remarks: optionalText(512),
      isCreateStockInvoice: z.boolean(keyed).default(false),
      warehouseId: uuid().nullish(),
      isSubmit: z.boolean(keyed).default(false),
      concurrencyStamp: concurrencyStamp(),
      items: z.array(purchaseItemInput, keyed).max(500, keyed),
    },
    keyed,
  )
  .superRefine((doc, ctx) => {
    if (!doc.isSubmit) return;
    const required = encodeValidationMessage(ValidationKeys.required);
    if (!doc.supplierId) ctx.addIssue({ code: 'custom', path: ['supplierId'], message: required });
    if (doc.items.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: encodeValidationMessage(ValidationKeys.minItems, { min: 1 }),
      });
    if (doc.isCreateStockInvoice && !doc.warehouseId)
      ctx.addIssue({ code: 'custom', path: ['warehouseId'], message: required });
  });
export type SavePurchaseInvoice = z.input<typeof savePurchaseInvoice>;

/** What `purchaseInvoiceListQuery`'s `Sorting` may name (ADR 013). */
export const purchaseInvoiceSortFields = ['creationTime', 'number'] as const;
export const purchaseInvoiceListQuery = z.object({
  ...pagedListQueryShape(purchaseInvoiceSortFields),
  ...documentFilterShape,
  SKUName: queryText(),
  WarehouseInvoiceNumber: queryText(),
  Supplier: queryText(),
});
export type PurchaseInvoiceListQuery = z.input<typeof purchaseInvoiceListQuery>;

/** What `purchaseItemListQuery`'s `Sorting` may name (ADR 013). */
export const purchaseItemSortFields = ['creationTime'] as const;
export const purchaseItemListQuery = z.object({
  ...pagedListQueryShape(purchaseItemSortFields),
  SearchKey: queryText(),
  AttributeId: documentFilterShape.AttributeId,
  State: abpEnum(DocumentState).optional(),
});
export type PurchaseItemListQuery = z.input<typeof purchaseItemListQuery>;

const P = 'Inventory.PurchaseInvoices';
const area = { feature: Features.Purchase } as const;
const base = '/api/app/purchase-invoice';

export const purchaseInvoiceEndpoints = {
  save: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.save',
    method: 'POST',
    path: `${base}/save`,
    body: savePurchaseInvoice,
    response: purchaseInvoice,
    permission: P,
    // .Create for a new document, .Update for an existing Draft, plus .Submit when isSubmit.
    conditionalPermissions: [`${P}.Create`, `${P}.Update`, `${P}.Submit`],
  }),
  get: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.get',
    method: 'GET',
    path: `${base}/{id}`,
    params: idParams,
    response: purchaseInvoice,
    permission: P,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.delete',
    method: 'DELETE',
    path: `${base}/{id}`,
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
  list: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.list',
    method: 'GET',
    path: base,
    query: purchaseInvoiceListQuery,
    response: pagedResult(purchaseInvoice),
    permission: P,
  }),
  discard: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.discard',
    method: 'POST',
    path: `${base}/{id}/discard`,
    params: idParams,
    response: null,
    permission: `${P}.Discard`,
  }),
  finish: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.finish',
    method: 'POST',
    path: `${base}/{id}/finish`,
    params: idParams,
    query: finishQuery,
    response: null,
    permission: `${P}.Finish`,
  }),
  itemList: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.itemList',
    method: 'GET',
    path: `${base}/item-list`,
    query: purchaseItemListQuery,
    response: pagedResult(purchaseItem),
    permission: P,
  }),
  setRemarks: defineEndpoint({
    ...area,
    name: 'purchaseInvoice.setRemarks',
    method: 'POST',
    path: `${base}/set-remarks`,
    body: setRemarks,
    response: null,
    permission: `${P}.Update`,
  }),
};
