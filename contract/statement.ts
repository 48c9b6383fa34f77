/**
 * The statement of account (billing): aging of open invoices, overdue, and the statement month.
 * Pure functions on the lab's calendar (America/Los_Angeles), shared by the provider (the PDF, the
 * monthly mail) and the app (the invoice list's due dates), so both count days the same way.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { LAB_ZONE, labToday } from './lab-time.ts';

/** The aging buckets, in the order a statement prints them. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Whole lab calendar days from the due day to the day of `now` (0 on the due day, negative before it). */
export function daysPastDue(dueAt: string, now: Date): number {
  const due = DateTime.fromISO(dueAt, { zone: 'utc' }).setZone(LAB_ZONE).startOf('day');
  const today = DateTime.fromISO(labToday(now), { zone: LAB_ZONE }).startOf('day');
  return Math.round(today.diff(due, 'days').days);
}

/** The bucket of an open invoice: current until its due day has passed, then by days past due. */
export function agingBucket(dueAt: string, now: Date): AgingBucket {
  const days = daysPastDue(dueAt, now);
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return 'over-90';
}

/** An invoice is overdue when it is still unpaid the day after its due day (lab time). */
export function isOverdue(i: { status: string; dueAt: string }, now: Date): boolean {
  return i.status === 'UNPAID' && daysPastDue(i.dueAt, now) > 0;
}

/** Sums amounts (cents) per bucket; every bucket present, zero when empty. */
export function agingTotals(invoices: { dueAt: string; amountDue: number }[], now: Date): Record<AgingBucket, number> {
  const totals = Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<AgingBucket, number>;
  for (const i of invoices) totals[agingBucket(i.dueAt, now)] += i.amountDue;
  return totals;
}

/** A statement month, yyyy-MM. */
export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'billing.statementMonthInvalid');

export const statementQuery = z.object({ month: statementMonth.optional() });

/** The month before the lab's current one (the default period: the last whole month). */
export function lastMonth(now: Date): string {
  return DateTime.fromJSDate(now).setZone(LAB_ZONE).startOf('month').minus({ months: 1 }).toFormat('yyyy-MM');
}

/** The UTC instants a lab month starts and the next one starts (exclusive end). */
export function monthRange(month: string): { from: string; to: string } {
  const start = DateTime.fromISO(`${month}-01`, { zone: LAB_ZONE }).startOf('month');
  return { from: start.toUTC().toISO()!, to: start.plus({ months: 1 }).toUTC().toISO()! };
}

/** "November 2026" */
export function monthTitle(month: string, locale = 'en-US'): string {
  return DateTime.fromISO(`${month}-01`, { zone: LAB_ZONE }).setLocale(locale).toFormat('LLLL yyyy');
}

/** The statement's file name. */
export function statementFileName(clientCode: string, month: string): string {
  return `statement-${clientCode}-${month}.pdf`.replace(/[^\w.-]/g, '_');
}

/** The months a statement can be asked for on the page: the last whole month first, then the n−1 before it. */
export function recentMonths(now: Date, n = 12): string[] {
  const start = DateTime.fromJSDate(now).setZone(LAB_ZONE).startOf('month');
  return Array.from({ length: n }, (_, i) => start.minus({ months: i + 1 }).toFormat('yyyy-MM'));
}
