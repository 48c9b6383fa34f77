import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The about pages' shared sub-navigation (document 1 §2: the first five about paths). */
export const ABOUT_TABS = [
  { to: '/about-us', key: 'about.tabs.about', end: true },
  { to: '/about-us/our-story', key: 'about.tabs.ourStory', end: false },
  { to: '/about-us/the-ets-difference', key: 'about.tabs.difference', end: false },
  { to: '/about-us/quality', key: 'about.tabs.quality', end: false },
  { to: '/about-us/applied-innovation', key: 'about.tabs.innovation', end: false },
] as const;

export function AboutTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('about.tabs.label')}>
      <ul>
        {ABOUT_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end}>
              {t(tab.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
