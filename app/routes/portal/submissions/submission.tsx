import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/submission';
import { formatCents } from '../../../../contract/money.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { ErrorSummary, useFormErrors } from '../../../ui/form.tsx';
import { useSubmittedAt } from '../../../ui/submitted-at.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';
import { submissionLoader, submissionAction } from './submission.server.ts';

/**
 * One submission: its state, the two PDFs, how the samples travel (a courier
 * link for a pickup), every sample with its number, tests and (once received) condition, links
 * into results once the lab has received it, and "cancel" until then (a confirmation in a
 * <details>, then a POST answered 303). `?placed=1` is the page right after submitting.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

export async function loader(args: Route.LoaderArgs) {
  return submissionLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return submissionAction(args);
}

export default function Submission({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const when = useSubmittedAt();
  const { view, placed } = loaderData;
  const base = `/dashboard/shop/order-analyses/submissions/${view.id}`;
  const refusal = useFormErrors([{ id: 'cancel' }], actionData?.result.error?.[''] ?? undefined);
  const delivery = view.delivery === 'dropbox' ? `${t('orders.deliveryDropbox')}: ${view.dropbox?.name ?? ''}, ${view.dropbox?.address ?? ''}` : view.delivery === 'courier' ? t('orders.deliveryCourier') : t('orders.deliveryShipping');
  return (
    <section className="order-analyses submission">
      <PageHead title={t('orders.detailTitle', { number: view.number })} failed={refusal.summary.length > 0} />
      <p>
        <Link to="/dashboard/shop/order-analyses/submissions">{t('orders.mySubmissions')}</Link>
      </p>
      <h1>{t('orders.detailTitle', { number: view.number })}</h1>
      <ErrorSummary errors={refusal.summary} title={t('orders.error.summary')} />
      {placed ? (
        <div className="banner banner-info" role="status">
          <h2>{t('orders.submittedTitle', { number: view.number })}</h2>
          <p>{t('orders.submittedText')}</p>
        </div>
      ) : null}
      <dl className="submission-facts">
        <dt>{t('orders.state')}</dt>
        <dd>
          <span className="state-badge" data-testid="submission-state">{t(`orders.states.${view.state}`)}</span>
        </dd>
        <dt>{t('orders.submittedAt')}</dt>
        <dd>{when(view.submittedAt)}</dd>
        <dt>{t('orders.submitter')}</dt>
        <dd>{view.submitter.name}</dd>
        <dt>{t('orders.delivery')}</dt>
        <dd>{delivery}</dd>
        <dt>{t('orders.total')}</dt>
        <dd>{formatCents(view.totalCents)}</dd>
      </dl>
      <p className="downloads">
        <a href={`${base}/chain-of-custody.pdf`} download>
          {t('orders.downloadCoc')}
        </a>
        <a href={`${base}/labels.pdf`} download>
          {t('orders.downloadLabels')}
        </a>
        {view.delivery === 'courier' && view.state === 'submitted' ? <Link to={`/dashboard/shop/request-courier?order=${view.number}`}>{t('orders.requestCourier')}</Link> : null}
        {view.batchId ? <Link to={`/dashboard/results?q=${view.batchId}`}>{t('orders.viewResults')}</Link> : null}
      </p>
      <div className="table-scroll">
        <table className="order-review">
          <thead>
            <tr>
              <th scope="col">{t('orders.sampleNumber')}</th>
              <th scope="col">{t('orders.description')}</th>
              <th scope="col">{t('orders.test')}</th>
              <th scope="col">{t('orders.condition')}</th>
            </tr>
          </thead>
          <tbody>
            {view.samples.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {view.batchId && s.receivedAt ? <Link to={`/dashboard/results/group/${view.batchId}/sample/${encodeURIComponent(s.sampleNumber ?? '')}`}>{s.sampleNumber}</Link> : s.sampleNumber}
                </th>
                <td>
                  {s.description}
                  <br />
                  <small className="muted">{[s.sampleType, s.varietal, s.vintage, s.clientReference, s.lot].filter(Boolean).join(' · ')}</small>
                </td>
                <td>{s.lines.map((l) => `${l.acode} ${l.testName}`).join('; ')}</td>
                <td>
                  {s.condition ? t(`orders.conditions.${s.condition}`) : view.receivedAt ? '—' : ''}
                  {s.conditionNote ? <small className="muted"> ({s.conditionNote})</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.state === 'submitted' ? (
        <Form method="post" className="edit-submission">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="edit" />
          <p className="muted">{t('orders.editingAgain')}</p>
          <button type="submit" className="secondary">
            {t('orders.edit')}
          </button>
        </Form>
      ) : null}
      {view.state === 'submitted' ? (
        <details className="cancel-submission" id="cancel">
          <summary>{t('orders.cancel')}</summary>
          <Form method="post">
            <AuthenticityTokenInput />
            <p>{t('orders.cancelConfirm', { number: view.number })}</p>
            <button type="submit" className="secondary">
              {t('orders.cancelYes')}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
