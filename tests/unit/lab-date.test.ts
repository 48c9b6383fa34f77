/** labDay (app/ui/lab-date.ts): the lab's calendar day of an instant, with its per-hour memo. */
import { describe, expect, it } from 'vitest';
import { labDay } from '../../app/ui/lab-date.ts';

const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('labDay', () => {
  it('is the lab’s day, across midnight and both daylight-saving changes', () => {
    expect(labDay('2026-11-26T07:59:59.999Z')).toBe('11/25/2026'); // 23:59:59 PST
    expect(labDay('2026-11-26T08:00:00.000Z')).toBe('11/26/2026'); // midnight PST
    expect(labDay('2026-07-01T06:59:00Z')).toBe('06/30/2026'); // 23:59 PDT
    expect(labDay('2026-07-01T07:00:00Z')).toBe('07/01/2026');
    expect(labDay('2026-03-08T09:59:59Z')).toBe('03/08/2026'); // 01:59:59 PST, then clocks go forward
    expect(labDay('2026-11-01T08:30:00Z')).toBe('11/01/2026'); // 01:30 PDT, then clocks go back
  });

  it('answers the same as formatting every instant, for every minute of two days around each change', () => {
    for (const start of [Date.UTC(2026, 2, 7, 0), Date.UTC(2026, 9, 31, 0), Date.UTC(1999, 11, 31, 0)]) {
      for (let t = start; t < start + 2 * 86_400_000; t += 60_000 * 7) {
        const iso = new Date(t).toISOString();
        // the second call reads the memo
        expect([labDay(iso), labDay(iso)], iso).toEqual([intl.format(t), intl.format(t)]);
      }
    }
  });

  it('formats other spellings of an instant each time, and nothing for no date', () => {
    expect(labDay('2026-11-26T00:30:00-08:00')).toBe('11/26/2026');
    expect(labDay('2026-11-26T08:30:00Z')).toBe('11/26/2026');
    expect(labDay('2026-11-26T00:30:00+02:00')).toBe('11/25/2026');
    expect(labDay('not a date')).toBe('');
    expect(labDay(null)).toBe('');
    expect(labDay(undefined)).toBe('');
    expect(labDay('')).toBe('');
  });
});
