import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../session.server.ts';

/** The site header. Menus are `<details>` so they open without JavaScript. */
export function SiteHeader({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <nav className="container-fluid" aria-label={t('nav.main')}>
        <ul>
          <li>
            <Link to="/" className="brand">
              {t('site.shortName')}
            </Link>
          </li>
        </ul>
        <ul>
          <li>
            <NavLink to="/">{t('site.home')}</NavLink>
          </li>
          <li>{user ? <span>{user.email}</span> : <Link to="/login">{t('nav.login')}</Link>}</li>
        </ul>
      </nav>
    </header>
  );
}
