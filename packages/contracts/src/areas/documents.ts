import { z } from 'zod';
import {
  abpEnum,
  dateTime,
  enumValue,
  nulError,
  optionalText,
  quantity,
  queryBool,
  queryDateTime,
  queryText,
  queryUuid,
  uuid,
  withoutNul,
} from '../common.ts';
import { DocumentState, StockType } from '../enums.ts';
import { keyed } from '../validation-keys.ts';

// Pieces shared by the four document kinds (business-rules.md §6, §6a).

/** POST …/set-remarks: remarks only, in any state. */
export const setRemarks = z.object({ id: uuid(), remarks: optionalText(512) }, keyed);
export type SetRemarks = z.input<typeof setRemarks>;

/** POST …/{id}/finish?remarks= */
export const finishQuery = z.object({
  remarks: z.string(keyed).max(512, keyed).regex(withoutNul, nulError).optional(),
});

/** Document filters common to the list calls (product-spec §3 "Filters"). */
export const documentFilterShape = {
  StartTime: queryDateTime(),
  EndTime: queryDateTime(),
  Creator: queryText(),
  AttributeId: queryUuid(),
  /** Include discarded documents (default: hidden). */
  IsNeedDiscard: queryBool().optional(),
  State: abpEnum(DocumentState).optional(),
};

/** Read side of optional document dates/times. */
export const nullableDateTime = () => dateTime().nullish();

/**
 * The fields a purchase, sales and production line all start with, in this order: the line's own id (a warehouse
 * invoice line that serves it names it) and its SKU. What follows differs per kind (a purchase line has `name` after
 * `skuCode`, the others `skuName` before it), so it stays with the kind, in the order the wire has.
 */
export const documentLineBase = {
  itemId: z.string(),
  skuId: z.string(),
};

/** A stock movement a document caused ("Stock entry line"). */
export const stockEntryLine = z.object({
  id: z.string(),
  skuId: z.string(),
  skuName: z.string().nullish(),
  skuCode: z.string().nullish(),
  batchNumber: z.string().nullish(),
  attribute: z.string().nullish(),
  count: z.number(),
  unit: z.string().nullish(),
  warehouseName: z.string().nullish(),
  stockType: enumValue(StockType),
  creator: z.string().nullish(),
  creationTime: dateTime(),
});
export type StockEntryLine = z.infer<typeof stockEntryLine>;

/** A batch proposed to serve an Out (FEFO), "Stock candidate line". `periodOfValidity` = expiration instant. */
export const stockCandidateLine = z.object({
  skuId: z.string(),
  unit: z.string().nullish(),
  name: z.string().nullish(),
  code: z.string().nullish(),
  attribute: z.string().nullish(),
  count: z.number(),
  warehouseId: z.string().nullish(),
  warehouseName: z.string().nullish(),
  batchNumber: z.string().nullish(),
  cost: z.number().nullish(),
  periodOfValidity: z.string().nullish(),
});
export type StockCandidateLine = z.infer<typeof stockCandidateLine>;

/** Line fields of a document's save body that every kind shares. */
export const batchNumberInput = () =>
  z.string(keyed).trim().max(64, keyed).regex(withoutNul, nulError).nullish();
/** Shelf life in days (0..36500). */
export const expirationDayInput = () => z.number(keyed).int(keyed).min(0, keyed).max(36500, keyed).nullish();

/**
 * The fields a purchase, sales and production line's save body all start with, in this order: the line's id (the
 * existing line's when editing a Draft, absent for a new line), its SKU and a positive count.
 */
export const documentLineInputBase = {
  itemId: uuid().nullish(),
  skuId: uuid(),
  count: quantity().positive(keyed),
};
