import { describe, expect, it } from 'vitest';
import { dateInputToInstant, instantToDateInput } from './zoned-date.ts';

describe('zoned dates', () => {
  it("shows the tenant's calendar day, not UTC's", () => {
    expect(instantToDateInput('2026-11-21T20:00:00Z', 'Asia/Shanghai')).toBe('2026-11-22');
    expect(instantToDateInput('2026-11-21T20:00:00Z', 'America/New_York')).toBe('2026-11-21');
    expect(instantToDateInput(null, 'Asia/Shanghai')).toBe('');
  });

  it("sends the first instant of the picked day in the tenant's zone", () => {
    expect(dateInputToInstant('2026-11-22', 'Asia/Shanghai')).toBe('2026-11-21T16:00:00.000Z');
    expect(dateInputToInstant('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dateInputToInstant('', 'Asia/Shanghai')).toBeNull();
  });

  it('round-trips a day through the zone', () => {
    const instant = dateInputToInstant('2026-12-31', 'Pacific/Auckland') ?? '';
    expect(instantToDateInput(instant, 'Pacific/Auckland')).toBe('2026-12-31');
  });
});
