import { Form, useLocation } from 'react-router';
import { PageLink } from './client-links.tsx';
import { useTranslation } from 'react-i18next';
import type { AccountMenu as AccountMenuData } from '../models/header-footer.server.ts';

/**
 * "My Accounts": the user's e-mail (to user settings), the last-used client and up to five
 * others by name, each a POST that makes it active; View All Clients (or Create A New Client);
 * logout. A `<details>` menu: it opens without JavaScript and from the keyboard.
 */
export function AccountMenu({ menu, csrf }: { menu: AccountMenuData; csrf: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <details className="dropdown account-menu">
      <summary>{t('accountMenu.title')}</summary>
      <ul dir="rtl">
        <li dir="ltr">
          <PageLink to="/launchpad/user-settings" aria-label={t('accountMenu.settingsFor', { email: menu.email })}>
            {menu.email}
          </PageLink>
        </li>
        {menu.clients.length ? (
          <li dir="ltr" className="menu-group">
            <span className="menu-heading" id="account-menu-clients">
              {t('accountMenu.clients')}
            </span>
            <ul aria-labelledby="account-menu-clients" className="menu-clients">
              {menu.clients.map((c) => (
                <li key={c.id}>
                  <Form method="post" action="/active-client">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="clientId" value={c.id} />
                    <input type="hidden" name="redirectTo" value={here} />
                    <button type="submit" className="link-button">
                      {c.name}
                      {c.last ? <span className="muted"> ({t('accountMenu.lastUsed')})</span> : null}
                      {c.status === 'Credit Hold' ? <span className="badge-warning"> {t('accountMenu.creditHold')}</span> : null}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        <li dir="ltr">
          {menu.allClients === 'create' ? (
            <PageLink to="/launchpad/new-client">{t('accountMenu.createClient')}</PageLink>
          ) : (
            <PageLink to="/launchpad/clients">{t('accountMenu.viewAll')}</PageLink>
          )}
        </li>
        <li dir="ltr">
          <PageLink to="/launchpad/notices">{t('accountMenu.notices')}</PageLink>
        </li>
        {menu.receivingDesk ? (
          <li dir="ltr">
            <PageLink to="/launchpad/receiving">{t('ordersShell.receivingDesk')}</PageLink>
          </li>
        ) : null}
        {menu.labBench ? (
          <li dir="ltr">
            <PageLink to="/launchpad/bench">{t('ordersShell.labBench')}</PageLink>
          </li>
        ) : null}
        {menu.receivingDesk ? (
          <li dir="ltr">
            <PageLink to="/launchpad/deliveries">{t('accountMenu.deliveriesDesk')}</PageLink>
          </li>
        ) : null}
        <li dir="ltr">
          <Form method="post" action="/logout">
            <input type="hidden" name="csrf" value={csrf} />
            <button type="submit" className="link-button">
              {t('accountMenu.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
