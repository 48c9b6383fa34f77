/** The agreement re-sign form's schema (resign-form.tsx): the server's validation (results.server.ts); zod stays out of the browser. */
import { z } from 'zod';
import { requiredText } from './form-schema.ts';
import { RESIGN_LIMITS } from '../../contract/clients.ts';

/** The provider's limits (contract/portal.ts), mirrored by `maxLength`. */
export const resignSchema = z.object({
  intent: z.literal('resign'),
  authorise: z.literal('on', { error: 'resign.authoriseRequired' }),
  jobTitle: requiredText(RESIGN_LIMITS.jobTitle),
  firstname: requiredText(RESIGN_LIMITS.firstname),
  lastname: requiredText(RESIGN_LIMITS.lastname),
  acceptTerms: z.literal('on', { error: 'resign.termsMessage' }),
});
