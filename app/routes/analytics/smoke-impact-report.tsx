/**
 * /dashboard/smoke-impact-report (document 3 §2, §4, §5, §9): the disclaimer first,
 * then the header, the form (sample number and varietal), the status checklist, the background
 * text, the report (chart against the 95th and 99th percentile baselines, classification table,
 * PDF) and the samples table ('Samples Available for Smoke Impact Comparative Report'; cards
 * on small screens). Works without JavaScript; with it, Continue enables when the box is ticked
 * and the chart says 'loading...' while a new report loads.
 */
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/smoke-impact-report';
import { smokeAction, smokePage } from './smoke-impact-report.server.ts';
import { smokeAddress } from '../../models/analytics-addresses.ts';
import { CheckboxField, ErrorSummary, Field, SelectField } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { labDay } from '../../ui/lab-date.ts';
import analyticsHref from '../../styles/analytics.css?url';

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

function Disclaimer({ text, error, enhanced }: { text: string | null; error: string | null; enhanced: boolean }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const errors = error === 'smoke.errors.agree-required' ? [t(error)] : undefined;
  return (
    <article className="analytics-page smoke-page">
      <PageHead title={t('smoke.title')} failed={!!error} noindex />
      <h1>{t('smoke.title')}</h1>
      <ErrorSummary errors={error ? [{ id: 'agree', message: t(error) }] : []} />
      <section aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">{t('smoke.disclaimerTitle')}</h2>
        <div className="smoke-disclaimer" tabIndex={0} aria-labelledby="disclaimer-title">
          {text ? <p>{text}</p> : <p role="alert">{t('smoke.errors.disclaimer-unavailable')}</p>}
        </div>
        <Form method="post" className="smoke-acknowledge">
          <AuthenticityTokenInput />
          <CheckboxField id="agree" name="agree" label={t('smoke.agreeLabel')} errors={errors} checked={enhanced ? checked : undefined} onChange={(e) => setChecked(e.currentTarget.checked)} />
          <button type="submit" disabled={!text || (enhanced && !checked)}>
            {t('smoke.continue')}
          </button>
        </Form>
      </section>
    </article>
  );
}

type Page = NonNullable<Route.ComponentProps['loaderData']['page']>;

function ReportPage({ p, t }: { p: Page; t: (k: string, v?: Record<string, unknown>) => string }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/dashboard/smoke-impact-report';
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
  const r = p.report;
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
      {p.chart ? (
        <section className="analytics-report" aria-labelledby="smoke-report-title" aria-busy={loading || undefined}>
          <h2 id="smoke-report-title">{r ? t('smoke.reportTitle', { sample: r.friendlyNumber, varietal: r.varietal.name }) : t('smoke.reportTitleNone')}</h2>
          {r ? (
            <dl className="trend-facts">
              <div><dt>{t('smoke.description')}</dt><dd>{r.description}</dd></div>
              <div><dt>{t('smoke.loggedDate')}</dt><dd>{labDay(r.loggedAt)}</dd></div>
              <div><dt>{t('smoke.reportedDate')}</dt><dd>{r.reportedAt ? labDay(r.reportedAt) : t('smoke.status.preliminary')}</dd></div>
            </dl>
          ) : null}
          {loading ? (
            <p role="status">{t('smoke.chart.loading')}</p>
          ) : p.chart === 'error' ? (
            <p role="alert">{t('smoke.chart.error')}</p>
          ) : p.chart === 'empty' ? (
            <p role="status">{t('smoke.chart.empty')}</p>
          ) : (
            <figure className="analytics-chart">
              <div className="chart-svg" role="img" aria-label={t('smoke.chartAlt', { sample: r?.friendlyNumber ?? '' })} dangerouslySetInnerHTML={{ __html: p.svg ?? '' }} />
              <figcaption>{t('smoke.chartCaption')}</figcaption>
            </figure>
          )}
          {r && p.chart !== 'error' ? (
            <>
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('smoke.tableRegion')}>
                <table className="analytics-table" id="smoke-classification">
                  <caption>{t('smoke.tableCaption', { units: r.units })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('smoke.marker')}</th>
                      <th scope="col" className="num">{t('smoke.result')}</th>
                      <th scope="col" className="num">{t('smoke.chart.p95')}</th>
                      <th scope="col" className="num">{t('smoke.chart.p99')}</th>
                      <th scope="col">{t('smoke.classificationHead')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.markers.map((m) => (
                      <tr key={m.analyte}>
                        <th scope="row">{m.analyte}</th>
                        <td className="num">{m.classification === 'not-applicable' ? t('smoke.chart.notApplicable') : m.result}</td>
                        <td className="num">{m.p95}</td>
                        <td className="num">{m.p99}</td>
                        <td className={`classification-${m.classification}`}>{t(`smoke.classification.${m.classification}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="note">{r.baselineSource}</p>
              {p.pdfHref ? (
                <p>
                  <a href={p.pdfHref} download role="button" className="secondary">
                    {t('smoke.pdf')}
                  </a>
                </p>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="samples-title" className="smoke-samples">
        <h2 id="samples-title">{t('smoke.samplesTitle')}</h2>
        {p.samples === null ? (
          <p role="alert">{t('smoke.errors.get-vintage-trends-analyses-error')}</p>
        ) : p.samples.length === 0 ? (
          <p>{t('smoke.noResults')}</p>
        ) : (
          <>
            <div className="table-scroll smoke-samples-table" tabIndex={0} role="region" aria-label={t('smoke.samplesTitle')}>
              <table className="analytics-table">
                <thead>
                  <tr>
                    <th scope="col">{t('smoke.sampleNumber')}</th>
                    <th scope="col">{t('smoke.description')}</th>
                    <th scope="col">{t('smoke.loggedDate')}</th>
                    <th scope="col">{t('smoke.reportingStatus')}</th>
                    <th scope="col"><span className="visually-hidden">{t('smoke.actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {p.samples.map((s) => (
                    <tr key={s.id}>
                      <td>{s.friendlyNumber}</td>
                      <td>{s.description}</td>
                      <td>{labDay(s.loggedAt)}</td>
                      <td>{t(`smoke.status.${s.status}`)}</td>
                      <td>
                        <Link to={`${smokeAddress(s.friendlyNumber, '')}#smoke-form`} aria-label={t('smoke.selectSampleNamed', { sample: s.friendlyNumber })}>
                          {t('smoke.selectSample')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="smoke-samples-cards">
              {p.samples.map((s) => (
                <li key={s.id}>
                  <dl>
                    <dt>{t('smoke.sampleNumber')}</dt>
                    <dd>{s.friendlyNumber}</dd>
                    <dt>{t('smoke.description')}</dt>
                    <dd>{s.description}</dd>
                    <dt>{t('smoke.loggedDate')}</dt>
                    <dd>{labDay(s.loggedAt)}</dd>
                    <dt>{t('smoke.reportingStatus')}</dt>
                    <dd>{t(`smoke.status.${s.status}`)}</dd>
                  </dl>
                  <Link to={`${smokeAddress(s.friendlyNumber, '')}#smoke-form`} aria-label={t('smoke.selectSampleNamed', { sample: s.friendlyNumber })}>
                    {t('smoke.selectSample')}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}
