import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatLabTime, formatWeekday, labStatus, type DayHours } from '../../app/models/lab-hours.ts';

// Monday to Friday 8:00 to 17:00, Saturday 9:30 to 12:00, Sunday closed.
const week: DayHours[] = [
  { day: 0, openTime: null, closeTime: null, openOnDay: false },
  ...[1, 2, 3, 4, 5].map((day) => ({ day, openTime: '08:00', closeTime: '17:00', openOnDay: true })),
  { day: 6, openTime: '09:30', closeTime: '12:00', openOnDay: true },
];
const pacific = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Los_Angeles' }).toJSDate();

describe('lab open state (Pacific clock)', () => {
  it('is open at opening time and until a minute before closing', () => {
    expect(labStatus(week, pacific('2026-11-18T08:00')).state).toBe('open'); // Wednesday
    expect(labStatus(week, pacific('2026-11-18T12:00'))).toEqual({ state: 'open', closesAt: '17:00' });
  });

  it('is closing soon within the last hour', () => {
    expect(labStatus(week, pacific('2026-11-18T15:59')).state).toBe('open');
    expect(labStatus(week, pacific('2026-11-18T16:00'))).toEqual({ state: 'closing-soon', closesAt: '17:00', minutesLeft: 60 });
    expect(labStatus(week, pacific('2026-11-18T16:59'))).toMatchObject({ state: 'closing-soon', minutesLeft: 1 });
  });

  it('is closed at closing time and shows the next opening', () => {
    expect(labStatus(week, pacific('2026-11-18T17:00'))).toEqual({ state: 'closed', reopens: { day: 4, time: '08:00', inDays: 1 } });
    expect(labStatus(week, pacific('2026-11-18T07:59'))).toEqual({ state: 'closed', reopens: { day: 3, time: '08:00', inDays: 0 } });
  });

  it('counts minutes, not only the hour', () => {
    expect(labStatus(week, pacific('2026-11-21T09:10'))).toEqual({ state: 'closed', reopens: { day: 6, time: '09:30', inDays: 0 } }); // Saturday
    expect(labStatus(week, pacific('2026-11-21T09:30')).state).toBe('open');
  });

  it('skips closed days: Saturday afternoon reopens Monday', () => {
    expect(labStatus(week, pacific('2026-11-21T13:00'))).toEqual({ state: 'closed', reopens: { day: 1, time: '08:00', inDays: 2 } });
    expect(labStatus(week, pacific('2026-11-22T10:00'))).toEqual({ state: 'closed', reopens: { day: 1, time: '08:00', inDays: 1 } }); // Sunday
  });

  it('has no next opening when every day is closed', () => {
    expect(labStatus([], new Date('2026-11-18T20:00:00Z'))).toEqual({ state: 'closed', reopens: null });
  });

  it('uses daylight time after the spring change (UTC-7)', () => {
    // Monday 9 March 2026, 15:30 UTC = 08:30 PDT (it would be 07:30 on standard time).
    expect(labStatus(week, new Date('2026-03-09T15:30:00Z')).state).toBe('open');
    // Sunday 8 March 2026, the change itself: 10:00 UTC = 03:00 PDT, closed until Monday.
    expect(labStatus(week, new Date('2026-03-08T10:00:00Z'))).toEqual({ state: 'closed', reopens: { day: 1, time: '08:00', inDays: 1 } });
  });

  it('uses standard time after the autumn change (UTC-8)', () => {
    // Monday 2 November 2026, 15:30 UTC = 07:30 PST (it would be 08:30 on daylight time).
    expect(labStatus(week, new Date('2026-11-02T15:30:00Z'))).toEqual({ state: 'closed', reopens: { day: 1, time: '08:00', inDays: 0 } });
    // Friday 30 October 2026, 23:30 UTC = 16:30 PDT: closing soon.
    expect(labStatus(week, new Date('2026-10-30T23:30:00Z')).state).toBe('closing-soon');
    // Friday 6 November 2026, 23:30 UTC = 15:30 PST: open.
    expect(labStatus(week, new Date('2026-11-06T23:30:00Z')).state).toBe('open');
  });

  it('treats a day marked closed, or with bad times, as closed', () => {
    const odd: DayHours[] = [{ day: 3, openTime: '08:00', closeTime: '17:00', openOnDay: 0 }, { day: 4, openTime: '17:00', closeTime: '08:00' }];
    expect(labStatus(odd, pacific('2026-11-18T12:00'))).toEqual({ state: 'closed', reopens: null });
  });

  it('formats times and weekdays in the reader language', () => {
    expect(formatLabTime('08:00', 'en')).toBe('8:00 AM');
    expect(formatLabTime('18:30', 'de')).toBe('18:30');
    expect(formatWeekday(1, 'en')).toBe('Monday');
    expect(formatWeekday(0, 'de')).toBe('Sonntag');
  });
});

describe('courier pick-up day (the next day the lab is open)', () => {
  it('is today before the 10:00 cut-off on an open day, else the next open day', async () => {
    const { courierPickupDay } = await import('../../app/models/lab-hours.ts');
    expect(courierPickupDay(week, pacific('2026-11-18T09:59'))).toBe('2026-11-18'); // Wednesday, before the cut-off
    expect(courierPickupDay(week, pacific('2026-11-18T10:00'))).toBe('2026-11-19'); // at the cut-off: Thursday
    expect(courierPickupDay(week, pacific('2026-11-20T11:00'))).toBe('2026-11-21'); // Friday after: Saturday opens
    // Saturday after the cut-off: Monday, not the closed Sunday
    expect(courierPickupDay(week, pacific('2026-11-21T10:30'))).toBe('2026-11-23');
    // Sunday morning, before 10:00 but closed all day: Monday
    expect(courierPickupDay(week, pacific('2026-11-22T08:00'))).toBe('2026-11-23');
    expect(courierPickupDay([], pacific('2026-11-22T08:00'))).toBeNull();
  });
});
