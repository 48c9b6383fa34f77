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
import { COUNTRIES, US_PHONE, US_POSTAL, US_STATES, maskUsPhone } from './address-options.ts';

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

/**
 * The US rules of an address form (document 2 §5), as one refinement that runs with the
 * required checks (`always`): a state from the list (free text elsewhere), ###-###-#### phones
 * and five-digit postal codes. Only values that are present are checked for format; a missing
 * one already has its required message. `section` names the messages (`newClient`, `supplies`).
 */
export function regionChecks(raw: Record<string, unknown>, ctx: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void }, section: string) {
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string).trim() : '');
  const country = str('country');
  if (!COUNTRIES.includes(country)) return;
  const us = country === 'United States';
  const state = us ? str('state') : str('stateText');
  if (!state) ctx.addIssue({ code: 'custom', message: 'field-error-required', path: [us ? 'state' : 'stateText'] });
  else if (us && !US_STATES.includes(state)) ctx.addIssue({ code: 'custom', message: `${section}.stateInvalid`, path: ['state'] });
  if (!us) return;
  const phone = str('phone');
  if (phone && !US_PHONE.test(maskUsPhone(phone))) ctx.addIssue({ code: 'custom', message: `${section}.phoneInvalid`, path: ['phone'] });
  const postal = str('postalCode');
  if (postal && !US_POSTAL.test(postal)) ctx.addIssue({ code: 'custom', message: `${section}.postalInvalid`, path: ['postalCode'] });
}
