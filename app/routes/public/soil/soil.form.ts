/**
 * The soil get-started form's schema: the page checks with it in the browser (conform) and the
 * action (soil.server.ts) again. Messages are translation keys.
 */
import { z } from 'zod';

export const soilSchema = z.object({
  name: z.string({ error: 'soil.errors.name' }).trim().min(1, 'soil.errors.name').max(200),
  email: z.string({ error: 'soil.errors.email' }).trim().min(1, 'soil.errors.email').max(254).pipe(z.email({ error: 'soil.errors.emailFormat' })),
  phone: z.string({ error: 'soil.errors.phone' }).trim().min(1, 'soil.errors.phone').max(40),
  message: z.string({ error: 'soil.errors.message' }).trim().min(1, 'soil.errors.message').max(5000),
});
