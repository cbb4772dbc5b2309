import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolTypes } from '../../src/db/postgres-pool.ts';
import { parseTimestamptz } from '../../src/db/timestamptz.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { tenantId } from '../helpers/tenants.ts';

// ADR 067: the pool's timestamptz parser answers exactly what pg's own (postgres-date) answers, for every text.

const pgParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (
  text: string,
) => Date | number;

/** The same answer: two Dates of one instant (or both invalid), or the same non-Date value. */
function expectSame(text: string): void {
  const mine = parseTimestamptz(text);
  const theirs = pgParser(text);
  if (theirs instanceof Date) {
    expect(mine, text).toBeInstanceOf(Date);
    expect(
      Object.is((mine as Date).getTime(), theirs.getTime()),
      `${text}: ${String(mine)} ≠ ${String(theirs)}`,
    ).toBe(true);
  } else expect(Object.is(mine, theirs), text).toBe(true);
}

let seed = 20261128;
/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (below: number) => Math.floor(random() * below);
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

describe('parseTimestamptz', () => {
  it('answers as pg does for random texts of every shape (fractions, offsets, BC, years 0–99999, odd texts)', () => {
    for (let i = 0; i < 40_000; i += 1) {
      const year = pick([int(100), 100 + int(9900), 1970 + int(80), 10000 + int(90000)]);
      const date = `${pad(year, pick([4, 4, 4, 1, 5]))}-${pad(pick([1 + int(12), int(14)]), 2)}-${pad(pick([1 + int(28), int(32)]), 2)}`;
      const time = `${pad(int(24), 2)}:${pad(int(60), 2)}:${pad(pick([int(60), 60]), 2)}`;
      const fraction = pick([
        '',
        '',
        `.${pad(int(1_000_000), 6)}`,
        `.${String(int(1_000_000)).replace(/0+$/, '') || '0'}`,
        `.${pad(int(1000), 3)}`,
        `.${pad(int(1e9), 9)}`,
        '.',
      ]);
      const hours = `${pick(['+', '-'])}${pad(int(16), 2)}`;
      const offset = pick([
        '+00',
        hours,
        `${hours}:${pad(pick([0, 30, 45, int(60)]), 2)}`,
        `${hours}:${pad(int(60), 2)}:${pad(int(60), 2)}`,
        'Z',
        '',
        `${hours}:3`,
        `${hours}30`,
      ]);
      const era = pick(['', '', '', '', ' BC']);
      expectSame(`${date} ${time}${fraction}${offset}${era}`);
    }
  });

  it('answers as pg does for the special and broken texts', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '2026-11-27',
      '2026-11-27 BC',
      '2026-11-27 10:15:30',
      '2026-11-27T10:15:30+00',
      '2026-11-27 10:15:30+00 ',
      '2026-11-27 10:15:30+5',
      '2026-11-27 10:15:30.+00',
      '2026-11-27 1a:15:30+00',
      '0001-01-01 00:00:00+00 BC',
      '9999-12-31 23:59:59.999999+00',
      '0099-12-31 23:59:59.999999-01',
      '0100-01-01 00:00:00+14',
      '1000-02-29 12:00:00-12:00',
      '275760-09-13 00:00:00+00',
      '275760-09-13 00:00:00.001+00',
      '',
      'garbage',
    ])
      expectSame(text);
  });

  it("is the pool's timestamptz parser, and only that one (other types keep pg's)", () => {
    expect(poolTypes.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')).toBe(parseTimestamptz);
    for (const oid of [pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.NUMERIC, 1185])
      expect(poolTypes.getTypeParser(oid, 'text')).toBe(pg.types.getTypeParser(oid, 'text'));
    expect(poolTypes.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'binary')).toBe(
      pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'binary'),
    );
  });
});

describe("PostgreSQL's own texts", () => {
  let test: TestDatabase;
  let demo: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    demo = await tenantId(test.db, 'demo');
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const zones = [
    'UTC',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Pacific/Chatham',
    'America/New_York',
    'Europe/Amsterdam',
    'Africa/Monrovia',
    'Pacific/Kiritimati',
    'Etc/GMT+12',
  ];

  it.each(zones)(
    'in time zone %s: random instants from 4713 BC to 9999 with microseconds, and ±infinity',
    async (zone) => {
      // Seconds from 4713 BC to 9999 AD, with microseconds, weighted towards the present.
      const seconds = Array.from({ length: 3000 }, (_, i) =>
        i % 3 === 0
          ? Math.round((-210_000_000_000 + random() * 463_000_000_000) * 1e6) / 1e6
          : Math.round(random() * 4_000_000_000 * 1e6) / 1e6,
      );
      const texts = await test.db.tenant(demo, async (trx) => {
        await sql`select set_config('timezone', ${zone}, true)`.execute(trx);
        const rows = await sql<{ t: string }>`
        select t::text as t from (
          select to_timestamp(s) as t from unnest(${seconds}::float8[]) as s
          union all select 'infinity'::timestamptz union all select '-infinity'::timestamptz
          union all select now()
        ) as x`.execute(trx);
        return rows.rows.map((r) => r.t);
      });
      expect(texts.length).toBe(seconds.length + 3);
      expect(texts.some((t) => t.endsWith(' BC'))).toBe(true);
      for (const text of texts) expectSame(text);
    },
  );
});
