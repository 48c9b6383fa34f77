import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { linePrice, tierFee, tierFor } from '../../contract/pricing.ts';
import { type DayHours, expectedReportDate, turnaroundDays } from '../../contract/lab-hours.ts';
import { hasVintage, offeredFor, pickableSampleTypes } from '../../contract/submissions.ts';

const fees = { feeOne: 9500, feeTwoToTen: 8600, feeElevenPlus: 7600 };

describe('order price tiers (document 1 §5, counted per analysis across the order)', () => {
  it('1 sample is the first tier, 2–10 the second, 11 and more the third', () => {
    expect([1, 2, 10, 11, 200].map(tierFor)).toEqual(['one', 'twoToTen', 'twoToTen', 'elevenPlus', 'elevenPlus']);
  });

  it('prices a line in cents at the tier its count reaches', () => {
    expect(linePrice(fees, 1)).toEqual({ kind: 'price', tier: 'one', cents: 9500 });
    expect(linePrice(fees, 3)).toEqual({ kind: 'price', tier: 'twoToTen', cents: 8600 });
    expect(linePrice(fees, 11)).toEqual({ kind: 'price', tier: 'elevenPlus', cents: 7600 });
  });

  it('keeps the catalogue\'s "see description" and "contact us" prices (no amount)', () => {
    expect(linePrice({ feeOne: -100, feeTwoToTen: -100, feeElevenPlus: -100 }, 2)).toEqual({ kind: 'see-description' });
    expect(linePrice({ feeOne: 0, feeTwoToTen: 0, feeElevenPlus: 0 }, 1)).toEqual({ kind: 'contact-us' });
    // a later tier below 1 dollar is "contact us", as the catalogue shows it
    expect(linePrice({ feeOne: 2000, feeTwoToTen: 0, feeElevenPlus: 1500 }, 5)).toEqual({ kind: 'contact-us' });
    expect(linePrice({ feeOne: 2000, feeTwoToTen: 0, feeElevenPlus: 1500 }, 12)).toEqual({ kind: 'price', tier: 'elevenPlus', cents: 1500 });
  });

  it('picks the fee of the tier a count reaches (the invoice PDF and the seed price batches by it)', () => {
    expect([1, 2, 10, 11].map((n) => tierFee(fees, n))).toEqual([9500, 8600, 8600, 7600]);
  });
});

// Monday to Friday 8:00 to 17:00, Saturday and Sunday closed.
const week: DayHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, openTime: '08:00', closeTime: '17:00', openOnDay: day >= 1 && day <= 5 }));
const pacific = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Los_Angeles' }).toJSDate();

describe('expected report date (turnaround and lab hours)', () => {
  it('reads the catalogue turnaround texts (a range promises its upper end)', () => {
    expect(turnaroundDays('Same day')).toBe(0);
    expect(turnaroundDays('Same day (typically 2–7 hours in harvest)')).toBe(0);
    expect(turnaroundDays('1 business day')).toBe(1);
    expect(turnaroundDays('3–5 business days')).toBe(5);
    expect(turnaroundDays('2-3 business days')).toBe(3);
    expect(turnaroundDays('Varies')).toBeNull();
  });

  it('counts from today while the lab is open', () => {
    // Wednesday 18 November 2026, 10:00
    expect(expectedReportDate('Same day', week, pacific('2026-11-18T10:00'))).toBe('2026-11-18');
    expect(expectedReportDate('1 business day', week, pacific('2026-11-18T10:00'))).toBe('2026-11-19');
  });

  it('skips the days the lab is closed', () => {
    // Thursday + 3 business days: Friday, Monday, Tuesday
    expect(expectedReportDate('3 business days', week, pacific('2026-11-19T09:00'))).toBe('2026-11-24');
    expect(expectedReportDate('3–5 business days', week, pacific('2026-11-19T09:00'))).toBe('2026-11-26');
  });

  it('starts at the next opening when the lab is closed', () => {
    // Friday evening: received Monday 23rd
    expect(expectedReportDate('Same day', week, pacific('2026-11-20T18:00'))).toBe('2026-11-23');
    expect(expectedReportDate('2 business days', week, pacific('2026-11-21T12:00'))).toBe('2026-11-25');
  });

  it('has no date without a number of days or without opening hours', () => {
    expect(expectedReportDate('Varies', week, pacific('2026-11-18T10:00'))).toBeNull();
    expect(expectedReportDate('1 business day', [], pacific('2026-11-18T10:00'))).toBeNull();
  });
});

describe('sample types and the analyses offered for them', () => {
  const matrices = ['Wine', 'Juice/Must', 'Grapes', 'Grapes/Juice/Wine', 'Grapes/Wine', 'Beer'].map((name, i) => ({ id: i + 1, name }));
  it('offers the single matrices to pick, not the combinations', () => {
    expect(pickableSampleTypes(matrices).map((m) => m.name)).toEqual(['Wine', 'Juice/Must', 'Grapes', 'Beer']);
  });
  it('offers an analysis whose matrix shares a word with the sample type', () => {
    expect(offeredFor('Grapes/Juice/Wine', 'Wine')).toBe(true);
    expect(offeredFor('Grapes/Juice/Wine', 'Juice/Must')).toBe(true);
    expect(offeredFor('Wine', 'Beer')).toBe(false);
    expect(offeredFor('Juice/Must', 'Wine')).toBe(false);
  });
  it('asks for varietal and vintage on grape products only', () => {
    expect(hasVintage('Juice/Must')).toBe(true);
    expect(hasVintage('Beer')).toBe(false);
  });
});
