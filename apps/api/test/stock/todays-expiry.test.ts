import { expiryBounds, expiryWindow } from '@inventory/domain';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { todaysExpiry } from '../../src/modules/stock/stock-query.service.ts';
import { signIn } from '../helpers/sign-in.ts';
import { DEMO } from '../oidc/fixtures.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// ADR 057: the stock list's expiry window and bounds (§4) are computed once per zone, threshold and calendar date,
// instead of asking Intl for the wall clock 18 times per request. They must be what expiryWindow and expiryBounds
// give for that instant, and a list request must ask Intl once.

const zones = [
  'UTC',
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Apia',
  'America/St_Johns',
];

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("today's expiry window, kept per zone and date (ADR 057)", () => {
  it('answers what expiryWindow and expiryBounds answer, for any instant, zone and threshold', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 90 }),
        (now, zone, days) => {
          const kept = todaysExpiry(now, zone, days);
          expect(kept.window).toEqual(expiryWindow(now, zone, days));
          expect(kept.bounds).toEqual(expiryBounds(now, zone, days));
        },
      ),
      { numRuns: 1_500 },
    );
  });

  it('moves with the date: the last instant of a day and the first of the next give their own windows', () => {
    const zone = 'Asia/Shanghai';
    const midnight = Date.parse('2026-11-27T16:00:00Z'); // 2026-11-28 00:00 in Shanghai
    for (const ms of [midnight - 1, midnight, midnight - 1, midnight + 1]) {
      const now = new Date(ms);
      expect(todaysExpiry(now, zone, 30).window).toEqual(expiryWindow(now, zone, 30));
    }
    expect(todaysExpiry(new Date(midnight - 1), zone, 30).date).toBe('2026-11-27');
    expect(todaysExpiry(new Date(midnight), zone, 30).date).toBe('2026-11-28');
  });

  it('a stock list request asks Intl for the wall clock once (18 times before)', async () => {
    const { accessToken } = await signIn(server.baseUrl, DEMO);
    const list = async () => {
      const response = await fetch(`${server.baseUrl}/api/app/stock?MaxResultCount=20&DateType=Expired`, {
        headers: { authorization: `Bearer ${accessToken}`, __tenant: DEMO.tenant },
      });
      expect(response.status).toBe(200);
      await response.text();
    };
    await list();
    const wallClock = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    await list();
    expect(wallClock).toHaveBeenCalledTimes(1);
  });
});
