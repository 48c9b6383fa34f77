import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Route } from './+types/specifications';
import type { SpecificationView } from '../../../../contract/specifications.ts';
import { ErrorSummary, useFormErrors } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';
import { LIMIT_ROWS, specificationForm } from './specifications.form.ts';
import { specificationsAction, specificationsLoader } from './specifications.server.ts';
import complianceHref from '../../../styles/compliance.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: complianceHref }];

/** Client settings → house specifications: the client's list, adding one (Administrators and Full Users), deleting one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return specificationsLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return specificationsAction(context, request);
}

/** A limit in words: "3.4 ≤ x ≤ 3.8, warning below 3.45 / above 3.75". */
export function rangeText(t: TFunction, l: SpecificationView['limits'][number]): string {
  const low = l.min === null ? '' : `${l.min} ${l.minInclusive ? '≤' : '<'} `;
  const high = l.max === null ? '' : ` ${l.maxInclusive ? '≤' : '<'} ${l.max}`;
  const warn = [l.warnLow !== null ? t('specifications.warnBelow', { value: l.warnLow }) : '', l.warnHigh !== null ? t('specifications.warnAbove', { value: l.warnHigh }) : ''].filter(Boolean).join(', ');
  return `${low}${t('specifications.value')}${high}${warn ? ` (${warn})` : ''}`;
}

export default function Specifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { specifications, canChange, sampleTypes } = loaderData;
  const [form, fields] = useSchemaForm(specificationForm, { id: 'add-specification', lastResult: actionData?.result, defaultValue: { limits: Array.from({ length: LIMIT_ROWS }, () => ({})) } });
  const rows = fields.limits.getFieldList();
  const summaryFields = [fields.name, fields.sampleType, ...rows.flatMap((r) => {
    const f = r.getFieldset();
    return [f.analyte, f.min, f.max, f.warnLow, f.warnHigh];
  })].map((f) => ({ id: f.id, name: f.name, errors: f.errors }));
  const { summary, of } = useFormErrors(summaryFields, form.errors);
  return (
    <div className="settings-page specifications-page">
      <PageHead title={t('specifications.title')} failed={summary.length > 0} />
      <p>
        <Link to="/dashboard/client-settings" className="secondary">← {t('specifications.back')}</Link>
      </p>
      <h1>{t('specifications.title')}</h1>
      <p className="muted">{t('specifications.intro')}</p>
      <ErrorSummary errors={summary} />
      {specifications.length ? (
        <ul className="spec-list">
          {specifications.map((s) => (
            <li key={s.id} data-testid="specification">
              <h2>{s.name}</h2>
              {s.sampleType ? <p className="muted">{s.sampleType}</p> : null}
              <ul>
                {s.limits.map((l, i) => (
                  <li key={i}>
                    <strong>{l.analyte}</strong>: {rangeText(t, l)}
                  </li>
                ))}
              </ul>
              {canChange ? (
                <Form method="post">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={String(s.id)} />
                  <button type="submit" className="secondary outline" aria-label={t('specifications.deleteOne', { name: s.name })}>{t('specifications.delete')}</button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('specifications.none')}</p>
      )}
      {canChange ? (
        <Form method="post" {...getFormProps(form)} className="spec-form" aria-labelledby="add-spec-title">
          <h2 id="add-spec-title">{t('specifications.add')}</h2>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="add" />
          <div className="spec-head">
            <div>
              <label htmlFor={fields.name.id}>{t('specifications.name')}</label>
              <input {...getInputProps(fields.name, { type: 'text' })} key={fields.name.key} placeholder={t('specifications.namePlaceholder')} />
              {of(fields.name)?.length ? <p className="field-error" id={`${fields.name.id}-error`}>{of(fields.name)?.join(' ')}</p> : null}
            </div>
            <div>
              <label htmlFor={fields.sampleType.id}>{t('specifications.sampleType')}</label>
              <select id={fields.sampleType.id} name={fields.sampleType.name} defaultValue={(fields.sampleType.initialValue as string | undefined) ?? ''}>
                <option value="">{t('specifications.anyType')}</option>
                {sampleTypes.map((st) => (
                  <option key={st} value={st}>{st}</option>
                ))}
              </select>
            </div>
          </div>
          <p className="muted">{t('specifications.rowsHint')}</p>
          {rows.map((r, i) => {
            const f = r.getFieldset();
            const errs = [f.analyte, f.min, f.max, f.warnLow, f.warnHigh].flatMap((x) => of(x) ?? []);
            return (
              <fieldset key={r.key} className="spec-row">
                <legend>{t('specifications.row', { n: i + 1 })}</legend>
                <div>
                  <label htmlFor={f.analyte.id}>{t('specifications.analyte')}</label>
                  <input {...getInputProps(f.analyte, { type: 'text' })} key={f.analyte.key} />
                </div>
                {(['min', 'max', 'warnLow', 'warnHigh'] as const).map((k) => (
                  <div key={k}>
                    <label htmlFor={f[k].id}>{t(`specifications.${k}`)}</label>
                    <input {...getInputProps(f[k], { type: 'text' })} key={f[k].key} inputMode="decimal" />
                  </div>
                ))}
                <div className="checkbox-row">
                  <input {...getInputProps(f.minExclusive, { type: 'checkbox' })} key={f.minExclusive.key} />
                  <label htmlFor={f.minExclusive.id}>{t('specifications.minExclusive')}</label>
                </div>
                <div className="checkbox-row">
                  <input {...getInputProps(f.maxExclusive, { type: 'checkbox' })} key={f.maxExclusive.key} />
                  <label htmlFor={f.maxExclusive.id}>{t('specifications.maxExclusive')}</label>
                </div>
                {errs.length ? <p className="field-error">{errs.join(' ')}</p> : null}
              </fieldset>
            );
          })}
          <button type="submit">{t('specifications.save')}</button>
        </Form>
      ) : null}
    </div>
  );
}
