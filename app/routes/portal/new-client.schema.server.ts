/** The new-client form's schema: the server's validation (new-client.server.ts); zod stays out of the browser. */
import { z } from 'zod';
import { BUSINESS_TYPES, CLIENT_LIMITS, isOneLine } from '../../../contract/clients.ts';
import { addressFormFields, always, regionChecks, regionValue, required, requiredText } from '../../ui/form-schema.ts';

/**
 * Document 2 §5: every field required; US masks and state select; validated on submit. The
 * provider's limits (contract/portal.ts) are mirrored by `maxLength`; the US format checks run
 * in the same round as the required ones.
 */
export const schema = z
  .object({
    // One line of plain text (the provider refuses line breaks: the name goes into mail subjects).
    name: requiredText(CLIENT_LIMITS.name).refine(isOneLine, { error: 'teamMail.oneLine' }),
    officialBusinessName: requiredText(CLIENT_LIMITS.officialBusinessName).refine(isOneLine, { error: 'teamMail.oneLine' }),
    businessType: z.enum(BUSINESS_TYPES, required),
    ...addressFormFields,
    jobTitle: requiredText(CLIENT_LIMITS.jobTitle),
    acceptTerms: z.literal('on', { error: 'newClient.termsRequired' }),
  })
  .superRefine((raw, ctx) => regionChecks(raw, ctx, 'newClient'), always)
  .transform(regionValue);
