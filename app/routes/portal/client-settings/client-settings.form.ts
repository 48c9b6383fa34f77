/**
 * The client settings forms' schemas and labels, shared by the page (the browser checks a form
 * before sending it) and the action (client-settings.server.ts parses the same schemas). Built
 * from the contract's limits and US rules (contract/addresses.ts, contract/us-address.ts via
 * regionChecks); the fax number's own check (libphonenumber-js) runs on the server only, so the
 * browser bundle does not carry the phone-number library.
 */
import { z } from 'zod';
import { ADDRESS_LIMITS } from '../../../../contract/addresses.ts';
import { FAX_LIMITS } from '../../../../contract/fax-limits.ts';
import { BUSINESS_TYPES, CLIENT_LIMITS, isOneLine } from '../../../../contract/clients.ts';
import { BLOCK_LIMITS } from '../../../../contract/harvest.ts';
import { addressFormFields, always, optionalText, regionChecks, regionValue, required, requiredText } from '../../../ui/form-schema.ts';

export const PATH = '/dashboard/client-settings';
const A = ADDRESS_LIMITS;

/** Field name → label key, so `field-error-required` and `field-error-too-long` name the field. */
export const LABELS = {
  label: 'clientSettings.label', street_1: 'clientSettings.street1', street_2: 'clientSettings.street2', city: 'clientSettings.city',
  country: 'clientSettings.country', state: 'clientSettings.state', stateText: 'clientSettings.state', postalCode: 'clientSettings.postalCode',
  phone: 'clientSettings.phone', notes: 'clientSettings.notes', number: 'clientSettings.faxNumber',
  name: 'clientSettings.name', officialBusinessName: 'clientSettings.officialBusinessName', businessType: 'clientSettings.businessType',
};

/** The block form's fields: its `name` is the block's, not the client's (the summary uses these when a block form failed). */
export const BLOCK_LABELS = { ...LABELS, name: 'harvest.blockName', vineyard: 'harvest.vineyard', varietal: 'harvest.varietal' };

/** A checkbox or switch: on when sent. */
const flag = z.boolean().optional().transform((v) => v === true);

/**
 * The address form (document 2 §5): required fields, the US state select, phone and postal
 * code rules in the same round as the required ones, free text elsewhere. Its value is the body
 * the provider takes (the state from the field that fits the country, the US phone masked).
 */
export const addressSchema = z
  .object({
    label: optionalText(A.label),
    ...addressFormFields,
    street_2: optionalText(A.street_2),
    notes: optionalText(A.notes),
    mailing: flag,
    shipping: flag,
    invoices: flag,
    reports: flag,
    primaryMailing: flag,
    primaryShipping: flag,
  })
  .superRefine((raw, ctx) => regionChecks(raw, ctx, 'clientSettings'), always)
  .transform(({ primaryMailing, primaryShipping, ...v }) => ({
    ...regionValue(v),
    label: v.label || null,
    street_2: v.street_2 || null,
    notes: v.notes || null,
    // Only a switch that is on is sent: a primary address stays primary until another takes its place.
    ...(primaryMailing ? { primaryMailing: true } : {}),
    ...(primaryShipping ? { primaryShipping: true } : {}),
  }));

/**
 * The fax form: a number (any usual spelling), a label, and what it receives (at least one of
 * reports and invoices; the message goes on the `receives` group). `validNumber` is the server's
 * check of the number (contract/faxes.ts toE164); the browser checks the rest.
 */
export function faxSchema(validNumber: (typed: string) => boolean = () => true) {
  return z
    .object({
      number: z
        .string(required)
        .trim()
        .min(1, required)
        .refine((v) => v.length <= FAX_LIMITS.number && validNumber(v), { error: 'clientSettings.faxInvalid' }),
      label: optionalText(FAX_LIMITS.label),
      invoices: flag,
      reports: flag,
    })
    .refine((f) => f.invoices || f.reports, { error: 'clientSettings.faxReceivesNothing', path: ['receives'], ...always })
    .transform((f) => ({ ...f, label: f.label || null }));
}

/** A confirmation (deleting an address or a fax number): nothing but the id, which the action reads. */
export const confirmSchema = z.object({});
/** The mailed-copies switches. */
export const mailedSchema = z.object({ mailedInvoices: flag, mailedReports: flag });
/** The client's two-factor requirement switch. */
export const twoFactorSchema = z.object({ requireTwoFactor: flag });

const oneLine = (max: number) => requiredText(max).refine(isOneLine, { error: 'clientSettings.oneLine' });

/** The client's information, which the laboratory (site administrators) corrects: the creation form's rules. */
export const infoSchema = z.object({
  name: oneLine(CLIENT_LIMITS.name),
  officialBusinessName: oneLine(CLIENT_LIMITS.officialBusinessName),
  businessType: z.enum(BUSINESS_TYPES, required),
});
/** An optional decimal of a block ("", or a number from `min` to `max`): null when left empty. */
const optionalDecimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,6}(\.\d{1,3})?$/.test(v) && Number(v) >= min && Number(v) <= max), { error: `harvest.numberRange|min=${min}&max=${max}` })
    .transform((v) => (v ? Number(v) : null));

/**
 * A vineyard block: its name, vineyard and varietal; acres and the harvest targets (target °Brix,
 * TA at most, the pH range) optional: left empty, the varietal's default applies (contract/harvest.ts).
 */
export const blockSchema = z
  .object({
    name: requiredText(BLOCK_LIMITS.name),
    vineyard: requiredText(BLOCK_LIMITS.vineyard),
    varietal: requiredText(BLOCK_LIMITS.varietal),
    acres: optionalDecimal(0.01, 100000),
    targetBrix: optionalDecimal(10, 35),
    taMax: optionalDecimal(2, 15),
    phMin: optionalDecimal(2.5, 4.5),
    phMax: optionalDecimal(2.5, 4.5),
  })
  // Checked in the same round as the other fields (`always`): the values may still be the typed text then.
  .refine((b) => {
    const n = (v: unknown) => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
    const low = n(b.phMin);
    const high = n(b.phMax);
    return low === null || high === null || low <= high;
  }, { error: 'harvest.phRange', path: ['phMin'], ...always });
