/**
 * The pricing display rule of document 1 §5, as a pure function: when the first-tier fee is
 * 1 dollar or more the three tiers show; below 1, a fee of -1 means "see description for
 * pricing" and anything else (0, missing) "contact us for pricing". Fees are dollars.
 */
export type PriceDisplay =
  | { kind: 'tiers'; tiers: { key: 'one' | 'twoToTen' | 'elevenPlus'; amount: string | null }[] }
  | { kind: 'see-description' }
  | { kind: 'contact-us' };

/** "$95.00"; a tier that is itself below 1 (not priced) gives null, shown as contact-us. */
export function formatDollars(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 1) return null;
  return `$${amount.toFixed(2)}`;
}

export function priceDisplay(fees: { feeOne: number; feeTwoToTen: number; feeElevenPlus: number }): PriceDisplay {
  if (!(fees.feeOne >= 1)) return fees.feeOne === -1 ? { kind: 'see-description' } : { kind: 'contact-us' };
  return {
    kind: 'tiers',
    tiers: [
      { key: 'one', amount: formatDollars(fees.feeOne) },
      { key: 'twoToTen', amount: formatDollars(fees.feeTwoToTen) },
      { key: 'elevenPlus', amount: formatDollars(fees.feeElevenPlus) },
    ],
  };
}
