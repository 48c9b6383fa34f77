import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/results';
import { type ResultsFilters, filtersQuery, withBack } from '../../models/results-filters.ts';
import { resultsAction, resultsLoader } from './results.server.ts';
import { type AnalysisRow, type BatchRow, unpackAnalyses, unpackBatches } from '../../models/results-rows.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { ResignForm } from '../../ui/resign-form.tsx';
import { ResultCell } from '../../ui/result-value.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { useClientLinks } from '../../ui/client-links.tsx';

/** Results search debounce (document 2 §9). */
const RESULTS_DEBOUNCE_MS = 250;

export async function loader({ request, context }: Route.LoaderArgs) {
  return resultsLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return resultsAction(context, request);
}

export default function Results({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters: f, resign, dateError, batches, analyses, total, prelimAccepted, user } = loaderData;
  const failed = !!(actionData as { result?: { error?: unknown } } | undefined)?.result?.error;
  const pages = Math.max(1, Math.ceil(total / f.size));
  const title = t('results.title');
  // document 2 §4, §9: the search applies 250 ms after the last keystroke once JavaScript runs.
  const toolbarRef = useAutoSubmit<HTMLFormElement>(RESULTS_DEBOUNCE_MS);
  const qRef = useSyncedValue<HTMLInputElement>(f.q);
  if (resign) {
    return (
      <section>
        <PageHead title={title} failed={failed} />
        <h1>{title}</h1>
        <ResignForm {...resign} lastResult={(actionData as any)?.result} defaults={{ firstname: user?.firstname ?? '', lastname: user?.lastname ?? '' }} />
      </section>
    );
  }
  const rows = analyses ? unpackAnalyses(analyses) : [];
  const hasPreliminary = rows.some((a) => a.pending);
  const back = filtersQuery(f);
  return (
    <section>
      <PageHead title={title} />
      <h1>{title}</h1>
      <nav className="view-toggle" aria-label={t('results.views')}>
        <Link to={filtersQuery(f, { view: 'samples', page: 1, size: 50, sort: 'logged_at', dir: 'desc' })} aria-current={f.view === 'samples' ? 'page' : undefined}>
          {t('results.samplesView')}
        </Link>
        <Link to={filtersQuery(f, { view: 'analyses', page: 1, size: 100, sort: 'logged_at', dir: 'desc' })} aria-current={f.view === 'analyses' ? 'page' : undefined}>
          {t('results.analysesView')}
        </Link>
      </nav>
      <Form method="get" role="search" ref={toolbarRef} className="results-toolbar" aria-label={t('results.filters')}>
        {f.view === 'analyses' ? <input type="hidden" name="view" value="analyses" /> : null}
        {f.view === 'analyses' && f.sort !== 'logged_at' ? <input type="hidden" name="sort" value={f.sort} /> : null}
        {f.dir !== 'desc' ? <input type="hidden" name="dir" value={f.dir} /> : null}
        <div className="field">
          <label htmlFor="results-q">{t('results.search')}</label>
          <input ref={qRef} id="results-q" type="search" name="q" defaultValue={f.q} maxLength={200} placeholder={t('results.searchPlaceholder')} />
        </div>
        <div className="field">
          <label htmlFor="results-from">{t('results.from')}</label>
          <input id="results-from" name="from" defaultValue={f.from} placeholder="MM/dd/yyyy" inputMode="numeric" aria-describedby="results-date-hint" aria-invalid={dateError ? true : undefined} />
        </div>
        <div className="field">
          <label htmlFor="results-to">{t('results.to')}</label>
          <input id="results-to" name="to" defaultValue={f.to} placeholder="MM/dd/yyyy" inputMode="numeric" aria-describedby="results-date-hint" aria-invalid={dateError ? true : undefined} />
        </div>
        <div className="field">
          <label htmlFor="results-size">{t('results.pageSize')}</label>
          <select id="results-size" name="size" defaultValue={f.size}>
            {(f.view === 'samples' ? [50, 100, 150] : [50, 100]).map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit">{t('results.apply')}</button>
          <Link role="button" className="secondary" to={f.view === 'analyses' ? '?view=analyses' : '/dashboard/results'}>
            {t('results.clear')}
          </Link>
        </div>
        <small id="results-date-hint" className="field-hint">{t('results.dateHint')}</small>
      </Form>
      <Form method="post" className="inline-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="export" />
        <input type="hidden" name="view" value={f.view} />
        <input type="hidden" name="q" value={f.q} />
        <input type="hidden" name="from" value={f.from} />
        <input type="hidden" name="to" value={f.to} />
        <button type="submit" className="secondary">{t('results.exportCsv')}</button>
      </Form>
      {dateError ? (
        <p role="alert" className="field-error">{t(dateError)}</p>
      ) : (
        <>
          <div className="results-summary">
            <p aria-live="polite">{t(f.view === 'samples' ? 'results.countGroups' : 'results.countAnalyses', { count: total })}</p>
            {pages > 1 ? <p>{t('common.pageOf', { page: f.page, pages })}</p> : null}
          </div>
          {hasPreliminary && !prelimAccepted ? <PreliminaryAgreement /> : null}
          {f.view === 'samples' ? <SamplesTable batches={batches ? unpackBatches(batches) : []} back={back} /> : <AnalysesTable rows={rows} f={f} prelimAccepted={prelimAccepted} back={back} />}
          <Pagination page={f.page} pages={pages} href={(page) => `/dashboard/results${filtersQuery(f, { page })}`} />
        </>
      )}
    </section>
  );
}

function PreliminaryAgreement() {
  const { t } = useTranslation();
  return (
    <div className="banner banner-warning" role="region" aria-label={t('results.prelimTitle')}>
      <p>
        <strong>{t('results.prelimTitle')}</strong> {t('results.prelimText')}
      </p>
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="preliminary" />
        <button type="submit">{t('results.prelimProceed')}</button>
      </Form>
    </div>
  );
}

const samplePath = (batchId: number, friendly: string) => `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(friendly)}`;

/** A label function that translates each distinct value once (a page shows a handful of statuses). */
function memoLabel(translate: (value: string) => string) {
  const seen = new Map<string, string>();
  return (value: string) => {
    let label = seen.get(value);
    if (label === undefined) seen.set(value, (label = translate(value)));
    return label;
  };
}

/**
 * One markup. Each list is a single table; below 1320 px CSS lays every row out as a
 * card, each cell's label (`data-label`) beside its value (portal.css `.results-table`), so no
 * row is rendered twice. The row links are plain `<a href>` built from one base path per page,
 * with client navigation through one listener on the table (`useClientLinks`).
 */
function SamplesTable({ batches, back }: { batches: BatchRow[]; back: string }) {
  const { t } = useTranslation();
  const ref = useClientLinks<HTMLTableElement>();
  if (!batches.length) return <p role="status">{t('results.noResults')}</p>;
  // The labels every row repeats are translated once per page, not once per row.
  const label = {
    group: t('results.group'), samples: t('results.samples'), logged: t('results.logged'), status: t('results.status'), viewResults: t('results.viewResults'),
  };
  const statusOf = memoLabel((status: string) => t(`results.batchStatus.${status}`));
  // "View results of sample {{sample}}" once, the sample put in per link.
  const [viewOfBefore, viewOfAfter = ''] = t('results.viewResultsOf', { sample: '\u0000' }).split('\u0000');
  const query = withBack('', back);
  return (
    <div className="table-scroll">
      <table className="results-table samples-table" ref={ref}>
        <caption className="visually-hidden">{t('results.samplesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{label.group}</th>
            <th scope="col">{label.samples}</th>
            <th scope="col">{label.logged}</th>
            <th scope="col">{label.status}</th>
            <th scope="col">{label.viewResults}</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((b) => {
            const hrefs = b.samples.map(([friendlyNumber]) => samplePath(b.id, friendlyNumber) + query);
            return (
              <tr key={b.id}>
                <th scope="row" data-label={label.group}>{b.id}</th>
                <td className="cell-samples">
                  <ul className="sample-list">
                    {b.samples.map(([friendlyNumber, description], i) => (
                      <li key={i}>
                        {/* one text node: no comment markers between its parts in the HTML */}
                        <a href={hrefs[i]}>{`${friendlyNumber} — ${description}`}</a>
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label={label.logged}>{b.logged}</td>
                <td data-label={label.status}>{statusOf(b.status)}</td>
                <td className="cell-view-results">
                  <ul className="sample-list">
                    {b.samples.map(([friendlyNumber], i) => (
                      <li key={i}>
                        <a href={hrefs[i]} aria-label={viewOfBefore + friendlyNumber + viewOfAfter}>{label.viewResults}</a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

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

function AnalysesTable({ rows, f, prelimAccepted, back }: { rows: AnalysisRow[]; f: ResultsFilters; prelimAccepted: boolean; back: string }) {
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
