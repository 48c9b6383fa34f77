/**
 * How money is written, on both sides (pages, PDFs, e-mails, CSV, the processor's API). The
 * database keeps integer cents; the API answers dollars (contract/billing.ts `dollars`).
 *
 * - `formatCents`: what a person reads: US dollars with thousands separators and two decimals,
 *   whatever the reader's language (document 3 §5), a minus sign before the dollar sign.
 * - `decimalAmount`: what a program reads (a CSV cell, Authorize.Net's `amount`): plain
 *   decimal dollars with two decimals, no sign of currency, no separators.
 *
 * Both work in integer cents, so no binary fraction ever shows up as a stray cent.
 */

/** "$1,234.50" from cents; "-$12.00" below zero. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,234.50" from dollars (an amount as the API answers it). */
export const formatUsd = (dollars: number): string => formatCents(Math.round(dollars * 100));

/** "1234.50" from cents; "-12.00" below zero. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
