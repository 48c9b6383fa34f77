/** The agreement re-sign form's schema: resign-form.tsx checks with it in the browser, the action (results.server.ts) again. */
import { z } from 'zod';
import { requiredText } from './form-schema.ts';
import { RESIGN_LIMITS } from '../../contract/clients.ts';

/** The provider's limits (contract/clients.ts), mirrored by `maxLength`. */
export const resignSchema = z.object({
  intent: z.literal('resign'),
  authorise: z.literal('on', { error: 'resign.authoriseRequired' }),
  jobTitle: requiredText(RESIGN_LIMITS.jobTitle),
  firstname: requiredText(RESIGN_LIMITS.firstname),
  lastname: requiredText(RESIGN_LIMITS.lastname),
  acceptTerms: z.literal('on', { error: 'resign.termsMessage' }),
});
