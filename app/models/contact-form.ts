/**
 * The contact forms' shared pieces (/contact-us and an analysis's contact form, document 1 §5):
 * first name, last name, e-mail, contact number and the text are all required
 * (field-error-required); the e-mail must be valid (email-error-invalid-format).
 */
import { z } from 'zod';

const required = { error: 'field-error-required' };
export const contactFields = {
  firstName: z.string(required).trim().min(1, required).max(100),
  lastName: z.string(required).trim().min(1, required).max(100),
  email: z.string(required).trim().min(1, required).max(254).pipe(z.email({ error: 'email-error-invalid-format' })),
  phone: z.string(required).trim().min(1, required).max(40),
};
/** The note or message itself. */
export const contactText = z.string(required).trim().min(1, required).max(5000);
