/**
 * The order-supplies shipping form's schema, labels and shared pieces: the page checks with the
 * schema in the browser (conform) and the action (order-supplies.server.ts) checks with the same
 * one; the saved-address prefill is used by both. Messages are translation keys.
 */
import { z } from 'zod';
import { SUPPLY_REQUEST_LIMITS } from '../../../../contract/supplies.ts';
import { COUNTRIES, DEFAULT_COUNTRY, maskUsPhone } from '../../../ui/address-options.ts';
import { always, optionalText, regionChecks, required, requiredText } from '../../../ui/form-schema.ts';

/**
 * Field name → label key, so field-error-required names the field. The original named the
 * last-name field for street_1 (document 2 §5, an apparent defect): here it names the street.
 */
export const LABELS = {
  firstname: 'supplies.firstname', lastname: 'supplies.lastname', street_1: 'supplies.street1', street_2: 'supplies.street2', city: 'supplies.city',
  country: 'supplies.country', state: 'supplies.state', stateText: 'supplies.state', postalCode: 'supplies.postalCode', phone: 'supplies.phone',
  email: 'supplies.email',
};
export const L = SUPPLY_REQUEST_LIMITS;

export const quantityQuery = (q: Record<string, number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/**
 * The address fields of the shipping form from a saved address (none: empty, the default
 * country). The loader prefills with it, and the browser fills the form with the same values
 * when a saved address is chosen, so both ways give one result.
 */
export function addressPrefill(a: { street_1: string; street_2: string | null; city: string; state: string; country: string; postalCode: string; phone: string | null } | null) {
  const us = !a || a.country === 'United States';
  return {
    street_1: a?.street_1 ?? '', street_2: a?.street_2 ?? '', city: a?.city ?? '', country: a && COUNTRIES.includes(a.country) ? a.country : DEFAULT_COUNTRY,
    state: us ? (a?.state ?? '') : '', stateText: us ? '' : (a?.state ?? ''), postalCode: a?.postalCode ?? '', phone: a?.phone ?? '',
  };
}

export type Step0Error = 'supplies.noItems' | 'supplies.quantityInvalid' | 'supplies.placedNotFound' | null;

/**
 * Document 2 §5: every field but street_2 required; a valid e-mail; US state select and masks,
 * free-text state elsewhere. The provider's limits are mirrored (`maxLength`), and the format
 * checks come in the same round as the required ones, so one submit names every problem.
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
