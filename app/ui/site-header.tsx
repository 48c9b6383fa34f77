import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '../config.server.ts';
import type { SessionUser } from '../session.server.ts';
import type { AccountMenu as AccountMenuData, NearestLab as NearestLabData } from '../models/header-footer.server.ts';
import { AccountMenu } from './account-menu.tsx';
import { NearestLab } from './nearest-lab.tsx';
import { PageLink, useClientLinks } from './client-links.tsx';

interface MenuItem {
  to: string;
  label: string;
  external?: boolean;
}

/** The header's menus (document 1 §2), in order; each link's label is an i18n key. */
export function headerMenus(careersUrl?: string): { id: string; label: string; to?: string; items?: MenuItem[]; external?: boolean }[] {
  return [
    { id: 'home', label: 'header.home', to: '/' },
    {
      id: 'about',
      label: 'header.aboutUs',
      items: [
        { to: '/about-us/our-story', label: 'header.ourStory' },
        { to: '/about-us/the-ets-difference', label: 'header.difference' },
        { to: '/about-us/quality', label: 'header.quality' },
        { to: '/about-us/applied-innovation', label: 'header.appliedInnovation' },
        { to: '/about-us/seminars', label: 'header.seminars' },
      ],
    },
    {
      id: 'services',
      label: 'header.ourServices',
      items: [
        { to: '/our-services/services', label: 'header.services' },
        { to: '/vintage-portal', label: 'header.vintagePortal' },
        { to: '/vintage-reports', label: 'header.vintageReports' },
        { to: '/expertise-on-call', label: 'header.expertiseOnCall' },
      ],
    },
    {
      id: 'analyses',
      label: 'header.analyses',
      items: [
        { to: '/analyses/all-analyses', label: 'header.allAnalyses' },
        { to: '/analyses/exporting', label: 'header.exporting' },
      ],
    },
    { id: 'publications', label: 'header.publications', to: '/publications' },
    { id: 'sustainability', label: 'header.sustainability', to: '/sustainability' },
    {
      id: 'contact',
      label: 'header.contact',
      items: [
        { to: '/contact-us', label: 'header.contactUs' },
        { to: '/locations', label: 'header.locations' },
        { to: '/locations#sample-dropboxes', label: 'header.dropboxes' },
      ],
    },
    { id: 'careers', label: 'header.careers', to: careersUrl ?? '/careers', external: !!careersUrl },
  ];
}

/** With JavaScript: one menu open at a time, Escape closes it, a click elsewhere closes it. */
function useMenuBehaviour(root: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const menus = () => Array.from(el.querySelectorAll<HTMLDetailsElement>('details.dropdown, details.phone-menu'));
    const onToggle = (e: Event) => {
      const opened = e.target as HTMLDetailsElement;
      if (opened.open) for (const d of menus()) if (d !== opened) d.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const open = menus().find((d) => d.open);
      if (open) {
        open.open = false;
        open.querySelector('summary')?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      for (const d of menus()) if (d.open && !d.contains(e.target as Node)) d.open = false;
    };
    el.addEventListener('toggle', onToggle, true);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [root]);
  // Close every menu after a navigation.
  useEffect(() => {
    for (const d of root.current?.querySelectorAll<HTMLDetailsElement>('details.dropdown, details.phone-menu') ?? []) d.open = false;
  }, [location.key, root]);
}

/** The site header. Menus are `<details>` so they open without JavaScript and from the keyboard. */
export function SiteHeader({
  user, accountMenu, nearestLab, config, csrf,
}: {
  user: SessionUser | null;
  accountMenu: AccountMenuData | null;
  nearestLab: NearestLabData | null;
  config?: PublicConfig;
  csrf: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useMenuBehaviour(ref);
  // Every link of the header is a plain link with client navigation (app/ui/client-links.tsx).
  useClientLinks(ref);
  const { pathname } = useLocation();
  const menus = headerMenus(config?.careersUrl);
  const link = (m: { to: string; label: string; external?: boolean }, end?: boolean) =>
    m.external ? (
      <a href={m.to} rel="noopener">
        {t(m.label)}
      </a>
    ) : (
      <PageLink to={m.to} end={end} current={pathname}>
        {t(m.label)}
      </PageLink>
    );
  return (
    <header className="site-header" ref={ref}>
      <div className="header-top container-fluid">
        <NearestLab lab={nearestLab} />
        <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`} className="header-phone">
          {t('site.phone')}
        </a>
      </div>
      {/* One row at every width: brand, menus, search and account. From 1024 px the menus are a
          row of dropdowns; below, one "Menu" <details> holds the same links as a list (it opens
          without JavaScript). Both copies are rendered and CSS shows one, like the publications
          categories, so no script decides the layout. */}
      <nav className="container-fluid site-nav" aria-label={t('nav.main')}>
        <ul className="brand-row">
          <li>
            <PageLink to="/" className="brand">
              {t('site.shortName')}
            </PageLink>
          </li>
        </ul>
        <ul className="main-menu">
          {menus.map((m) =>
            m.items ? (
              <li key={m.id}>
                <details className="dropdown">
                  <summary>{t(m.label)}</summary>
                  <ul>
                    {m.items.map((i) => (
                      <li key={i.to}>{link(i, true)}</li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={m.id}>{link({ to: m.to!, label: m.label, external: m.external }, m.to === '/')}</li>
            ),
          )}
        </ul>
        <ul className="header-actions">
          <li className="phone-menu-item">
            <details className="phone-menu">
              <summary>{t('header.menu')}</summary>
              <ul className="phone-menu-list">
                {menus.map((m) =>
                  m.items ? (
                    <li key={m.id}>
                      <span className="phone-menu-heading" id={`phone-menu-${m.id}`}>
                        {t(m.label)}
                      </span>
                      <ul aria-labelledby={`phone-menu-${m.id}`}>
                        {m.items.map((i) => (
                          <li key={i.to}>{link(i, true)}</li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={m.id}>{link({ to: m.to!, label: m.label, external: m.external }, m.to === '/')}</li>
                  ),
                )}
              </ul>
            </details>
          </li>
          <li>
            <PageLink to="/global-search" aria-label={t('header.search')} title={t('header.search')} className="header-search">
              <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="M15.5 15.5 21 21" />
              </svg>
            </PageLink>
          </li>
          <li>
            {user && accountMenu ? (
              <AccountMenu menu={accountMenu} csrf={csrf} />
            ) : user ? (
              <PageLink to="/launchpad">{t('accountMenu.title')}</PageLink>
            ) : (
              <PageLink to="/login" role="button" className="header-login">
                {t('nav.login')}
              </PageLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
