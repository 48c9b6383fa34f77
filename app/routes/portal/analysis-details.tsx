import { Link, data, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/analysis-details';
import { requireAccess } from '../../models/gate.server.ts';
import { loadAnalysis, preliminaryAccepted } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { labDay } from '../../ui/lab-date.ts';
import { ResultValue } from '../../ui/result-value.tsx';
import { filtersQuery, readFilters, resultsBackHref, withBack } from '../../models/results-filters.ts';
import { PageHead } from '../../ui/page-head.tsx';

export const handle = { hydrate: false };

/** Analysis details (document 2 §2): analyte, result, status, description, and a contact aside. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'results:details');
  if (!/^\d{1,12}$/.test(params.id)) throw data({ message: 'get-analysis-details-error' }, { status: 404 });
  // Without the agreement the provider leaves preliminary values out of the data (issue 15 item 3).
  const prelimAccepted = preliminaryAccepted(request);
  const { analysis } = await loadAnalysis(context, client.id, Number(params.id), { preliminary: prelimAccepted }).catch((e: unknown) => {
    if (e instanceof ProviderError && e.status === 404) throw data({ message: 'get-analysis-details-error' }, { status: 404 });
    throw e;
  });
  // The path must name the analysis' own group and sample.
  if (String(analysis.reportBatchId) !== params.batchId || analysis.friendlyNumber !== params.sampleId) {
    throw redirect(`/dashboard/results/group/${analysis.reportBatchId}/sample/${encodeURIComponent(analysis.friendlyNumber)}/analysis/${analysis.id}`);
  }
  // "Go back" returns to the sample, which keeps the results list's state (issue 15 item 9).
  const url = new URL(request.url);
  const backHref = resultsBackHref(url.searchParams.get('back'));
  const sampleHref = withBack(`/dashboard/results/group/${analysis.reportBatchId}/sample/${encodeURIComponent(analysis.friendlyNumber)}`, filtersQuery(readFilters(new URL(backHref, url))));
  return {
    analysis,
    sampleHref,
    prelimAccepted,
    crumbs: [
      { to: backHref, label: 'Results' },
      { to: `/dashboard/results?q=${analysis.reportBatchId}`, label: `Group ${analysis.reportBatchId}` },
      { to: sampleHref, label: `Sample ${analysis.friendlyNumber}` },
      { label: analysis.analyte },
    ],
  };
}

export default function AnalysisDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { analysis: a, sampleHref, prelimAccepted } = loaderData;
  const value = a.validationStatus === 'Pending Validation' && !prelimAccepted ? t('results.preliminary') : (a.formattedResult ?? a.result ?? '');
  const message = t('results.contactMessage', { analyte: a.analyte, sample: a.friendlyNumber, group: a.reportBatchId, result: value });
  return (
    <section>
      <PageHead title={a.analyte} />
      <p>
        <Link to={sampleHref}>← {t('common.back')}</Link>
      </p>
      <div className="details-grid">
        <div>
          <h1>{a.analyte}</h1>
          <dl className="facts">
            <dt>{t('results.result')}</dt>
            <dd>
              <ResultValue a={a} prelimAccepted={prelimAccepted} href={sampleHref} t={t} />
            </dd>
            <dt>{t('results.status')}</dt>
            <dd>{a.status}</dd>
            <dt>{t('results.validation')}</dt>
            <dd>{a.validationStatus === 'Pending Validation' ? t('results.preliminary') : a.validationStatus}</dd>
            <dt>{t('results.description')}</dt>
            <dd>{a.analysisDescription ?? a.description}</dd>
            <dt>{t('results.method')}</dt>
            <dd>{a.testMethod ?? ''}</dd>
            <dt>{t('results.testDate')}</dt>
            <dd>{labDay(a.testDate)}</dd>
            <dt>{t('results.sampleId')}</dt>
            <dd>{a.friendlyNumber}</dd>
            <dt>{t('results.sampleName')}</dt>
            <dd>{a.sampleDescription}</dd>
            <dt>{t('results.groupId')}</dt>
            <dd>{a.reportBatchId}</dd>
            {a.panelDescription ? (
              <>
                <dt>{t('results.panel')}</dt>
                <dd>{a.panelDescription}</dd>
              </>
            ) : null}
            {a.comments ? (
              <>
                <dt>{t('results.comments')}</dt>
                <dd>{a.comments}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <aside aria-labelledby="contact-aside">
          <h2 id="contact-aside">{t('results.contactTitle')}</h2>
          <p>{t('results.contactText')}</p>
          <Link role="button" to={`/contact-us?message=${encodeURIComponent(message)}`}>
            {t('results.contactAction')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
