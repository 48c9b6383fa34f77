/** Contract of the contact forms: the lab's (document 1 §3) and the soil service's (document 3 §3). */
import { z } from 'zod';

/** POST /contact/send_message (document 1 §3: name, email, phone, message). */
export const contactMessage = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  email: z.email('email is not valid').max(254),
  phone: z.string().trim().max(40).optional().nullable(),
  message: z.string().trim().min(1, 'message is required').max(10_000),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactAnswer = z.object({ success: z.literal(true) });

/** POST /terramea/contact_ets (document 3 §3: name, email, message, phone). */
export const soilContact = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  email: z.email('email is not valid').max(254),
  phone: z.string().trim().min(1, 'phone is required').max(40),
  message: z.string().trim().min(1, 'message is required').max(10_000),
});
export type SoilContact = z.infer<typeof soilContact>;
