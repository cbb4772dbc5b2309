import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  abpEnum,
  dateTime,
  enumValue,
  idParams,
  optionalText,
  pagedResult,
  pagedListQueryShape,
  quantity,
  queryText,
  queryUuid,
  uuid,
  concurrencyStamp,
} from '../common.ts';
import { DocumentState, StockType, WarehouseInvoiceType } from '../enums.ts';
import { Features } from '../permissions.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from '../validation-keys.ts';
import {
  batchNumberInput,
  documentFilterShape,
  expirationDayInput,
  nullableDateTime,
  setRemarks,
} from './documents.ts';

/** "Stock item" + "Stock line": a line of a warehouse invoice with what the server filled (§6a). */
export const warehouseInvoiceLine = z.object({
  id: z.string().nullish(),
  /** The purchase/sell/production line it serves, if any. */
  itemId: z.string().nullish(),
  skuId: z.string(),
  name: z.string().nullish(),
  skuCode: z.string().nullish(),
  unit: z.string().nullish(),
  attribute: z.string().nullish(),
  supplierName: z.string().nullish(),
  count: z.number(),
  batchNumber: z.string().nullish(),
  correlationBatchNumber: z.string().nullish(),
  /** The batch's received, used and remaining counts. */
  inCount: z.number().nullish(),
  usedCount: z.number().nullish(),
  unUseCount: z.number().nullish(),
  parturitionTime: nullableDateTime(),
  expirationTime: nullableDateTime(),
  expirationDay: z.number().int().nullish(),
  warehouseId: z.string().nullish(),
  warehouseName: z.string().nullish(),
  moveToWarehouseId: z.string().nullish(),
  moveToWarehouseName: z.string().nullish(),
  marketingChannel: z.string().nullish(),
  sellTime: nullableDateTime(),
});
export type WarehouseInvoiceLine = z.infer<typeof warehouseInvoiceLine>;

export const warehouseInvoice = z.object({
  id: z.string(),
  number: z.string(),
  creator: z.string().nullish(),
  creationTime: dateTime(),
  stockType: enumValue(StockType),
  type: enumValue(WarehouseInvoiceType),
  state: enumValue(DocumentState),
  warehouseId: z.string(),
  warehouseName: z.string().nullish(),
  moveToWarehouseId: z.string().nullish(),
  moveToWarehouseName: z.string().nullish(),
  content: z.string().nullish(),
  remarks: z.string().nullish(),
  submitTime: nullableDateTime(),
  concurrencyStamp: concurrencyStamp(),
  items: z.array(warehouseInvoiceLine),
});
export type WarehouseInvoice = z.infer<typeof warehouseInvoice>;

export const warehouseInvoiceLineInput = z.object(
  {
    itemId: uuid().nullish(),
    skuId: uuid(),
    count: quantity().positive(keyed),
    /** In: the new batch's number (generated when absent). Out/Move: that batch (else FEFO). */
    batchNumber: batchNumberInput(),
    parturitionTime: dateTime().nullish(),
    expirationDay: expirationDayInput(),
  },
  keyed,
);
export type WarehouseInvoiceLineInput = z.input<typeof warehouseInvoiceLineInput>;

/** Save; `isSubmit` applies every line atomically and moves it to Finish. A Move needs two different warehouses. */
export const saveWarehouseInvoice = z
  .object(
    {
      id: uuid().nullish(),
      warehouseId: uuid(),
      moveToWarehouseId: uuid().nullish(),
      stockType: abpEnum(StockType),
      type: abpEnum(WarehouseInvoiceType).default(WarehouseInvoiceType.Other),
      isSubmit: z.boolean(keyed).default(false),
      remarks: optionalText(512),
      concurrencyStamp: concurrencyStamp(),
      items: z.array(warehouseInvoiceLineInput, keyed).max(500, keyed),
    },
    keyed,
  )
  .superRefine((doc, ctx) => {
    if (doc.stockType === StockType.Move) {
      if (!doc.moveToWarehouseId)
        ctx.addIssue({
          code: 'custom',
          path: ['moveToWarehouseId'],
          message: encodeValidationMessage(ValidationKeys.required),
        });
      else if (doc.moveToWarehouseId === doc.warehouseId)
        ctx.addIssue({
          code: 'custom',
          path: ['moveToWarehouseId'],
          message: encodeValidationMessage(ValidationKeys.invalid),
        });
    }
    if (doc.isSubmit && doc.items.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: encodeValidationMessage(ValidationKeys.minItems, { min: 1 }),
      });
  });
export type SaveWarehouseInvoice = z.input<typeof saveWarehouseInvoice>;

/** All or none, in one transaction. */
export const saveManyWarehouseInvoices = z.array(saveWarehouseInvoice, keyed).min(1, keyed).max(50, keyed);

/** What `warehouseInvoiceListQuery`'s `Sorting` may name (ADR 013). */
export const warehouseInvoiceSortFields = ['creationTime', 'number'] as const;
export const warehouseInvoiceListQuery = z.object({
  ...pagedListQueryShape(warehouseInvoiceSortFields),
  ...documentFilterShape,
  WarehouseId: queryUuid(),
  MoveWarehouseId: queryUuid(),
  StockType: abpEnum(StockType).optional(),
  Type: abpEnum(WarehouseInvoiceType).optional(),
  /** SKU name or code contains; each document answered then carries only its lines of those SKUs (ADR 061). */
  SKUName: queryText(),
});
export type WarehouseInvoiceListQuery = z.input<typeof warehouseInvoiceListQuery>;

const P = 'Inventory.WarehouseInvoices';
const area = { feature: Features.Stock } as const;
const base = '/api/app/warehouse-invoice';
const saveChecks = [`${P}.Create`, `${P}.Update`, `${P}.Submit`];

export const warehouseInvoiceEndpoints = {
  save: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.save',
    method: 'POST',
    path: `${base}/save`,
    body: saveWarehouseInvoice,
    response: warehouseInvoice,
    permission: P,
    conditionalPermissions: saveChecks,
  }),
  saveMany: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.saveMany',
    method: 'POST',
    path: `${base}/save-many`,
    body: saveManyWarehouseInvoices,
    response: z.array(warehouseInvoice),
    permission: P,
    conditionalPermissions: saveChecks,
  }),
  discard: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.discard',
    method: 'POST',
    path: `${base}/{id}/discard`,
    params: idParams,
    response: null,
    permission: `${P}.Discard`,
  }),
  get: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.get',
    method: 'GET',
    path: `${base}/{id}`,
    params: idParams,
    response: warehouseInvoice,
    permission: P,
  }),
  delete: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.delete',
    method: 'DELETE',
    path: `${base}/{id}`,
    params: idParams,
    response: null,
    permission: `${P}.Delete`,
  }),
  list: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.list',
    method: 'GET',
    path: base,
    query: warehouseInvoiceListQuery,
    response: pagedResult(warehouseInvoice),
    permission: P,
  }),
  setRemarks: defineEndpoint({
    ...area,
    name: 'warehouseInvoice.setRemarks',
    method: 'POST',
    path: `${base}/set-remarks`,
    body: setRemarks,
    response: null,
    permission: `${P}.Update`,
  }),
};
