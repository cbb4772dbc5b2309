/** Nearest-rank percentile of the samples (ms); 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export interface TimingOptions {
  warmup: number;
  iterations: number;
  /** Stop early (after at least 5 samples) once this much time went by, so one slow case cannot eat the run. */
  budgetMs: number;
}

/** Runs `fn` sequentially: a few warm-up calls, then timed calls (ms each). */
export async function timeSequential(fn: () => Promise<void>, options: TimingOptions): Promise<number[]> {
  for (let i = 0; i < options.warmup; i++) await fn();
  const samples: number[] = [];
  const began = performance.now();
  for (let i = 0; i < options.iterations; i++) {
    const at = performance.now();
    await fn();
    samples.push(performance.now() - at);
    if (samples.length >= 5 && performance.now() - began > options.budgetMs) break;
  }
  return samples;
}

/**
 * Times several calls taking turns (a, b, a, b, …) after a few warm-up calls each, and gives each its samples (ms).
 * Two figures whose ratio is a goal (a list on the big tenant ÷ the same list on the small one) are then sampled
 * under the same load, instead of minutes apart; the budget is per call, as in {@link timeSequential}.
 */
export async function timeAlternating(
  fns: readonly (() => Promise<void>)[],
  options: TimingOptions,
): Promise<number[][]> {
  for (const fn of fns) for (let i = 0; i < options.warmup; i++) await fn();
  const samples = fns.map((): number[] => []);
  const began = performance.now();
  for (let i = 0; i < options.iterations; i++) {
    for (const [k, fn] of fns.entries()) {
      const at = performance.now();
      await fn();
      samples[k]?.push(performance.now() - at);
    }
    if (i + 1 >= 5 && performance.now() - began > options.budgetMs * fns.length) break;
  }
  return samples;
}
