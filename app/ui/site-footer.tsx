import { PageLink, useClientLinks } from './client-links.tsx';
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
  const ref = useClientLinks<HTMLElement>();
  const phone = t('site.phone');
  return (
    <footer ref={ref} className="site-footer">
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
              <PageLink to="/contact-us">{t('footer.contactUs')}</PageLink>
            </li>
            <li>
              <PageLink to="/locations">{t('footer.locations')}</PageLink>
            </li>
            <li>
              <PageLink to="/locations#sample-dropboxes">{t('footer.dropboxes')}</PageLink>
            </li>
          </ul>
          <NearestLab lab={nearestLab ?? null} className="footer-lab" />
        </section>
        <nav aria-labelledby="footer-lab-heading">
          <h2 id="footer-lab-heading" className="footer-heading">
            {t('footer.laboratory')}
          </h2>
          <ul className="footer-links">
            <li><PageLink to="/about-us/our-story">{t('header.ourStory')}</PageLink></li>
            <li><PageLink to="/about-us/quality">{t('header.quality')}</PageLink></li>
            <li><PageLink to="/accreditation">{t('footer.accreditation')}</PageLink></li>
            <li><PageLink to="/about-us/seminars">{t('header.seminars')}</PageLink></li>
            <li>
              {config?.careersUrl ? <a href={config.careersUrl} rel="noopener">{t('header.careers')}</a> : <PageLink to="/careers">{t('header.careers')}</PageLink>}
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="footer-heading">
            {t('footer.services')}
          </h2>
          <ul className="footer-links">
            <li><PageLink to="/analyses/all-analyses">{t('header.allAnalyses')}</PageLink></li>
            <li><PageLink to="/analyses/exporting">{t('header.exporting')}</PageLink></li>
            <li><PageLink to="/our-services/services">{t('header.services')}</PageLink></li>
            <li><PageLink to="/publications">{t('header.publications')}</PageLink></li>
            <li><PageLink to="/technical-tools">{t('footer.technicalTools')}</PageLink></li>
            <li><PageLink to="/positive-pay">{t('footer.positivePay')}</PageLink></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-heading">
          <h2 id="footer-legal-heading" className="footer-heading">
            {t('footer.legal')}
          </h2>
          <ul className="footer-links">
            <li><PageLink to="/terms-and-conditions">{t('footer.terms')}</PageLink></li>
            <li><PageLink to="/privacy">{t('footer.privacy')}</PageLink></li>
            <li><PageLink to="/security">{t('footer.security')}</PageLink></li>
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
