/** The new-client form's schema: the server's validation (new-client.server.ts); zod stays out of the browser. */
import { z } from 'zod';
import { BUSINESS_TYPES, CLIENT_LIMITS, isOneLine } from '../../../contract/clients.ts';
import { COUNTRIES, maskUsPhone } from '../../ui/address-options.ts';
import { always, optionalText, regionChecks, required, requiredText } from '../../ui/form-schema.ts';
import { A } from './new-client.form.ts';

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
    street_1: requiredText(A.street_1),
    city: requiredText(A.city),
    country: z.string(required).refine((v) => COUNTRIES.includes(v), required),
    state: optionalText(A.state),
    stateText: optionalText(A.state),
    postalCode: requiredText(A.postalCode),
    phone: requiredText(A.phone),
    jobTitle: requiredText(CLIENT_LIMITS.jobTitle),
    acceptTerms: z.literal('on', { error: 'newClient.termsRequired' }),
  })
  .superRefine((raw, ctx) => regionChecks(raw, ctx, 'newClient'), always)
  .transform((v) => {
    const us = v.country === 'United States';
    return { ...v, state: (us ? v.state : v.stateText) ?? '', phone: us ? maskUsPhone(v.phone) : v.phone };
  });
