/**
 * The schemas of the sign-in, sign-up, invitation and password forms: shared by the route
 * modules (conform's client-side check) and their `*.server.ts` actions. Messages are
 * translation keys.
 */
import { z } from 'zod';

const firstname = z.string({ error: 'auth.errors.firstname' }).trim().min(1, 'auth.errors.firstname').max(100);
const lastname = z.string({ error: 'auth.errors.lastname' }).trim().min(1, 'auth.errors.lastname').max(100);
const phone = z.string().trim().max(40).optional();
const email = z.string({ error: 'required-email' }).trim().max(254).pipe(z.email('email-error-invalid-format'));
const newPassword = {
  password: z.string({ error: 'required-password' }).min(8, 'auth.errors.passwordLength').max(128, 'auth.errors.passwordLength'),
  confirmPassword: z.string({ error: 'auth.errors.confirmPassword' }),
};
const same = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const differ = { path: ['confirmPassword'], message: 'auth.errors.passwordsDiffer' };

export const loginSchema = z.object({
  email: z.string({ error: 'required-email' }).trim().min(1, 'required-email').max(254),
  password: z.string({ error: 'required-password' }).min(1, 'required-password').max(128),
  redirectTo: z.string().optional(),
});

export const signupSchema = z.object({ firstname, lastname, email, phone, ...newPassword }).refine(same, differ);

export const invitationSchema = z.object({ firstname, lastname, phone, ...newPassword }).refine(same, differ);

export const resetPasswordSchema = z.object(newPassword).refine(same, differ);

/** One e-mail address: the reset request and the new-customer question. */
export const emailSchema = z.object({ email });
