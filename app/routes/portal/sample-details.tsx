import { Form, Link, data } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/sample-details';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { exportBatches, exportFailureMessage, loadSample, preliminaryAccepted } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { labDay } from '../../ui/lab-date.ts';
import { ResultValue } from '../../ui/result-value.tsx';
import { filtersQuery, readFilters, resultsBackHref, withBack } from '../../models/results-filters.ts';
import { PageHead } from '../../ui/page-head.tsx';

function ids(params: { batchId: string; sampleId: string }) {
  const batchId = Number(params.batchId);
  if (!/^\d{1,12}$/.test(params.batchId) || !/^[A-Za-z0-9_-]{1,40}$/.test(params.sampleId)) throw data({ message: 'get-sample-details-error' }, { status: 404 });
  return { batchId, sampleId: params.sampleId };
}

/** Sample details (document 2 §2): header, actions for Completed batches, analyses panel-first, quick view. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'results:details');
  const { batchId, sampleId } = ids(params);
  // Without the agreement the provider leaves preliminary values out of the data (issue 15 item 3).
  const prelimAccepted = preliminaryAccepted(request);
  const details = await loadSample(context, client.id, batchId, sampleId, { preliminary: prelimAccepted }).catch((e: unknown) => {
    if (e instanceof ProviderError && e.status === 404) throw data({ message: 'get-sample-details-error' }, { status: 404 });
    throw e;
  });
  const url = new URL(request.url);
  const quick = Number(url.searchParams.get('quick')) || null;
  // "Go back" returns to the list as the user left it (issue 15 item 9); links on this page keep it.
  const backHref = resultsBackHref(url.searchParams.get('back'));
  const back = filtersQuery(readFilters(new URL(backHref, url)));
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  return {
    ...details,
    base,
    back,
    backHref,
    quick: details.sample.analyses.find((a) => a.id === quick) ?? null,
    prelimAccepted,
    downloads: details.sample.batchStatus === 'Completed',
    crumbs: [
      { to: backHref, label: 'Results' },
      { to: `/dashboard/results?q=${batchId}`, label: `Group ${batchId}` },
      { label: `Sample ${details.sample.friendlyNumber}` },
    ],
  };
}

/** CSV export of the sample (e-mailed) and the lab report download: Completed batches, reported samples only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'results:report');
  const { batchId, sampleId } = ids(params);
  const { session } = context.get(sessionContext);
  const intent = (await request.formData()).get('intent');
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  const preliminary = { preliminary: preliminaryAccepted(request) };
  const details = await loadSample(context, client.id, batchId, sampleId, preliminary);
  if (details.sample.batchStatus !== 'Completed' || !details.sample.reportedAt) {
    flash(session, { kind: 'error', message: 'download-not-available' });
    return seeOther(base);
  }
  if (intent === 'report') return seeOther(`/dashboard/results/group/${batchId}/report?sample=${encodeURIComponent(sampleId)}`);
  try {
    await exportBatches(context, client.id, { sample_number: sampleId }, preliminary);
    flash(session, { kind: 'success', message: 'sent-to-mail-success' });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    flash(session, { kind: 'error', ...(e.message === 'download-not-available' ? { message: 'download-not-available' } : exportFailureMessage(e, 'export-results-for-sample-report-failure')) });
  }
  return seeOther(base);
}

export default function SampleDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sample, containsPreliminaryResults, base, back, backHref, quick, prelimAccepted, downloads } = loaderData;
  const analysisHref = (id: number) => withBack(`${base}/analysis/${id}`, back);
  return (
    <section>
      <PageHead title={t('results.sampleTitle', { sample: sample.friendlyNumber })} />
      <p>
        <Link to={backHref} className="secondary">
          ← {t('common.back')}
        </Link>
      </p>
      <h1>{sample.description}</h1>
      <dl className="facts">
        <dt>{t('results.sampleId')}</dt>
        <dd>{sample.friendlyNumber}</dd>
        <dt>{t('results.groupId')}</dt>
        <dd>{sample.reportBatchId}</dd>
        <dt>{t('results.logged')}</dt>
        <dd>{labDay(sample.loggedAt)}</dd>
        <dt>{t('results.reported')}</dt>
        <dd>{sample.reportedAt ? labDay(sample.reportedAt) : t('results.notReported')}</dd>
        <dt>{t('results.status')}</dt>
        <dd>{t(`results.batchStatus.${sample.batchStatus}`)}</dd>
      </dl>
      {downloads ? (
        <div className="details-actions">
          <Form method="post">
            <AuthenticityTokenInput />
            <button type="submit" name="intent" value="export" className="secondary">
              {t('results.exportCsv')}
            </button>
          </Form>
          <Form method="post" reloadDocument>
            <AuthenticityTokenInput />
            <button type="submit" name="intent" value="report" className="secondary">
              {t('results.downloadReport')}
            </button>
          </Form>
        </div>
      ) : (
        <p className="muted">{t('results.downloadsWhenCompleted')}</p>
      )}
      {containsPreliminaryResults && !prelimAccepted ? <p className="banner banner-warning">{t('results.prelimText')}</p> : null}
      <div className="table-scroll">
        <table>
          <caption>{t('results.analysesOfSample')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.analysis')}</th>
              <th scope="col">{t('results.testDate')}</th>
              <th scope="col">{t('results.result')}</th>
              <th scope="col">{t('results.status')}</th>
              <th scope="col">{t('results.quickView')}</th>
            </tr>
          </thead>
          <tbody>
            {sample.analyses.map((a) => (
              <tr key={a.id}>
                <th scope="row">
                  <Link to={analysisHref(a.id)}>{a.analyte}</Link>
                  {a.isPanel && a.panelDescription ? <small className="muted"> · {a.panelDescription}</small> : null}
                </th>
                <td>{labDay(a.testDate)}</td>
                <td>
                  <ResultValue a={a} prelimAccepted={prelimAccepted} href={analysisHref(a.id)} t={t} />
                </td>
                <td>{a.status}</td>
                <td>
                  <Link to={withBack(base, back, { quick: String(a.id) })} preventScrollReset aria-label={t('results.quickViewOf', { analysis: a.analyte })}>
                    {t('results.quickView')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quick ? (
        <dialog open className="quick-view" aria-labelledby="quick-view-title">
          <article>
            <h2 id="quick-view-title">{quick.analyte}</h2>
            <dl className="facts">
              <dt>{t('results.result')}</dt>
              <dd>
                <ResultValue a={quick} prelimAccepted={prelimAccepted} href={analysisHref(quick.id)} t={t} />
              </dd>
              <dt>{t('results.units')}</dt>
              <dd>{quick.units ?? ''}</dd>
              <dt>{t('results.method')}</dt>
              <dd>{quick.testMethod ?? ''}</dd>
              <dt>{t('results.status')}</dt>
              <dd>{quick.status}</dd>
              <dt>{t('results.testDate')}</dt>
              <dd>{labDay(quick.testDate)}</dd>
            </dl>
            <p>
              <Link to={analysisHref(quick.id)}>{t('results.analysisDetails')}</Link> · <Link to={withBack(base, back)} preventScrollReset>{t('common.close')}</Link>
            </p>
          </article>
        </dialog>
      ) : null}
    </section>
  );
}
