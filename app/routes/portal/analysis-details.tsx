import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/analysis-details';
import { labDay } from '../../ui/lab-date.ts';
import { ResultValue } from '../../ui/result-value.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { analysisLoader } from './analysis-details.server.ts';

export const handle = { hydrate: false };

/** Analysis details (document 2 §2): analyte, result, status, description, and a contact aside. Server code in analysis-details.server.ts. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return analysisLoader(context, request, params);
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
