/**
 * The payment methods page's server side (document 3 §2, §5, §7): the forms'
 * schemas (messages are translation keys), and the actions that add a card, add a bank account
 * and save autopay. Card and account numbers are never sent back into the page after an error.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { ClientSummary } from '../../../contract/auth.ts';
import { ACH_ACCOUNT_TYPES, ACH_AGREEMENT_VERSION, ACH_TYPES, AUTOPAY_FREQUENCIES, AUTOPAY_STATES, normalizeCountry } from '../../../contract/payments.ts';
import { cardBrand, luhnValid, routingNumberValid } from '../../../contract/payment-rules.ts';
import { servicesContext } from '../../context.ts';
import { addPaymentMethod, saveSchedule } from '../../models/payments.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { type SessionUser, flash, sessionContext } from '../../session.server.ts';

type Context = Readonly<RouterContextProvider>;
const PAGE = '/dashboard/billing/payment-methods';

const required = (field: string) => z.string({ error: `payments.required.${field}` }).trim().min(1, `payments.required.${field}`);
const digits = (v: string) => v.replace(/[\s-]/g, '');

/** The card form (document 3 §3, §5): every field required; Luhn and brand; expiry not in the past. */
export function cardSchema(now: Date) {
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
      const y = now.getUTCFullYear();
      if (v.expiryYear < y || (v.expiryYear === y && v.expiryMonth < now.getUTCMonth() + 1)) ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: 'payments.errors.expired' });
    });
}

/** The ACH form (document 3 §5): routing (ABA checksum), account and its confirmation equal, both agreements ticked. */
export const achSchema = z
  .object({
    routingNumber: required('routingNumber').transform(digits).refine(routingNumberValid, 'payments.errors.routingNumber'),
    accountNumber: required('accountNumber').transform(digits).refine((v) => /^\d{4,17}$/.test(v), 'payments.errors.accountNumber'),
    confirmAccountNumber: required('confirmAccountNumber').transform(digits),
    achAccountType: z.enum(ACH_ACCOUNT_TYPES, { error: 'payments.required.achAccountType' }),
    achType: z.enum(ACH_TYPES, { error: 'payments.required.achType' }),
    generalAchAgreement: z.literal('on', { error: 'payments.errors.mustBeChecked' }),
    businessAchAgreement: z.literal('on', { error: 'payments.errors.mustBeChecked' }),
  })
  // runs even when another field failed, so every message shows at once
  .superRefine((v, ctx) => {
    if (v.confirmAccountNumber !== v.accountNumber) ctx.addIssue({ code: 'custom', path: ['confirmAccountNumber'], message: 'payments.errors.accountMatch' });
  });

/** The ACH form's messages, all at once (zod skips an object's refinement when a field failed: the match is checked here too). */
export function checkAch(form: Record<string, string>) {
  const r = achSchema.safeParse(form);
  if (r.success) return r;
  const a = digits(form.accountNumber ?? '');
  const c = digits(form.confirmAccountNumber ?? '');
  if (a && c && a !== c && !r.error.issues.some((i) => i.path[0] === 'confirmAccountNumber')) {
    r.error.issues.push({ code: 'custom', path: ['confirmAccountNumber'], message: 'payments.errors.accountMatch', input: c } as z.core.$ZodIssue);
  }
  return r;
}

export const autopaySchema = z.object({
  paymentObjectId: required('paymentObjectId').pipe(z.coerce.number<string>().int().positive()),
  frequency: z.enum(AUTOPAY_FREQUENCIES, { error: 'payments.required.frequency' }),
  state: z.enum(AUTOPAY_STATES, { error: 'payments.required.autopayState' }),
});

/** Fields that may be shown again after an error: never a card or account number. */
const SAFE: Record<string, string[]> = {
  card: ['expiryMonth', 'expiryYear', 'firstName', 'lastName', 'street', 'city', 'state', 'country', 'zip'],
  ach: ['routingNumber', 'achAccountType', 'achType'],
  autopay: ['paymentObjectId', 'frequency', 'state'],
};

export type FormKind = 'card' | 'ach' | 'autopay';
export interface FormFailure {
  form: FormKind;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

function failure(form: FormKind, fd: FormData, errors: Record<string, string[]>) {
  const values: Record<string, string> = {};
  for (const k of SAFE[form]) if (typeof fd.get(k) === 'string') values[k] = String(fd.get(k));
  return data({ failure: { form, errors, values } satisfies FormFailure }, { status: 400 });
}

function issues(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of error.issues) (out[String(i.path[0] ?? '')] ??= []).push(i.message);
  return out;
}

export async function methodsAction(context: Context, user: SessionUser, client: ClientSummary, fd: FormData) {
  const { session } = context.get(sessionContext);
  const { log, clock } = context.get(servicesContext);
  const intent = fd.get('intent');
  const form = Object.fromEntries([...fd.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  try {
    if (intent === 'card') {
      const now = clock.now();
      const r = cardSchema(now).safeParse(form);
      if (!r.success) {
        const all = issues(r.error);
        // the expiry check is the object's: said at once with the other messages
        const [m, y] = [Number(form.expiryMonth), Number(form.expiryYear)];
        if (!all.expiryYear && y && m && (y < now.getUTCFullYear() || (y === now.getUTCFullYear() && m < now.getUTCMonth() + 1))) all.expiryYear = ['payments.errors.expired'];
        return failure('card', fd, all);
      }
      const v = r.data;
      await addPaymentMethod(context, user.pid, client.code, {
        paymentObject: { type: 'CARD', number: v.number, expiryMonth: v.expiryMonth, expiryYear: v.expiryYear, firstName: v.firstName, lastName: v.lastName },
        billingAddress: { street_1: v.street, city: v.city, state: v.state, postalCode: v.zip, country: v.country },
      });
      flash(session, { kind: 'success', message: 'payments.cardAdded' });
      return redirect(PAGE, 303);
    }
    if (intent === 'ach') {
      const r = checkAch(form);
      if (!r.success) return failure('ach', fd, issues(r.error));
      const v = r.data;
      await addPaymentMethod(context, user.pid, client.code, {
        paymentObject: {
          type: 'ACH', routingNumber: v.routingNumber, accountNumber: v.accountNumber, achAccountType: v.achAccountType, achType: v.achType,
          generalAchAgreement: true, businessAchAgreement: true, agreementVersion: ACH_AGREEMENT_VERSION,
        },
      });
      flash(session, { kind: 'success', message: 'payments.achAdded' });
      return redirect(PAGE, 303);
    }
    if (intent === 'autopay') {
      const r = autopaySchema.safeParse(form);
      if (!r.success) return failure('autopay', fd, issues(r.error));
      await saveSchedule(context, client.code, { ...r.data, userPid: user.pid });
      flash(session, { kind: 'success', message: 'payments.autopaySaved' });
      return redirect(PAGE, 303);
    }
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500 || e.status === 401) throw e;
    log.warn('payment method refused', { status: e.status, intent });
    // document 3 §8: the fallback keys by call (the provider's English stays out of the page)
    const key = intent === 'card' ? 'create-credit-payment-method-error' : intent === 'ach' ? 'create-ACH-payment-method-error' : 'update-scheduled-payment-error';
    return failure(intent as FormKind, fd, { '': [key] });
  }
  throw data({ message: 'errors.badRequestTitle' }, { status: 400 });
}
