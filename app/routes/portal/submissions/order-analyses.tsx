import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-analyses';
import { type ActionFailure, orderAnalysesAction, orderAnalysesLoader } from './order-analyses.server.ts';
import { ErrorSummary, useFormErrors } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';
import { ORDER_ANALYSES_PATH } from './order-analyses.form.ts';
import { formIdOf, summaryFields, useErrorReports } from './form-errors.tsx';
import type { Data } from './order-analyses-parts.tsx';
import { Review } from './review-step.tsx';
import { Samples } from './samples-step.tsx';
import { ClientApprovalNotice } from '../../../ui/client-approval-notice.tsx';

/**
 * Order analyses (the shop's third child, document 2 §2): the draft submission's samples and
 * their tests, priced at the tier the submission reaches, with expected report dates; then
 * review, delivery and submit. Without JavaScript each change is a form post and a new page (the
 * draft is kept at the provider); with JavaScript the same forms are checked before they are
 * sent, post in place, keep the scroll position, and the picker's search applies as the user types.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

export async function loader(args: Route.LoaderArgs) {
  return orderAnalysesLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return orderAnalysesAction(args);
}

function CreditHold({ clientName }: { clientName: string }) {
  const { t } = useTranslation();
  return (
    <section className="order-analyses">
      <PageHead title={t('orders.title')} />
      <h1>{t('orders.title')}</h1>
      <div className="banner banner-warning" role="note" aria-labelledby="hold-title">
        <h2 id="hold-title">{t('orders.creditHoldTitle')}</h2>
        <p>
          {t('orders.creditHold', { name: clientName })} <Link to="/contact-us">{t('orders.contactLab')}</Link>
        </p>
        <p>
          <Link to={`${ORDER_ANALYSES_PATH}/submissions`}>{t('orders.mySubmissions')}</Link>
        </p>
      </div>
    </section>
  );
}

function OrderPage({ d, failure }: { d: Data; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const error = failure?.result.error ?? {};
  const server = useFormErrors(summaryFields(failure?.intent ?? '', failure?.sampleId ?? null, error), error[''] ?? undefined);
  const { summary, Provider, report } = useErrorReports(server.summary, failure ? formIdOf(failure.intent, failure.sampleId) : null);
  return (
    <section className="order-analyses">
      <PageHead title={t('orders.title')} failed={summary.length > 0} />
      <div className="order-head">
        <h1>{t('orders.title')}</h1>
        <Link to={`${ORDER_ANALYSES_PATH}/submissions`}>{t('orders.mySubmissions')}</Link>
      </div>
      <ol className="steps" aria-label={t('orders.steps')}>
        {(['samples', 'review'] as const).map((s, i) => (
          <li key={s} aria-current={d.step === s ? 'step' : undefined} className={d.step === s ? 'current' : undefined}>
            {/* the number is text, not a list marker, so every reader (a text browser too) reads "1. Samples and tests" apart from the next step */}
            {t('orders.stepN', { n: i + 1, step: t(i === 0 ? 'orders.step1' : 'orders.step2') })}
          </li>
        ))}
      </ol>
      {d.draft.number ? (
        // A submitted order turned back into this draft keeps its number: the page says which one is being changed.
        <div className="banner banner-info editing-submission" role="status" aria-labelledby="editing-title">
          <h2 id="editing-title">{t('orders.editingTitle', { number: d.draft.number })}</h2>
          <p>{t('orders.editingText', { number: d.draft.number })}</p>
        </div>
      ) : null}
      {d.approval !== 'approved' && d.step === 'samples' ? <ClientApprovalNotice state={d.approval} clientName={d.clientName} topic="analyses" /> : null}
      <ErrorSummary errors={summary} title={t('orders.error.summary')} />
      <Provider value={report}>{d.step === 'review' ? <Review d={d} failure={failure} /> : <Samples d={d} failure={failure} />}</Provider>
    </section>
  );
}

export default function OrderAnalyses({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.creditHold) return <CreditHold clientName={loaderData.clientName} />;
  return <OrderPage d={loaderData as Data} failure={actionData as ActionFailure | undefined} />;
}
