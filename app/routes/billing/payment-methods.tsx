import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/payment-methods';
import {
  ACH_AGREEMENT_TEXT, ACH_AGREEMENT_VERSION, ACH_CODES, AUTOPAY_FREQUENCIES, type PaymentMethod, type ScheduledPayment,
} from '../../../contract/payments.ts';
import { servicesContext } from '../../context.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { loadSchedule, paymentMethods } from '../../models/payments.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { CheckboxField, ErrorSummary, Field, SelectField, useFormErrors } from '../../ui/form.tsx';
import { MethodName } from '../../ui/method-name.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { labDay } from '../../ui/lab-date.ts';
import billingHref from '../../styles/billing.css?url';
import autopayEndedHref from '../../styles/autopay-ended.css?url';
import { type FormFailure, methodsAction } from './payment-methods.server.ts';

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
  return { methods, schedule, errors, add: add === 'card' || add === 'ach' ? add : null, thisYear: clock.now().getUTCFullYear() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  return methodsAction(context, user, client, await request.formData());
}

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { methods, schedule, errors } = loaderData;
  const failure = actionData && 'failure' in actionData ? (actionData.failure as FormFailure) : null;
  const add = failure?.form === 'card' || failure?.form === 'ach' ? failure.form : loaderData.add;
  const title = t('payments.methodsTitle');
  return (
    <section className="payment-methods">
      <PageHead title={title} failed={!!failure} />
      <h1>{title}</h1>
      <p className="form-buttons">
        <Link role="button" className="secondary" to="/dashboard/billing">{t('payments.backToInvoices')}</Link>
        <Link role="button" to="?add=card#add-method">{t('payments.addCard')}</Link>
        <Link role="button" to="?add=ach#add-method">{t('payments.addAch')}</Link>
      </p>
      {errors.map((e) => <p key={e} role="alert" className="field-error">{t(e)}</p>)}
      <MethodList methods={methods} />
      {add === 'card' ? <CardForm failure={failure?.form === 'card' ? failure : null} thisYear={loaderData.thisYear} /> : null}
      {add === 'ach' ? <AchForm failure={failure?.form === 'ach' ? failure : null} /> : null}
      {schedule ? <Autopay schedule={schedule} methods={methods} failure={failure?.form === 'autopay' ? failure : null} /> : null}
    </section>
  );
}

