import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/payment-methods';
import type { PaymentMethod, ScheduledPayment } from '../../../../contract/payments.ts';
import { servicesContext } from '../../../context.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { loadSchedule, paymentMethods } from '../../../models/payments.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import billingHref from '../../../styles/billing.css?url';
import autopayEndedHref from '../../../styles/autopay-ended.css?url';
import { methodsAction } from './payment-methods.server.ts';
import { loadCourierAddresses } from '../../../models/courier.server.ts';
import { addressOption } from '../../../../contract/courier.ts';
import type { BillingAddressChoice } from './card-form.tsx';
import { AchForm } from './ach-form.tsx';
import { Autopay } from './autopay.tsx';
import { CardForm } from './card-form.tsx';
import type { MethodsAnswer } from './method-form.ts';
import { MethodList } from './method-list.tsx';

/**
 * Payment methods and autopay (document 3 §2 "Payment methods screen"):
 * back to invoices, the saved methods (brand or bank, last four, expiry, owner) each with a
 * delete step (a confirmation page without JavaScript, a dialog with it; refused with the
 * reason for the method autopay uses), the add forms (`?add=card`, `?add=ach`) and the autopay
 * panel with its last runs.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: billingHref },
  { rel: 'stylesheet', href: autopayEndedHref },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  const { log, clock } = context.get(servicesContext);
  const add = new URL(request.url).searchParams.get('add');
  let methods: PaymentMethod[] = [];
  let schedule: ScheduledPayment | null = null;
  const errors: string[] = [];
  try {
    methods = await paymentMethods(context, user.pid, client.code);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('payment methods failed', { status: e.status });
    errors.push('get-all-payment-methods-error');
  }
  try {
    schedule = await loadSchedule(context, client.code);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('scheduled payment failed', { status: e.status });
    errors.push('get-scheduled-payment-method-error');
  }
  // The card form's billing address can be one of the client's saved addresses (document 3 §3):
  // `?add=card&address={id}` prefills it (an id not the client's is ignored).
  let addresses: BillingAddressChoice[] = [];
  let chosenAddress: BillingAddressChoice | null = null;
  if (add === 'card') {
    try {
      addresses = (await loadCourierAddresses(context, client.id)).map((a) => ({ id: a.id, text: addressOption(a), fields: { street: [a.street_1, a.street_2].filter(Boolean).join(', '), city: a.city, state: a.state, zip: a.postalCode, country: a.country } }));
      const wanted = Number(new URL(request.url).searchParams.get('address'));
      chosenAddress = addresses.find((a) => a.id === wanted) ?? null;
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      log.warn('addresses failed', { status: e.status });
      errors.push('get-all-address-error');
    }
  }
  return { methods, schedule, errors, add: add === 'card' || add === 'ach' ? add : null, now: clock.now().toISOString(), addresses, chosenAddress };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  return methodsAction(context, user, client, await request.formData());
}

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { methods, schedule, errors } = loaderData;
  const answer = (actionData ?? null) as MethodsAnswer | null;
  const add = answer?.form === 'card' || answer?.form === 'ach' ? answer.form : loaderData.add;
  const title = t('payments.methodsTitle');
  return (
    <section className="payment-methods">
      <PageHead title={title} failed={!!answer} />
      <h1>{title}</h1>
      <p className="form-buttons">
        <Link role="button" className="secondary" to="/dashboard/billing">{t('payments.backToInvoices')}</Link>
        <Link role="button" to="?add=card#add-method">{t('payments.addCard')}</Link>
        <Link role="button" to="?add=ach#add-method">{t('payments.addAch')}</Link>
      </p>
      {errors.map((e) => <p key={e} role="alert" className="field-error">{t(e)}</p>)}
      <MethodList methods={methods} />
      {add === 'card' ? <CardForm answer={answer} now={loaderData.now} addresses={loaderData.addresses} chosen={loaderData.chosenAddress} /> : null}
      {add === 'ach' ? <AchForm answer={answer} /> : null}
      {schedule ? <Autopay schedule={schedule} methods={methods} answer={answer} /> : null}
    </section>
  );
}
