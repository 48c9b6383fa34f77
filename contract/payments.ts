/**
 * Paying invoices (document 3 §3, §4, §5, §7 "Billing" and "Payment methods and autopay"):
 * payment orders, payments, saved payment methods (card and ACH) and autopay. Requests and responses; the
 * app parses every answer with these schemas. Money in the API is dollars (contract/billing.ts).
 *
 * Card and bank account numbers only ever travel in a request body to the provider, which hands
 * them to the gateway and keeps the token, the brand and the last four digits.
 */
import { z } from 'zod';
import { cardBrand, luhnValid, routingNumberValid } from './payment-rules.ts';

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'] as const;
export const ACH_TYPES = ['PERSONAL', 'BUSINESS'] as const;
/** ACH type → its Nacha standard entry class code (document 3 §4) */
export const ACH_CODES = { PERSONAL: 'PPD', BUSINESS: 'CCD' } as const;
export const ACH_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export const AUTOPAY_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const AUTOPAY_STATES = ['ACTIVE', 'INACTIVE'] as const;
/** Most invoices one order may pay (ours: a month of a busy client's batches). */
export const MAX_PAYMENT_ORDER_INVOICES = 50;

/**
 * The ACH authorisation the user ticks (Nacha requires the debit to be authorised and the
 * authorisation kept). The text and its version are recorded with the method, with who and when.
 */
export const ACH_AGREEMENT_VERSION = '2026-11-26';
export const ACH_AGREEMENT_TEXT =
  'I authorize Vinlab Analytical Laboratories to electronically debit the bank account above for the invoices I select or that autopay pays, ' +
  'and, if necessary, to electronically credit the account to correct erroneous debits. This authorization remains in effect until I delete ' +
  'this payment method. (General ACH agreement) I confirm that I may authorize debits on this account, and for a business account that the ' +
  'debit is a corporate (CCD) entry under the Nacha rules. (Business ACH agreement)';

/** Countries equal to common United States spellings, or empty, are normalised to United States (document 3 §5). */
const US_SPELLINGS = new Set(['', 'us', 'usa', 'u.s.', 'u.s.a.', 'u s', 'u s a', 'united states', 'united states of america', 'america', 'the united states', 'the united states of america', 'vereinigte staaten']);
export function normalizeCountry(raw: string | null | undefined): string {
  const v = (raw ?? '').trim();
  return US_SPELLINGS.has(v.toLowerCase().replace(/\s+/g, ' ')) ? 'United States' : v;
}

