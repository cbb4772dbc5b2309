import { describe, expect, it } from 'vitest';
import { recentWeeks, weekStart } from './weeks.ts';

describe('weeks in the tenant zone', () => {
  it('starts a week on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });

  it('lists the weeks up to the current one, oldest first, back to back', () => {
    const weeks = recentWeeks('2026-11-26T10:00:00Z', 'UTC', 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]?.start).toBe('2026-11-23');
    expect(weeks[0]?.start).toBe('2026-09-07');
    for (let i = 1; i < weeks.length; i += 1) expect(weeks[i]?.startMs).toBe(weeks[i - 1]?.endMs);
    expect(weeks[11]?.endMs).toBe(Date.parse('2026-11-30T00:00:00Z'));
  });

  it('counts the week in the zone: Sunday evening in UTC is already Monday in Shanghai', () => {
    const [week] = recentWeeks('2026-11-29T20:00:00Z', 'Asia/Shanghai', 1);
    expect(week?.start).toBe('2026-11-30');
    expect(week?.startMs).toBe(Date.parse('2026-11-29T16:00:00Z'));
  });

  it('spans the wall-clock week across a DST change (a 167-hour week)', () => {
    const [week] = recentWeeks('2026-03-10T12:00:00Z', 'America/New_York', 1);
    expect(week?.start).toBe('2026-03-09');
    const march = recentWeeks('2026-03-04T12:00:00Z', 'America/New_York', 1)[0];
    expect(march ? (march.endMs - march.startMs) / 3_600_000 : 0).toBe(167);
  });
});
