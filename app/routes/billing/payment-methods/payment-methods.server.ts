/**
 * The payment methods page's server side (document 3 §2, §5, §7): the actions that add a card,
 * add a bank account and save autopay. Each parses its form with the contract's schema (the
 * browser checks the same one first); a refusal answers conform's `submission.reply()` with
 * translation keys. Card and account numbers are never sent back into the page after an error.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ClientSummary } from '../../../../contract/auth.ts';
import { ACH_AGREEMENT_VERSION, achForm, autopayForm, cardForm } from '../../../../contract/payments.ts';
import { servicesContext } from '../../../context.ts';
import { addPaymentMethod, saveSchedule } from '../../../models/payments.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { type SessionUser, flash, sessionContext } from '../../../session.server.ts';

type Context = Readonly<RouterContextProvider>;
const PAGE = '/dashboard/billing/payment-methods';

export type FormKind = 'card' | 'ach' | 'autopay';

/** Fields never shown again after an error: the numbers, and the agreements (ticked anew each time). */
const HIDDEN: Record<FormKind, string[]> = {
  card: ['number'],
  ach: ['accountNumber', 'confirmAccountNumber', 'generalAchAgreement', 'businessAchAgreement'],
  autopay: [],
};

/** document 3 §8: a refusal's key by form (the provider's English stays out of the page). */
const REFUSED: Record<FormKind, string> = {
  card: 'create-credit-payment-method-error',
  ach: 'create-ACH-payment-method-error',
  autopay: 'update-scheduled-payment-error',
};

export async function methodsAction(context: Context, user: SessionUser, client: ClientSummary, fd: FormData) {
  const { session } = context.get(sessionContext);
  const { log, clock } = context.get(servicesContext);
  const intent = fd.get('intent');
  if (intent !== 'card' && intent !== 'ach' && intent !== 'autopay') throw data({ message: 'errors.badRequestTitle' }, { status: 400 });
  const form: FormKind = intent;
  const submission = parseWithZod(fd, { schema: form === 'card' ? cardForm(clock.now()) : form === 'ach' ? achForm : autopayForm });
  if (submission.status !== 'success') return data({ form, result: submission.reply({ hideFields: HIDDEN[form] }) }, { status: 400 });
  try {
    if (submission.value && 'number' in submission.value) {
      const v = submission.value;
      await addPaymentMethod(context, user.pid, client.code, {
        paymentObject: { type: 'CARD', number: v.number, expiryMonth: v.expiryMonth, expiryYear: v.expiryYear, firstName: v.firstName, lastName: v.lastName },
        billingAddress: { street_1: v.street, city: v.city, state: v.state, postalCode: v.zip, country: v.country },
      });
      flash(session, { kind: 'success', message: 'payments.cardAdded' });
    } else if ('routingNumber' in submission.value) {
      const v = submission.value;
      await addPaymentMethod(context, user.pid, client.code, {
        paymentObject: {
          type: 'ACH', routingNumber: v.routingNumber, accountNumber: v.accountNumber, achAccountType: v.achAccountType, achType: v.achType,
          generalAchAgreement: true, businessAchAgreement: true, agreementVersion: ACH_AGREEMENT_VERSION,
        },
      });
      flash(session, { kind: 'success', message: 'payments.achAdded' });
    } else {
      await saveSchedule(context, client.code, { ...submission.value, userPid: user.pid });
      flash(session, { kind: 'success', message: 'payments.autopaySaved' });
    }
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500 || e.status === 401) throw e;
    log.warn('payment method refused', { status: e.status, code: e.code, intent });
    if (e.code === 'payment-method-duplicate' && form !== 'autopay') {
      const field = form === 'card' ? 'number' : 'accountNumber';
      const key = form === 'card' ? 'payments.errors.duplicateCard' : 'payments.errors.duplicateAch';
      return data({ form, result: submission.reply({ fieldErrors: { [field]: [key] }, hideFields: HIDDEN[form] }) }, { status: 409 });
    }
    return data({ form, result: submission.reply({ formErrors: [REFUSED[form]], hideFields: HIDDEN[form] }) }, { status: 400 });
  }
  return redirect(PAGE, 303);
}
