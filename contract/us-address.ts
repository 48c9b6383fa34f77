/**
 * The United States rules of an address (document 2 §5), written once for the provider, the
 * app's servers and the browser: a state from the 50 by abbreviation, a ###-###-#### phone and a
 * five-digit postal code. Elsewhere the state, phone and postal code are free text. This module
 * carries no zod, so the browser bundle of a page with a phone field stays small.
 */

export const UNITED_STATES = 'United States';

export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI',
  'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
  'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];
/** A US phone as stored and shown: ###-###-####. */
export const US_PHONE = /^\d{3}-\d{3}-\d{4}$/;
export const US_POSTAL = /^\d{5}$/;

/**
 * Applies the ###-###-#### mask to whatever digits were typed. Eleven digits starting with 1 are
 * the country code and the number ("+1 707 555 0134", "1-707-555-0134"): the 1 is dropped, so the
 * number keeps its last digit instead of losing it. The browser masks while the user types and the
 * servers mask again, so nothing depends on the browser.
 */
export function maskUsPhone(value: string): string {
  const d = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').slice(0, 10);
  return d.length > 6 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
}

/** A US rule an address can break; also the name of the field it is about. */
export type UsAddressRule = 'state' | 'phone' | 'postalCode';

/**
 * The US rules the values break, in form order. Empty values are not checked: a missing value is
 * the required rule's to report. The phone is checked after the mask (it is stored masked).
 */
export function brokenUsRules(v: { state?: string | null; phone?: string | null; postalCode?: string | null }): UsAddressRule[] {
  const broken: UsAddressRule[] = [];
  if (v.state && !US_STATES.includes(v.state)) broken.push('state');
  if (v.phone && !US_PHONE.test(maskUsPhone(v.phone))) broken.push('phone');
  if (v.postalCode && !US_POSTAL.test(v.postalCode)) broken.push('postalCode');
  return broken;
}
