/**
 * Two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, one step of drift either
 * way): the calls of the set-up page and of the sign-in's second step, shared by the app and the
 * provider. The secret travels only to its owner's set-up page while the set-up is pending;
 * recovery codes only once, in the answer that made them.
 */
import { z } from 'zod';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** steps of clock drift accepted either side of the current one */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** what authenticator apps show above the account name */
export const TOTP_ISSUER = 'Vinlab';
/** how long the sign-in's second step may take after a correct password */
export const SIGN_IN_TICKET_MINUTES = 5;

/** A typed code: spaces and dashes people type are dropped. */
export const totpCode = z.string().max(20).transform((s) => s.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{6}$/, 'A code is 6 digits'));
export const recoveryCode = z.string().max(40).transform((s) => s.replace(/[\s-]/g, '').toUpperCase()).pipe(z.string().regex(/^[A-Z2-9]{12}$/, 'A recovery code is 12 letters and digits'));

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** a set-up started and not yet confirmed: what the page shows to scan or type */
  pending: z.object({ secret: z.string(), uri: z.string() }).nullable(),
  /** the clients of the user that require two-factor sign-in (names) */
  requiredBy: z.array(z.string()),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const enableTwoFactorBody = z.object({ code: totpCode });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const regenerateBody = z.object({ code: totpCode });
/** Turning it off asks for the password or a current code. */
export const disableTwoFactorBody = z.union([z.object({ password: z.string().min(1).max(128) }), z.object({ code: totpCode })]);

/** POST /login/two_factor.json: the ticket the password step gave, and a code or a recovery code. */
export const secondFactorBody = z.object({
  ticket: z.string().min(16).max(200),
  code: totpCode.optional(),
  recoveryCode: recoveryCode.optional(),
  device: z.string().max(200).optional(),
}).refine((b) => !!b.code !== !!b.recoveryCode, 'Give either a code or a recovery code');

/** The password step's answer when a code is still needed (no session yet). */
export const twoFactorChallenge = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** The client's switch (client settings). */
export const requireTwoFactorBody = z.object({ required: z.boolean() }).strict();
export const requireTwoFactorResponse = z.object({ required: z.boolean(), canChange: z.boolean() });

/** The 403 a client's call answers to a member without two-factor sign-in while the client requires it. */
export const TWO_FACTOR_REQUIRED_REFUSAL = 'This client requires two-factor sign-in. Set it up in your user settings to continue.';

/** A secret grouped in fours for typing (authenticator apps ignore the spaces). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
