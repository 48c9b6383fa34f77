/** The user-settings forms' schemas: the server's validation (user-settings.server.ts); zod stays out of the browser. */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/auth.ts';

const required = { error: 'field-error-required' };
/** Digits with the usual separators and an optional extension; at least 7 digits. */
const PHONE = /^\+?[\d\s().-]{7,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'userSettings.tooLong')
    .optional()
    .transform((v) => v || null);

export const profileSchema = z.object({
  intent: z.literal('profile'),
  firstname: z.string(required).trim().min(1, required).max(100, 'userSettings.tooLong'),
  lastname: z.string(required).trim().min(1, required).max(100, 'userSettings.tooLong'),
  phone: optionalText(40).refine((v) => v === null || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7), 'userSettings.phoneInvalid'),
  jobTitle: optionalText(100),
});

export const passwordSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z.string(required).min(1, required).max(PASSWORD_MAX, 'userSettings.currentWrong'),
    password: z.string(required).min(PASSWORD_MIN, 'auth.errors.passwordLength').max(PASSWORD_MAX, 'auth.errors.passwordLength'),
    confirmPassword: z.string({ error: 'auth.errors.confirmPassword' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'auth.errors.passwordsDiffer' });
