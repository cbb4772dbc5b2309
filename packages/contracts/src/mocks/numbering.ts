import {
  DEFAULT_NEAR_EXPIRY_DAYS,
  dayKey,
  formatBatchNumber,
  formatDocumentNumber,
  type DocumentPrefix,
} from '@inventory/domain';
import type { FixtureStore } from './store.ts';
import { ofTenant } from './table.ts';

// Document and batch numbers as the server draws them (business-rules §3): per tenant, prefix and day in the
// tenant's zone, from counters that are never reused (a deleted document keeps its number used).

/** The tenant's time zone and near-expiry threshold, as the server reads them from settings. */
export function tenantZone(store: FixtureStore, tenantId: string) {
  const settings = store.settings[tenantId];
  return {
    timeZone: settings?.timeZone ?? 'UTC',
    nearExpiryDays: settings?.nearExpiryThresholdDays ?? DEFAULT_NEAR_EXPIRY_DAYS,
  };
}

/** The next value of a never-reused counter; `floor` = the highest already used by fixture rows. */
function nextCounter(store: FixtureStore, key: string, floor: number): number {
  const next = Math.max(store.counters[key] ?? 0, floor) + 1;
  store.counters[key] = next;
  return next;
}

const highest = (texts: readonly string[], pattern: RegExp) =>
  Math.max(0, ...texts.map((t) => Number(pattern.exec(t)?.[1] ?? 0)));

/** `PREFIX-yyyyMMdd-NNNN`, per tenant, prefix and day in the tenant's zone (§3). */
export function documentNumber(
  store: FixtureStore,
  tenantId: string,
  prefix: DocumentPrefix,
  now: string,
  existing: readonly { number: string }[],
): string {
  const { timeZone } = tenantZone(store, tenantId);
  const day = dayKey(now, timeZone);
  const used = highest(
    existing.map((d) => d.number),
    new RegExp(`^${prefix}-${day}-(\\d+)$`),
  );
  return formatDocumentNumber(
    prefix,
    now,
    timeZone,
    nextCounter(store, `${tenantId}|${prefix}|${day}`, used),
  );
}

export function nextBatchNumber(store: FixtureStore, tenantId: string, now: string): string {
  const { timeZone } = tenantZone(store, tenantId);
  const day = dayKey(now, timeZone);
  const used = highest(
    ofTenant(store.batches, tenantId).map((b) => b.batchNumber),
    new RegExp(`^${day}-(\\d+)$`),
  );
  return formatBatchNumber(now, timeZone, nextCounter(store, `${tenantId}|batch|${day}`, used));
}
