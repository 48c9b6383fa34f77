/**
 * The smoke impact report of one sample: its facts, the chart against the 95th and 99th
 * percentile baselines (drawn on the server; 'loading...' while a new report loads with
 * JavaScript), the classification table and the PDF.
 */
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/smoke-impact-report';
import { SMOKE_PATH } from '../../../models/analytics-addresses.ts';
import { labDay } from '../../../ui/lab-date.ts';

export type SmokePage = NonNullable<Route.ComponentProps['loaderData']['page']>;

export function SmokeReport({ p }: { p: SmokePage }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === SMOKE_PATH;
  const r = p.report;
  // The bounds with their operator ("≤ 2"), as the PDF prints them, in the sign a reader expects.
  const bound = (analyte: string, key: 'percentile_95' | 'percentile_99', value: number) => {
    const op = r?.analytes.find((a) => a.analyte === analyte)?.[key].operator;
    return op ? `${op.replace('<=', '≤').replace('>=', '≥')} ${value}` : String(value);
  };
  return (
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
          <div className="chart-svg chart-wide" role="img" aria-label={t('smoke.chartAlt', { sample: r?.friendlyNumber ?? '' })} dangerouslySetInnerHTML={{ __html: p.svg ?? '' }} />
          <div className="chart-svg chart-narrow" role="img" aria-label={t('smoke.chartAlt', { sample: r?.friendlyNumber ?? '' })} dangerouslySetInnerHTML={{ __html: p.svgNarrow ?? '' }} />
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
                    <td className="num">{bound(m.analyte, 'percentile_95', m.p95)}</td>
                    <td className="num">{bound(m.analyte, 'percentile_99', m.p99)}</td>
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
  );
}
