import type { Decimal } from '@inventory/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TYPING_PAUSE_MS } from '../kit/debounce.ts';
import { useDebouncer } from '../kit/use-debounced.ts';
import type { SellLineValues } from './sell-form-values.ts';
import { type CheckStock, type StockCheck, stockNeeds } from './stock-checks.ts';

export type CheckState = { state: 'checking' } | { state: 'done'; check: StockCheck } | { state: 'failed' };

const keyOf = (skuId: string, count: Decimal, warehouseId: string | null) =>
  `${skuId}|${count.toString()}|${warehouseId ?? ''}`;

/**
 * The stock of every SKU a sale wants, checked as the lines are typed: once typing pauses, each SKU's whole wanted
 * count in the chosen warehouse (an answer is kept per SKU, count and warehouse, so going back costs nothing; a
 * failed one only until `retry`).
 */
export function useStockChecks(
  lines: readonly SellLineValues[],
  warehouseId: string | null,
  check: CheckStock | undefined,
): {
  needs: Map<string, Decimal>;
  states: Map<string, CheckState>;
  checks: Map<string, StockCheck>;
  /** Asks again for every check that failed (the server was unreachable a moment). */
  retry: () => void;
} {
  const needs = useMemo(() => stockNeeds(lines), [lines]);
  const needsKey = [...needs].map(([skuId, count]) => keyOf(skuId, count, warehouseId)).join(',');
  const answers = useRef(new Map<string, CheckState>());
  const [version, setVersion] = useState(0);
  const [asked, setAsked] = useState('');
  const [round, setRound] = useState(0);
  const ask = useDebouncer((key: string) => setAsked(key), TYPING_PAUSE_MS);
  useEffect(() => ask.call(needsKey), [ask, needsKey]);
  useEffect(() => {
    if (!check || asked === '') return;
    for (const key of asked.split(',')) {
      if (answers.current.has(key)) continue;
      const [skuId = '', count = '', warehouse = ''] = key.split('|');
      answers.current.set(key, { state: 'checking' });
      check(skuId, count, warehouse === '' ? null : warehouse)
        .then(
          (answer) => answers.current.set(key, { state: 'done', check: answer }),
          () => answers.current.set(key, { state: 'failed' }),
        )
        .finally(() => setVersion((v) => v + 1));
    }
    setVersion((v) => v + 1);
  }, [asked, check, round]);
  const retry = useCallback(() => {
    for (const [key, answer] of answers.current) if (answer.state === 'failed') answers.current.delete(key);
    setRound((r) => r + 1);
  }, []);
  return useMemo(() => {
    const states = new Map<string, CheckState>();
    const checks = new Map<string, StockCheck>();
    for (const [skuId, count] of needs) {
      // Until typing pauses, a changed count shows "checking", never the previous count's answer.
      const state = answers.current.get(keyOf(skuId, count, warehouseId)) ?? { state: 'checking' };
      states.set(skuId, state);
      if (state.state === 'done') checks.set(skuId, state.check);
    }
    return { needs, states, checks, retry };
  }, [needs, warehouseId, version, retry]);
}
