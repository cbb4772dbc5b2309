import {
  encodeValidationMessage,
  type SaveSellInvoice,
  type SellInvoice,
  type ValidationKey,
  ValidationKeys,
} from '@inventory/contracts';
import { Decimal, sellTotals } from '@inventory/domain';
import { z } from 'zod';
import { typedTotal, type TypedLine } from '../document/line-totals.ts';
import { documentLineFields, requireLines } from '../document/line-rules.ts';
import { checkDecimalText, decimalText } from '../kit/decimal-text.ts';

export interface SellLineValues {
  /** The saved line this one is (kept on edit), null for a new one. */
  itemId: string | null;
  skuId: string | null;
  count: string;
  price: string;
  /** Empty = first to expire first (FEFO); a number forces that batch. */
  batchNumber: string;
}

export interface SellFormValues {
  marketingChannel: string;
  sellTime: string | null;
  /** Where the stock is checked while typing and, by default, delivered from on submit. */
  warehouseId: string | null;
  discountsPrice: string;
  remarks: string;
  lines: SellLineValues[];
}

export const emptySellLine: SellLineValues = {
  itemId: null,
  skuId: null,
  count: '',
  price: '',
  batchNumber: '',
};

/** What the form starts from: the sale's own values, or one empty line on a new sale dated now. */
export function sellFormDefaults(invoice: SellInvoice | undefined, now: Date): SellFormValues {
  if (!invoice)
    return {
      marketingChannel: '',
      sellTime: now.toISOString(),
      warehouseId: null,
      discountsPrice: '',
      remarks: '',
      lines: [{ ...emptySellLine }],
    };
  return {
    marketingChannel: invoice.marketingChannel ?? '',
    sellTime: invoice.sellTime ?? null,
    warehouseId: invoice.items.find((item) => item.warehouseId)?.warehouseId ?? null,
    discountsPrice: invoice.discountsPrice ? String(invoice.discountsPrice) : '',
    remarks: invoice.remarks ?? '',
    lines: invoice.items.map((item) => ({
      itemId: item.itemId,
      skuId: item.skuId,
      count: String(item.count),
      price: String(item.price),
      batchNumber: item.batchNumber ?? '',
    })),
  };
}

/** A message key of the sales texts with its values, shown where a contract key would be. */
const salesMessage = (key: string, params: Record<string, string>) =>
  encodeValidationMessage(key as ValidationKey, params);

/** The discount as typed, exact; zero while empty or not a number yet. */
function typedDiscount(text: string): Decimal {
  const checked = checkDecimalText(text, 'money');
  return checked.ok && checked.value !== '' ? Decimal.from(checked.value) : Decimal.ZERO;
}

/** Lines before the discount, the discount and the total, as the server computes them (packages/domain). */
export function typedSellTotals(lines: readonly TypedLine[], discountText: string) {
  const subtotal = typedTotal(lines);
  const discount = typedDiscount(discountText);
  const totals = sellTotals([{ count: 1, price: subtotal.toString() }], discount.toString());
  return { subtotal, discount, total: totals.ok ? totals.value.totalPrice : null };
}

/** Cross-line rules shown as you type: the discount above the lines, the same SKU and named batch on two lines. */
export function crossLineProblems(values: Pick<SellFormValues, 'lines' | 'discountsPrice'>): {
  discount?: string;
  sameBatch: { lines: number[]; message: string }[];
} {
  const { subtotal, total, discount } = typedSellTotals(values.lines, values.discountsPrice);
  const groups = new Map<string, number[]>();
  values.lines.forEach((line, index) => {
    const batch = line.batchNumber.trim();
    if (!line.skuId || batch === '') return;
    const key = `${line.skuId}\u0000${batch}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const sameBatch = [...groups.values()]
    .filter((lines) => lines.length > 1)
    .map((lines) => ({
      lines,
      message: salesMessage('sales:editor.sameBatchTwice', {
        first: String(lines[0]! + 1),
        second: String(lines[1]! + 1),
      }),
    }));
  return {
    discount:
      total === null
        ? salesMessage('sales:editor.discountTooHigh', {
            discount: discount.toFixed(2),
            subtotal: subtotal.toFixed(2),
          })
        : undefined,
    sameBatch,
  };
}

/** The form's rules: the contract's places and bounds per box, at least one line, and the cross-line rules. */
export const sellFormSchema = z
  .object({
    marketingChannel: z.string().max(64, encodeValidationMessage(ValidationKeys.maxLength, { max: 64 })),
    sellTime: z.string().nullable(),
    warehouseId: z.string().nullable(),
    discountsPrice: decimalText('money'),
    remarks: z.string().max(512, encodeValidationMessage(ValidationKeys.maxLength, { max: 512 })),
    lines: z.array(z.object(documentLineFields)),
  })
  .superRefine((values, ctx) => {
    requireLines(values.lines, ctx);
    const problems = crossLineProblems(values);
    if (problems.discount)
      ctx.addIssue({ code: 'custom', path: ['discountsPrice'], message: problems.discount });
    for (const group of problems.sameBatch)
      for (const index of group.lines)
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'batchNumber'], message: group.message });
  });

export interface DeliverChoice {
  submit: boolean;
  /** Deliver every line from this warehouse as the sale is submitted; absent = deliver later. */
  deliverFrom?: string | null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save call's body: the lines as numbers of the contract's places, the totals the server will agree with. */
export function sellBody(
  values: SellFormValues,
  invoice: SellInvoice | undefined,
  choice: DeliverChoice,
): SaveSellInvoice {
  const { total } = typedSellTotals(values.lines, values.discountsPrice);
  const deliverFrom = choice.submit && choice.deliverFrom ? choice.deliverFrom : null;
  return {
    id: invoice?.id ?? null,
    concurrencyStamp: invoice?.concurrencyStamp,
    marketingChannel: orNull(values.marketingChannel),
    sellTime: values.sellTime,
    remarks: orNull(values.remarks),
    discountsPrice: Number(typedDiscount(values.discountsPrice).toFixed(2)),
    totalPrice: total ? Number(total.toFixed(2)) : null,
    isSubmit: choice.submit,
    isCreateOutStockInvoice: deliverFrom !== null,
    warehouseId: deliverFrom,
    items: values.lines.map((line) => ({
      itemId: line.itemId,
      skuId: line.skuId ?? '',
      count: Number(line.count),
      price: Number(line.price),
      batchNumber: orNull(line.batchNumber),
      warehouseId: values.warehouseId,
    })),
  };
}
