import type { PurchaseInvoice, SellInvoice } from '@inventory/contracts';
import { lineTotal } from '@inventory/domain';
import type { i18n as I18n } from 'i18next';
import { formatNumber } from '../kit/format-number.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';
import { stateName } from './document-columns.tsx';
import type { DocumentPrintProps } from './document-print.tsx';

type Sheet = Pick<DocumentPrintProps, 'title' | 'fields' | 'lines' | 'totals'>;
type Dynamic = (key: string, options?: Record<string, unknown>) => string;

const writer = (i18n: I18n) => {
  const t = i18n.t as unknown as Dynamic;
  const money = (value: number | string) => formatNumber(String(value), 'money', i18n.language);
  const line = (sku: string, batch: string, count: number, price: number) => ({
    sku,
    batch,
    count: formatNumber(String(count), 'count', i18n.language),
    price: formatNumber(String(price), 'price', i18n.language),
    total: money(lineTotal(String(count), String(price)).toString()),
  });
  return { t, money, line };
};

/** A sale on paper: channel, date, state, creator, remarks; lines with the batches delivered; the totals. */
export function sellSheet(invoice: SellInvoice, i18n: I18n, timeZone: string): Sheet {
  const { t, money, line } = writer(i18n);
  return {
    title: t('sales:editor.title', { number: invoice.number }),
    fields: [
      [t('sales:fields.channel'), invoice.marketingChannel ?? ''],
      [t('sales:editor.sellDate'), instantToDateInput(invoice.sellTime, timeZone)],
      [t('sales:fields.state'), t(`common:status.${stateName(invoice)}`)],
      [t('sales:fields.creator'), invoice.creator ?? ''],
      [t('sales:fields.remarks'), invoice.remarks ?? ''],
    ],
    lines: invoice.items.map((item) =>
      line(
        item.skuName ?? item.skuCode ?? '',
        item.sellBatchNumber ?? item.batchNumber ?? '',
        item.count,
        item.price,
      ),
    ),
    totals: [
      [t('sales:fields.discount'), money(invoice.discountsPrice)],
      [t('sales:editor.total'), money(invoice.totalPrice)],
    ],
  };
}

/** A purchase on paper: supplier, date, state, creator, remarks; lines with their batches; the total. */
export function purchaseSheet(invoice: PurchaseInvoice, i18n: I18n, timeZone: string): Sheet {
  const { t, money, line } = writer(i18n);
  return {
    title: t('purchasing:editor.title', { number: invoice.number }),
    fields: [
      [t('purchasing:fields.supplier'), invoice.supplierName ?? ''],
      [t('purchasing:editor.purchaseDate'), instantToDateInput(invoice.purchaseTime, timeZone)],
      [t('purchasing:fields.state'), t(`common:status.${stateName(invoice)}`)],
      [t('purchasing:fields.creator'), invoice.creator ?? ''],
      [t('purchasing:fields.remarks'), invoice.remarks ?? ''],
    ],
    lines: invoice.items.map((item) =>
      line(item.name ?? item.skuCode ?? '', item.batchNumber ?? '', item.count, item.price),
    ),
    totals: [[t('purchasing:editor.total'), money(invoice.totalPrice)]],
  };
}
