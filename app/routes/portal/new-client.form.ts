/**
 * The new-client form's schema, labels and limits: the page checks with the schema in the browser
 * (conform) and the action (new-client.server.ts) checks with the same one. Messages are
 * translation keys.
 */
import { ADDRESS_LIMITS } from '../../../contract/addresses.ts';
import { z } from 'zod';
import { BUSINESS_TYPES, CLIENT_LIMITS, isOneLine } from '../../../contract/clients.ts';
import { addressFormFields, always, regionChecks, regionValue, required, requiredText } from '../../ui/form-schema.ts';

/** Field name → label key: field-error-required names the field ("Company operating name is required"). */
export const LABELS = {
  name: 'newClient.name', officialBusinessName: 'newClient.officialBusinessName', businessType: 'newClient.businessType', street_1: 'newClient.street',
  city: 'newClient.city', country: 'newClient.country', state: 'newClient.state', stateText: 'newClient.state', postalCode: 'newClient.postalCode',
  phone: 'newClient.phone', jobTitle: 'newClient.jobTitle',
};
export const A = ADDRESS_LIMITS;

/**
 * Document 2 §5: every field required; US masks and state select; validated on submit. The
 * provider's limits (contract/portal.ts) are mirrored by `maxLength`; the US format checks run
 * in the same round as the required ones, so one submit names every problem.
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
