/**
 * The soil page's results tabs: radio tabs that work without JavaScript, each a carousel of
 * server-drawn charts (illustrative data) in the reader's language, and the example report.
 */
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/soil';
import { Carousel } from '../../../ui/carousel.tsx';

const TABS = ['chemistry', 'microbiology', 'physics'] as const;

type PageData = Route.ComponentProps['loaderData'];

export function SoilResults({ charts, lng }: Pick<PageData, 'charts' | 'lng'>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="soil-results" className="results-tabs">
      <h2 id="soil-results">{t('soil.results.title')}</h2>
      <p className="muted">{t('soil.results.illustrative')}</p>
      <fieldset className="tab-radios">
        <legend className="visually-hidden">{t('soil.results.choose')}</legend>
        {TABS.map((tab, i) => (
          <span key={tab}>
            <input type="radio" name="soil-tab" id={`soil-tab-${tab}`} defaultChecked={i === 0} />
            <label htmlFor={`soil-tab-${tab}`}>{t(`soil.results.tabs.${tab}`)}</label>
          </span>
        ))}
      </fieldset>
      <div className="tab-panels">
        {TABS.map((tab) => (
          <div key={tab} className={`tab-panel tab-panel-${tab}`}>
            <h3>{t(`soil.results.tabs.${tab}`)}</h3>
            <Carousel
              id={`results-${tab}`}
              label={t(`soil.results.tabs.${tab}`)}
              slides={charts
                .filter((c) => c.tab === tab)
                .map((c) => {
                  const title = t(`soil.charts.${c.id}.title`);
                  return {
                    id: `chart-${c.id}`,
                    title,
                    content: (
                      <figure>
                        <img src={`/terramea/charts/${c.id}.${lng}.svg`} alt={t('soil.results.chartAlt', { title })} width={520} height={320} loading="lazy" />
                        <figcaption>{title}</figcaption>
                      </figure>
                    ),
                  };
                })}
            />
          </div>
        ))}
      </div>
      <p>
        <a href="/downloads/soil-example-report.pdf" role="button" className="secondary" download>
          {t('soil.exampleReport')}
        </a>
      </p>
    </section>  );
}
