/** The results page's analyses view: a table of analyses, sortable by column (by a form on narrow screens). */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { samplePath } from './sample-path.ts';
import { type ResultsFilters, filtersQuery, withBack } from '../../../models/results-filters.ts';
import type { AnalysisRow } from '../../../models/results-rows.ts';
import { ResultCell } from '../../../ui/result-value.tsx';
import { useAutoSubmit } from '../../../ui/auto-submit.ts';
import { useClientLinks } from '../../../ui/client-links.tsx';
import { SpecBadge } from '../../../ui/sample-specification.tsx';

/**
 * The sort control of phones (below 600 px, where the columns that leave take their sortable
 * headers with them): a GET form with the same sort names; it submits itself with JavaScript.
 */
export function CardSort({ f }: { f: ResultsFilters }) {
  const { t } = useTranslation();
  const ref = useAutoSubmit<HTMLFormElement>();
  // Closed unless a sort other than the default is chosen, so the first row stays in the first screen.
  const sorted = f.sort !== 'logged_at' || f.dir !== 'desc';
  return (
    <details className="card-sort-details phone-only" open={sorted || undefined}>
    <summary>{t('results.sortCards')}</summary>
    <Form method="get" ref={ref} className="card-sort" aria-label={t('results.sortCards')}>
      <input type="hidden" name="view" value="analyses" />
      {f.q ? <input type="hidden" name="q" value={f.q} /> : null}
      {f.from ? <input type="hidden" name="from" value={f.from} /> : null}
      {f.to ? <input type="hidden" name="to" value={f.to} /> : null}
      {f.spec ? <input type="hidden" name="spec" value={f.spec} /> : null}
      {f.size !== 100 ? <input type="hidden" name="size" value={f.size} /> : null}
      <label htmlFor="card-sort">{t('results.sortBy')}</label>
      <select id="card-sort" name="sort" defaultValue={f.sort} key={f.sort}>
        {SORT_COLUMNS.map(([sort, label]) => (
          <option key={sort} value={sort}>{t(label)}</option>
        ))}
      </select>
      <label htmlFor="card-dir">{t('results.sortDirection')}</label>
      <select id="card-dir" name="dir" defaultValue={f.dir} key={f.dir}>
        <option value="desc">{t('results.sortDesc')}</option>
        <option value="asc">{t('results.sortAsc')}</option>
      </select>
      <button type="submit" className="secondary">{t('results.sortApply')}</button>
    </Form>
    </details>
  );
}

const SORT_COLUMNS = [
  ['logged_at', 'results.logged'],
  ['report_batch_id', 'results.groupId'],
  ['friendly_number', 'results.sampleId'],
  ['description', 'results.sampleName'],
  ['analyte', 'results.analysis'],
  ['formatted_result', 'results.result'],
  ['panel_description', 'results.panel'],
] as const;

/**
 * The result stays in the first screen at every width: the analysis and its value lead the row,
 * the sample's ID and name share one cell (the name clamped to a line), and the columns a reader
 * needs least leave first as the screen narrows (portal.css `.analyses-table`): group and panel
 * below 1320 px, the logged date below 600 px. The header row is sticky, so there is no scroll box
 * (a scroll container would pin the header to itself instead of the page).
 */
export function AnalysesTable({ rows, f, prelimAccepted, back, empty }: { rows: AnalysisRow[]; f: ResultsFilters; prelimAccepted: boolean; back: string; empty: string }) {
  const { t } = useTranslation();
  const ref = useClientLinks<HTMLTableElement>();
  if (!rows.length) return <p role="status">{empty}</p>;
  const sortLink = (sort: string, label: string) => {
    const active = f.sort === sort;
    const dir = active && f.dir === 'desc' ? 'asc' : 'desc';
    return (
      <Link className="sort-link" to={filtersQuery(f, { sort, dir, page: 1 })}>
        {t(label)}
        {active ? <span aria-hidden="true">{f.dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </Link>
    );
  };
  const ariaSort = (...sorts: string[]) => (sorts.includes(f.sort) ? (f.dir === 'asc' ? 'ascending' : 'descending') : undefined);
  const head = (sort: string, label: string, className?: string) => (
    <th key={sort} scope="col" className={className} aria-sort={ariaSort(sort)}>{sortLink(sort, label)}</th>
  );
  const query = withBack('', back);
  return (
    <>
      <table className="results-table analyses-table" ref={ref}>
        <caption className="visually-hidden">{t('results.analysesCaption')}</caption>
        <thead>
          <tr>
            {head('analyte', 'results.analysis')}
            {head('formatted_result', 'results.result')}
            <th scope="col" aria-sort={ariaSort('friendly_number', 'description')}>
              {sortLink('friendly_number', 'results.sampleId')}
              <span className="sort-sep"> · </span>
              {sortLink('description', 'results.sampleName')}
            </th>
            {head('logged_at', 'results.logged', 'col-mid')}
            {head('report_batch_id', 'results.groupId', 'col-wide')}
            {head('panel_description', 'results.panel', 'col-wide')}
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => {
            const sample = samplePath(a.reportBatchId, a.friendlyNumber);
            const href = `${sample}/analysis/${a.id}${query}`;
            return (
              <tr key={a.id}>
                <td className="cell-analysis">
                  <a href={href}>{a.analyte}</a>
                </td>
                <td className="cell-result">
                  <ResultCell r={a} prelimAccepted={prelimAccepted} href={href} t={t} />
                  {a.verdict ? <> <SpecBadge verdict={a.verdict} labelled /></> : null}
                </td>
                <td className="cell-sample">
                  <a href={sample + query}>{a.friendlyNumber}</a>
                  {a.sampleDescription ? <span className="sample-name" title={a.sampleDescription}>{a.sampleDescription}</span> : null}
                </td>
                <td className="col-mid">{a.logged}</td>
                <td className="col-wide">{a.reportBatchId}</td>
                <td className="col-wide">{a.panelDescription || null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
