/** The fax form's limits, in a module of their own so the browser bundle need not carry the phone-number library (contract/faxes.ts). */
export const FAX_LIMITS = { number: 40, label: 60 } as const;
