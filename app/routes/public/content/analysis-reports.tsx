/**
 * /analysis-reports (a services page; the specification lists the path without content, and
 * no content page is seeded for it): what a lab report contains, how it is delivered, and how
 * anyone can verify one. Short, so its text lives in the locale files. No JavaScript.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../../root';
import { PageHead } from '../../../ui/page-head.tsx';

export const handle: RouteHandle = { hydrate: false };

export default function AnalysisReports() {
  const { t } = useTranslation();
  return (
    <article>
      <PageHead title={t('cms.analysisReports.title')} description={t('cms.analysisReports.p1')} />
      <header className="hero">
        <div className="container">
          <h1>{t('cms.analysisReports.title')}</h1>
        </div>
      </header>
      <div className="container narrow cms-content">
        <p>{t('cms.analysisReports.p1')}</p>
        <p>{t('cms.analysisReports.p2')}</p>
        <p>{t('cms.analysisReports.p3')}</p>
        <ul>
          <li>
            <Link to="/dashboard/results">{t('cms.analysisReports.results')}</Link>
          </li>
          <li>
            <Link to="/our-services">{t('cms.links.services')}</Link>
          </li>
          <li>
            <Link to="/contact-us">{t('cms.links.contact')}</Link>
          </li>
        </ul>
      </div>
    </article>
  );
}
