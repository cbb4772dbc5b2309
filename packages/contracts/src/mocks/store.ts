import type { FixtureData } from './fixture-data.ts';
import { demoData } from './fixtures.ts';

export type {
  FixtureData,
  MockBalance,
  MockBatch,
  MockMovement,
  MockTenant,
  MockUser,
  Owned,
} from './fixture-data.ts';

export interface FixtureStore extends FixtureData {
  /** The tenant a request without `__tenant` lands in. */
  defaultTenantId: string;
  /** Whether application-configuration reports a signed-in user (the tenant's `admin`). */
  authenticated: boolean;
  /** Deterministic clock: each call moves one minute on, so stories and snapshots are stable. */
  now(): string;
  /** The clock's current instant without moving it ("today" for expiry). */
  today(): string;
  /** Deterministic v7-shaped ids. */
  nextId(): string;
  /** A fresh concurrency stamp. */
  nextStamp(): string;
}

/**
 * An in-memory database for the MSW handlers. `seed` replaces whole collections of the demo data,
 * e.g. `createFixtureStore({ warehouses: [] })`. Every call returns independent copies.
 */
/** Where every fixture store's clock starts: "now" of the mock server, and of the stories that run over it. */
export const mockClockStart = '2026-03-02T08:00:00.000Z';

export function createFixtureStore(seed: Partial<FixtureData> = {}): FixtureStore {
  const data: FixtureData = { ...structuredClone(demoData), ...structuredClone(seed) };
  let clock = Date.parse(mockClockStart);
  let ids = 0x1000;
  let stamps = 0;
  return {
    ...data,
    defaultTenantId: data.tenants[0]?.id ?? '',
    authenticated: true,
    now() {
      clock += 60_000;
      return new Date(clock).toISOString();
    },
    today() {
      return new Date(clock).toISOString();
    },
    nextId() {
      ids += 1;
      return `0195a000-0000-7000-8000-${ids.toString(16).padStart(12, '0')}`;
    },
    nextStamp() {
      stamps += 1;
      return `stamp-${stamps}`;
    },
  };
}
