/**
 * /dashboard/smoke-impact-report (document 3 §2, §4, §5, §9): the disclaimer first,
 * then the header, the form (sample number and varietal), the status checklist, the background
 * text, the report (chart against the 95th and 99th percentile baselines, classification table,
 * PDF) and the samples table ('Samples Available for Smoke Impact Comparative Report'; cards
 * on small screens). Works without JavaScript; with it, Continue enables when the box is ticked
 * and the chart says 'loading...' while a new report loads. The disclaimer, the report and the
 * samples are components beside this module.
 */
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/smoke-impact-report';
import { smokeAction, smokePage } from './smoke-impact-report.server.ts';
import { Disclaimer } from './smoke-disclaimer.tsx';
import { SmokeReport, type SmokePage } from './smoke-report.tsx';
import { SmokeSamples } from './smoke-samples.tsx';
import { ErrorSummary, Field, SelectField } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import analyticsHref from '../../../styles/analytics.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsHref }];

export function loader({ request, context }: Route.LoaderArgs) {
  return smokePage(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return smokeAction(context, request);
}

export default function SmokeImpactReport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (loaderData.stage === 'disclaimer') return <Disclaimer text={loaderData.disclaimer} error={actionData?.error ?? null} enhanced={enhanced} />;
  const p = loaderData.page!;
  return <ReportPage p={p} t={t} />;
}

function ReportPage({ p, t }: { p: SmokePage; t: (k: string, v?: Record<string, unknown>) => string }) {
  const summary = [
    ...(p.errors.sampleNumber ? [{ id: 'sampleNumber', message: t(p.errors.sampleNumber) }] : []),
    ...(p.errors.varietal ? [{ id: 'varietal', message: t(p.errors.varietal) }] : []),
  ];
  const check = (ok: boolean, label: string) => (
    <li className={ok ? 'valid' : 'invalid'}>
      <span className="mark" aria-hidden="true">
        {ok ? '✓' : '✗'}
      </span>
      {label} <span className="visually-hidden">{ok ? t('smoke.valid') : t('smoke.invalid')}</span>
    </li>
  );
  return (
    <article className="analytics-page smoke-page">
      <PageHead title={t('smoke.title')} failed={summary.length > 0} noindex />
      <header>
        <h1>{t('smoke.title')}</h1>
        <p>{t('smoke.intro')}</p>
      </header>
      <ErrorSummary errors={summary} />
      {p.failure ? (
        <p className="banner banner-error" role="alert">
          {t(p.failure)}
          {p.failure === 'smoke.errors.preliminary' ? (
            <>
              {' '}
              <Link to="/dashboard/results">{t('smoke.preliminaryLink')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="analytics-columns">
        <Form method="get" id="smoke-form" className="smoke-form" aria-labelledby="smoke-form-title">
          <h2 id="smoke-form-title">{t('smoke.formTitle')}</h2>
          <Field key={`s-${p.sample}`} id="sampleNumber" name="sample" label={t('smoke.sampleNumber')} defaultValue={p.sample} errors={p.errors.sampleNumber ? [t(p.errors.sampleNumber)] : undefined} required autoComplete="off" />
          <SelectField key={`v-${p.sample}-${p.varietal}`} id="varietal" name="varietal" label={t('smoke.varietal')} defaultValue={p.varietal} errors={p.errors.varietal ? [t(p.errors.varietal)] : undefined} required>
            <option value="">{t('smoke.chooseVarietal')}</option>
            {p.varietals.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <button type="submit" name="show" value="1">
            {t('smoke.show')}
          </button>
        </Form>
        <aside aria-labelledby="checklist-title">
          <h2 id="checklist-title">{t('smoke.checklistTitle')}</h2>
          <ul className="status-checklist" data-testid="checklist">
            {check(p.checklist.sampleNumber, t('smoke.sampleNumber'))}
            {check(p.checklist.varietal, t('smoke.varietal'))}
          </ul>
          <h2>{t('smoke.backgroundTitle')}</h2>
          <p>{t('smoke.background1')}</p>
          <p>{t('smoke.background2')}</p>
        </aside>
      </div>
      {p.chart ? <SmokeReport p={p} /> : null}
      <SmokeSamples samples={p.samples} />
    </article>
  );
}
