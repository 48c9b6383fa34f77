/**
 * Card and bank-account number rules shared by the app (form checks) and the provider (the
 * authority): Luhn, the card brand by its prefix, the ABA routing checksum. Pure, no Node imports.
 */

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER';

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand | null {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMERICAN_EXPRESS';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DISCOVER';
  return null;
}

/** ABA routing number checksum (3-7-1 weights). */
export function routingNumberValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = routing.split('').map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}
