/**
 * The two-factor set-up forms' schemas and labels: the page checks with the schemas in the browser
 * (conform) and the action (two-factor.server.ts) checks with the same ones. Messages are
 * translation keys.
 */
import { z } from 'zod';

export const LABELS = { code: 'twoFactor.fields.code', password: 'twoFactor.fields.password' };

const code = z
  .string({ error: 'twoFactor.errors.codeRequired' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'twoFactor.errors.codeFormat'));

export const confirmSchema = z.object({ intent: z.literal('confirm'), code });
export const regenerateSchema = z.object({ intent: z.literal('regenerate'), code });
/** Turning it off: the password or a current code (either one). */
export const disableSchema = z
  .object({
    intent: z.literal('disable'),
    password: z.string().max(128).optional(),
    code: z.string().max(20).optional().transform((s) => s?.replace(/[\s-]/g, '') || undefined),
  })
  .superRefine((v, ctx) => {
    if (!v.password && !v.code) ctx.addIssue({ code: 'custom', path: ['password'], message: 'twoFactor.errors.proofRequired' });
    else if (!v.password && v.code && !/^\d{6}$/.test(v.code)) ctx.addIssue({ code: 'custom', path: ['code'], message: 'twoFactor.errors.codeFormat' });
  });
