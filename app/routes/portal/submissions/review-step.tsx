/** Step 2: every sample and test priced with its report date, the total, and how the samples reach the lab; then submit. */
import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELIVERIES, type SubmissionView } from '../../../../contract/submissions.ts';
import { ClientApprovalNotice } from '../../../ui/client-approval-notice.tsx';
import { SelectField, useFormErrors } from '../../../ui/form.tsx';
import type { ActionFailure } from './order-analyses.server.ts';
import { ORDER_ANALYSES_PATH, deliveryForm } from './order-analyses.form.ts';
import { formIdOf, summaryFields, useReportErrors } from './form-errors.tsx';
import { type Data, Hidden, LinePriceText, Total, useDay } from './order-analyses-parts.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';

const DELIVERY_KEYS = { dropbox: 'orders.deliveryDropbox', courier: 'orders.deliveryCourier', shipping: 'orders.deliveryShipping' } as const;

function ReviewTable({ view }: { view: SubmissionView }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <div className="table-scroll">
      <table className="order-review">
        <thead>
          <tr>
            <th scope="col">{t('orders.samples')}</th>
            <th scope="col">{t('orders.test')}</th>
            <th scope="col">{t('orders.price')}</th>
            <th scope="col">{t('orders.reportBy')}</th>
          </tr>
        </thead>
        <tbody>
          {view.samples.map((s) =>
            (s.lines.length ? s.lines : [null]).map((l, i) => (
              <tr key={`${s.id}-${l?.analysisId ?? 'none'}`}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={Math.max(1, s.lines.length)}>
                    {t('orders.sample', { n: s.position })}: {s.description}
                  </th>
                ) : null}
                <td>{l ? `${l.acode} ${l.testName}` : <span className="field-error">{t('orders.noTests')}</span>}</td>
                <td>{l ? <LinePriceText line={l} /> : null}</td>
                <td>{l ? (day(l.expectedReportDate) ?? t('orders.toConfirm')) : null}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

type Delivery = (typeof DELIVERIES)[number];

/** What the chosen delivery needs, and only that: the dropbox to pick, the courier's next step, or the lab's address to ship to. */
function DeliveryNeeds({ chosen, d, dropboxName, dropboxError }: { chosen: Delivery; d: Data; dropboxName: string; dropboxError?: string[] }) {
  const { t } = useTranslation();
  if (chosen === 'dropbox') {
    return (
      <div className="delivery-needs">
        <SelectField id="dropboxLocationId" name={dropboxName} label={t('orders.dropboxRequiredLabel')} hint={t('orders.dropboxNeeds')} defaultValue="" errors={dropboxError}>
          <option value="">{t('orders.chooseDropbox')}</option>
          {d.dropboxes.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}: {b.address}
            </option>
          ))}
        </SelectField>
      </div>
    );
  }
  if (chosen === 'courier') return <p className="delivery-needs">{t('orders.courierNeeds')}</p>;
  return (
    <div className="delivery-needs">
      <p>{t('orders.shippingNeeds')}</p>
      <address data-testid="lab-address">
        {t('orders.labAddressName')}
        <br />
        {t('site.address')}
        <br />
        {t('site.phone')}
      </address>
    </div>
  );
}

export function Review({ d, failure }: { d: Data; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(deliveryForm, {
    id: formIdOf('submit', null)!,
    lastResult: failure?.intent === 'submit' ? failure.result : undefined,
  });
  const { summary } = useFormErrors(summaryFields('submit', null, { delivery: fields.delivery.errors, dropboxLocationId: fields.dropboxLocationId.errors }), form.errors);
  useReportErrors(form.id, summary);
  const approved = d.approval === 'approved' && !failure?.approval;
  // A courier pickup is booked on the courier page, which waits for the lab's approval too: not offered before.
  const offered = DELIVERIES.filter((k) => k !== 'courier' || approved);
  const typed = DELIVERIES.find((k) => k === fields.delivery.initialValue);
  // What the server knows was chosen (posted by Continue, or the refused submit); with JavaScript the radios change it at once.
  const [chosen, setChosen] = useState<Delivery | null>(typed ?? d.delivery);
  useEffect(() => setChosen(typed ?? d.delivery), [typed, d.delivery]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The delivery's messages (and the form's own) show in its fieldset; the dropbox's under its select.
  const others = summary.filter((e) => e.id !== 'dropboxLocationId').map((e) => e.message);
  const deliveryErrors = others.length ? others : undefined;
  const dropboxErrors = summary.filter((e) => e.id === 'dropboxLocationId').map((e) => e.message);
  return (
    <>
      <ReviewTable view={d.draft} />
      <Total view={d.draft} />
      {!approved ? (
        <>
          <ClientApprovalNotice state={failure?.approval ?? (d.approval === 'approved' ? 'pending' : d.approval)} clientName={d.clientName} topic="analyses" />
          <p>
            <Link to={ORDER_ANALYSES_PATH}>{t('orders.backToSamples')}</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="submit-form" {...getFormProps(form)}>
          <Hidden intent="submit" />
          <fieldset id="delivery" aria-describedby={deliveryErrors ? 'delivery-error' : undefined} className={deliveryErrors ? 'field-invalid' : undefined}>
            <legend>{t('orders.deliveryLegend')}</legend>
            {deliveryErrors ? (
              <small id="delivery-error" className="field-error">
                {deliveryErrors.join(' ')}
              </small>
            ) : null}
            {offered.map((k) => (
              <label key={k} htmlFor={`delivery-${k}`}>
                <input type="radio" id={`delivery-${k}`} name={fields.delivery.name} value={k} defaultChecked={chosen === k} onChange={() => setChosen(k)} /> {t(DELIVERY_KEYS[k])}
              </label>
            ))}
            {hydrated ? null : (
              <button type="submit" name="choose" value="1" className="secondary">
                {t('orders.chooseDelivery')}
              </button>
            )}
          </fieldset>
          {chosen && offered.includes(chosen) ? (
            <section aria-label={t('orders.deliveryChosen')} className="delivery-chosen">
              <DeliveryNeeds chosen={chosen} d={d} dropboxName={fields.dropboxLocationId.name} dropboxError={dropboxErrors.length ? dropboxErrors : undefined} />
            </section>
          ) : null}
          <div className="form-buttons">
            <button type="submit" disabled={navigation.state !== 'idle'}>
              {t('orders.submit')}
            </button>
            <Link role="button" className="secondary" to={ORDER_ANALYSES_PATH}>
              {t('orders.backToSamples')}
            </Link>
          </div>
        </Form>
      )}
    </>
  );
}
