/**
 * /publications/publication/{id} (document 3 §2): hero (category, reviewed date, version,
 * title), the description and content, the first 3 related analyses (each to its detail page)
 * plus view all, the first 2 related publications plus see all. The page title is built from
 * the path and the title. Nothing to enhance: no JavaScript.
 */
import { data, Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/publication';
import type { RouteHandle } from '../../root';
import { publication } from '../../models/content.server.ts';
import { PageHead } from '../../ui/page-head.tsx';

export const handle: RouteHandle = { hydrate: false };

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ message: 'not-found' }, { status: 404 });
  const p = await publication(context, Number(params.id));
  return { ...p, relatedAnalyses: p.relatedAnalyses.slice(0, 3), relatedPublications: p.relatedPublications.slice(0, 2) };
}

/** The path's first segment → the i18n key of its section name (the page title's middle part). */
const SECTIONS: Record<string, string> = { publications: 'publications.title' };

export default function Publication({ loaderData: p }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  // "built from the path and the title": the publication, then the section of the path.
  const section = useLocation().pathname.split('/').find(Boolean) ?? 'publications';
  const sectionName = t(SECTIONS[section] ?? 'publications.title');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article>
      <PageHead title={`${p.title} | ${sectionName}`} description={p.description} />
      <header className="hero">
        <div className="container">
          <p className="muted">{p.categoryName}</p>
          <h1>{p.title}</h1>
          <p>
            {t('publications.reviewed')} <time dateTime={p.reviewedAt}>{date.format(new Date(p.reviewedAt))}</time> · {t('publications.version', { version: p.versionNumber })}
          </p>
        </div>
      </header>
      <div className="container publication-layout">
        <div>
          <p className="lead">{p.description}</p>
          {/* Publication HTML written by the laboratory (seeded), not by visitors. */}
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: p.content }} />
        </div>
        <aside>
          <section aria-labelledby="related-analyses">
            <h2 id="related-analyses" className="h3">
              {t('publications.relatedAnalyses')}
            </h2>
            <ul>
              {p.relatedAnalyses.map((a) => (
                <li key={a.id}>
                  <Link to={`/analyses/analysis/${a.id}`}>{a.testName}</Link>
                  <br />
                  <small className="muted">{[a.categoryName, a.technique].filter(Boolean).join(' · ')}</small>
                </li>
              ))}
            </ul>
            <Link to="/analyses/all-analyses">{t('publications.viewAllAnalyses')}</Link>
          </section>
          <section aria-labelledby="further-reading">
            <h2 id="further-reading" className="h3">
              {t('publications.furtherReading')}
            </h2>
            <ul>
              {p.relatedPublications.map((r) => (
                <li key={r.id}>
                  <Link to={`/publications/publication/${r.id}`}>{r.title}</Link>
                </li>
              ))}
            </ul>
            <Link to="/publications">{t('publications.seeAll')}</Link>
          </section>
        </aside>
      </div>
    </article>
  );
}
