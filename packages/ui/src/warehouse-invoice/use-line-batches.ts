import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PickerBatch } from './batch-fill.ts';

/** The batches of one SKU in one warehouse (the app asks the stock list). */
export type LoadBatches = (skuId: string, warehouseId: string) => Promise<PickerBatch[]>;

export type BatchesState =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; batches: PickerBatch[] };

export interface LineBatches {
  /** What is known of an SKU's batches in the invoice's warehouse; undefined = nothing to ask yet. */
  of: (skuId: string | null) => BatchesState | undefined;
  /** Asks again for every load that failed. */
  retry: () => void;
}

const keyOf = (skuId: string, warehouseId: string) => `${skuId}|${warehouseId}`;

/**
 * The batches of every SKU on the lines in the invoice's warehouse, each asked once per SKU and warehouse (lines
 * of one SKU share them; going back to a warehouse costs nothing; a failed load only until `retry`).
 */
export function useLineBatches(
  skuIds: readonly (string | null)[],
  warehouseId: string | null,
  load: LoadBatches | undefined,
): LineBatches {
  const answers = useRef(new Map<string, BatchesState>());
  const [version, setVersion] = useState(0);
  const [round, setRound] = useState(0);
  const wanted = warehouseId
    ? [...new Set(skuIds.filter((id): id is string => Boolean(id)))]
        .map((id) => keyOf(id, warehouseId))
        .join(',')
    : '';
  useEffect(() => {
    if (!load || wanted === '') return;
    for (const key of wanted.split(',')) {
      if (answers.current.has(key)) continue;
      const [skuId = '', warehouse = ''] = key.split('|');
      answers.current.set(key, { state: 'loading' });
      load(skuId, warehouse)
        .then(
          (batches) => answers.current.set(key, { state: 'ready', batches }),
          () => answers.current.set(key, { state: 'failed' }),
        )
        .finally(() => setVersion((v) => v + 1));
    }
    setVersion((v) => v + 1);
  }, [wanted, load, round]);
  const retry = useCallback(() => {
    for (const [key, answer] of answers.current) if (answer.state === 'failed') answers.current.delete(key);
    setRound((r) => r + 1);
  }, []);
  return useMemo(
    () => ({
      of: (skuId) =>
        skuId && warehouseId && load
          ? (answers.current.get(keyOf(skuId, warehouseId)) ?? { state: 'loading' })
          : undefined,
      retry,
    }),
    // `version` is what changes when an answer arrives in the ref.
    [warehouseId, load, retry, version],
  );
}
