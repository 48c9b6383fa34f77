/**
 * The user-settings forms' schemas and labels: the page checks with the schemas in the browser
 * (conform) and the action (user-settings.server.ts) checks with the same ones. Messages are
 * translation keys.
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/auth.ts';

/** Field name → label key, so field-error-required and tooLong name the field. */
export const LABELS = {
  firstname: 'userSettings.firstname', lastname: 'userSettings.lastname', phone: 'userSettings.phone', jobTitle: 'userSettings.jobTitle',
  currentPassword: 'userSettings.currentPassword', password: 'userSettings.newPassword', confirmPassword: 'userSettings.confirmPassword',
};

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

/** How the user receives each client's reports and invoices by e-mail (one select per client). */
export const deliveriesSchema = z.object({
  intent: z.literal('deliveries'),
  modes: z.array(z.object({ clientId: z.coerce.number().int().positive(), mode: z.enum(['pdf', 'link', 'digest', 'none'], { error: 'userSettings.deliveries.invalid' }) })).max(200),
});
