/**
 * /publications (document 3 §2): a GET form (search box whose first value may come from
 * ?searchTerm=, sort), a category list (links; a list on large screens, a collapsed <details>
 * on small ones), article cards, four call-to-action cards and the external
 * archive link. The list is filtered and sorted on the server from the cached publications.
 * Nothing to enhance: no JavaScript.
 */
import { Form, Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/publications';
import type { RootData, RouteHandle } from '../../root';
import { latestPublications } from '../../models/analyses.server.ts';
import { publicationCategories } from '../../models/content.server.ts';
import { PUBLICATION_SORTS, type PublicationSort, filterPublications } from '../../models/publications.ts';
import { servicesContext } from '../../context.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { orFallback } from '../../models/load-errors.server.ts';

export const handle: RouteHandle = { hydrate: false };

const MAX_TERM = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (url.searchParams.get('searchTerm') ?? '').slice(0, MAX_TERM);
  const rawCategory = Number(url.searchParams.get('category'));
  const sortParam = url.searchParams.get('sort') as PublicationSort | null;
  const sort: PublicationSort = sortParam && PUBLICATION_SORTS.includes(sortParam) ? sortParam : 'newest';
  const loadErrors: string[] = [];
  const [all, categories] = await Promise.all([
    latestPublications(context, 500),
    orFallback(context, publicationCategories(context), [], 'get-publications-categories-error', loadErrors),
  ]);
  const categoryId = categories.some((c) => c.id === rawCategory) ? rawCategory : null;
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const list = filterPublications(all, { term, categoryId, sort }, names).map((p) => ({ ...p, categoryName: p.categoryName ?? names.get(p.categoryId) ?? null }));
  return { term, categoryId, sort, categories, list, archiveUrl: context.get(servicesContext).config.public.publicationsArchiveUrl ?? null, loadErrors };
}

function categoryHref(id: number | null, term: string, sort: string) {
  const q = new URLSearchParams();
  if (term) q.set('searchTerm', term);
  if (id) q.set('category', String(id));
  if (sort !== 'newest') q.set('sort', sort);
  const s = q.toString();
  return `/publications${s ? `?${s}` : ''}`;
}

export default function Publications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const signedIn = !!root?.user;
  const { term, categoryId, sort, categories, list, archiveUrl } = loaderData;
  const categoryLinks = (
    <ul>
      <li>
        <Link to={categoryHref(null, term, sort)} aria-current={categoryId === null ? 'page' : undefined}>
          {t('publications.allCategories')}
        </Link>
      </li>
      {categories.map((c) => (
        <li key={c.id}>
          <Link to={categoryHref(c.id, term, sort)} aria-current={categoryId === c.id ? 'page' : undefined}>
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <article>
      <PageHead title={term ? t('publications.titleFor', { term }) : t('publications.title')} description={t('publications.metaDescription')} />
      <header className="hero">
        <div className="container">
          <h1>{t('publications.title')}</h1>
          <p>{t('publications.lead')}</p>
        </div>
      </header>
      <div className="container publications-layout">
        <aside>
          {/* Phones: a collapsed <details>; large screens: the list itself. Both are in the page
              (one is display: none at each width), so it works without JavaScript. */}
          <details className="category-list only-small">
            <summary>{t('publications.categories')}</summary>
            {categoryLinks}
          </details>
          <nav className="category-list only-wide" aria-labelledby="categories-title">
            <h2 id="categories-title" className="h3">
              {t('publications.categories')}
            </h2>
            {categoryLinks}
          </nav>
          {archiveUrl ? (
            <p>
              <a href={archiveUrl} target="_blank" rel="noopener noreferrer">
                {t('publications.archive')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
        </aside>
        <div>
          <Form method="get" className="filter-bar" role="search">
            <label htmlFor="searchTerm">{t('publications.search')}</label>
            <input id="searchTerm" name="searchTerm" type="search" defaultValue={term} maxLength={MAX_TERM} />
            {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
            <label htmlFor="sort">{t('publications.sort')}</label>
            <select id="sort" name="sort" defaultValue={sort}>
              {PUBLICATION_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`publications.sorts.${s}`)}
                </option>
              ))}
            </select>
            <button type="submit">{t('publications.apply')}</button>
          </Form>
          <p role="status">{t('publications.count', { count: list.length })}</p>
          {list.length ? (
            <ul className="card-grid plain">
              {list.map((p) => (
                <li key={p.id} className="card">
                  <p className="muted">{p.categoryName}</p>
                  <h2 className="h3">
                    <Link to={`/publications/publication/${p.id}`}>{p.title}</Link>
                  </h2>
                  <p>{p.description}</p>
                  <p className="muted">
                    {t('publications.reviewed')} <time dateTime={p.reviewedAt}>{date.format(new Date(p.reviewedAt))}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('publications.none')}</p>
          )}
        </div>
      </div>
      <section className="container cta-cards" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('publications.cta.title')}</h2>
        <ul className="card-grid plain">
          <li className="card">
            <Link to="/dashboard/shop/order-supplies">{t('publications.cta.tubes')}</Link>
          </li>
          <li className="card">
            <Link to="/locations">{t('publications.cta.submit')}</Link>
          </li>
          <li className="card">
            <Link to="/dashboard/shop/request-courier">{t('publications.cta.courier')}</Link>
          </li>
          <li className="card">
            {signedIn ? (
              <span className="disabled" aria-disabled="true">
                {t('publications.cta.newClient')} <span className="muted">({t('publications.cta.signedIn')})</span>
              </span>
            ) : (
              <Link to="/new-customer">{t('publications.cta.newClient')}</Link>
            )}
          </li>
        </ul>
      </section>
    </article>
  );
}
