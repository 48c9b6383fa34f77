/**
 * /shared/{token}: a sample's report, or its export pack for one market, shared with a buyer or
 * importer who has no account (contract/share-links.ts). Read-only, no JavaScript, none of the
 * site's or the portal's navigation: the lab's name, who shared it and until when, the released
 * results as the lab report prints them and the report PDF (an export pack: its checks with their
 * sources and the guide line, nothing to order, and the export pack PDF). A link with a passcode asks for it (posted, never in
 * the address); an expired, revoked or unknown link, or one whose client's results are closed
 * now, shows one sentence and nothing else.
 *
 * The address holds the link's secret: it is never sent as a Referer to another site (policy
 * `same-origin`, header and meta; the page loads nothing from elsewhere and links nowhere), no
 * indexing, no caching. Not `no-referrer`: under it a browser sends `Origin: null` with the
 * page's own forms (passcode, PDF), which the cross-site guards refuse (React Router's and
 * middleware/request.server.ts).
 */
import { data, Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { Route } from './+types/shared';
import type { RouteHandle } from '../../root';
import { PageHead } from '../../ui/page-head.tsx';
import { labDate } from '../../../contract/lab-time.ts';
import { PASSCODE_LIMITS, SHARE_TOKEN, type SharedAnswer } from '../../../contract/share-links.ts';
import { openShared } from '../../models/share-links.server.ts';
import { ExportPackChecks } from '../../ui/export-pack.tsx';
import type { TFunction } from 'i18next';
import sharedHref from '../../styles/shared.css?url';
import complianceHref from '../../styles/compliance.css?url';

export const handle: RouteHandle = { hydrate: false, footer: false, header: false };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sharedHref },
  { rel: 'stylesheet', href: complianceHref },
];

const PRIVATE = { 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };

export const headers: Route.HeadersFunction = () => PRIVATE;

/** The status of each state: an answer the page shows, so 200 but for the ones that are not. */
const STATUS: Record<SharedAnswer['state'], number> = { ok: 200, passcode: 200, 'not-found': 404, expired: 410, revoked: 410, withheld: 403, limited: 429 };

function answer(result: SharedAnswer, passcode?: string) {
  // The passcode goes back into the PDF form only when it opened the report.
  return data({ result, passcode: result.state === 'ok' ? passcode : undefined }, { status: STATUS[result.state], headers: PRIVATE });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SHARE_TOKEN.test(params.token)) return answer({ state: 'not-found' });
  return answer(await openShared(context, params.token));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!SHARE_TOKEN.test(params.token)) return answer({ state: 'not-found' });
  const passcode = String((await request.formData()).get('passcode') ?? '').slice(0, PASSCODE_LIMITS.max * 2);
  if (!passcode) return answer({ state: 'passcode', wrong: true });
  return answer(await openShared(context, params.token, passcode), passcode);
}

