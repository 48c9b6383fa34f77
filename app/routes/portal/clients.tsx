import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/clients';
import type { ClientListItem } from '../../../contract/clients.ts';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { labDay } from '../../ui/lab-date.ts';
import portalHref from '../../styles/portal.css?url';
import { PageHead } from '../../ui/page-head.tsx';
import { PendingInvitations } from '../../ui/invitations.tsx';
import { clientsAction, clientsLoader } from './clients.server.ts';
import { LaunchpadMenu } from '../../ui/launchpad-menu.tsx';
import { ErrorSummary } from '../../ui/form.tsx';
import { usePageForms } from '../../ui/page-forms.ts';
import { PendingClients } from '../../ui/pending-clients.tsx';
import { portalPageCache } from '../../page-cache.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

/**
 * The launchpad's clients list (document 2 §2): a GET search by name (sent to the server, so
 * godmode searches every client), rows on wide screens and cards below 1320 px. For a member a
 * row is a POST to /active-client (credit-hold rules there); administrators get explicit
 * view-results and billing buttons instead. Server code in clients.server.ts.
 */

/** The signed-in page cache (app/page-cache.server.ts): this page again, while nothing it shows has changed. */
export const middleware: Route.MiddlewareFunction[] = [portalPageCache];

export async function loader({ request, context }: Route.LoaderArgs) {
  return clientsLoader(context, request);
}

/** Administrators open a client straight into results or billing. */
export async function action({ request, context }: Route.ActionArgs) {
  return clientsAction(context, request);
}

function ChooseClient({ c }: { c: ClientListItem }) {
  return (
    <Form method="post" action="/active-client">
      <AuthenticityTokenInput />
      <input type="hidden" name="clientId" value={c.id} />
      <input type="hidden" name="redirectTo" value="/launchpad/clients" />
      <button type="submit" className="link-button">
        {c.name}
      </button>
    </Form>
  );
}

function AdminActions({ c }: { c: ClientListItem }) {
  const { t } = useTranslation();
  return (
    <div className="details-actions">
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="clientId" value={c.id} />
        <button type="submit" name="to" value="results" className="secondary" aria-label={t('launchpad.viewResultsOf', { name: c.name })}>
          {t('launchpad.viewResults')}
        </button>
      </Form>
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="clientId" value={c.id} />
        <button type="submit" name="to" value="billing" className="secondary" aria-label={t('launchpad.billingOf', { name: c.name })}>
          {t('launchpad.billing')}
        </button>
      </Form>
    </div>
  );
}

/** A failed approval form's messages link to its reason field, or to the form's own message. */
const idOfApproval = (key: string, name: string) => (name ? `${key}-${name}` : `${key}-error`);
const APPROVAL_LABELS = { reason: 'launchpad.approval.reason' };

export default function Clients({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { clients, q, admin, name, total, invitations, pending, listFailed } = loaderData;
  const { summary, forms } = usePageForms(actionData && 'key' in actionData ? actionData : undefined, { idOf: idOfApproval, labels: APPROVAL_LABELS, root: '.launchpad-clients' });
  // document 2 §5, §9: the search is sent 1000 ms after the last keystroke once JavaScript runs.
  const searchRef = useAutoSubmit<HTMLFormElement>(1000);
  const qRef = useSyncedValue<HTMLInputElement>(q);
  const activity = (c: ClientListItem) => (c.newActivity ? t('launchpad.newActivity', { count: c.newActivity }) : t('launchpad.noActivity'));
  return (
    <div className="container dashboard launchpad-clients">
      <PageHead title={t('launchpad.title')} failed={summary.length > 0} />
      <LaunchpadMenu current="/launchpad/clients" />
      <section className="dashboard-main">
        <h1>{t('launchpad.title')}</h1>
        <p>{t('launchpad.welcome', { name })}</p>
        <ErrorSummary errors={summary} />
        <PendingInvitations invitations={invitations} />
        {pending ? <PendingClients pending={pending} forms={forms} /> : null}
        <Form method="get" role="search" ref={searchRef} className="search-row">
          <label htmlFor="client-q">{t('launchpad.search')}</label>
          <input ref={qRef} id="client-q" type="search" name="q" defaultValue={q} maxLength={200} placeholder={t('launchpad.searchPlaceholder')} />
          <button type="submit">{t('launchpad.searchSubmit')}</button>
        </Form>
        {listFailed ? (
          <p className="load-failed" role="status" data-testid="clients-unavailable">
            {t('all-godmode-clients-error')}
          </p>
        ) : !admin && clients.length === 0 && !q && invitations.length ? null : !admin && clients.length === 0 && !q ? (
          <p role="status">
            {t('launchpad.notLinked')} <Link to="/launchpad/new-client">{t('accountMenu.createClient')}</Link>
          </p>
        ) : clients.length === 0 ? (
          <p role="status">{t('launchpad.noMatch')}</p>
        ) : (
          <>
            {admin && total > clients.length ? <p className="muted">{t('launchpad.showing', { shown: clients.length, total })}</p> : null}
            <div className="table-scroll wide-only">
              <table>
                <caption className="visually-hidden">{t('launchpad.caption', { count: total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('launchpad.client')}</th>
                    <th scope="col">{admin ? t('launchpad.code') : t('launchpad.lastUpdated')}</th>
                    <th scope="col">{t('launchpad.activity')}</th>
                    {admin ? <th scope="col">{t('launchpad.open')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {clients.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">{admin ? c.name : <ChooseClient c={c} />}</th>
                      <td>{admin ? c.code : labDay(c.lastActivityAt)}</td>
                      <td>{activity(c)}</td>
                      {admin ? (
                        <td>
                          <AdminActions c={c} />
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="cards" aria-label={t('launchpad.caption', { count: total })}>
              {clients.map((c) => (
                <li key={c.id}>
                  {admin ? <strong>{c.name}</strong> : <ChooseClient c={c} />}
                  <dl>
                    <dt>{admin ? t('launchpad.code') : t('launchpad.lastUpdated')}</dt>
                    <dd>{admin ? c.code : labDay(c.lastActivityAt)}</dd>
                    <dt>{t('launchpad.activity')}</dt>
                    <dd>{activity(c)}</dd>
                  </dl>
                  {admin ? <AdminActions c={c} /> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
