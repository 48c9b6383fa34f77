/**
 * Lab report access codes: derived, never stored.
 *
 * A report's access code is an HMAC-SHA256 of its report number under the provider's
 * `reportCodeSecret`, written as 8 characters of an alphabet without look-alikes (no I, O, 0,
 * 1: 32 symbols, 40 bits). The database holds no code at all, neither in clear nor hashed: the
 * PDF computes it to print it for the client, verification computes it again and compares in
 * constant time. Without the secret, a copy of the database (or a backup) gives no code, and a
 * code cannot be guessed from a report number; online guessing is limited by
 * routes/report-verification.ts (10 wrong codes per report, 30 per address, per 15 minutes).
 *
 * Why not a stored keyed hash shown once: the client downloads its lab report PDF as often as
 * it likes, and each copy must carry the code a buyer types in; a code shown once could not be
 * printed on the second copy. The price of deriving: changing the secret changes every code,
 * so codes printed on earlier PDFs stop verifying (docs/decisions.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;

/** The secret's own key, from SESSION_SECRET when no REPORT_CODE_SECRET is configured. */
export function deriveReportCodeSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('vinlab:lab-report-access-codes:v1').digest('base64url');
}

export function reportAccessCode(secret: string, reportNumber: string): string {
  const mac = createHmac('sha256', secret).update(`lab-report:${reportNumber}`).digest();
  let code = '';
  // 5 bits per character from the first 5 bytes (40 bits).
  let bits = 0;
  let value = 0;
  for (const byte of mac) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < ACCESS_CODE_LENGTH) {
      bits -= 5;
      code += ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
    if (code.length === ACCESS_CODE_LENGTH) break;
  }
  return code;
}

/**
 * Whether `typed` is the report's code: spaces and dashes ignored, any case (a buyer reads it off
 * paper), compared in constant time.
 */
export function isReportAccessCode(secret: string, reportNumber: string, typed: string): boolean {
  const given = Buffer.from(typed.replace(/[\s-]+/g, '').toUpperCase().slice(0, 64));
  const expected = Buffer.from(reportAccessCode(secret, reportNumber));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
