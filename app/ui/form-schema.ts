/**
 * Zod pieces shared by the portal's forms. A field's own messages: required
 * (`field-error-required`, naming the field) and too long (`field-error-too-long`, naming the
 * field and its limit). The limit travels in the message as `field-error-too-long|{max}`;
 * `useFormErrors` (form.tsx, by `readMessage` of i18n/message.ts) splits it off for the translation.
 *
 * Why not `z.string({ error: 'field-error-required' })`: in zod 4 a schema-level error is the
 * fallback of every check, so `.max()` without its own message said "is required".
 */
import { z } from 'zod';
import { ADDRESS_LIMITS } from '../../contract/addresses.ts';
import { brokenUsRules, maskUsPhone } from '../../contract/us-address.ts';
import { COUNTRIES, UNITED_STATES } from './address-options.ts';

export const required = { error: 'field-error-required' };
export const tooLong = (max: number) => ({ error: `field-error-too-long|${max}` });

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) => z.string(required).trim().min(1, required).max(max, tooLong(max));
/** An optional, trimmed text of at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

/**
 * Runs a refinement even when other fields failed, so format errors (US state, phone, postal
 * code) show in the same round as the missing fields instead of after them. The refinement
 * sees the raw object and must check each value it reads.
 */
export const always = { when: () => true };

/** The translation key of a broken US rule, by the form's section: `newClient.postalInvalid`. */
const RULE_KEYS = { state: 'stateInvalid', phone: 'phoneInvalid', postalCode: 'postalInvalid' } as const;

/**
 * The US rules of an address form (contract/us-address.ts), as one refinement that runs with the
 * required checks (`always`): a state from the list (free text elsewhere), ###-###-#### phones
 * and five-digit postal codes. Only values that are present are checked for format; a missing
 * one already has its required message. `section` names the messages (`newClient`, `supplies`).
 * The form sends the state as a select (`state`) for the United States and as text
 * (`stateText`) elsewhere; the one that fits the country is read.
 */
export function regionChecks(raw: Record<string, unknown>, ctx: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void }, section: string) {
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string).trim() : '');
  const country = str('country');
  if (!COUNTRIES.includes(country)) return;
  const us = country === UNITED_STATES;
  const state = us ? str('state') : str('stateText');
  if (!state) ctx.addIssue({ code: 'custom', message: 'field-error-required', path: [us ? 'state' : 'stateText'] });
  if (!us) return;
  for (const rule of brokenUsRules({ state, phone: str('phone'), postalCode: str('postalCode') })) {
    ctx.addIssue({ code: 'custom', message: `${section}.${RULE_KEYS[rule]}`, path: [rule] });
  }
}

/**
 * The fields of an address form that the US rules read (document 2 §5): street, city, the country
 * from the list, the state as a US select (`state`) or as text elsewhere (`stateText`), postal code
 * and phone. With `regionChecks` and `regionValue`.
 */
export const addressFormFields = {
  street_1: requiredText(ADDRESS_LIMITS.street_1),
  city: requiredText(ADDRESS_LIMITS.city),
  country: z.string(required).refine((v) => COUNTRIES.includes(v), required),
  state: optionalText(ADDRESS_LIMITS.state),
  stateText: optionalText(ADDRESS_LIMITS.state),
  postalCode: requiredText(ADDRESS_LIMITS.postalCode),
  phone: requiredText(ADDRESS_LIMITS.phone),
};

/** The address as the provider takes it: the state from the field that fits the country, a US phone masked. */
export function regionValue<T extends { country: string; state?: string; stateText?: string; phone: string }>(v: T): Omit<T, 'state' | 'stateText'> & { state: string } {
  const { state, stateText, ...rest } = v;
  const us = v.country === UNITED_STATES;
  return { ...rest, state: (us ? state : stateText) ?? '', phone: us ? maskUsPhone(v.phone) : v.phone };
}
