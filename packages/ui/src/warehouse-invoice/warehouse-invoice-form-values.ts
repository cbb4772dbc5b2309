import {
  encodeValidationMessage,
  type SaveWarehouseInvoice,
  StockType,
  type WarehouseInvoice,
  type WarehouseInvoiceLine,
  ValidationKeys,
} from '@inventory/contracts';
import { z } from 'zod';
import { decimalText } from '../kit/decimal-text.ts';
import { requireLines } from '../document/line-rules.ts';
import { type BatchPick, pickProgress, typedCount } from './batch-fill.ts';
import { type StockTypeName, stockTypeName } from './warehouse-invoice-values.ts';

export interface WarehouseLineValues {
  /** The purchase/sell/production line it serves (kept on edit), null for a line of its own. */
  itemId: string | null;
  skuId: string | null;
  count: string;
  /** In: the new batch's number ('' = the server's default of the day). */
  batchNumber: string;
  /** In: the day it was produced (the instant that day starts in the tenant's zone), or null. */
  parturitionTime: string | null;
  /** In: shelf life in whole days as typed; '' = none. */
  expirationDay: string;
  /** Out and Move: the batches chosen in the picker; none = the server takes first-expiry-first. */
  picks: BatchPick[];
}

export interface WarehouseInvoiceFormValues {
  stockType: StockTypeName;
  warehouseId: string | null;
  moveToWarehouseId: string | null;
  remarks: string;
  lines: WarehouseLineValues[];
}

export const emptyWarehouseLine: WarehouseLineValues = {
  itemId: null,
  skuId: null,
  count: '',
  batchNumber: '',
  parturitionTime: null,
  expirationDay: '',
  picks: [],
};

const countText = (value: number) => String(value);

/**
 * The lines as the form shows them: an Out or Move line split over batches on the wire (one item per batch) comes
 * back as one line with its picks; a line without a batch is left to first-expiry-first.
 */
function formLines(invoice: WarehouseInvoice): WarehouseLineValues[] {
  if (invoice.stockType === StockType.In)
    return invoice.items.map((item) => ({
      ...emptyWarehouseLine,
      itemId: item.itemId ?? null,
      skuId: item.skuId,
      count: countText(item.count),
      batchNumber: item.batchNumber ?? '',
      parturitionTime: item.parturitionTime ?? null,
      expirationDay: item.expirationDay == null ? '' : String(item.expirationDay),
    }));
  const lines: WarehouseLineValues[] = [];
  const picked = new Map<string, WarehouseLineValues>();
  for (const item of invoice.items) {
    const key = `${item.skuId}|${item.itemId ?? ''}`;
    const joined = item.batchNumber ? picked.get(key) : undefined;
    if (joined && item.batchNumber) {
      joined.picks.push({ batchNumber: item.batchNumber, count: countText(item.count) });
      joined.count = typedCount(joined.count).add(item.count).normalize().toString();
      continue;
    }
    const line = lineOf(item);
    lines.push(line);
    if (item.batchNumber) picked.set(key, line);
  }
  return lines;
}

function lineOf(item: WarehouseInvoiceLine): WarehouseLineValues {
  return {
    ...emptyWarehouseLine,
    itemId: item.itemId ?? null,
    skuId: item.skuId,
    count: countText(item.count),
    picks: item.batchNumber ? [{ batchNumber: item.batchNumber, count: countText(item.count) }] : [],
  };
}

/** What the form starts from: the invoice's own values, or a new In with one empty line. */
export function warehouseInvoiceFormDefaults(
  invoice: WarehouseInvoice | undefined,
): WarehouseInvoiceFormValues {
  if (!invoice)
    return {
      stockType: 'In',
      warehouseId: null,
      moveToWarehouseId: null,
      remarks: '',
      lines: [{ ...emptyWarehouseLine, picks: [] }],
    };
  return {
    stockType: stockTypeName(invoice.stockType),
    warehouseId: invoice.warehouseId,
    moveToWarehouseId: invoice.moveToWarehouseId ?? null,
    remarks: invoice.remarks ?? '',
    lines: formLines(invoice),
  };
}

const shelfLifeText = z.string().superRefine((text, ctx) => {
  const trimmed = text.trim();
  if (trimmed === '') return;
  if (!/^\d+$/.test(trimmed)) ctx.addIssue({ code: 'custom', message: ValidationKeys.integer });
  else if (Number(trimmed) > 36500)
    ctx.addIssue({ code: 'custom', message: encodeValidationMessage(ValidationKeys.max, { max: 36500 }) });
});

