import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/sample-details';
import { labDay } from '../../ui/lab-date.ts';
import { ResultValue } from '../../ui/result-value.tsx';
import { withBack } from '../../models/results-filters.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { sampleAction, sampleAvaAction, sampleBlockAction, sampleChecksAction, sampleLoader } from './sample-details.server.ts';
import { SampleBlock } from '../../ui/sample-block.tsx';
import { SampleAva } from '../../ui/sample-ava.tsx';
import { LabelClaim, MolecularSo2 } from '../../ui/label-claim.tsx';
import { ExportPack } from '../../ui/export-pack.tsx';
import { SampleSpecification, SpecBadge } from '../../ui/sample-specification.tsx';
import complianceHref from '../../styles/compliance.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: complianceHref }];

/** Sample details (document 2 §2): header, actions for Completed batches, analyses panel-first, quick view. Server code in sample-details.server.ts. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return sampleLoader(context, request, params);
}

/** CSV export of the sample (e-mailed) and the lab report download: Completed batches, reported samples only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  // The block form (harvest planning) is told apart by its intent; the body is read again by the action that answers.
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'block') return sampleBlockAction(context, request, params);
  if (intent === 'ava') return sampleAvaAction(context, request, params);
  if (intent === 'label' || intent === 'order-missing' || intent === 'specification') return sampleChecksAction(context, request, params, intent);
  return sampleAction(context, request, params);
}

export default function SampleDetails({ loaderData, actionData }: Route.ComponentProps) {
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
          <Form method="post">
            <AuthenticityTokenInput />
            <button type="submit" name="intent" value="export-batch" className="secondary outline">
              {t('results.exportGroupCsv')}
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
      {loaderData.mayShare ? (
        <p>
          <Link to={`${base}/share`}>{t('shareLinks.manage.open')}</Link>
        </p>
      ) : null}
      <SampleSpecification specifications={loaderData.specifications} current={loaderData.specification} />
      {loaderData.blocks.length ? <SampleBlock blocks={loaderData.blocks} blockId={loaderData.blockId} lastResult={actionData && 'result' in actionData && !('form' in actionData) ? actionData.result : null} /> : null}
      {loaderData.avaForm ? <SampleAva ava={loaderData.ava} lastResult={actionData && 'form' in actionData && 'result' in actionData ? actionData.result : null} /> : null}
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
              {loaderData.specification ? <th scope="col">{t('specifications.column')}</th> : null}
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
                  {a.amendments?.map((m, i) => (
                    <small key={i} className="amended-note">
                      <br />
                      {t('results.amendedNote', { version: m.reportVersion, old: m.oldFormatted ?? '', reason: m.reason })}
                    </small>
                  ))}
                </td>
                <td>{a.status}</td>
                {loaderData.specification ? (
                  <td>{loaderData.verdicts[a.id] ? <SpecBadge verdict={loaderData.verdicts[a.id]} /> : null}</td>
                ) : null}
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
      {loaderData.compliance.product || loaderData.compliance.alcohol ? <LabelClaim compliance={loaderData.compliance} lastResult={actionData && 'label' in actionData ? actionData.label : null} /> : null}
      {loaderData.compliance.molecularSo2 ? <MolecularSo2 so2={loaderData.compliance.molecularSo2} asOf={loaderData.compliance.asOf} /> : null}
      {loaderData.compliance.product === 'wine' ? <ExportPack pack={loaderData.pack} market={loaderData.market} pdfHref={loaderData.exportPdfHref} canOrder={loaderData.canOrder} /> : null}
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
