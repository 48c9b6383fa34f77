/**
 * The contact forms' schemas (/contact-us and an analysis's contact form, document 1 §5):
 * first name, last name, e-mail, contact number and the text are all required
 * (field-error-required); the e-mail must be valid (email-error-invalid-format). The pages check
 * with them in the browser (conform), their actions again.
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

/** /contact-us and /contact: the fields and a note. */
export const contactPageSchema = z.object({ ...contactFields, note: contactText });

/**
 * An analysis's contact form: the fields and a message (the provider gets name = first + last).
 * The recorded defect of the original (the note showed the first name's error) is fixed: every
 * field shows its own error.
 */
export const analysisContactSchema = z.object({ ...contactFields, message: contactText });
