/**
 * The vintage trends report: the region's results over time with the exponential trendline and
 * R² (drawn on the server), the equation, R², n, the data as a table and as CSV, and the client's
 * own results beside the trend (not while they are withheld on credit hold: the credit-hold
 * warning in their place).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VintageReportView } from './vintage-trends.server.ts';
import { labDay } from '../../../ui/lab-date.ts';
import { TipChart } from '../../../ui/tip-chart.tsx';

export function VintageReport({ report, hold }: { report: VintageReportView; hold: { clientName: string } | null }) {
  const { t } = useTranslation();
  const names = { analysis: report.analysis.name, varietal: report.varietal.name, region: report.region.name };
  return (
    <section className="analytics-report" aria-labelledby="report-title">
      <h2 id="report-title">{t('vintage.reportTitle', names)}</h2>
      <figure className="analytics-chart">
        <TipChart className="chart-svg chart-wide" label={t('vintage.chartAlt', { analysis: report.analysis.name, units: report.analysis.units, n: report.rows.length })} svg={report.svg} />
        <TipChart className="chart-svg chart-narrow" label={t('vintage.chartAlt', { analysis: report.analysis.name, units: report.analysis.units, n: report.rows.length })} svg={report.svgNarrow} />
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
      {!hold && report.ownNoRegion ? (
        <p className="note" data-testid="own-no-region">
          {t('vintage.ownNoRegion', { count: report.ownNoRegion })}
        </p>
      ) : null}
      <p>
        <a href={report.csvHref} download className="button-link secondary" role="button">
          {t('vintage.csv')}
        </a>
      </p>
      <RegionTable report={report} caption={t('vintage.tableCaption', names)} />
      {report.own.length ? <OwnResults report={report} /> : null}
    </section>
  );
}

function useNumber() {
  const { i18n } = useTranslation();
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
}

/** The region's results that the trend is drawn from. */
function RegionTable({ report, caption }: { report: VintageReportView; caption: string }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vintage.tableRegion')}>
      <table className="analytics-table" id="vintage-data">
        <caption>{caption}</caption>
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
  );
}

/** The client's own results for the analysis and varietal, folded away under the report. */
function OwnResults({ report }: { report: VintageReportView }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
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
  );
}
