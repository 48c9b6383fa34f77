import { describe, expect, it } from 'vitest';
import { decimalAmount, formatCents, formatUsd } from '../../contract/money.ts';

describe('money (one format on pages, PDFs and e-mails; one for CSV and the processor)', () => {
  it('formats cents as US dollars with thousands separators and two decimals', () => {
    expect(formatCents(9500)).toBe('$95.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatCents(-1200)).toBe('-$12.00');
    expect(formatCents(-5)).toBe('-$0.05');
  });

  it('formats dollars (as the API answers them) without a stray cent', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(19.99)).toBe('$19.99');
  });

  it('writes plain decimal dollars for programs (CSV, the processor)', () => {
    expect(decimalAmount(123456)).toBe('1234.56');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(-1200)).toBe('-12.00');
    expect(decimalAmount(1999.6)).toBe('20.00');
  });
});