/** The shelf life typed, as whole days, or null while it is empty or not a number. */
export function typedShelfLife(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= 36500 ? Number(trimmed) : null;
}

/** "Choose batches for exactly the count": a ui key with its params, shown on the line's count. */
export const picksMismatch = (wanted: string, selected: string) =>
  `warehouseInvoice:picker.mismatch|${JSON.stringify({ wanted, selected })}`;

/**
 * The form's rules: a warehouse, and for a Move another one to go to; at least one line, each with an SKU and a
 * count above zero; batches chosen in the picker add up to the line's count exactly.
 */
export const warehouseInvoiceFormSchema = z
  .object({
    stockType: z.enum(['In', 'Out', 'Move']),
    warehouseId: z.string().nullable(),
    moveToWarehouseId: z.string().nullable(),
    remarks: z.string().max(512, encodeValidationMessage(ValidationKeys.maxLength, { max: 512 })),
    lines: z.array(
      z.object({
        itemId: z.string().nullable(),
        skuId: z.string().nullable(),
        count: decimalText('quantity', { required: true, greaterThan: '0' }),
        batchNumber: z.string().max(64, encodeValidationMessage(ValidationKeys.maxLength, { max: 64 })),
        parturitionTime: z.string().nullable(),
        expirationDay: shelfLifeText,
        picks: z.array(z.object({ batchNumber: z.string(), count: decimalText('quantity') })),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    const required = ValidationKeys.required;
    if (!values.warehouseId) ctx.addIssue({ code: 'custom', path: ['warehouseId'], message: required });
    if (values.stockType === 'Move') {
      if (!values.moveToWarehouseId)
        ctx.addIssue({ code: 'custom', path: ['moveToWarehouseId'], message: required });
      else if (values.moveToWarehouseId === values.warehouseId)
        ctx.addIssue({
          code: 'custom',
          path: ['moveToWarehouseId'],
          message: 'warehouseInvoice:editor.sameWarehouse',
        });
    }
    requireLines(values.lines, ctx);
    if (values.stockType === 'In') return;
    values.lines.forEach((line, index) => {
      const chosen = line.picks.filter((p) => typedCount(p.count).isPositive());
      if (chosen.length === 0) return;
      const progress = pickProgress(line.count, chosen);
      if (!progress.remaining.isZero() || !progress.over.isZero())
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'count'],
          message: picksMismatch(typedCount(line.count).toString(), progress.selected.toString()),
        });
    });
  });

/** One wire line per chosen batch, or one without a batch (first-expiry-first on the server). */
function wireLines(values: WarehouseInvoiceFormValues): SaveWarehouseInvoice['items'] {
  return values.lines.flatMap((line): SaveWarehouseInvoice['items'] => {
    const skuId = line.skuId ?? '';
    const itemId = line.itemId;
    if (values.stockType === 'In')
      return [
        {
          itemId,
          skuId,
          count: Number(line.count),
          batchNumber: line.batchNumber.trim() === '' ? null : line.batchNumber.trim(),
          parturitionTime: line.parturitionTime,
          expirationDay: typedShelfLife(line.expirationDay),
        },
      ];
    const chosen = line.picks.filter((p) => typedCount(p.count).isPositive());
    if (chosen.length === 0) return [{ itemId, skuId, count: Number(line.count), batchNumber: null }];
    return chosen.map((pick) => ({
      itemId,
      skuId,
      count: Number(pick.count),
      batchNumber: pick.batchNumber,
    }));
  });
}

/** The save call's body; a saved invoice keeps its source type (a receipt stays a receipt). */
export function warehouseInvoiceBody(
  values: WarehouseInvoiceFormValues,
  invoice: WarehouseInvoice | undefined,
  submit: boolean,
): SaveWarehouseInvoice {
  return {
    id: invoice?.id ?? null,
    concurrencyStamp: invoice?.concurrencyStamp,
    warehouseId: values.warehouseId ?? '',
    moveToWarehouseId: values.stockType === 'Move' ? values.moveToWarehouseId : null,
    stockType: StockType[values.stockType],
    type: invoice?.type ?? 0,
    isSubmit: submit,
    remarks: values.remarks.trim() === '' ? null : values.remarks.trim(),
    items: wireLines(values),
  };
}

/** A saved draft submitted as it is (the list's "submit selected drafts", `save-many`). */
export function submitBodyOf(invoice: WarehouseInvoice): SaveWarehouseInvoice {
  return warehouseInvoiceBody(warehouseInvoiceFormDefaults(invoice), invoice, true);
}
