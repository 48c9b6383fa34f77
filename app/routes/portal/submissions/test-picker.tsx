/** The test picker of one sample: the catalogue's tests offered for its type (searched as the user types), "order again", and adding the ticked ones. */
import { getFormProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmissionSample } from '../../../../contract/submissions.ts';
import { Field, SelectField, useFormErrors } from '../../../ui/form.tsx';
import { PriceText } from '../../../ui/price.tsx';
import { useAutoSubmit } from '../../../ui/auto-submit.ts';
import type { ActionFailure } from './order-analyses.server.ts';
import { ORDER_ANALYSES_PATH, testsForm } from './order-analyses.form.ts';
import { formIdOf, summaryFields, useReportErrors } from './form-errors.tsx';
import { type Data, Hidden } from './order-analyses-parts.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';

function PickerSearch({ d, sample }: { d: Data; sample: SubmissionSample }) {
  const { t } = useTranslation();
  const p = d.picker!;
  const search = useAutoSubmit<HTMLFormElement>();
  return (
    <Form method="get" ref={search} className="picker-search" preventScrollReset>
      <input type="hidden" name="pick" value={sample.id} />
      <div className="grid-fields">
        <Field id="picker-q" name="q" type="search" label={t('orders.search')} defaultValue={p.q} maxLength={200} />
        <SelectField id="picker-category" name="category" label={t('orders.category')} defaultValue={p.category ? String(p.category) : ''}>
          <option value="">{t('orders.allCategories')}</option>
          {d.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className="secondary">
        {t('orders.filter')}
      </button>
    </Form>
  );
}

export function Picker({ d, sample, failure }: { d: Data; sample: SubmissionSample; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const p = d.picker!;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(testsForm, {
    id: formIdOf('add-tests', sample.id)!,
    lastResult: failure?.intent === 'add-tests' ? failure.result : undefined,
  });
  const { summary } = useFormErrors(summaryFields('add-tests', sample.id, { analysisIds: fields.analysisIds.errors }), form.errors);
  useReportErrors(form.id, summary);
  return (
    <section className="card picker" id="picker" aria-labelledby="picker-title" tabIndex={-1}>
      <h3 id="picker-title">{t('orders.pickerTitle', { n: sample.position, description: sample.description })}</h3>
      <p className="muted">{t('orders.pickerIntro', { type: sample.sampleType })}</p>
      <PickerSearch d={d} sample={sample} />
      <Form method="post" preventScrollReset className="picker-pick" {...getFormProps(form)}>
        <Hidden intent="add-tests" sampleId={sample.id} />
        {p.recent.length ? (
          <fieldset>
            <legend>{t('orders.orderAgain')}</legend>
            <small className="field-hint">{t('orders.orderAgainHint')}</small>
            <ul className="pick-list">
              {p.recent.map((a) => (
                <li key={`r${a.id}`}>
                  <label>
                    <input type="checkbox" name={fields.analysisIds.name} value={a.id} /> <span className="muted">{a.acode}</span> {a.testName}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : p.hadRecent ? (
          <p className="muted">{t('orders.noRecentForType', { type: sample.sampleType })}</p>
        ) : null}
        <fieldset>
          <legend>
            {t('orders.results')} <span className="muted">({t('orders.resultsCount', { count: p.analyses.length })})</span>
          </legend>
          {p.analyses.length ? (
            <ul className="pick-list">
              {p.analyses.map((a) => (
                <li key={a.id}>
                  <label>
                    <input type="checkbox" name={fields.analysisIds.name} value={a.id} disabled={a.on} defaultChecked={a.on} /> <span className="muted">{a.acode}</span> {a.testName}{' '}
                    <small className="muted">
                      · {a.turnaroundTime} · <PriceText fees={a.fees} />
                      {a.on ? ` · ${t('orders.already')}` : ''}
                    </small>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('orders.noResults')}</p>
          )}
        </fieldset>
        <div className="form-buttons">
          <button type="submit" disabled={navigation.state !== 'idle'}>
            {t('orders.addSelected')}
          </button>
          <Link role="button" className="secondary" to={`${ORDER_ANALYSES_PATH}#sample-${sample.id}`}>
            {t('orders.closePicker')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
