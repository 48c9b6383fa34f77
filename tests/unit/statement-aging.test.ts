/** The statement's aging buckets and "overdue", counted in lab calendar days (America/Los_Angeles). */
import { describe, expect, it } from 'vitest';
import { agingBucket, agingTotals, daysPastDue, isOverdue, lastMonth, monthRange, recentMonths } from '../../contract/statement.ts';

// Due on 2026-10-01 lab time (07:00 UTC is midnight PDT).
const due = '2026-10-01T19:00:00.000Z';
const at = (labDay: string, time = '12:00:00') => new Date(new Date(`${labDay}T${time}-08:00`).toISOString());

describe('aging buckets', () => {
  it('counts whole lab days past the due day', () => {
    expect(daysPastDue(due, at('2026-09-30'))).toBe(-1);
    expect(daysPastDue(due, at('2026-10-01'))).toBe(0);
    expect(daysPastDue(due, at('2026-10-02'))).toBe(1);
  });

  it('puts each boundary in its bucket: 0 current, 1 and 30, 31 and 60, 61 and 90, 91', () => {
    const cases: [string, string][] = [
      ['2026-09-15', 'current'], ['2026-10-01', 'current'], ['2026-10-02', '1-30'], ['2026-10-31', '1-30'],
      ['2026-11-01', '31-60'], ['2026-11-30', '31-60'], ['2026-12-01', '61-90'], ['2026-12-30', '61-90'], ['2026-12-31', 'over-90'], ['2027-06-01', 'over-90'],
    ];
    for (const [day, bucket] of cases) expect(agingBucket(due, at(day)), day).toBe(bucket);
  });

  it('uses the lab day, not the UTC day: late evening in California is still the due day', () => {
    // 2026-10-01 23:30 PDT is 2026-10-02 06:30 UTC
    expect(agingBucket(due, new Date('2026-10-02T06:30:00Z'))).toBe('current');
    expect(agingBucket(due, new Date('2026-10-02T07:30:00Z'))).toBe('1-30');
  });

  it('sums amounts per bucket, every bucket present', () => {
    const now = at('2026-11-15');
    const totals = agingTotals([
      { dueAt: '2026-11-20T08:00:00Z', amountDue: 100 },
      { dueAt: '2026-11-10T08:00:00Z', amountDue: 250 },
      { dueAt: '2026-09-01T08:00:00Z', amountDue: 1000 },
      { dueAt: '2026-01-01T08:00:00Z', amountDue: 7 },
    ], now);
    expect(totals).toEqual({ current: 100, '1-30': 250, '31-60': 0, '61-90': 1000, 'over-90': 7 });
  });
});

describe('overdue', () => {
  it('is an unpaid invoice after its due day; paid or pending ones never are', () => {
    expect(isOverdue({ status: 'UNPAID', dueAt: due }, at('2026-10-01'))).toBe(false);
    expect(isOverdue({ status: 'UNPAID', dueAt: due }, at('2026-10-02'))).toBe(true);
    expect(isOverdue({ status: 'PAID', dueAt: due }, at('2026-12-02'))).toBe(false);
    expect(isOverdue({ status: 'PENDING', dueAt: due }, at('2026-12-02'))).toBe(false);
  });
});

describe('statement months', () => {
  it('defaults to the last whole lab month, also on the first evening of a month in UTC', () => {
    expect(lastMonth(new Date('2026-12-01T03:00:00Z'))).toBe('2026-10'); // still 30 November in California
    expect(lastMonth(new Date('2026-12-01T09:00:00Z'))).toBe('2026-11');
    expect(lastMonth(new Date('2026-01-10T12:00:00Z'))).toBe('2025-12');
    expect(recentMonths(new Date('2026-03-10T12:00:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('spans a lab month in UTC instants', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01T07:00:00.000Z', to: '2026-12-01T08:00:00.000Z' });
  });
});
