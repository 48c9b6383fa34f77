import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const PAGES = [
  { to: '/launchpad/clients', key: 'userSettings.allClients' },
  { to: '/launchpad/new-client', key: 'userSettings.createClient' },
  { to: '/launchpad/notices', key: 'deliveries.notices.title' },
  { to: '/launchpad/user-settings', key: 'userSettings.title' },
  { to: '/launchpad/user-settings/two-factor', key: 'twoFactor.setup.title' },
] as const;

/** The launchpad's own menu (the user's account pages, outside any client), the current page marked. */
export function LaunchpadMenu({ current }: { current: (typeof PAGES)[number]['to'] }) {
  const { t } = useTranslation();
  return (
    <nav className="dashboard-menu" aria-label={t('userSettings.nav')}>
      <ul>
        {PAGES.map((p) => (
          <li key={p.to}>
            {p.to === current ? (
              <Link to={p.to} aria-current="page" className="active">
                {t(p.key)}
              </Link>
            ) : (
              <Link to={p.to}>{t(p.key)}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
