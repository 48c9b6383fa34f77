/**
 * A client's addresses (document 2 §3, §5, §7): the list, add, edit and delete calls,
 * the address rules the provider enforces (required fields; for the United States a state from
 * the 50, a ###-###-#### phone and a ##### postal code; free text elsewhere) and the country
 * spellings it normalises ("USA", "U.S.", "United States of America" are "United States").
 */
import { z } from 'zod';
import { idValue } from './params.ts';

export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI',
  'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
  'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];
export const US_PHONE = /^\d{3}-\d{3}-\d{4}$/;
export const US_POSTAL = /^\d{5}$/;
export const UNITED_STATES = 'United States';

/**
 * Field lengths of an address: the provider enforces them here, the app's forms mirror them
 * (`maxLength` and the same zod limits).
 */
export const ADDRESS_LIMITS = { street_1: 200, street_2: 200, city: 120, state: 80, country: 80, postalCode: 20, phone: 40, label: 120, notes: 1000 } as const;

/** Other spellings of countries people type, by their lower-cased, dot-less form. */
const COUNTRY_SPELLINGS: Record<string, string> = {
  us: UNITED_STATES, usa: UNITED_STATES, 'u s': UNITED_STATES, 'u s a': UNITED_STATES, 'united states of america': UNITED_STATES, america: UNITED_STATES,
  'united states': UNITED_STATES, ca: 'Canada', can: 'Canada', canada: 'Canada', uk: 'United Kingdom', gb: 'United Kingdom', 'great britain': 'United Kingdom',
  england: 'United Kingdom', 'united kingdom': 'United Kingdom', deutschland: 'Germany', de: 'Germany', germany: 'Germany', france: 'France', fr: 'France',
  italia: 'Italy', espana: 'Spain', 'españa': 'Spain', 'new zealand': 'New Zealand', nz: 'New Zealand', australia: 'Australia', au: 'Australia', mexico: 'Mexico', 'méxico': 'Mexico',
};

/** The one spelling of a country: known variants mapped, anything else trimmed with single spaces. */
export function normaliseCountry(value: string): string {
  const plain = value.trim().replace(/\s+/g, ' ');
  const key = plain.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  return COUNTRY_SPELLINGS[key] ?? plain;
}

/** Applies the ###-###-#### mask to whatever digits were typed. */
export function maskUsPhone(value: string): string {
  const d = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').slice(0, 10);
  return d.length > 6 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
}

/** Field-level refusals of the address rules (the app shows its own translated messages). */
export const ADDRESS_REFUSALS = {
  state: 'state must be one of the 50 US states by abbreviation',
  phone: 'phone must be ###-###-#### in the United States',
  postalCode: 'postalCode must be ##### in the United States',
  primaryDelete: 'A primary address cannot be deleted: make another address primary first.',
  primaryUnset: 'A primary address can only be replaced: make another address primary instead.',
  primaryMailingFlag: 'The primary mailing address must receive mail.',
  primaryShippingFlag: 'The primary shipping address must accept shipments and cannot be a PO box.',
  notFound: 'No such address for this client.',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));
const L = ADDRESS_LIMITS;

const addressFields = {
  label: optionalText(L.label),
  street_1: text(L.street_1),
  street_2: optionalText(L.street_2),
  city: text(L.city),
  state: text(L.state),
  country: text(L.country).transform(normaliseCountry),
  postalCode: text(L.postalCode),
  phone: text(L.phone),
  notes: optionalText(L.notes),
  mailing: z.boolean().optional(),
  shipping: z.boolean().optional(),
  invoices: z.boolean().optional(),
  reports: z.boolean().optional(),
  primaryMailing: z.boolean().optional(),
  primaryShipping: z.boolean().optional(),
};

type Fields = { country: string; state: string; phone: string; postalCode: string };
/** The US rules, after the country is normalised; the phone is stored masked. */
function usRules<T extends Fields>(v: T, ctx: z.RefinementCtx): T {
  if (v.country !== UNITED_STATES) return v;
  const state = v.state.toUpperCase();
  if (!US_STATES.includes(state)) ctx.addIssue({ code: 'custom', message: ADDRESS_REFUSALS.state, path: ['state'] });
  const phone = maskUsPhone(v.phone);
  if (!US_PHONE.test(phone)) ctx.addIssue({ code: 'custom', message: ADDRESS_REFUSALS.phone, path: ['phone'] });
  if (!US_POSTAL.test(v.postalCode)) ctx.addIssue({ code: 'custom', message: ADDRESS_REFUSALS.postalCode, path: ['postalCode'] });
  return { ...v, state, phone };
}

/** POST /addresses.json */
export const addressCreateBody = z.object({ clientId: idValue, ...addressFields }).transform(usRules);
/** PUT /addresses/{id}.json: the whole address (the form sends every field). */
export const addressUpdateBody = z.object(addressFields).transform(usRules);
export type AddressInput = z.infer<typeof addressUpdateBody>;

export const clientAddress = z.object({
  id: z.number(),
  clientId: z.number(),
  label: z.string().nullable(),
  street_1: z.string(),
  street_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  primary: z.boolean(),
  mailing: z.boolean(),
  shipping: z.boolean(),
  invoices: z.boolean(),
  reports: z.boolean(),
  primaryMailing: z.boolean(),
  primaryShipping: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientAddress = z.infer<typeof clientAddress>;
export const clientAddressesResponse = z.object({ data: z.array(clientAddress), canChange: z.boolean() });
export const clientAddressResponse = clientAddress;
/** The answer to POST /addresses.json as the new-client form reads it: the part of the address it shows. */
export const addressResponse = clientAddress.pick({
  id: true, clientId: true, label: true, street_1: true, street_2: true, city: true, state: true, country: true, postalCode: true, phone: true, primary: true, mailing: true,
});
