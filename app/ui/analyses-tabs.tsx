import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The tabs of the analyses list pages (all analyses, exporting); hidden on the detail page. */
export function AnalysesTabs() {
  const { t } = useTranslation();
  return (
    <nav className="analyses-tabs" aria-label={t('analyses.tabsLabel')}>
      <ul>
        <li>
          <NavLink to="/analyses/all-analyses">{t('analyses.tabAll')}</NavLink>
        </li>
        <li>
          <NavLink to="/analyses/exporting">{t('analyses.tabExporting')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
