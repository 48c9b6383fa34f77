/**
 * One module for every CMS content page (document 1 §2 "Content pages": hero plus HTML
 * content). The path names the page; the HTML comes from the provider's content pages (written
 * by the laboratory, so it is rendered as HTML). Nothing to enhance: no JavaScript.
 */
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/cms-page';
import type { RouteHandle } from '../../../root';
import { contentPage, summaryOf } from '../../../models/content.server.ts';
import { orFallback } from '../../../models/load-errors.server.ts';
import { AboutTabs } from '../../../ui/about-tabs.tsx';
import { PageHead } from '../../../ui/page-head.tsx';

export const handle: RouteHandle = { hydrate: false };

interface PageDef {
  slug: string;
  /** shows the about pages' tab bar */
  about?: boolean;
  /** links shown under the content (the services hub) */
  links?: { to: string; key: string }[];
}

const SERVICE_LINKS = [
  { to: '/our-services/services', key: 'cms.links.services' },
  { to: '/analysis-reports', key: 'cms.links.analysisReports' },
  { to: '/vintage-portal', key: 'cms.links.vintagePortal' },
  { to: '/vintage-reports', key: 'cms.links.vintageReports' },
  { to: '/expertise-on-call', key: 'cms.links.expertiseOnCall' },
  { to: '/analyses/all-analyses', key: 'cms.links.allAnalyses' },
];

/** A 404 page thrown by contentPage (react-router's `data()`), passed on as it is. */
const isThrownAnswer = (error: unknown) => typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'DataWithResponseInit';

/** Path → content page. */
export const CMS_PAGES: Record<string, PageDef> = {
  '/about-us/our-story': { slug: 'our-story', about: true },
  '/about-us/the-ets-difference': { slug: 'the-ets-difference', about: true },
  '/about-us/quality': { slug: 'quality', about: true, links: [{ to: '/accreditation', key: 'cms.links.accreditation' }] },
  '/about-us/applied-innovation': { slug: 'applied-innovation', about: true },
  '/our-services': { slug: 'our-services', links: SERVICE_LINKS },
  '/our-services/services': { slug: 'our-services', links: SERVICE_LINKS },
  '/vintage-portal': { slug: 'vintage-portal', links: [{ to: '/dashboard/vintage-portal', key: 'cms.links.openVintagePortal' }, { to: '/vintage-reports', key: 'cms.links.vintageReports' }] },
  '/expertise-on-call': { slug: 'expertise-on-call', links: [{ to: '/contact-us', key: 'cms.links.contact' }] },
  '/terms-and-conditions': { slug: 'terms-and-conditions' },
  '/terms-and-conditions-and-credit-agreement': { slug: 'terms-and-conditions-and-credit-agreement' },
  '/privacy': { slug: 'privacy' },
  '/security': { slug: 'security' },
  '/technical-tools': { slug: 'technical-tools' },
  '/accreditation': { slug: 'accreditation', links: [{ to: '/about-us/quality', key: 'cms.links.quality' }] },
  '/teams': { slug: 'teams' },
  '/categories': { slug: 'categories', links: [{ to: '/analyses/all-analyses', key: 'cms.links.allAnalyses' }] },
  '/sale': { slug: 'sale', links: [{ to: '/contact-us', key: 'cms.links.contact' }] },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
  const def = CMS_PAGES[path];
  if (!def) throw data({ message: 'not-found' }, { status: 404 });
  // A page the provider does not have is the 404 page (contentPage throws it); a page that fails to
  // load keeps the site around it: its name, tabs and links, the fallback message (document 1 §8).
  const loadErrors: string[] = [];
  const page = await orFallback(context, contentPage(context, def.slug), null, 'get-content-pages-error', loadErrors, { passOn: isThrownAnswer });
  const common = { about: !!def.about, links: def.links ?? [], loadErrors };
  if (!page) return { ...common, slug: def.slug, title: null, description: '', content: null, updatedAt: null };
  return { ...common, slug: def.slug, title: page.title, description: summaryOf(page.content), content: page.content, updatedAt: page.updatedAt };
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { description, content, about, links } = loaderData;
  const title = loaderData.title ?? t(`contentFallback.titles.${loaderData.slug}`);
  return (
    <article className="content-page">
      <PageHead title={title} description={description || title} />
      <header className="hero">
        <div className="container">
          <h1>{title}</h1>
        </div>
      </header>
      <div className="container">
        {about ? <AboutTabs /> : null}
        {/* CMS HTML written by the laboratory (seeded), not by visitors. */}
        {content === null ? (
          <p className="load-failed" role="status" data-testid="content-unavailable">
            {t('get-content-pages-error')} {t('contentFallback.unavailable')}
          </p>
        ) : (
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: content }} />
        )}
        {links.length ? (
          <nav aria-label={t('cms.relatedLinks')} className="link-cards">
            <ul>
              {links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </article>
  );
}
