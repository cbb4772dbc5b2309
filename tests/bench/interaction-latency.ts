import type { EventRecord } from './page-probes.ts';

/**
 * The interaction's latency as INP counts it: the longest Event Timing entry among the events of one interaction
 * (pointerdown, pointerup, click share an interactionId). null = every entry stayed under the 16 ms threshold.
 */
export function interactionLatency(entries: readonly EventRecord[]): number | null {
  const durations = entries.filter((e) => e.interactionId > 0).map((e) => e.duration);
  return durations.length > 0 ? Math.max(...durations) : null;
}
