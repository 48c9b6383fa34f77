/** Step 2: every sample and test priced with its report date, the total, and how the samples reach the lab; then submit. */
import { getFormProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELIVERIES, type SubmissionView } from '../../../../contract/submissions.ts';
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

export function Review({ d, failure }: { d: Data; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(deliveryForm, {
    id: formIdOf('submit', null)!,
    lastResult: failure?.intent === 'submit' ? failure.result : undefined,
  });
  const { summary } = useFormErrors(summaryFields('submit', null, { delivery: fields.delivery.errors, dropboxLocationId: fields.dropboxLocationId.errors }), form.errors);
  useReportErrors(form.id, summary);
  // The delivery's messages, whichever part refused, show in its fieldset.
  const deliveryError = summary.length ? summary.map((e) => e.message) : undefined;
  const chosen = fields.delivery.initialValue ?? '';
  return (
    <>
      <ReviewTable view={d.draft} />
      <Total view={d.draft} />
      <Form method="post" className="submit-form" {...getFormProps(form)}>
        <Hidden intent="submit" />
        <fieldset aria-describedby={deliveryError ? 'delivery-error' : undefined} className={deliveryError ? 'field-invalid' : undefined}>
          <legend>{t('orders.deliveryLegend')}</legend>
          {deliveryError ? (
            <small id="delivery-error" className="field-error">
              {deliveryError.join(' ')}
            </small>
          ) : null}
          {DELIVERIES.map((k) => (
            <label key={k} htmlFor={`delivery-${k}`}>
              <input type="radio" id={`delivery-${k}`} name={fields.delivery.name} value={k} defaultChecked={chosen === k} /> {t(DELIVERY_KEYS[k])}
            </label>
          ))}
          <SelectField id="dropboxLocationId" name={fields.dropboxLocationId.name} label={t('orders.dropbox')} optional defaultValue="">
            <option value="">{t('orders.chooseDropbox')}</option>
            {d.dropboxes.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}: {b.address}
              </option>
            ))}
          </SelectField>
          <p className="muted">{t('orders.courierHint')}</p>
          <p className="muted">{t('orders.shippingHint')}</p>
        </fieldset>
        <div className="form-buttons">
          <button type="submit" disabled={navigation.state !== 'idle'}>
            {t('orders.submit')}
          </button>
          <Link role="button" className="secondary" to={ORDER_ANALYSES_PATH}>
            {t('orders.backToSamples')}
          </Link>
        </div>
      </Form>
    </>
  );
}
