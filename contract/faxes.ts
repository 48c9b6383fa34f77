/**
 * A client's fax numbers (document 2 §3 "Fax", §7 "faxes"). The specification names the
 * calls, not the fields; we keep a number, a label and what it receives (reports, invoices).
 *
 * Numbers are parsed with libphonenumber-js (the library the field uses), read as a United States
 * number when typed without a country code, and stored in E.164 ("+17075550199"). Decisions where
 * the specification is silent: a fax receives at least one of reports and invoices (a number that
 * receives nothing is not a fax of the lab's), and one number is listed once per client.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { FAX_LIMITS } from './fax-limits.ts';
import { idValue } from './params.ts';

export { FAX_LIMITS };

export const FAX_REFUSALS = {
  number: 'number must be a fax number with its area code (and its country code outside the United States)',
  receives: 'A fax number receives reports, invoices or both.',
  duplicate: 'This fax number is already listed for the client.',
  notFound: 'No such fax number for this client.',
} as const;

/** The E.164 form of a typed number (US when no country code is given), or null when it is not a number. */
export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), 'US');
  return parsed?.isValid() ? parsed.number : null;
}

/** How a stored number is shown: national for the United States, international elsewhere. */
export function displayFax(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

const faxFields = {
  number: z
    .string()
    .trim()
    .min(1)
    .max(FAX_LIMITS.number)
    .transform((v, ctx) => {
      const e164 = toE164(v);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: FAX_REFUSALS.number });
        return z.NEVER;
      }
      return e164;
    }),
  label: z.string().trim().max(FAX_LIMITS.label).nullish().transform((v) => (v ? v : null)),
  invoices: z.boolean(),
  reports: z.boolean(),
};

const receivesSomething = (f: { invoices: boolean; reports: boolean }) => f.invoices || f.reports;

export const faxUpdateBody = z.object(faxFields).strict().refine(receivesSomething, { message: FAX_REFUSALS.receives, path: ['reports'] });
export const faxCreateBody = z
  .object({ clientId: idValue, ...faxFields })
  .strict()
  .refine(receivesSomething, { message: FAX_REFUSALS.receives, path: ['reports'] });

export const clientFax = z.object({ id: z.number(), number: z.string(), label: z.string().nullable(), invoices: z.boolean(), reports: z.boolean() });
export type ClientFax = z.infer<typeof clientFax>;
export const clientFaxesResponse = z.object({ data: z.array(clientFax), canChange: z.boolean() });