export const paymentMethod = z.object({
  id: z.number(),
  type: z.enum(['CARD', 'ACH']),
  /** card brand, or CHECKING / SAVINGS */
  accountType: z.string(),
  achType: z.string().nullable(),
  lastFour: z.string(),
  cardExpMonth: z.number().nullable(),
  cardExpYear: z.number().nullable(),
  userPid: z.string().nullable(),
  /** the owner's name (who added it) */
  owner: z.string(),
  clientCode: z.string(),
  // No vaultId (the specification lists one): the gateway's token stays on the server, where
  // charges are made; no page needs it, and every billing member would receive it.
  paymentUserId: z.number(),
  address: z.object({ street_1: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable(), postalCode: z.string().nullable(), country: z.string().nullable() }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** autopay pays with it: it cannot be deleted */
  usedByAutopay: z.boolean(),
  /**
   * the client's usual method, pre-selected to pay with: autopay's, else the one the client's
   * latest successful payment used, else the oldest saved (never merely the newest)
   */
  usual: z.boolean().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodsResponse = z.object({ data: z.array(paymentMethod) });

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** POST payment_methods.json, a card: paymentObject + billingAddress (document 3 §7). */
export const cardBody = z.object({
  paymentObject: z.object({
    type: z.literal('CARD'),
    number: z.string().transform(digits).pipe(z.string().regex(/^\d{12,19}$/, 'number must be 12 to 19 digits')),
    expiryMonth: z.coerce.number().int().min(1, 'expiryMonth must be 1 to 12').max(12, 'expiryMonth must be 1 to 12'),
    expiryYear: z.coerce.number().int().min(2000).max(2100),
    firstName: z.string().trim().min(1, 'firstName is required').max(80),
    lastName: z.string().trim().min(1, 'lastName is required').max(80),
  }),
  billingAddress: z.object({
    street_1: z.string().trim().min(1, 'street_1 is required').max(120),
    city: z.string().trim().min(1, 'city is required').max(80),
    state: z.string().trim().min(1, 'state is required').max(80),
    postalCode: z.string().trim().min(1, 'postalCode is required').max(20),
    country: z.string().trim().max(80).optional().transform(normalizeCountry),
  }),
});

/** POST payment_methods.json, a bank account (ACH). Both agreements must be accepted. */
export const achBody = z.object({
  paymentObject: z.object({
    type: z.literal('ACH'),
    routingNumber: z.string().transform(digits).pipe(z.string().regex(/^\d{9}$/, 'routingNumber must be 9 digits')),
    accountNumber: z.string().transform(digits).pipe(z.string().regex(/^\d{4,17}$/, 'accountNumber must be 4 to 17 digits')),
    achAccountType: z.enum(ACH_ACCOUNT_TYPES),
    achType: z.enum(ACH_TYPES),
    firstName: z.string().trim().max(80).optional(),
    lastName: z.string().trim().max(80).optional(),
    generalAchAgreement: z.literal(true, { message: 'generalAchAgreement must be accepted' }),
    businessAchAgreement: z.literal(true, { message: 'businessAchAgreement must be accepted' }),
    /** the version of the agreement text the user saw */
    agreementVersion: z.literal(ACH_AGREEMENT_VERSION, { message: 'agreementVersion is not the current agreement' }),
  }),
});
/** A card or an ACH account, told apart by paymentObject.type (so the messages are those of the one meant). */
export const paymentMethodBody = z.unknown().transform((v, ctx): z.infer<typeof cardBody> | z.infer<typeof achBody> => {
  const schema = (v as { paymentObject?: { type?: unknown } } | null)?.paymentObject?.type === 'ACH' ? achBody : cardBody;
  const r = schema.safeParse(v);
  if (r.success) return r.data;
  for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
  return z.NEVER;
});
export type PaymentMethodBody = z.infer<typeof paymentMethodBody>;

/** POST /orders.json (document 3 §7): order { userPid, clientCode, lineItemsAttributes }; idempotencyKey is ours. */
export const paymentOrderBody = z.object({
  order: z.object({
    userPid: z.string().min(1).max(64),
    clientCode: z.string().trim().min(1).max(40),
    lineItemsAttributes: z
      .array(
        z.object({
          invoiceNumber: z.string().trim().min(1).max(40),
          batchNumber: z.number().int().nullable().optional(),
          docType: z.string().max(40).optional(),
          /** dollars, as the list showed it: a price that no longer matches the invoice is refused */
          price: z.number().nonnegative(),
        }),
      )
      .min(1, 'at least one invoice is required')
      .max(MAX_PAYMENT_ORDER_INVOICES, `at most ${MAX_PAYMENT_ORDER_INVOICES} invoices per order`),
    /** the key of the form that creates the order: the same key twice answers the same order */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, 'idempotencyKey must be 16 to 80 letters, digits, - or _'),
  }),
});
export type PaymentOrderBody = z.infer<typeof paymentOrderBody>;

export const PAYMENT_ORDER_STATES = ['created', 'processing', 'successful', 'pending', 'failed'] as const;
export const FAILURE_CODES = ['declined', 'insufficient_funds', 'timeout', 'ach_return', 'invalid', 'not_payable'] as const;

export const paymentOrder = z.object({
  id: z.number(),
  orderNumber: z.string(),
  clientCode: z.string(),
  /** dollars */
  orderTotal: z.number(),
  state: z.enum(PAYMENT_ORDER_STATES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  lineItems: z.array(z.object({ invoiceNumber: z.string(), batchNumber: z.number().nullable(), docType: z.string(), price: z.number() })),
  paymentCard: z.object({ type: z.enum(['CARD', 'ACH']), accountType: z.string(), lastFour: z.string() }).nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** POST /order/{orderId}/payments/{paymentMethodId}.json answers a state (document 3 §4). */
export const paymentResponse = z.object({
  /** successful: paid; pending: an ACH debit awaiting settlement; processing: another request is paying it; failed: nothing charged */
  state: z.enum(['successful', 'pending', 'processing', 'failed']),
  order: paymentOrder,
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const scheduledPayment = z.object({
  frequency: z.enum(AUTOPAY_FREQUENCIES).nullable(),
  state: z.enum(AUTOPAY_STATES),
  userPid: z.string().nullable(),
  paymentObjectId: z.number().nullable(),
  nextRunAt: z.string().nullable(),
  runs: z.array(z.object({ dueAt: z.string(), state: z.string(), orderNumber: z.string().nullable(), message: z.string().nullable() })),
  /** autopay ended because its payer (or the method's owner) lost the client's billing right: when, why, who; null otherwise */
  ended: z.object({ at: z.string(), reason: z.string(), payer: z.string() }).nullable().optional(),
});
export type ScheduledPayment = z.infer<typeof scheduledPayment>;

/** POST /clients/{clientCode}/scheduled_payment.json: frequency and payment object are required (document 3 §5). */
export const scheduledPaymentBody = z.object({
  frequency: z.enum(AUTOPAY_FREQUENCIES, { message: 'frequency must be DAILY, WEEKLY or MONTHLY' }),
  state: z.enum(AUTOPAY_STATES),
  userPid: z.string().max(64).optional(),
  paymentObjectId: z.number().int().positive({ message: 'paymentObjectId is required' }),
});
export type ScheduledPaymentBody = z.infer<typeof scheduledPaymentBody>;

// ─── the portal's forms (messages are the portal's translation keys) ───────────

const required = (field: string) => z.string({ error: `payments.required.${field}` }).trim().min(1, `payments.required.${field}`);
/** A refinement that runs even when a field failed, so every message shows at once. */
const always = { when: () => true };

const expired = (now: Date, year: number, month: number) => year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

/**
 * The add-a-card form (document 3 §3, §5): every field required; Luhn and brand; the expiry not
 * in the past (`now`: the server's clock, which the page passes on so the browser checks the same).
 */
export function cardForm(now: Date) {
  return z
    .object({
      number: required('number')
        .transform(digits)
        .superRefine((v, ctx) => {
          if (!luhnValid(v)) ctx.addIssue({ code: 'custom', message: 'payments.errors.cardNumber' });
          else if (!cardBrand(v)) ctx.addIssue({ code: 'custom', message: 'payments.errors.cardBrand' });
        }),
      expiryMonth: required('expiryMonth').pipe(z.coerce.number<string>().int().min(1).max(12)),
      expiryYear: required('expiryYear').pipe(z.coerce.number<string>().int().min(2000).max(2100)),
      firstName: required('firstName').pipe(z.string().max(80)),
      lastName: required('lastName').pipe(z.string().max(80)),
      street: required('street').pipe(z.string().max(120)),
      city: required('city').pipe(z.string().max(80)),
      state: required('state').pipe(z.string().max(80)),
      // document 3 §5: empty or a common spelling of the United States becomes United States
      country: z.string().optional().transform(normalizeCountry).pipe(z.string().max(80)),
      zip: required('zip').pipe(z.string().max(20)),
    })
    .superRefine((v, ctx) => {
      // the expiry is the object's check: said with the other messages, unless the year has its own
      if (ctx.issues.some((i) => i.path?.[0] === 'expiryYear')) return;
      const [month, year] = [Number(v.expiryMonth), Number(v.expiryYear)];
      if (year && month && expired(now, year, month)) ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: 'payments.errors.expired' });
    }, always);
}

/** The add-a-bank-account form (document 3 §5): routing (ABA checksum), account and its confirmation equal, both agreements ticked. */
export const achForm = z
  .object({
    routingNumber: required('routingNumber').transform(digits).refine(routingNumberValid, 'payments.errors.routingNumber'),
    accountNumber: required('accountNumber').transform(digits).refine((v) => /^\d{4,17}$/.test(v), 'payments.errors.accountNumber'),
    confirmAccountNumber: required('confirmAccountNumber').transform(digits),
    achAccountType: z.enum(ACH_ACCOUNT_TYPES, { error: 'payments.required.achAccountType' }),
    achType: z.enum(ACH_TYPES, { error: 'payments.required.achType' }),
    generalAchAgreement: z.literal('on', { error: 'payments.errors.mustBeChecked' }),
    businessAchAgreement: z.literal('on', { error: 'payments.errors.mustBeChecked' }),
  })
  .superRefine((v, ctx) => {
    const [account, confirm] = [digits(v.accountNumber ?? ''), digits(v.confirmAccountNumber ?? '')];
    if (account && confirm && account !== confirm) ctx.addIssue({ code: 'custom', path: ['confirmAccountNumber'], message: 'payments.errors.accountMatch' });
  }, always);

/** The autopay form: a saved method, a frequency and on or off. */
export const autopayForm = z.object({
  paymentObjectId: required('paymentObjectId').pipe(z.coerce.number<string>().int().positive()),
  frequency: z.enum(AUTOPAY_FREQUENCIES, { error: 'payments.required.frequency' }),
  state: z.enum(AUTOPAY_STATES, { error: 'payments.required.autopayState' }),
});
