/**
 * Two-factor sign-in (TOTP, RFC 6238) and what it keeps at rest.
 *
 * - The rule: a 6-digit HOTP (SHA-1) of the 30-second time step; a code of the current step or
 *   one step either side is accepted, and only for a step later than the last one accepted for
 *   the user (`lastStep`), so a code that was used, or an older one, cannot be played again. The
 *   step is claimed with one conditional UPDATE, so of two nodes given the same code one wins.
 * - The secret is stored encrypted with AES-256-GCM under a key derived (HKDF) from the
 *   provider's `twoFactorSecret` for this purpose only, bound to its user (the user id is the
 *   additional data: a ciphertext copied to another row does not open).
 * - Recovery codes (12 symbols of a 32-letter alphabet, 60 bits) are stored as HMAC-SHA256
 *   under a second derived key: a copy of the database alone cannot test guesses offline.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateHOTP, verifyHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_DRIFT_STEPS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '../../contract/two-factor.ts';

/** The RFC 6238 time step of a moment (ms since the epoch). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one time step (for tests and the journeys' stand-in authenticator). */
export function totpCodeAt(key: Uint8Array, nowMs: number): string {
  return generateHOTP(key, BigInt(totpStep(nowMs)), TOTP_DIGITS);
}

/**
 * The time step `code` is right for, within the drift window and later than `lastStep`, or null
 * (wrong, too old, or already used).
 */
export function matchTotp(key: Uint8Array, code: string, nowMs: number, lastStep: number | null): number | null {
  const now = totpStep(nowMs);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/** A fresh 160-bit secret (RFC 4226's recommended length), as raw bytes. */
export function newTotpKey(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

export const encodeSecret = (key: Uint8Array) => encodeBase32NoPadding(key);
export const decodeSecret = (secret: string) => decodeBase32IgnorePadding(secret.replace(/\s/g, '').toUpperCase());

/** The URI authenticator apps read from the QR code. */
export function otpauthUri(email: string, key: Uint8Array): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
  const params = new URLSearchParams({ secret: encodeSecret(key), issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** The feature's key from SESSION_SECRET when no TWO_FACTOR_SECRET is configured (never SESSION_SECRET itself). */
export function deriveTwoFactorSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('vinlab:two-factor:v1').digest('base64url');
}

const keys = new Map<string, { encryption: Buffer; recovery: Buffer }>();
/** The two keys of this feature, each derived for its one purpose. */
function keysOf(secret: string) {
  let k = keys.get(secret);
  if (!k) {
    k = {
      encryption: Buffer.from(hkdfSync('sha256', secret, 'vinlab-two-factor', 'totp secret aes-256-gcm v1', 32)),
      recovery: Buffer.from(hkdfSync('sha256', secret, 'vinlab-two-factor', 'recovery code hmac-sha256 v1', 32)),
    };
    keys.set(secret, k);
  }
  return k;
}

const VERSION = 'v1';
const aad = (userId: number) => Buffer.from(`two-factor:${userId}`);

/** Encrypts a TOTP key for the database: `v1.` + base64url(iv ‖ ciphertext ‖ tag). */
export function sealTotpKey(serverSecret: string, userId: number, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keysOf(serverSecret).encryption, iv);
  cipher.setAAD(aad(userId));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The TOTP key of a stored value; throws when it does not open (another server secret, tampered). */
export function openTotpKey(serverSecret: string, userId: number, sealed: string): Uint8Array {
  if (!sealed.startsWith(`${VERSION}.`)) throw new Error('unknown two-factor secret format');
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keysOf(serverSecret).encryption, raw.subarray(0, 12));
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]));
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten fresh recovery codes, as shown: `XXXX-XXXX-XXXX`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
  });
}

/** The stored form of a recovery code (typed with or without dashes, any case). */
export function hashRecoveryCode(serverSecret: string, userId: number, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', keysOf(serverSecret).recovery).update(`${userId}:${normal}`).digest('hex');
}
