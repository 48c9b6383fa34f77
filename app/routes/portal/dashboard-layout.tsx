import type { ReactNode } from 'react';
import { Form, NavLink, Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard-layout';
import { type Portal, pageOpen, portalOf } from '../../models/gate.server.ts';
import { mayAccess } from '../../../contract/access.ts';
import { loadDashboardShell } from '../../models/portal.server.ts';
import { portalMiddleware } from '../../middleware/portal.server.ts';
import { portalPageCache } from '../../page-cache.server.ts';
import { ErrorPage } from '../../ui/error-page.tsx';
import { PageLink, useClientLinks } from '../../ui/client-links.tsx';
import portalHref from '../../styles/portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

/**
 * The portal context (user, active client, role, access) for every page below /dashboard; before
 * it, the signed-in page cache (app/page-cache.server.ts) answers a results page it still may.
 */
export const middleware: Route.MiddlewareFunction[] = [portalPageCache, portalMiddleware];

/** A child route's breadcrumb trail (document 2 §2: results-area details pages only). */
export interface Crumb {
  to?: string;
  /** a translation key (portal.crumbs.*) with its values, or `text` shown as it is (an analyte's name) */
  label: string;
  values?: Record<string, string | number>;
  text?: true;
}

/**
 * The dashboard shell (document 2 §2, §6; document 3 §2): sidebar header and two menu groups
 * by role, credit hold and agreement; the go-paperless, unpaid-invoices and credit-hold
 * banners. No active client sends the user to the launchpad (the gate).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = await portalOf(context, request);
  const { user, client: active } = portal;
  // The client and both banners' facts in one provider call.
  const { client, goPaperless, overdue, deliveries } = await loadDashboardShell(context, active.id);
  return {
    client: { id: client.id, code: client.code, name: client.name, status: client.status, resignAgreement: client.resignAgreement, role: client.role },
    menu: menuFor(portal),
    banners: {
      goPaperless: goPaperless.receivesMailedDocuments && mayAccess(user, client.role, 'go-paperless'),
      unpaid: !client.resignAgreement && overdue.hasOverdueInvoices,
      creditHold: client.status === 'Credit Hold',
      // failed deliveries: for those who see the delivery log (the provider counts 0 for anyone else)
      deliveriesFailed: deliveries?.failed ?? 0,
      unreadNotices: deliveries?.unread ?? 0,
    },
  };
}

/**
 * The dashboard's menu (document 2 §6): an item for each page that answers this user for this
 * client, by the one access table (GATES): ordering stays listed on credit hold, where its page
 * says why; results are hidden then (site administrators excepted); the areas closed while the
 * agreement must be re-signed are hidden.
 */
function menuFor(portal: Portal) {
  return {
    results: pageOpen(portal, 'results'),
    billing: pageOpen(portal, 'billing'),
    courier: pageOpen(portal, 'courier'),
    supplies: pageOpen(portal, 'supplies'),
    ordering: pageOpen(portal, 'ordering'),
    vintage: pageOpen(portal, 'vintage'),
    smoke: pageOpen(portal, 'smoke'),
    harvest: pageOpen(portal, 'harvest'),
    team: pageOpen(portal, 'team:view'),
    clientSettings: pageOpen(portal, 'client-settings:view'),
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardChrome data={loaderData}>
      <Outlet />
    </DashboardChrome>
  );
}

/**
 * An error below /dashboard (a 404, a refused record, a failure) keeps the sidebar and banners,
 * with the way back to the dashboard. When the layout's own loader failed there is
 * no sidebar to show: the error page alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/portal/dashboard-layout');
  const page = <ErrorPage error={error} back={{ to: '/dashboard', label: 'portal.errorBack' }} />;
  return layout ? <DashboardChrome data={layout}>{page}</DashboardChrome> : page;
}

function DashboardChrome({ data, children }: { data: Awaited<ReturnType<typeof loader>>; children: ReactNode }) {
  const { t } = useTranslation();
  const { client, menu, banners } = data;
  const matches = useMatches();
  const location = useLocation();
  // The sidebar's links are plain links with client navigation (app/ui/client-links.tsx).
  const sidebar = useClientLinks<HTMLElement>();
  const crumbs = matches.flatMap((m) => ((m.loaderData as { crumbs?: Crumb[] } | undefined)?.crumbs ?? []));
  const item = (to: string, label: string, tip: string, extra?: string) => (
    <li>
      <PageLink to={to} current={location.pathname} title={t(tip)}>
        {t(label)}
        {extra ? <span className="badge">{t(extra)}</span> : null}
      </PageLink>
    </li>
  );
  return (
    <div className="dashboard container">
      <aside ref={sidebar} className="dashboard-sidebar" aria-label={t('portal.sidebar')}>
        <div className="sidebar-header">
          <PageLink to="/launchpad/clients" current={location.pathname} className="all-clients">
            {t('portal.allClients')}
          </PageLink>
          <p className="sidebar-client">
            <strong>{client.name}</strong>
            <span className="muted">{client.code}</span>
          </p>
        </div>
        <nav aria-label={t('portal.menu')} className="dashboard-menu">
          <h2 id="menu-services">{t('portal.groupServices')}</h2>
          <ul aria-labelledby="menu-services">
            {menu.results ? item('/dashboard/results', 'portal.results', 'portal.resultsTip') : null}
            {menu.billing ? item('/dashboard/billing', 'portal.billing', 'portal.billingTip') : null}
            {menu.courier ? item('/dashboard/shop/request-courier', 'portal.courier', 'portal.courierTip') : null}
            {menu.supplies ? item('/dashboard/shop/order-supplies', 'portal.supplies', 'portal.suppliesTip') : null}
            {menu.ordering ? item('/dashboard/shop/order-analyses', 'orders.menu', 'orders.menuTip') : null}
            {menu.vintage ? item('/dashboard/vintage-portal', 'portal.vintage', 'portal.vintageTip') : null}
            {menu.smoke ? item('/dashboard/smoke-impact-report', 'portal.smoke', 'portal.smokeTip', 'portal.beta') : null}
            {menu.harvest ? item('/dashboard/harvest', 'portal.harvest', 'portal.harvestTip') : null}
          </ul>
          {menu.team || menu.clientSettings ? (
            <>
              <h2 id="menu-settings">{t('portal.groupSettings')}</h2>
              <ul aria-labelledby="menu-settings">
                {menu.team ? item('/dashboard/teams-settings', 'portal.team', 'portal.teamTip') : null}
                {menu.clientSettings ? item('/dashboard/client-settings', 'portal.clientSettings', 'portal.clientSettingsTip') : null}
              </ul>
            </>
          ) : null}
        </nav>
      </aside>
      <div className="dashboard-main">
        {banners.creditHold ? (
          <div className="banner banner-warning" role="status">
            <p>
              {t('portal.creditHoldBanner', { name: client.name })} <NavLink to="/contact-us">{t('credit-hold-contact')}</NavLink>
            </p>
          </div>
        ) : null}
        {banners.goPaperless ? (
          <div className="banner banner-info">
            <Form method="post" action="/dashboard/go-paperless" className="banner-form">
              <p>{t('portal.goPaperless')}</p>
              <AuthenticityTokenInput />
              <input type="hidden" name="returnTo" value={location.pathname + location.search} />
              <button type="submit" className="secondary">
                {t('portal.goPaperlessAction')}
              </button>
            </Form>
          </div>
        ) : null}
        {banners.deliveriesFailed > 0 ? (
          <div className="banner banner-warning" role="status">
            <p>
              {t('deliveries.failedBanner', { count: banners.deliveriesFailed })} <NavLink to="/dashboard/client-settings/deliveries?state=failed">{t('deliveries.failedBannerAction')}</NavLink>
            </p>
          </div>
        ) : null}
        {banners.unreadNotices > 0 ? (
          <div className="banner banner-info" role="status">
            <p>
              {t('deliveries.noticesBanner', { count: banners.unreadNotices })} <NavLink to="/launchpad/notices">{t('deliveries.noticesBannerAction')}</NavLink>
            </p>
          </div>
        ) : null}
        {banners.unpaid ? (
          <div className="banner banner-warning">
            <p>
              {t('portal.unpaidInvoices')} {menu.billing ? <NavLink to="/dashboard/billing">{t('portal.unpaidInvoicesAction')}</NavLink> : null}
            </p>
          </div>
        ) : null}
        {crumbs.length ? (
          <nav className="breadcrumb" aria-label={t('portal.breadcrumb')}>
            <ul>
              {crumbs.map((c, i) => {
                const label = c.text ? c.label : t(c.label, c.values);
                return <li key={i}>{c.to && i < crumbs.length - 1 ? <NavLink to={c.to} end>{label}</NavLink> : <span aria-current="page">{label}</span>}</li>;
              })}
            </ul>
          </nav>
        ) : null}
        {children}
      </div>
    </div>
  );
}
