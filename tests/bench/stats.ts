/** Median and worst of repeated measurements; undefined entries (nothing measured) are left out. */
export interface Summary {
  median: number | null;
  worst: number | null;
  runs: number[];
}

export function summarize(values: readonly (number | null | undefined)[]): Summary {
  const runs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (runs.length === 0) return { median: null, worst: null, runs };
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median: round(median), worst: round(sorted[sorted.length - 1]!), runs: runs.map(round) };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
