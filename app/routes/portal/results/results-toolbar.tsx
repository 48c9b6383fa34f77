/**
 * The results page's filters (a GET search form: search, dates, page size) and its CSV export
 * of what they select. The search applies 250 ms after the last keystroke once JavaScript runs
 * (document 2 §4, §9).
 */
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { ResultsFilters } from '../../../models/results-filters.ts';
import { DIRECT_CSV_MAX_ROWS, EXPORT_LAYOUTS } from '../../../../contract/exports.ts';
import { useAutoSubmit, useSyncedValue } from '../../../ui/auto-submit.ts';

/** Results search debounce (document 2 §9). */
const RESULTS_DEBOUNCE_MS = 250;

/** What the export will do: download at once up to DIRECT_CSV_MAX_ROWS rows, else e-mail; `rows` when the page knows the count (the analyses view). */
function exportNote(rows: number | null | undefined): { key: string; values: Record<string, number> } {
  if (rows === null || rows === undefined) return { key: 'results.exportRule', values: { max: DIRECT_CSV_MAX_ROWS } };
  return { key: rows <= DIRECT_CSV_MAX_ROWS ? 'results.exportDirect' : 'results.exportMailed', values: { count: rows, max: DIRECT_CSV_MAX_ROWS } };
}

export function ResultsToolbar({ f, dateError, rows }: { f: ResultsFilters; dateError: string | null | undefined; rows?: number | null }) {
  const { t } = useTranslation();
  const toolbarRef = useAutoSubmit<HTMLFormElement>(RESULTS_DEBOUNCE_MS);
  const qRef = useSyncedValue<HTMLInputElement>(f.q);
  const note = exportNote(rows);
  // Closed on phones unless a filter is set (or a date is wrong), so the first result is in the
  // first screen; from 1024 px CSS shows the form as one row whatever the details' state.
  const active = Boolean(f.q || f.from || f.to || f.spec || dateError || f.size !== (f.view === 'samples' ? 50 : 100));
  return (
    <>
    <details className="results-filters" open={active || undefined}>
    <summary>{t('results.filters')}</summary>
    <Form method="get" role="search" ref={toolbarRef} className="results-toolbar" aria-label={t('results.filters')}>
      {f.view === 'analyses' ? <input type="hidden" name="view" value="analyses" /> : null}
      {f.view === 'analyses' && f.sort !== 'logged_at' ? <input type="hidden" name="sort" value={f.sort} /> : null}
      {f.dir !== 'desc' ? <input type="hidden" name="dir" value={f.dir} /> : null}
      <div className="field field-search">
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
      <div className="field field-spec">
        <label htmlFor="results-spec">{t('specList.filter')}</label>
        <select id="results-spec" name="spec" defaultValue={f.spec} key={f.spec}>
          <option value="">{t('specList.all')}</option>
          <option value="fail">{t('specList.fail')}</option>
          <option value="warning">{t('specList.warning')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="results-size">{t('results.pageSize')}</label>
        <select id="results-size" name="size" defaultValue={f.size}>
          {(f.view === 'samples' ? [50, 100, 150] : [50, 100]).map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      {/* Export CSV posts its own form (the `form` attribute), so it can sit outside this row. */}
      <div className="actions">
        <button type="submit">{t('results.apply')}</button>
        <Link role="button" className="secondary" to={f.view === 'analyses' ? '?view=analyses' : '/dashboard/results'}>
          {t('results.clear')}
        </Link>
      </div>
      {/* The export sits with its note in the hints' line, so the fields and actions fit one row. */}
      <p className="toolbar-notes">
        <small id="results-date-hint">{t('results.dateHint')}</small>{' '}
        <span className="toolbar-export">
          <label htmlFor="results-export-layout" className="export-layout">
            {t('exportLayouts.label')}{' '}
            <select id="results-export-layout" name="layout" form="results-export" defaultValue="standard">
              {EXPORT_LAYOUTS.map((l) => (
                <option key={l} value={l}>
                  {t(`exportLayouts.${l}`)}
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="submit" form="results-export" className="secondary outline" aria-describedby="results-export-note">{t('results.exportCsv')}</button>{' '}
          <small id="results-export-note">{t(note.key, note.values)}</small>
        </span>
      </p>
    </Form>
    </details>
    {/* A document post: a small export answers the CSV itself, which the browser downloads, staying on the page. */}
    <Form method="post" action="/dashboard/results/export" id="results-export" hidden reloadDocument>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="export" />
      <input type="hidden" name="view" value={f.view} />
      <input type="hidden" name="q" value={f.q} />
      <input type="hidden" name="from" value={f.from} />
      <input type="hidden" name="to" value={f.to} />
      {f.spec ? <input type="hidden" name="spec" value={f.spec} /> : null}
    </Form>
    </>
  );
}
