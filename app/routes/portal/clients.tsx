import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/clients';
import { getAccount, isSiteAdmin } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { providerClient } from '../../models/provider.server.ts';

const listResponse = z.object({
  data: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.string(), role: z.string().nullable() })),
  total: z.number(),
});

/**
 * The launchpad's clients list, kept simple (issue 3 created it so sign-in has somewhere to
 * land; the portal issue extends it): a GET search, and each client a POST that makes it active.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const [account, list] = await Promise.all([
    getAccount(context),
    providerClient(context).get(`/users/${user.id}/clients`, listResponse, { query: { q }, returnTo: '/launchpad/clients' }),
  ]);
  return { user, q, admin: isSiteAdmin(user), name: account ? `${account.firstname} ${account.lastname}` : user.email, clients: list.data, total: list.total };
}

export default function Clients({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { clients, q, admin, name, total } = loaderData;
  return (
    <section className="container">
      <title>{`${t('launchpad.title')} | ${t('site.name')}`}</title>
      <h1>{t('launchpad.title')}</h1>
      <p>{t('launchpad.welcome', { name })}</p>
      <Form method="get" role="search" className="search-row">
        <label htmlFor="client-q">{t('launchpad.search')}</label>
        <input id="client-q" type="search" name="q" defaultValue={q} placeholder={t('launchpad.searchPlaceholder')} />
        <button type="submit">{t('launchpad.searchSubmit')}</button>
      </Form>
      {!admin && clients.length === 0 && !q ? (
        <p role="status">
          {t('launchpad.notLinked')} <Link to="/launchpad/new-client">{t('accountMenu.createClient')}</Link>
        </p>
      ) : (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('launchpad.caption', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('launchpad.client')}</th>
                <th scope="col">{t('launchpad.code')}</th>
                <th scope="col">{t('launchpad.status')}</th>
              </tr>
            </thead>
            <tbody>
              {clients.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Form method="post" action="/active-client">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="clientId" value={c.id} />
                      <input type="hidden" name="redirectTo" value="/launchpad/clients" />
                      <button type="submit" className="link-button">
                        {c.name}
                      </button>
                    </Form>
                  </td>
                  <td>{c.code}</td>
                  <td>{c.status === 'none' ? '' : c.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
