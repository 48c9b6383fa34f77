/**
 * The order-supplies shipping form's labels and shared pieces: used by the page
 * (the saved-address prefill) and by its server code (order-supplies.server.ts); the schema,
 * the server's validation, is in order-supplies.schema.server.ts.
 */
import { SUPPLY_REQUEST_LIMITS } from '../../../contract/supplies.ts';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../ui/address-options.ts';

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

