/**
 * The TOTP rule (RFC 6238, SHA-1, 6 digits, 30-second steps): the RFC's test vectors, the drift
 * window of one step either way, and no replay of a step already used.
 */
import { describe, expect, it } from 'vitest';
import { generateHOTP } from '@oslojs/otp';
import { decodeSecret, encodeSecret, hashRecoveryCode, matchTotp, newRecoveryCodes, openTotpKey, otpauthUri, sealTotpKey, totpCodeAt, totpStep } from '../../provider/services/two-factor.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; 8-digit codes there.
const KEY = new TextEncoder().encode('12345678901234567890');
const VECTORS: [seconds: number, code8: string][] = [
  [59, '94287082'], [1111111109, '07081804'], [1111111111, '14050471'], [1234567890, '89005924'], [2000000000, '69279037'], [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (8 digits), and their last 6 digits as 6-digit codes', () => {
    for (const [seconds, code8] of VECTORS) {
      expect(generateHOTP(KEY, BigInt(totpStep(seconds * 1000)), 8)).toBe(code8);
      expect(totpCodeAt(KEY, seconds * 1000)).toBe(code8.slice(2));
    }
  });

  it('accepts the current step and one step either side, not two', () => {
    const now = 1111111111_000;
    const step = totpStep(now);
    expect(matchTotp(KEY, totpCodeAt(KEY, now), now, null)).toBe(step);
    expect(matchTotp(KEY, totpCodeAt(KEY, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(KEY, totpCodeAt(KEY, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(KEY, totpCodeAt(KEY, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(KEY, totpCodeAt(KEY, now + 60_000), now, null)).toBeNull();
    expect(matchTotp(KEY, '12345', now, null)).toBeNull();
  });

  it('refuses a step already used, or an earlier one (no replay)', () => {
    const now = 1234567890_000;
    const step = totpStep(now);
    const code = totpCodeAt(KEY, now);
    expect(matchTotp(KEY, code, now, step - 1)).toBe(step);
    expect(matchTotp(KEY, code, now, step)).toBeNull();
    expect(matchTotp(KEY, totpCodeAt(KEY, now - 30_000), now, step)).toBeNull();
    expect(matchTotp(KEY, totpCodeAt(KEY, now + 30_000), now, step)).toBe(step + 1);
  });

  it('seals the secret for one user under the server secret, and builds the authenticator URI', () => {
    const sealed = sealTotpKey('server-secret-0123456789abcdefghijkl', 7, KEY);
    expect(sealed).not.toContain(encodeSecret(KEY));
    expect(openTotpKey('server-secret-0123456789abcdefghijkl', 7, sealed)).toEqual(KEY);
    expect(() => openTotpKey('server-secret-0123456789abcdefghijkl', 8, sealed)).toThrow();
    expect(() => openTotpKey('another-secret-0123456789abcdefghijk', 7, sealed)).toThrow();
    expect(decodeSecret(encodeSecret(KEY).toLowerCase())).toEqual(KEY);
    expect(otpauthUri('ann@example.com', KEY)).toBe(`otpauth://totp/Vinlab:ann%40example.com?secret=${encodeSecret(KEY)}&issuer=Vinlab&algorithm=SHA1&digits=6&period=30`);
  });

  it('makes ten distinct recovery codes, hashed alike however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const h = hashRecoveryCode('s'.repeat(40), 1, codes[0]);
    expect(hashRecoveryCode('s'.repeat(40), 1, codes[0].replace(/-/g, '').toLowerCase())).toBe(h);
    expect(hashRecoveryCode('s'.repeat(40), 2, codes[0])).not.toBe(h);
  });
});