function MethodList({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation();
  if (!methods.length) return <p role="status">{t('payments.noMethods')}</p>;
  return (
    // focusable: at narrow widths the table scrolls sideways, and a row may have no link (the autopay method's)
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('payments.savedMethods')}>
      <table className="methods-table">
        <caption>{t('payments.savedMethods')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.method')}</th>
            <th scope="col">{t('payments.expiryOrType')}</th>
            <th scope="col">{t('payments.owner')}</th>
            <th scope="col">{t('payments.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m) => (
            <tr key={m.id}>
              <th scope="row"><MethodName m={m} /></th>
              <td data-label={t('payments.expiryOrType')}>
                {m.type === 'CARD'
                  ? t('payments.expires', { month: String(m.cardExpMonth).padStart(2, '0'), year: m.cardExpYear })
                  : `${t(`payments.achTypes.${m.achType}`, { defaultValue: m.achType ?? '' })} (${ACH_CODES[m.achType as keyof typeof ACH_CODES] ?? ''})`}
              </td>
              <td data-label={t('payments.owner')}>{m.owner}</td>
              <td data-label={t('payments.actions')}><DeleteMethod m={m} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Delete: a link to the confirmation page; with JavaScript it opens the same confirmation in a dialog. */
function DeleteMethod({ m }: { m: PaymentMethod }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  if (m.usedByAutopay) {
    // document 3 §2: deleting the autopay method is blocked, and says why
    return <span className="muted" id={`autopay-note-${m.id}`}>{t('payments.deleteBlocked')}</span>;
  }
  return (
    <>
      <Link
        to={`/dashboard/billing/payment-methods/${m.id}/delete`}
        aria-label={t('payments.deleteOf', { name: t('payments.methodName', { kind: t(`payments.kinds.${m.accountType}`, { defaultValue: m.accountType }), last: m.lastFour }) })}
        onClick={(e) => {
          if (!dialog.current?.showModal) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
      >
        {t('payments.delete')}
      </Link>
      <dialog ref={dialog} aria-labelledby={`delete-title-${m.id}`}>
        <h2 id={`delete-title-${m.id}`}>{t('payments.deleteTitle')}</h2>
        <p>{t('payments.deleteQuestion')} <strong><MethodName m={m} /></strong></p>
        <Form method="post" action={`/dashboard/billing/payment-methods/${m.id}/delete`} className="form-buttons">
          <AuthenticityTokenInput />
          <button type="submit">{t('payments.deleteYes')}</button>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>{t('payments.deleteNo')}</button>
        </Form>
      </dialog>
    </>
  );
}

/** The failed form's errors (keys by field name, the form's own under `''`): the summary, and `e(name)` for one input. */
function useFailureErrors(failure: FormFailure | null, ids: Record<string, string>) {
  const fields = Object.entries(ids).filter(([name]) => name !== '').map(([name, id]) => ({ id, name, errors: failure?.errors[name] }));
  const { summary, of } = useFormErrors(fields, failure?.errors[''], {});
  return { summary, e: (name: string) => of({ name, errors: failure?.errors[name] }) };
}

function CardForm({ failure, thisYear }: { failure: FormFailure | null; thisYear: number }) {
  const { t } = useTranslation();
  const v = failure?.values ?? {};
  const ids: Record<string, string> = {
    firstName: 'card-first', lastName: 'card-last', number: 'card-number', expiryMonth: 'card-month', expiryYear: 'card-year',
    street: 'card-street', city: 'card-city', state: 'card-state', country: 'card-country', zip: 'card-zip', '': 'card-number',
  };
  const { summary, e } = useFailureErrors(failure, ids);
  return (
    <Form method="post" id="add-method" className="method-form" noValidate>
      <h2>{t('payments.addCard')}</h2>
      <ErrorSummary errors={summary} />
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="card" />
      <div className="grid-2">
        <Field id="card-first" name="firstName" label={t('payments.fields.firstName')} autoComplete="cc-given-name" defaultValue={v.firstName} errors={e('firstName')} required />
        <Field id="card-last" name="lastName" label={t('payments.fields.lastName')} autoComplete="cc-family-name" defaultValue={v.lastName} errors={e('lastName')} required />
      </div>
      {/* never filled in again after an error: the number is not echoed back */}
      <Field id="card-number" name="number" label={t('payments.fields.number')} hint={t('payments.numberHint')} inputMode="numeric" autoComplete="cc-number" errors={e('number')} required />
      <div className="grid-2">
        <SelectField id="card-month" name="expiryMonth" label={t('payments.fields.expiryMonth')} defaultValue={v.expiryMonth ?? ''} errors={e('expiryMonth')} autoComplete="cc-exp-month" required>
          <option value="">{t('payments.choose')}</option>
          {Array.from({ length: 12 }, (_, i) => <option key={i} value={i + 1}>{String(i + 1).padStart(2, '0')}</option>)}
        </SelectField>
        <SelectField id="card-year" name="expiryYear" label={t('payments.fields.expiryYear')} defaultValue={v.expiryYear ?? ''} errors={e('expiryYear')} autoComplete="cc-exp-year" required>
          <option value="">{t('payments.choose')}</option>
          {Array.from({ length: 16 }, (_, i) => <option key={i} value={thisYear + i}>{thisYear + i}</option>)}
        </SelectField>
      </div>
      <Field id="card-street" name="street" label={t('payments.fields.street')} autoComplete="billing address-line1" defaultValue={v.street} errors={e('street')} required />
      <div className="grid-2">
        <Field id="card-city" name="city" label={t('payments.fields.city')} autoComplete="billing address-level2" defaultValue={v.city} errors={e('city')} required />
        <Field id="card-state" name="state" label={t('payments.fields.state')} autoComplete="billing address-level1" defaultValue={v.state} errors={e('state')} required />
      </div>
      <div className="grid-2">
        <Field id="card-zip" name="zip" label={t('payments.fields.zip')} autoComplete="billing postal-code" defaultValue={v.zip} errors={e('zip')} required />
        <Field id="card-country" name="country" label={t('payments.fields.country')} hint={t('payments.countryHint')} autoComplete="billing country-name" defaultValue={v.country ?? 'United States'} errors={e('country')} />
      </div>
      <div className="form-buttons">
        <button type="submit">{t('payments.saveCard')}</button>
        <Link role="button" className="secondary" to="/dashboard/billing/payment-methods">{t('payments.cancel')}</Link>
      </div>
    </Form>
  );
}

function AchForm({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation();
  const v = failure?.values ?? {};
  const ids: Record<string, string> = {
    routingNumber: 'ach-routing', accountNumber: 'ach-account', confirmAccountNumber: 'ach-confirm', achAccountType: 'ach-checking', achType: 'ach-business',
    generalAchAgreement: 'ach-general', businessAchAgreement: 'ach-business-agreement', '': 'ach-routing',
  };
  const { summary, e } = useFailureErrors(failure, ids);
  const radio = (name: string, id: string, value: string, label: string) => (
    <label key={value} htmlFor={id} className="radio">
      <input type="radio" id={id} name={name} value={value} defaultChecked={v[name] === value} aria-invalid={e(name)?.length ? true : undefined} />
      {label}
    </label>
  );
  return (
    <Form method="post" id="add-method" className="method-form" noValidate>
      <h2>{t('payments.addAch')}</h2>
      <ErrorSummary errors={summary} />
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="ach" />
      <Field id="ach-routing" name="routingNumber" label={t('payments.fields.routingNumber')} hint={t('payments.routingHint')} inputMode="numeric" defaultValue={v.routingNumber} errors={e('routingNumber')} required />
      <Field id="ach-account" name="accountNumber" label={t('payments.fields.accountNumber')} inputMode="numeric" autoComplete="off" errors={e('accountNumber')} required />
      <Field id="ach-confirm" name="confirmAccountNumber" label={t('payments.fields.confirmAccountNumber')} inputMode="numeric" autoComplete="off" errors={e('confirmAccountNumber')} required />
      <fieldset className={e('achAccountType') ? 'field-invalid' : undefined} aria-describedby={e('achAccountType') ? 'ach-account-type-error' : undefined}>
        <legend>{t('payments.fields.achAccountType')}</legend>
        {radio('achAccountType', 'ach-checking', 'CHECKING', t('payments.kinds.CHECKING'))}
        {radio('achAccountType', 'ach-savings', 'SAVINGS', t('payments.kinds.SAVINGS'))}
        {e('achAccountType') ? <small id="ach-account-type-error" className="field-error">{e('achAccountType')!.join(' ')}</small> : null}
      </fieldset>
      <fieldset className={e('achType') ? 'field-invalid' : undefined} aria-describedby={e('achType') ? 'ach-type-error' : undefined}>
        <legend>{t('payments.fields.achType')}</legend>
        {radio('achType', 'ach-business', 'BUSINESS', `${t('payments.achTypes.BUSINESS')} (CCD)`)}
        {radio('achType', 'ach-personal', 'PERSONAL', `${t('payments.achTypes.PERSONAL')} (PPD)`)}
        {e('achType') ? <small id="ach-type-error" className="field-error">{e('achType')!.join(' ')}</small> : null}
      </fieldset>
      <details className="ach-agreement" open>
        <summary>{t('payments.agreementTitle', { version: ACH_AGREEMENT_VERSION })}</summary>
        {/* The text recorded with the method (contract/payments.ts); shown as it is recorded, in English. */}
        <p lang="en">{ACH_AGREEMENT_TEXT}</p>
      </details>
      <CheckboxField id="ach-general" name="generalAchAgreement" label={t('payments.fields.generalAchAgreement')} errors={e('generalAchAgreement')} />
      <CheckboxField id="ach-business-agreement" name="businessAchAgreement" label={t('payments.fields.businessAchAgreement')} errors={e('businessAchAgreement')} />
      <div className="form-buttons">
        <button type="submit">{t('payments.saveAch')}</button>
        <Link role="button" className="secondary" to="/dashboard/billing/payment-methods">{t('payments.cancel')}</Link>
      </div>
    </Form>
  );
}

function Autopay({ schedule, methods, failure }: { schedule: ScheduledPayment; methods: PaymentMethod[]; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const v = failure?.values ?? {};
  const { summary, e } = useFailureErrors(failure, { paymentObjectId: 'autopay-method', frequency: 'autopay-frequency', state: 'autopay-active', '': 'autopay-method' });
  const state = v.state ?? schedule.state;
  return (
    <section className="autopay" aria-labelledby="autopay-title">
      <h2 id="autopay-title">{t('payments.autopayTitle')}</h2>
      <p>{t('payments.autopayIntro')}</p>
      {schedule.ended ? <AutopayEnded ended={schedule.ended} hasMethods={methods.length > 0} /> : null}
      <p role="status">
        {schedule.state === 'ACTIVE' && schedule.nextRunAt
          ? t('payments.autopayNext', { date: labDay(schedule.nextRunAt), frequency: t(`payments.frequencies.${schedule.frequency}`) })
          : t('payments.autopayOff')}
      </p>
      {methods.length ? (
        <Form method="post" className="method-form" noValidate>
          <ErrorSummary errors={summary} />
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="autopay" />
          <SelectField id="autopay-method" name="paymentObjectId" label={t('payments.fields.paymentObjectId')} defaultValue={v.paymentObjectId ?? String(schedule.paymentObjectId ?? '')} errors={e('paymentObjectId')} required>
            <option value="">{t('payments.choose')}</option>
            {methods.map((m) => <option key={m.id} value={m.id}>{t('payments.methodName', { kind: t(`payments.kinds.${m.accountType}`, { defaultValue: m.accountType }), last: m.lastFour })}</option>)}
          </SelectField>
          <SelectField id="autopay-frequency" name="frequency" label={t('payments.fields.frequency')} defaultValue={v.frequency ?? schedule.frequency ?? ''} errors={e('frequency')} required>
            <option value="">{t('payments.choose')}</option>
            {AUTOPAY_FREQUENCIES.map((f) => <option key={f} value={f}>{t(`payments.frequencies.${f}`)}</option>)}
          </SelectField>
          <fieldset>
            <legend>{t('payments.fields.autopayState')}</legend>
            <label htmlFor="autopay-active" className="radio"><input type="radio" id="autopay-active" name="state" value="ACTIVE" defaultChecked={state === 'ACTIVE'} />{t('payments.states.ACTIVE')}</label>
            <label htmlFor="autopay-inactive" className="radio"><input type="radio" id="autopay-inactive" name="state" value="INACTIVE" defaultChecked={state !== 'ACTIVE'} />{t('payments.states.INACTIVE')}</label>
          </fieldset>
          <button type="submit">{t('payments.saveAutopay')}</button>
        </Form>
      ) : (
        <p>{t('payments.autopayNeedsMethod')}</p>
      )}
      {schedule.runs.length ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('payments.runsCaption')}>
          <table>
            <caption>{t('payments.runsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.runDue')}</th>
                <th scope="col">{t('payments.runState')}</th>
                <th scope="col">{t('payments.orderNumber')}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.runs.map((r) => (
                <tr key={r.dueAt}>
                  <td>{labDay(r.dueAt)}</td>
                  <td>{r.state === 'refused' ? t('autopayMembers.runRefused') : t(`payments.runStates.${r.state}`, { defaultValue: r.state })}</td>
                  <td>{r.orderNumber ? <Link to={`/dashboard/billing/receipt?order=${encodeURIComponent(r.orderNumber)}`}>{r.orderNumber}</Link> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Autopay ended because its payer (or its method's owner) lost the client's billing right: when,
 * why, that their methods left the client, and what to do (the form below, or add a method first).
 * Shown until a schedule is saved again.
 */
function AutopayEnded({ ended, hasMethods }: { ended: NonNullable<ScheduledPayment['ended']>; hasMethods: boolean }) {
  const { t } = useTranslation();
  const reason = ['member-removed', 'role-changed', 'payer-lost-right', 'method-owner-lost-right', 'method-gone'].includes(ended.reason) ? ended.reason : 'payer-lost-right';
  return (
    <div className="autopay-ended" role="status" aria-labelledby="autopay-ended-title">
      <h3 id="autopay-ended-title">{t('autopayMembers.endedTitle')}</h3>
      <p>{t(`autopayMembers.ended.${reason}`, { date: labDay(ended.at), payer: ended.payer })}</p>
      {reason !== 'method-gone' ? <p>{t('autopayMembers.detached')}</p> : null}
      <p>{hasMethods ? t('autopayMembers.nextStep') : t('autopayMembers.nextStepNoMethod')}</p>
    </div>
  );
}
