/**
 * /dashboard/vintage-portal (document 3 §2, §4, §5, §9): choose an analysis, a
 * varietal and a region, then the trend report: the region's results over time with the
 * exponential trendline and R² (drawn on the server), the equation, R², n, the data as a
 * table and as CSV, and the client's own results beside the trend (not while they are withheld
 * on credit hold: the credit-hold warning in their place). The breadcrumb bar is hidden (the
 * route gives no crumbs).
 *
 * Without JavaScript the form is one GET form whose later lists the server fills after each
 * step (a button per step). With JavaScript a choice loads the next list at once and the run
 * button enables when all three are chosen.
 */
import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/vintage-portal';
import { vintagePage } from './vintage-portal.server.ts';
import { addressOf } from '../../models/analytics-addresses.ts';
import { ErrorSummary, SelectField } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { labDay } from '../../ui/lab-date.ts';
import analyticsHref from '../../styles/analytics.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsHref }];

export function loader({ request, context }: Route.LoaderArgs) {
  return vintagePage(context, request);
}

const FIELDS = { analyses: 'analyses', varietal: 'varietal', ava: 'ava' } as const;

export default function VintagePortal({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { analyses, varietals, regions, selected, errors, failure, report, hold } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [enhanced, setEnhanced] = useState(false);
  const [region, setRegion] = useState(selected.ava);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => setRegion(selected.ava), [selected.ava]);
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === '/dashboard/vintage-portal';
  const message = (field: keyof typeof FIELDS) => (errors[field] ? [t(`vintage.errors.${errors[field]}`)] : undefined);
  const summary = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).filter((f) => errors[f]).map((f) => ({ id: f, message: t(`vintage.errors.${errors[f]}`) }));
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  const ready = !!(selected.analyses && selected.varietal && region);
  const go = (to: string) => navigate(to, { preventScrollReset: true });
  return (
    <article className="analytics-page vintage-portal">
      <PageHead title={t('vintage.title')} failed={summary.length > 0} noindex />
      <h1>{t('vintage.title')}</h1>
      <ErrorSummary errors={summary} />
      {failure ? (
        <p className="banner banner-error" role="alert">
          {t(`vintage.errors.${failure}`)}
        </p>
      ) : null}
      <div className="analytics-columns">
        <Form method="get" className="vintage-form" aria-busy={loading || undefined} data-enhanced={enhanced ? 'on' : undefined} aria-labelledby="vintage-form-title">
          <h2 id="vintage-form-title">{t('vintage.formTitle')}</h2>
          <SelectField
            key={`a-${selected.analyses}`}
            id="analyses"
            name="analyses"
            label={t('vintage.analysis')}
            defaultValue={selected.analyses}
            errors={message('analyses')}
            required
            onChange={(e) => go(addressOf({ analyses: e.currentTarget.value }))}
          >
            <option value="">{t('vintage.chooseAnalysis')}</option>
            {analyses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.units})
              </option>
            ))}
          </SelectField>
          <button type="submit" name="step" value="analysis" formNoValidate className="secondary step-button" hidden={enhanced}>
            {t('vintage.stepAnalysis')}
          </button>
          <SelectField
            key={`v-${selected.analyses}-${selected.varietal}`}
            id="varietal"
            name="varietal"
            label={t('vintage.varietal')}
            hint={selected.analyses ? undefined : t('vintage.varietalFirst')}
            defaultValue={selected.varietal}
            errors={message('varietal')}
            required
            onChange={(e) => go(addressOf({ analyses: selected.analyses, varietal: e.currentTarget.value }))}
          >
            <option value="">{t('vintage.chooseVarietal')}</option>
            {varietals.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" name="step" value="varietal" formNoValidate className="secondary step-button" hidden={enhanced || !selected.analyses}>
            {t('vintage.stepVarietal')}
          </button>
          <SelectField
            key={`r-${selected.analyses}-${selected.varietal}-${selected.ava}`}
            id="ava"
            name="ava"
            label={t('vintage.region')}
            hint={selected.varietal ? undefined : t('vintage.regionFirst')}
            defaultValue={selected.ava}
            errors={message('ava')}
            required
            onChange={(e) => setRegion(e.currentTarget.value)}
          >
            <option value="">{t('vintage.chooseRegion')}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" id="run-report" disabled={enhanced && !ready}>
            {t('vintage.run')}
          </button>
          {loading ? (
            <p className="muted" role="status">
              {t('vintage.loading')}
            </p>
          ) : null}
        </Form>
        <aside className="analytics-instructions" aria-labelledby="vintage-instructions">
          <details open>
            <summary id="vintage-instructions">{t('vintage.instructionsTitle')}</summary>
            <ol>
              <li>{t('vintage.instructions1')}</li>
              <li>{t('vintage.instructions2')}</li>
              <li>{t('vintage.instructions3')}</li>
              <li>{t('vintage.instructions4')}</li>
            </ol>
          </details>
        </aside>
      </div>
      {report ? (
        <section className="analytics-report" aria-labelledby="report-title">
          <h2 id="report-title">{t('vintage.reportTitle', { analysis: report.analysis.name, varietal: report.varietal.name, region: report.region.name })}</h2>
          <figure className="analytics-chart">
            <div className="chart-svg" role="img" aria-label={t('vintage.chartAlt', { analysis: report.analysis.name, units: report.analysis.units, n: report.rows.length })} dangerouslySetInnerHTML={{ __html: report.svg }} />
            <figcaption>{t('vintage.chartCaption')}</figcaption>
          </figure>
          <dl className="trend-facts">
            <div>
              <dt>{t('vintage.equation')}</dt>
              <dd data-testid="equation">{report.equation ?? t('vintage.noTrend')}</dd>
            </div>
            <div>
              <dt>R²</dt>
              <dd data-testid="r2">{report.r2 ?? '–'}</dd>
            </div>
            <div>
              <dt>n</dt>
              <dd data-testid="n">{report.trend?.n ?? 0}</dd>
            </div>
          </dl>
          {report.trend?.excluded ? <p className="note">{t('vintage.excluded', { count: report.trend.excluded })}</p> : null}
          {hold ? (
            // Own results withheld on credit hold: the reason, as the other results pages give it.
            <p className="banner banner-warning" role="note" data-testid="own-withheld">
              {t('credit-hold-warning', { name: hold.clientName })} <Link to="/contact-us">{t('credit-hold-contact')}</Link>
            </p>
          ) : (
            <p className="note" data-testid="own-summary">
              {report.own.length && report.trend
                ? t('vintage.ownSummary', { count: report.own.length, above: report.ownAbove, below: report.ownBelow })
                : t('vintage.ownNone', { analysis: report.analysis.name, varietal: report.varietal.name })}
            </p>
          )}
          <p>
            <a href={report.csvHref} download className="button-link secondary" role="button">
              {t('vintage.csv')}
            </a>
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vintage.tableRegion')}>
            <table className="analytics-table" id="vintage-data">
              <caption>{t('vintage.tableCaption', { analysis: report.analysis.name, varietal: report.varietal.name, region: report.region.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('vintage.date')}</th>
                  <th scope="col">{t('vintage.vintageYear')}</th>
                  <th scope="col" className="num">{t('vintage.result', { units: report.analysis.units })}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((r, i) => (
                  <tr key={i}>
                    <td>{labDay(r.timestamp)}</td>
                    <td>{r.dateYear}</td>
                    <td className="num">{number.format(r.result)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.own.length ? (
            <details className="own-results">
              <summary>{t('vintage.ownToggle', { count: report.own.length })}</summary>
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vintage.tableRegion')}>
              <table className="analytics-table" id="vintage-own">
                <caption>{t('vintage.ownCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('vintage.sample')}</th>
                    <th scope="col">{t('vintage.date')}</th>
                    <th scope="col" className="num">{t('vintage.result', { units: report.analysis.units })}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.own.map((r, i) => (
                    <tr key={i}>
                      <td>{r.sampleNumber}</td>
                      <td>{labDay(r.timestamp)}</td>
                      <td className="num">{number.format(r.result)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </div>
            </details>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
