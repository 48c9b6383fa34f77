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

// ─── Order pricing ───────────────────────────────────────────────────────────

export type Tier = 'one' | 'twoToTen' | 'elevenPlus';

/**
 * The price tier an order reaches for one analysis (document 1 §5 "price tiers": 1 sample;
 * 2 to 10 samples each; 11 or more samples each): `count` is the number of samples of the order
 * that carry that analysis, so tiers are counted per analysis across the whole order.
 */
export function tierFor(count: number): Tier {
  return count >= 11 ? 'elevenPlus' : count >= 2 ? 'twoToTen' : 'one';
}

export interface FeesInCents {
  /** cents; -100 is the catalogue's "see description" (its fee of -1) */
  feeOne: number;
  feeTwoToTen: number;
  feeElevenPlus: number;
}

export type LinePrice = { kind: 'price'; tier: Tier; cents: number } | { kind: 'see-description' } | { kind: 'contact-us' };

/**
 * One order line's price at the tier the order reaches, by the catalogue's own display rule
 * (`priceDisplay`): a line the catalogue shows as "see description" or "contact us" has no
 * amount and is left out of the total; a tier below 1 dollar is "contact us", as on the catalogue.
 */
export function linePrice(fees: FeesInCents, count: number): LinePrice {
  const shown = priceDisplay({ feeOne: fees.feeOne / 100, feeTwoToTen: fees.feeTwoToTen / 100, feeElevenPlus: fees.feeElevenPlus / 100 });
  if (shown.kind !== 'tiers') return { kind: shown.kind };
  const tier = tierFor(count);
  if (!shown.tiers.find((t) => t.key === tier)?.amount) return { kind: 'contact-us' };
  const cents = tier === 'one' ? fees.feeOne : tier === 'twoToTen' ? fees.feeTwoToTen : fees.feeElevenPlus;
  return { kind: 'price', tier, cents: Math.round(cents) };
}

/** "$1,234.50" from integer cents (order lines and totals). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
