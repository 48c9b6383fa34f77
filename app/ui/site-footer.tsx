import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          <strong>{t('site.name')}</strong>
          <br />
          {t('site.address')}
          <br />
          <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`}>{t('site.phone')}</a>
        </p>
        <p>
          <a href="?lng=en" hrefLang="en" lang="en">{t('site.languageEnglish')}</a> · <a href="?lng=de" hrefLang="de" lang="de">{t('site.languageGerman')}</a>
        </p>
      </div>
    </footer>
  );
}
