/** The order-supplies shipping form's schema: the server's validation (order-supplies.server.ts); zod stays out of the browser. */
import { z } from 'zod';
import { COUNTRIES, maskUsPhone } from '../../ui/address-options.ts';
import { always, optionalText, regionChecks, required, requiredText } from '../../ui/form-schema.ts';
import { L } from './order-supplies.form.ts';

/**
 * Document 2 §5: every field but street_2 required; a valid e-mail; US state select and masks,
 * free-text state elsewhere. The provider's limits are mirrored (`maxLength`), and the format
 * checks come in the same round as the required ones.
 */
export const addressSchema = z
  .object({
    firstname: requiredText(L.firstname),
    lastname: requiredText(L.lastname),
    street_1: requiredText(L.street_1),
    street_2: optionalText(L.street_2),
    city: requiredText(L.city),
    country: z.string(required).refine((v) => COUNTRIES.includes(v), required),
    state: optionalText(L.state),
    stateText: optionalText(L.state),
    postalCode: requiredText(L.postalCode),
    phone: requiredText(L.phone),
    email: requiredText(L.email).pipe(z.email({ error: 'email-error-invalid-format' })),
  })
  .superRefine((raw, ctx) => regionChecks(raw, ctx, 'supplies'), always)
  .transform((v) => {
    const us = v.country === 'United States';
    return { ...v, street_2: v.street_2 ?? '', state: (us ? v.state : v.stateText) ?? '', phone: us ? maskUsPhone(v.phone) : v.phone };
  });
