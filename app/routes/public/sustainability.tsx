/**
 * /sustainability (document 3 §2): the corporate social responsibility statement in seven
 * numbered sections following ISO 26000, with images (a CSS parallax where motion is allowed)
 * and an external link. Static text from the locale files. No JavaScript.
 */
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../root';
import { PageHead } from '../../ui/page-head.tsx';

export const handle: RouteHandle = { hydrate: false };

export const SUSTAINABILITY_SECTIONS = ['governance', 'humanRights', 'labour', 'environment', 'fairPractices', 'consumers', 'community'] as const;
const IMAGES: Partial<Record<(typeof SUSTAINABILITY_SECTIONS)[number], string>> = {
  governance: '/images/sustainability/vineyard.svg',
  environment: '/images/sustainability/hills.svg',
  community: '/images/sustainability/harvest.svg',
};

export default function Sustainability() {
  const { t } = useTranslation();
  return (
    <article className="sustainability">
      <PageHead title={t('sustainability.title')} description={t('sustainability.metaDescription')} />
      <header className="hero">
        <div className="container">
          <h1>{t('sustainability.title')}</h1>
          <p>{t('sustainability.lead')}</p>
        </div>
      </header>
      <div className="container narrow">
        <ol className="numbered-sections">
          {SUSTAINABILITY_SECTIONS.map((key, i) => (
            <li key={key} id={key}>
              {IMAGES[key] ? <div className="parallax" style={{ backgroundImage: `url(${IMAGES[key]})` }} role="presentation" /> : null}
              <h2>
                <span className="section-number">{i + 1}.</span> {t(`sustainability.sections.${key}.title`)}
              </h2>
              <p>{t(`sustainability.sections.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p>
          <a href="https://www.iso.org/iso-26000-social-responsibility.html" target="_blank" rel="noopener noreferrer">
            {t('sustainability.link')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
