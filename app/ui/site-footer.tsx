import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '../config.server.ts';
import type { NearestLab as NearestLabData } from '../models/header-footer.server.ts';
import { NearestLab } from './nearest-lab.tsx';

/**
 * The footer (document 1 §2): the fixed address and phone, contact links, the nearest (or
 * primary) laboratory, link columns, accreditation, careers, technical tools, terms, privacy
 * and help (external, shown only when configured).
 */
/** `year`: the root loader's (the process clock's); without it (an error page before the root loaded) the browser's. */
export function SiteFooter({ nearestLab, config, year }: { nearestLab?: NearestLabData | null; config?: PublicConfig; year?: number }) {
  const { t } = useTranslation();
  const phone = t('site.phone');
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('site.name')}
          </h2>
          <address>
            {t('site.address')}
            <br />
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </address>
          <ul className="footer-links">
            <li>
              <Link to="/contact-us">{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to="/locations">{t('footer.locations')}</Link>
            </li>
            <li>
              <Link to="/locations#sample-dropboxes">{t('footer.dropboxes')}</Link>
            </li>
          </ul>
          <NearestLab lab={nearestLab ?? null} className="footer-lab" />
        </section>
        <nav aria-labelledby="footer-lab-heading">
          <h2 id="footer-lab-heading" className="footer-heading">
            {t('footer.laboratory')}
          </h2>
          <ul className="footer-links">
            <li><Link to="/about-us/our-story">{t('header.ourStory')}</Link></li>
            <li><Link to="/about-us/quality">{t('header.quality')}</Link></li>
            <li><Link to="/accreditation">{t('footer.accreditation')}</Link></li>
            <li><Link to="/about-us/seminars">{t('header.seminars')}</Link></li>
            <li>
              {config?.careersUrl ? <a href={config.careersUrl} rel="noopener">{t('header.careers')}</a> : <Link to="/careers">{t('header.careers')}</Link>}
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="footer-heading">
            {t('footer.services')}
          </h2>
          <ul className="footer-links">
            <li><Link to="/analyses/all-analyses">{t('header.allAnalyses')}</Link></li>
            <li><Link to="/analyses/exporting">{t('header.exporting')}</Link></li>
            <li><Link to="/our-services/services">{t('header.services')}</Link></li>
            <li><Link to="/publications">{t('header.publications')}</Link></li>
            <li><Link to="/technical-tools">{t('footer.technicalTools')}</Link></li>
            <li><Link to="/positive-pay">{t('footer.positivePay')}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-heading">
          <h2 id="footer-legal-heading" className="footer-heading">
            {t('footer.legal')}
          </h2>
          <ul className="footer-links">
            <li><Link to="/terms-and-conditions">{t('footer.terms')}</Link></li>
            <li><Link to="/privacy">{t('footer.privacy')}</Link></li>
            <li><Link to="/security">{t('footer.security')}</Link></li>
            {config?.helpUrl ? (
              <li>
                <a href={config.helpUrl} rel="noopener">{t('footer.help')}</a>
              </li>
            ) : null}
          </ul>
          <p>
            <a href="?lng=en" hrefLang="en" lang="en">{t('site.languageEnglish')}</a> · <a href="?lng=de" hrefLang="de" lang="de">{t('site.languageGerman')}</a>
          </p>
        </nav>
      </div>
      <div className="container">
        <p className="muted footer-copy">{t('footer.copyright', { year: year ?? new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
