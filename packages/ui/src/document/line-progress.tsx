import { Progress, Text } from '@chakra-ui/react';
import { Decimal } from '@inventory/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../kit/format-number.ts';
import type { DocumentNamespace } from './lifecycle-steps.tsx';

/** Done of ordered over a document's lines, exact (quantities never go through binary floating point). */
export function doneOfOrdered<L>(
  lines: readonly L[],
  done: (line: L) => number,
  ordered: (line: L) => number,
): { done: Decimal; ordered: Decimal } {
  return { done: Decimal.sum(lines.map(done)), ordered: Decimal.sum(lines.map(ordered)) };
}

export interface LineProgressProps {
  ns: DocumentNamespace;
  done: Decimal;
  ordered: Decimal;
}

/** How much of a document's lines has been received or delivered, as a bar with its words ("Received 3 of 6"). */
export function LineProgress({ ns, done, ordered }: LineProgressProps) {
  const { t: typed, i18n } = useTranslation(ns);
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  if (ordered.isZero()) return <Text color="fg.muted">{t(`${ns}:progress.none`)}</Text>;
  const label = t(`${ns}:progress.label`, {
    received: formatNumber(done.toString(), 'count', i18n.language),
    ordered: formatNumber(ordered.toString(), 'count', i18n.language),
  });
  const percent = Number(done.mul(100).div(ordered, 0).toString());
  return (
    <Progress.Root
      value={Math.min(percent, 100)}
      size="sm"
      minWidth="24"
      colorPalette="brand"
      aria-label={label}
    >
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="xs" color="fg.muted" marginTop="1">
        {label}
      </Text>
    </Progress.Root>
  );
}
