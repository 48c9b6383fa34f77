/**
 * /wreports/{reportNumber} (document 1 §2), shown without the footer: the access-code form,
 * a verify button, a call-us link and a contact button. The code is posted (never put in the
 * page's URL); a verified report shows its number, client, sample, dates and status; anything
 * and every value it prints (to compare with a copy: an altered PDF does not match), with the dates
 * as the PDF prints them; anything else one "could not be verified" message, and after too many wrong codes "try again later"
 * (the provider counts them). Nothing to enhance: no JavaScript.
 */
import { data, Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { Route } from './+types/report-verification';
import type { RouteHandle } from '../../root';
import { verifyReport } from '../../models/content.server.ts';
import { BATCH_STATUSES } from '../../../contract/results.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { labDate } from '../../../contract/lab-time.ts';

export const handle: RouteHandle = { hydrate: false, footer: false };

const REPORT_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
/** The batch statuses with a name in the strings (`reports.statuses.*`); any other is shown as the provider wrote it. */
const isKnownStatus = (status: string): status is (typeof BATCH_STATUSES)[number] => (BATCH_STATUSES as readonly string[]).includes(status);

export function loader({ params }: Route.LoaderArgs) {
  if (!REPORT_NUMBER.test(params.reportNumber)) throw data({ message: 'not-found' }, { status: 404 });
  return { reportNumber: params.reportNumber };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!REPORT_NUMBER.test(params.reportNumber)) throw data({ message: 'not-found' }, { status: 404 });
  const code = String((await request.formData()).get('accessCode') ?? '').trim();
  if (!code) return data({ outcome: 'missing' as const, report: null }, { status: 400 });
  if (code.length > 100) return { outcome: 'failed' as const, report: null };
  const result = await verifyReport(context, params.reportNumber, code);
  if (result.kind === 'verified') return { outcome: 'verified' as const, report: result.report };
  // A wrong code is an answer ("not verified"), not a malformed request: 200; the limit is 429.
  return data({ outcome: result.kind, report: null }, { status: result.kind === 'limited' ? 429 : 200 });
}

export default function ReportVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const phone = t('site.phone');
  // The dates as the report prints them (MM/dd/yyyy on the lab's clock), so a copy compares at a glance.
  const date = (iso: string | null) => (iso ? labDate(iso) : '—');
  const report = actionData?.outcome === 'verified' ? actionData.report : null;
  const failed = actionData && actionData.outcome !== 'verified';
  return (
    <section className="container narrow report-verification">
      <PageHead title={t('reports.title', { number: loaderData.reportNumber })} failed={!!failed} noindex />
      <h1>{t('reports.title', { number: loaderData.reportNumber })}</h1>
      {report ? (
        <div className="verified" role="status">
          <p className="verified-badge">{t('reports.verified')}</p>
          <dl>
            <dt>{t('reports.reportNumber')}</dt>
            <dd>{report.reportNumber}</dd>
            <dt>{t('reports.client')}</dt>
            <dd>{report.clientName}</dd>
            <dt>{t('reports.sample')}</dt>
            <dd>
              {report.sample ? `${report.sample.friendlyNumber} – ${report.sample.description}` : t('reports.batch', { number: report.batchNumber })}
              {!report.sample && report.samples.length ? (
                <ul>
                  {report.samples.map((s) => (
                    <li key={s.friendlyNumber}>{`${s.friendlyNumber} – ${s.description}`}</li>
                  ))}
                </ul>
              ) : null}
            </dd>
            <dt>{t('reports.received')}</dt>
            <dd>{date(report.loggedAt)}</dd>
            <dt>{t('reports.reported')}</dt>
            <dd>{date(report.reportedAt)}</dd>
            <dt>{t('reports.issued')}</dt>
            <dd>{date(report.issuedAt)}</dd>
            <dt>{t('reports.status')}</dt>
            <dd>{isKnownStatus(report.status) ? t(`reports.statuses.${report.status}`) : report.status || '—'}</dd>
          </dl>
          {report.results.length ? (
            <>
              <h2>{t('reports.valuesTitle')}</h2>
              <p>{t('reports.valuesLead')}</p>
              <div className="table-scroll">
                <table className="verified-values">
                  <thead>
                    <tr>
                      <th scope="col">{t('reports.valueSample')}</th>
                      <th scope="col">{t('reports.valueAnalysis')}</th>
                      <th scope="col">{t('reports.valueResult')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.results.map((r, i) => (
                      <tr key={i}>
                        <td>{r.friendlyNumber}</td>
                        <td>{r.analyte}</td>
                        <td>{r.units && r.result ? `${r.result} ${r.units}` : r.result || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </div>
      ) : (
        <>
          <p>{t('reports.lead')}</p>
          {failed ? (
            <div className="error-summary" role="alert" tabIndex={-1}>
              <p>{actionData.outcome === 'limited' ? t('reports.limited') : actionData.outcome === 'missing' ? t('reports.missing') : t('reports.failed')}</p>
            </div>
          ) : null}
          <Form method="post" noValidate>
            <AuthenticityTokenInput />
            <label htmlFor="accessCode">{t('reports.accessCode')}</label>
            <input id="accessCode" name="accessCode" type="text" autoComplete="off" spellCheck={false} maxLength={100} required aria-invalid={failed || undefined} />
            <button type="submit">{t('reports.verify')}</button>
          </Form>
        </>
      )}
      <p>
        {t('reports.questions')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('reports.callUs', { phone })}</a>
      </p>
      <p>
        <Link to="/contact-us" role="button" className="secondary">
          {t('reports.contact')}
        </Link>
      </p>
    </section>
  );
}
