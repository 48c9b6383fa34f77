/** The results page's analyses view: a table of analyses, sortable by column (by a form on narrow screens). */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { samplePath } from './sample-path.ts';
import { type ResultsFilters, filtersQuery, withBack } from '../../../models/results-filters.ts';
import type { AnalysisRow } from '../../../models/results-rows.ts';
import { ResultCell } from '../../../ui/result-value.tsx';
import { useAutoSubmit } from '../../../ui/auto-submit.ts';
import { useClientLinks } from '../../../ui/client-links.tsx';

/**
 * The sort control of the cards (below 1320 px, where the table's sortable headers are hidden):
 * a GET form with the same sort names; it submits itself with JavaScript.
 */
function CardSort({ f }: { f: ResultsFilters }) {
  const { t } = useTranslation();
  const ref = useAutoSubmit<HTMLFormElement>();
  return (
    <Form method="get" ref={ref} className="card-sort narrow-only" aria-label={t('results.sortCards')}>
      <input type="hidden" name="view" value="analyses" />
      {f.q ? <input type="hidden" name="q" value={f.q} /> : null}
      {f.from ? <input type="hidden" name="from" value={f.from} /> : null}
      {f.to ? <input type="hidden" name="to" value={f.to} /> : null}
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

export function AnalysesTable({ rows, f, prelimAccepted, back }: { rows: AnalysisRow[]; f: ResultsFilters; prelimAccepted: boolean; back: string }) {
  const { t } = useTranslation();
  const ref = useClientLinks<HTMLTableElement>();
  if (!rows.length) return <p role="status">{t('results.noResults')}</p>;
  const head = (sort: string, label: string) => {
    const active = f.sort === sort;
    const dir = active && f.dir === 'desc' ? 'asc' : 'desc';
    return (
      <th key={sort} scope="col" aria-sort={active ? (f.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
        <Link className="sort-link" to={filtersQuery(f, { sort, dir, page: 1 })}>
          {t(label)}
          {active ? <span aria-hidden="true">{f.dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
        </Link>
      </th>
    );
  };
  const query = withBack('', back);
  // The labels every card repeats, translated once per page.
  const label = {
    analysis: t('results.analysis'), result: t('results.result'), sampleId: t('results.sampleId'), sampleName: t('results.sampleName'),
    groupId: t('results.groupId'), logged: t('results.logged'), panel: t('results.panel'),
  };
  return (
    <>
      <CardSort f={f} />
      <div className="table-scroll">
        <table className="results-table analyses-table" ref={ref}>
          <caption className="visually-hidden">{t('results.analysesCaption')}</caption>
          <thead>
            <tr>{SORT_COLUMNS.map(([sort, label]) => head(sort, label))}</tr>
          </thead>
          <tbody>
            {rows.map((a) => {
              const sample = samplePath(a.reportBatchId, a.friendlyNumber);
              const href = `${sample}/analysis/${a.id}${query}`;
              return (
                <tr key={a.id}>
                  <td data-label={label.logged}>{a.logged}</td>
                  <td data-label={label.groupId}>{a.reportBatchId}</td>
                  <td data-label={label.sampleId}>
                    <a href={sample + query}>{a.friendlyNumber}</a>
                  </td>
                  <td data-label={label.sampleName}>{a.sampleDescription}</td>
                  <td data-label={label.analysis}>
                    <a href={href}>{a.analyte}</a>
                  </td>
                  <td data-label={label.result}>
                    {/* one element, so the card's label and value stay side by side */}
                    <span>
                      <ResultCell r={a} prelimAccepted={prelimAccepted} href={href} t={t} />
                    </span>
                  </td>
                  <td data-label={label.panel}>{a.panelDescription || null}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
