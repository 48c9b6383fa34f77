import { describe, expect, it } from 'vitest';
import { formatDollars, priceDisplay } from '../../contract/pricing.ts';
import { feeCell } from '../../provider/services/fee-schedule.ts';

describe('pricing display (document 1 §5)', () => {
  it('shows the three tiers when the first-tier fee is 1 dollar or more', () => {
    expect(priceDisplay({ feeOne: 95, feeTwoToTen: 86, feeElevenPlus: 76 })).toEqual({
      kind: 'tiers',
      tiers: [
        { key: 'one', amount: '$95.00' },
        { key: 'twoToTen', amount: '$86.00' },
        { key: 'elevenPlus', amount: '$76.00' },
      ],
    });
    expect(priceDisplay({ feeOne: 1, feeTwoToTen: 1, feeElevenPlus: 1 }).kind).toBe('tiers');
  });

  it('shows "see description" for a fee of -1 below the first tier', () => {
    expect(priceDisplay({ feeOne: -1, feeTwoToTen: -1, feeElevenPlus: -1 })).toEqual({ kind: 'see-description' });
  });

  it('shows "contact us" for any other first-tier fee below 1', () => {
    for (const fee of [0, 0.5, -2, Number.NaN]) expect(priceDisplay({ feeOne: fee, feeTwoToTen: 10, feeElevenPlus: 9 })).toEqual({ kind: 'contact-us' });
  });

  it('leaves an unpriced later tier to "contact us" (null amount)', () => {
    const shown = priceDisplay({ feeOne: 20, feeTwoToTen: 0, feeElevenPlus: 15.5 });
    expect(shown.kind === 'tiers' && shown.tiers.map((t) => t.amount)).toEqual(['$20.00', null, '$15.50']);
    expect(formatDollars(0.99)).toBeNull();
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('prints the same rule in the fee-schedule PDF (cents there)', () => {
    expect(feeCell(9500, 9500)).toBe('$95.00');
    expect(feeCell(-100, -100)).toBe('See description');
    expect(feeCell(0, 0)).toBe('Contact us');
    expect(feeCell(8600, -100)).toBe('Contact us');
  });
});
