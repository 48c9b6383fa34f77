/**
 * /dashboard/results (document 2 §2, §4, §9): the client's results as samples or as analyses, with
 * filters, CSV export, the preliminary-results agreement and paging; the re-sign form instead
 * while the agreement must be re-signed. Its pieces are the modules beside this one.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/results';
import { resultsAction, resultsLoader } from './results.server.ts';
import { AnalysesTable, CardSort } from './analyses-table.tsx';
import { PreliminaryAgreement } from './preliminary-agreement.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { SamplesTable, ZipForm } from './samples-table.tsx';
import { filtersQuery } from '../../../models/results-filters.ts';
import { unpackAnalyses, unpackBatches } from '../../../models/results-rows.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { ResignForm } from '../../../ui/resign-form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';

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
  // A client with no results yet is told so, not that its (empty) filters match nothing.
  const empty = t(f.q || f.from || f.to || f.spec ? 'results.noResults' : 'results.noneYet');
  return (
    <section>
      <PageHead title={title} />
      <div className="results-head">
      <h1>{title}</h1>
      <nav className="view-toggle" aria-label={t('results.views')}>
        <Link to={filtersQuery(f, { view: 'samples', page: 1, size: 50, sort: 'logged_at', dir: 'desc' })} aria-current={f.view === 'samples' ? 'page' : undefined}>
          {t('results.samplesView')}
        </Link>
        <Link to={filtersQuery(f, { view: 'analyses', page: 1, size: 100, sort: 'logged_at', dir: 'desc' })} aria-current={f.view === 'analyses' ? 'page' : undefined}>
          {t('results.analysesView')}
        </Link>
      </nav>
      {/* The count beside the title rather than a line of its own above the rows. */}
      {dateError ? null : (
        <div className="results-summary">
          <p aria-live="polite">{t(f.view === 'samples' ? 'results.countGroups' : 'results.countAnalyses', { count: total })}</p>
          {pages > 1 ? <p>{t('common.pageOf', { page: f.page, pages })}</p> : null}
        </div>
      )}
      </div>
      <div className="results-controls">
        <ResultsToolbar f={f} dateError={dateError} rows={f.view === 'analyses' && !dateError ? total : null} />
        {f.view === 'analyses' && rows.length ? <CardSort f={f} /> : null}
      </div>
      {dateError ? (
        <p role="alert" className="field-error">{t(dateError)}</p>
      ) : (
        <>
          {hasPreliminary && !prelimAccepted ? <PreliminaryAgreement /> : null}
          {f.view === 'samples' && total > 0 ? <ZipForm back={back} /> : null}
          {f.view === 'samples' ? <SamplesTable batches={batches ? unpackBatches(batches) : []} back={back} empty={empty} /> : <AnalysesTable rows={rows} f={f} prelimAccepted={prelimAccepted} back={back} empty={empty} />}
          <Pagination page={f.page} pages={pages} href={(page) => `/dashboard/results${filtersQuery(f, { page })}`} />
        </>
      )}
    </section>
  );
}