export default function Shared({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { result, passcode } = actionData ?? loaderData;
  return (
    <div className="shared-page">
      <PageHead title={result.state === 'ok' ? titleOf(t, result) : t('shareLinks.shared.titlePlain')} noindex failed={result.state === 'passcode' && result.wrong} />
      <meta name="referrer" content="same-origin" />
      <p className="shared-lab">{t('site.name')}</p>
      {result.state === 'ok' ? (
        <Report opened={result} token={params.token} passcode={passcode} />
      ) : result.state === 'passcode' ? (
        <section className="container narrow">
          <h1>{t('shareLinks.shared.titlePlain')}</h1>
          {result.wrong ? (
            <div className="error-summary" role="alert" tabIndex={-1}>
              <h2>{t('common.errorSummaryTitle')}</h2>
              <p>
                <a href="#passcode">{t('shareLinks.shared.passcodeWrong')}</a>
              </p>
            </div>
          ) : null}
          <p>{t('shareLinks.shared.passcodeLead')}</p>
          <Form method="post" noValidate>
            <AuthenticityTokenInput />
            <label htmlFor="passcode">{t('shareLinks.shared.passcode')}</label>
            <input id="passcode" name="passcode" type="password" autoComplete="off" maxLength={PASSCODE_LIMITS.max} required aria-invalid={result.wrong || undefined} aria-describedby={result.wrong ? 'passcode-error' : undefined} />
            {result.wrong ? (
              <small id="passcode-error" className="field-error">
                {t('shareLinks.shared.passcodeWrong')}
              </small>
            ) : null}
            <button type="submit">{t('shareLinks.shared.open')}</button>
          </Form>
        </section>
      ) : (
        <section className="container narrow">
          <h1>{t('shareLinks.shared.titlePlain')}</h1>
          <p className="shared-state" role="status">
            {result.state === 'limited' ? t('shareLinks.shared.limited', { count: result.retryAfterMinutes }) : t(`shareLinks.shared.state.${result.state}`)}
          </p>
        </section>
      )}
    </div>
  );
}

type Opened = Extract<SharedAnswer, { state: 'ok' }>;

const titleOf = (t: TFunction, opened: Opened) =>
  opened.exportPack
    ? t('shareLinkPacks.title', { market: t(`exportPack.markets.${opened.exportPack.market}`), sample: opened.report.sample.friendlyNumber })
    : t('shareLinks.shared.title', { sample: opened.report.sample.friendlyNumber });

function Report({ opened, token, passcode }: { opened: Opened; token: string; passcode?: string }) {
  const { t } = useTranslation();
  const { report, exportPack } = opened;
  const { sample } = report;
  return (
    <section className="container">
      <h1>{titleOf(t, opened)}</h1>
      <p className="shared-by">{t('shareLinks.shared.sharedBy', { client: report.clientName, person: report.sharedByName, until: labDate(report.expiresAt, true) })}</p>
      <dl className="shared-facts">
        <dt>{t('shareLinks.shared.sample')}</dt>
        <dd>{`${sample.friendlyNumber} – ${sample.description}`}</dd>
        <dt>{t('shareLinks.shared.received')}</dt>
        <dd>{labDate(sample.loggedAt)}</dd>
        <dt>{t('shareLinks.shared.reported')}</dt>
        <dd>{sample.reportedAt ? labDate(sample.reportedAt) : t('shareLinks.shared.notReported')}</dd>
      </dl>
      {report.pdf ? (
        <Form method="post" action={`/shared/${token}/report.pdf`} reloadDocument className="shared-pdf">
          <AuthenticityTokenInput />
          {passcode ? <input type="hidden" name="passcode" value={passcode} /> : null}
          <button type="submit">{t(exportPack ? 'shareLinkPacks.pdf' : 'shareLinks.shared.pdf')}</button>
        </Form>
      ) : (
        <p className="muted">{t(exportPack ? 'shareLinkPacks.noPdf' : 'shareLinks.shared.noPdf')}</p>
      )}
      {exportPack ? (
        <div className="shared-pack compliance-panel">
          <ExportPackChecks pack={exportPack} />
        </div>
      ) : report.results.length ? (
        <div className="table-scroll">
          <table className="shared-results">
            <caption>{t('shareLinks.shared.results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shareLinks.shared.analysis')}</th>
                <th scope="col">{t('shareLinks.shared.result')}</th>
                <th scope="col">{t('shareLinks.shared.units')}</th>
                <th scope="col">{t('shareLinks.shared.method')}</th>
                <th scope="col">{t('shareLinks.shared.testDate')}</th>
              </tr>
            </thead>
            <tbody>
              {report.results.map((r, i) => (
                <tr key={i}>
                  <th scope="row">
                    {r.analyte}
                    {r.panelDescription ? <small className="muted"> · {r.panelDescription}</small> : null}
                    {r.comments ? (
                      <>
                        <br />
                        <small className="muted">{r.comments}</small>
                      </>
                    ) : null}
                  </th>
                  <td data-label={t('shareLinks.shared.result')}>{r.result || '—'}</td>
                  <td data-label={t('shareLinks.shared.units')}>{r.units ?? ''}</td>
                  <td data-label={t('shareLinks.shared.method')}>{r.method ?? ''}</td>
                  <td data-label={t('shareLinks.shared.testDate')}>{labDate(r.testDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('shareLinks.shared.noResults')}</p>
      )}
      <p className="muted shared-note">{t('shareLinks.shared.readOnly')}</p>
    </section>
  );
}
