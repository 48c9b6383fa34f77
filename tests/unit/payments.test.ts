/** Payment rules: the total, the selection across pages, countries, autopay due times, test numbers. */
import { describe, expect, it } from 'vitest';
import { paymentTotalOf } from '../../app/ui/make-payment.tsx';
import { decodeRow, encodeRow } from '../../app/models/payment-selection.ts';
import { mergeSelection } from '../../app/models/payments.server.ts';
import { normalizeCountry } from '../../contract/payments.ts';
import { firstDueAfter, nextDue } from '../../provider/services/autopay.ts';
import { SANDBOX_CARDS, cardBrand, luhnValid } from '../../provider/services/gateway.ts';

describe('payment total (document 3 §5)', () => {
  it('strips a dollar sign and a trailing .00, then sums exactly', () => {
    expect(paymentTotalOf(['$1,234.00', '$0.10', '$0.20'])).toBe(123430);
    expect(paymentTotalOf(['$12.5', '7'])).toBe(1950);
    expect(paymentTotalOf([])).toBe(0);
  });
});

describe('the selection kept across pages', () => {
  const row = (n: string, c: number) => encodeRow({ invoiceNumber: n, price: c, batchNumber: 12, financeCharge: false });
  it('replaces the ticks of the posted page and keeps the others', () => {
    const before = [decodeRow(row('A', 100))!, decodeRow(row('B', 200))!];
    const after = mergeSelection(before, [row('B', 200), row('C', 300)], ['C']);
    expect(after.map((l) => l.invoiceNumber)).toEqual(['A', 'C']);
    expect(mergeSelection(after, [row('A', 100)], ['A', 'A']).map((l) => l.invoiceNumber)).toEqual(['C', 'A']);
  });
  it('ignores malformed rows and ticks of rows not on the page', () => {
    expect(decodeRow('A:1:2:X')).toBeNull();
    expect(decodeRow('A;drop:1::I')).toBeNull();
    expect(mergeSelection([], ['junk'], ['junk', 'Z'])).toEqual([]);
    expect(decodeRow(row('F-1', 5))).toEqual({ invoiceNumber: 'F-1', price: 5, batchNumber: 12, financeCharge: false });
  });
});

describe('countries (document 3 §5)', () => {
  it('normalises common United States spellings and empty to United States', () => {
    for (const v of ['', '  ', 'US', 'usa', 'U.S.A.', 'United States of America', 'united  states', undefined, null]) expect(normalizeCountry(v)).toBe('United States');
    expect(normalizeCountry('Canada')).toBe('Canada');
  });
});

describe('autopay due times (lab time, 06:00)', () => {
  it('starts the next day at 06:00 Pacific and steps by the frequency', () => {
    expect(firstDueAfter(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22T14:00:00.000Z');
    // before 06:00 Pacific: the same day
    expect(firstDueAfter(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T14:00:00.000Z');
    expect(nextDue('2026-11-22T14:00:00.000Z', 'DAILY')).toBe('2026-11-23T14:00:00.000Z');
    expect(nextDue('2026-11-22T14:00:00.000Z', 'WEEKLY')).toBe('2026-11-29T14:00:00.000Z');
    expect(nextDue('2026-01-31T14:00:00.000Z', 'MONTHLY')).toBe('2026-02-28T14:00:00.000Z');
    // across the change to daylight time, still 06:00 in the lab
    expect(nextDue('2026-03-07T14:00:00.000Z', 'DAILY')).toBe('2026-03-08T13:00:00.000Z');
  });
});

describe('sandbox test numbers', () => {
  it('are valid Visa numbers, so they are vaulted and fail only when charged', () => {
    for (const n of Object.values(SANDBOX_CARDS)) {
      expect(luhnValid(n), n).toBe(true);
      expect(cardBrand(n)).toBe('VISA');
    }
  });
});
