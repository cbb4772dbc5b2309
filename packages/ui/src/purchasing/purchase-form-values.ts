import {
  encodeValidationMessage,
  type PurchaseInvoice,
  type SavePurchaseInvoice,
  ValidationKeys,
} from '@inventory/contracts';
import { z } from 'zod';
import { documentLineFields, requireLines } from '../document/line-rules.ts';
import { typedTotal } from '../document/line-totals.ts';

export interface PurchaseLineValues {
  /** The saved line this one is (kept on edit), null for a new one. */
  itemId: string | null;
  skuId: string | null;
  count: string;
  price: string;
  batchNumber: string;
  /** The day it was produced (the instant that day starts in the tenant's zone), or null. */
  parturitionTime: string | null;
  /** Shelf life in whole days as typed; '' = none. */
  expirationDay: string;
}

export interface PurchaseFormValues {
  supplierId: string | null;
  purchaseTime: string | null;
  remarks: string;
  lines: PurchaseLineValues[];
}

export const emptyLine: PurchaseLineValues = {
  itemId: null,
  skuId: null,
  count: '',
  price: '',
  batchNumber: '',
  parturitionTime: null,
  expirationDay: '',
};

/** A line another screen proposes for a new purchase (the dashboard's low stock, a production's shortfall). */
export interface PurchaseProposalLine {
  skuId: string;
  /** The count to buy, as decimal text. */
  count: string;
}

/**
 * What the form starts from: the purchase's own values, or a new purchase dated now with the proposed lines (the
 * supplier, prices and batches left for the person to fill in), or one empty line.
 */
export function purchaseFormDefaults(
  invoice: PurchaseInvoice | undefined,
  now: Date,
  proposal: readonly PurchaseProposalLine[] = [],
): PurchaseFormValues {
  if (!invoice) {
    const lines = proposal.map((line) => ({ ...emptyLine, skuId: line.skuId, count: line.count }));
    return {
      supplierId: null,
      purchaseTime: now.toISOString(),
      remarks: '',
      lines: lines.length > 0 ? lines : [{ ...emptyLine }],
    };
  }
  return {
    supplierId: invoice.supplierId ?? null,
    purchaseTime: invoice.purchaseTime ?? null,
    remarks: invoice.remarks ?? '',
    lines: invoice.items.map((item) => ({
      itemId: item.itemId,
      skuId: item.skuId,
      count: String(item.count),
      price: String(item.price),
      batchNumber: item.batchNumber ?? '',
      parturitionTime: item.parturitionTime ?? null,
      expirationDay:
        item.expirationDay === null || item.expirationDay === undefined ? '' : String(item.expirationDay),
    })),
  };
}

const required = ValidationKeys.required;

/** Shelf life as typed: empty, or whole days 0..36500 (the contract's bounds). */
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

/** The form's rules: the contract's places and bounds per box, a supplier and at least one line (§6a). */
export const purchaseFormSchema = z
  .object({
    supplierId: z.string().nullable(),
    purchaseTime: z.string().nullable(),
    remarks: z.string().max(512, encodeValidationMessage(ValidationKeys.maxLength, { max: 512 })),
    lines: z.array(
      z.object({
        ...documentLineFields,
        parturitionTime: z.string().nullable(),
        expirationDay: shelfLifeText,
      }),
    ),
  })
  .superRefine((values, ctx) => {
    if (!values.supplierId) ctx.addIssue({ code: 'custom', path: ['supplierId'], message: required });
    requireLines(values.lines, ctx);
  });

export interface SubmitChoice {
  submit: boolean;
  /** Receive every line into this warehouse as the purchase is submitted; absent = receive later. */
  receiveInto?: string | null;
}

/** The save call's body: the lines as numbers of the contract's places, the total the server will agree with. */
export function purchaseBody(
  values: PurchaseFormValues,
  invoice: PurchaseInvoice | undefined,
  choice: SubmitChoice,
): SavePurchaseInvoice {
  return {
    id: invoice?.id ?? null,
    concurrencyStamp: invoice?.concurrencyStamp,
    supplierId: values.supplierId,
    purchaseTime: values.purchaseTime,
    remarks: values.remarks.trim() === '' ? null : values.remarks.trim(),
    isSubmit: choice.submit,
    isCreateStockInvoice: Boolean(choice.submit && choice.receiveInto),
    warehouseId: choice.submit && choice.receiveInto ? choice.receiveInto : null,
    totalPrice: Number(typedTotal(values.lines).toFixed(2)),
    items: values.lines.map((line) => ({
      itemId: line.itemId,
      skuId: line.skuId ?? '',
      count: Number(line.count),
      price: Number(line.price),
      batchNumber: line.batchNumber.trim() === '' ? null : line.batchNumber.trim(),
      parturitionTime: line.parturitionTime,
      expirationDay: typedShelfLife(line.expirationDay),
    })),
  };
}
