/** The autopay panel: what is scheduled, why an ended schedule ended, the form, and the last runs. */
import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { AUTOPAY_FREQUENCIES, type PaymentMethod, type ScheduledPayment, autopayForm } from '../../../../contract/payments.ts';
import { ErrorSummary, SelectField } from '../../../ui/form.tsx';
import { labDay } from '../../../ui/lab-date.ts';
import { methodDetail } from '../../../ui/method-name.tsx';
import { type MethodsAnswer, useMethodForm } from './method-form.ts';

const AUTOPAY_IDS = { paymentObjectId: 'autopay-method', frequency: 'autopay-frequency', state: 'autopay-active', '': 'autopay-method' };

export function Autopay({ schedule, methods, answer }: { schedule: ScheduledPayment; methods: PaymentMethod[]; answer: MethodsAnswer | null }) {
  const { t } = useTranslation();
  const { form, summary, initial, e } = useMethodForm('autopay', 'autopay-form', autopayForm, AUTOPAY_IDS, answer);
  const state = initial('state') ?? schedule.state;
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
        <Form method="post" {...getFormProps(form)} className="method-form">
          <ErrorSummary errors={summary} />
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="autopay" />
          <SelectField id="autopay-method" name="paymentObjectId" label={t('payments.fields.paymentObjectId')} defaultValue={initial('paymentObjectId') ?? String(schedule.paymentObjectId ?? methods.find((m) => m.usual)?.id ?? '')} errors={e('paymentObjectId')} required>
            <option value="">{t('payments.choose')}</option>
            {methods.map((m) => <option key={m.id} value={m.id}>{`${t('payments.methodName', { kind: t(`payments.kinds.${m.accountType}`, { defaultValue: m.accountType }), last: m.lastFour })} · ${methodDetail(t, m)}`}</option>)}
          </SelectField>
          <SelectField id="autopay-frequency" name="frequency" label={t('payments.fields.frequency')} defaultValue={initial('frequency') ?? schedule.frequency ?? ''} errors={e('frequency')} required>
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
      {schedule.runs.length ? <AutopayRuns runs={schedule.runs} /> : null}
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

/** The schedule's last runs: due day, outcome and the payment order each paid, linked to its receipt. */
function AutopayRuns({ runs }: { runs: ScheduledPayment['runs'] }) {
  const { t } = useTranslation();
  return (
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
          {runs.map((r) => (
            <tr key={r.dueAt}>
              <td>{labDay(r.dueAt)}</td>
              <td>{r.state === 'refused' ? t('autopayMembers.runRefused') : t(`payments.runStates.${r.state}`, { defaultValue: r.state })}</td>
              <td>{r.orderNumber ? <Link to={`/dashboard/billing/receipt?order=${encodeURIComponent(r.orderNumber)}`}>{r.orderNumber}</Link> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
