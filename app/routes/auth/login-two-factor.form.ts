/**
 * The sign-in's second step: its schemas (a 6-digit code, or a recovery code) and labels. The page
 * checks with them in the browser (conform) and the action (login-two-factor.server.ts) checks with
 * the same ones. Messages are translation keys.
 */
import { z } from 'zod';

/** Field name → label key, so a field's messages name it. */
export const LABELS = { code: 'twoFactor.fields.code', recoveryCode: 'twoFactor.fields.recoveryCode' };

const clean = (s: string) => s.replace(/[\s-]/g, '');
export const codeSchema = z.object({
  code: z.string({ error: 'twoFactor.errors.codeRequired' }).transform(clean).pipe(z.string().regex(/^\d{6}$/, 'twoFactor.errors.codeFormat')),
});
export const recoverySchema = z.object({
  recoveryCode: z.string({ error: 'twoFactor.errors.recoveryRequired' }).transform((s) => clean(s).toUpperCase()).pipe(z.string().regex(/^[A-Z2-9]{12}$/, 'twoFactor.errors.recoveryFormat')),
});
