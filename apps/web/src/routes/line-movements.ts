import {
  DocumentState,
  endpoints,
  permissionsOf,
  type SaveWarehouseInvoice,
  StockType,
  WarehouseInvoiceType,
} from '@inventory/contracts';
import { type LineMovement, notify } from '@inventory/ui';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';

/**
 * A later receipt (purchase) or delivery (sale) as the server takes it: one submitted warehouse invoice, In of
 * type Purchase or Out of type Sale, whose lines name the document's lines (business-rules §6).
 */
export function movementBody(kind: 'receipt' | 'delivery', movement: LineMovement): SaveWarehouseInvoice {
  return {
    warehouseId: movement.warehouseId,
    stockType: kind === 'receipt' ? StockType.In : StockType.Out,
    type: kind === 'receipt' ? WarehouseInvoiceType.Purchase : WarehouseInvoiceType.Sale,
    isSubmit: true,
    items: movement.lines.map((line) => ({
      itemId: line.itemId,
      skuId: line.skuId,
      count: Number(line.count),
    })),
  };
}

const saveMovement = endpoints.warehouseInvoice.save;

/**
 * The document page's later receipt or delivery: one attempt per Idempotency-Key, then the document read again; the
 * toast says when that move finished it (the server finishes a document whose lines have all moved).
 */
export function useLineMovement(
  kind: 'receipt' | 'delivery',
  document: { mutate: () => Promise<{ number: string; state: number } | undefined> },
): ((movement: LineMovement) => Promise<unknown>) | undefined {
  const ns = kind === 'receipt' ? 'purchasing' : 'sales';
  const { t } = useTranslation(ns);
  const errors = useScreenErrorPolicy();
  const save = useMutation(saveMovement).trigger;
  const may = usePermission(permissionsOf(saveMovement));
  if (!may) return undefined;
  return async (movement) => {
    await save({
      body: movementBody(kind, movement),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }).catch(errors.onChangeError);
    const next = await document.mutate();
    const finished = next?.state === DocumentState.Finish;
    const dynamic = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    notify({
      type: 'success',
      title: dynamic(`${ns}:openLines.${finished ? 'finished' : 'done'}`, { number: next?.number ?? '' }),
    });
  };
}
