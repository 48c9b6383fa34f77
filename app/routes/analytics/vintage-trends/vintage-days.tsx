/**
 * The vintage portal's two views as tabs (plain links that keep the choice, so one click switches
 * with or without JavaScript), and the second view: vintages by day of the season, with the
 * choice of where days count from (a GET form), the chart, its legend, a summary of this season
 * against past vintages and the data as tables folded away.
 */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TipChart } from '../../../ui/tip-chart.tsx';
import type { VintageDaysView } from './vintage-days.server.ts';
import { type Choice, type VintageView, addressOf } from '../../../models/analytics-addresses.ts';
import { labDay } from '../../../ui/lab-date.ts';

export function ViewTabs({ selected, keep }: { selected: Choice; keep: VintageView }) {
  const { t } = useTranslation();
  const days = keep.view === 'days';
  return (
    <nav className="analyses-tabs vintage-views" aria-label={t('vintage.days.viewsLabel')}>
      <ul>
        <li>
          <Link to={addressOf(selected)} aria-current={days ? undefined : 'page'} preventScrollReset>
            {t('vintage.days.viewTrend')}
          </Link>
        </li>
        <li>
          <Link to={addressOf(selected, '', { view: 'days', origin: keep.origin })} aria-current={days ? 'page' : undefined} preventScrollReset>
            {t('vintage.days.viewDays')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function useNumber() {
  const { i18n } = useTranslation();
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
}

export function VintageDays({ season, selected, hold }: { season: VintageDaysView; selected: Choice; hold: { clientName: string } | null }) {
  const { t } = useTranslation();
  const number = useNumber();
  const names = { analysis: season.analysis.name, varietal: season.varietal.name, region: season.region.name };
  const units = season.analysis.units;
  const fromKey = `vintage.days.origin.${season.origin}`;
  const latest = season.latest;
  return (
    <section className="analytics-report vintage-days" aria-labelledby="days-title">
      <h2 id="days-title">{t('vintage.days.title', names)}</h2>
      <Form method="get" className="days-origin" preventScrollReset>
        <input type="hidden" name="analyses" value={selected.analyses} />
        <input type="hidden" name="varietal" value={selected.varietal} />
        <input type="hidden" name="ava" value={selected.ava} />
        <input type="hidden" name="view" value="days" />
        <fieldset>
          <legend>{t('vintage.days.originLegend')}</legend>
          {(['august', 'first-sample'] as const).map((o) => (
            <label key={o}>
              <input type="radio" name="origin" value={o} defaultChecked={season.origin === o} />
              {t(`vintage.days.origin.${o}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="secondary" id="apply-origin">
          {t('vintage.days.applyOrigin')}
        </button>
      </Form>
      <figure className="analytics-chart">
        <TipChart className="chart-svg chart-wide" label={t('vintage.days.title', { analysis: season.analysis.name, varietal: season.varietal.name, region: season.region.name })} svg={season.svg} svgNamed />
        <TipChart className="chart-svg chart-narrow" label={t('vintage.days.title', { analysis: season.analysis.name, varietal: season.varietal.name, region: season.region.name })} svg={season.svgNarrow} svgNamed />
        <figcaption>{t('vintage.days.caption', { units, from: t(fromKey) })}</figcaption>
      </figure>
      <ul className="days-legend" aria-label={t('vintage.days.legendLabel')}>
        <li>
          <span className="swatch swatch-season" aria-hidden="true" />
          {t('vintage.days.legendSeason', { season: season.thisSeason })}
        </li>
        <li>
          <span className="swatch swatch-past" aria-hidden="true" />
          {t('vintage.days.legendPast', { count: season.pastCount })}
        </li>
        <li>
          <span className="swatch swatch-median" aria-hidden="true" />
          {t('vintage.days.legendMedian')}
        </li>
        <li>
          <span className="swatch swatch-band" aria-hidden="true" />
          {t('vintage.days.legendBand')}
        </li>
        {season.ownInChart ? (
          <li>
            <span className="swatch swatch-own" aria-hidden="true" />
            {t('vintage.days.legendOwn', { season: season.thisSeason })}
          </li>
        ) : null}
      </ul>
      <p className="note" data-testid="season-summary">
        {latest
          ? latest.band
            ? t('vintage.days.latestBand', {
                season: season.thisSeason, day: latest.day, result: number.format(latest.result), units,
                median: number.format(latest.band.median), q1: number.format(latest.band.q1), q3: number.format(latest.band.q3),
              })
            : t('vintage.days.latestNoBand', { season: season.thisSeason, day: latest.day, result: number.format(latest.result), units })
          : t('vintage.days.noSeason', { season: season.thisSeason })}
      </p>
      {hold ? (
        <p className="banner banner-warning" role="note" data-testid="own-withheld">
          {t('credit-hold-warning', { name: hold.clientName })} <Link to="/contact-us">{t('credit-hold-contact')}</Link>
        </p>
      ) : season.own.length ? null : (
        <p className="note" data-testid="own-summary">
          {t('vintage.ownNone', { analysis: season.analysis.name, varietal: season.varietal.name })}
        </p>
      )}
      {!hold && season.ownNoRegion ? (
        <p className="note" data-testid="own-no-region">
          {t('vintage.ownNoRegion', { count: season.ownNoRegion })}
        </p>
      ) : null}
      <details className="days-data">
        <summary>{t('vintage.days.tablesToggle')}</summary>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vintage.days.weeksCaption')}>
          <table className="analytics-table" id="days-weeks">
            <caption>{t('vintage.days.weeksCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vintage.days.days')}</th>
                <th scope="col" className="num">{t('vintage.days.pastVintages')}</th>
                <th scope="col" className="num">{t('vintage.days.q1', { units })}</th>
                <th scope="col" className="num">{t('vintage.days.median', { units })}</th>
                <th scope="col" className="num">{t('vintage.days.q3', { units })}</th>
                <th scope="col" className="num">{t('vintage.days.seasonMean', { season: season.thisSeason, units })}</th>
              </tr>
            </thead>
            <tbody>
              {season.weeks.map((w) => (
                <tr key={w.bucket}>
                  <th scope="row">{t('vintage.days.range', { from: w.from, to: w.to })}</th>
                  <td className="num">{w.band?.vintages ?? '–'}</td>
                  <td className="num">{w.band ? number.format(w.band.q1) : '–'}</td>
                  <td className="num">{w.band ? number.format(w.band.median) : '–'}</td>
                  <td className="num">{w.band ? number.format(w.band.q3) : '–'}</td>
                  <td className="num">{w.season === null ? '–' : number.format(w.season)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vintage.days.pointsCaption', names)}>
          <table className="analytics-table" id="days-points">
            <caption>{t('vintage.days.pointsCaption', names)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vintage.vintageYear')}</th>
                <th scope="col" className="num">{t('vintage.days.day')}</th>
                <th scope="col">{t('vintage.date')}</th>
                <th scope="col" className="num">{t('vintage.result', { units })}</th>
              </tr>
            </thead>
            <tbody>
              {season.points.map((p, i) => (
                <tr key={i} className={p.vintage === season.thisSeason ? 'this-season' : undefined}>
                  <td>{p.vintage}</td>
                  <td className="num">{p.day}</td>
                  <td>{labDay(p.timestamp)}</td>
                  <td className="num">{number.format(p.result)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {season.own.length ? (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vintage.ownCaption')}>
            <table className="analytics-table" id="days-own">
              <caption>{t('vintage.ownCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('vintage.sample')}</th>
                  <th scope="col">{t('vintage.vintageYear')}</th>
                  <th scope="col" className="num">{t('vintage.days.day')}</th>
                  <th scope="col">{t('vintage.date')}</th>
                  <th scope="col" className="num">{t('vintage.result', { units })}</th>
                </tr>
              </thead>
              <tbody>
                {season.own.map((o, i) => (
                  <tr key={i}>
                    <td>{o.sampleNumber}</td>
                    <td>{o.vintage}</td>
                    <td className="num">{o.day}</td>
                    <td>{labDay(o.timestamp)}</td>
                    <td className="num">{number.format(o.result)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </section>
  );
}
