/**
 * Content calls of the public site (document 1 §7 "Content", document 3 §7): CMS pages, people,
 * seminars and events, FAQ, publication cards, categories and detail. Public data carries
 * Cache-Control for the freshness the specification gives (10 min; the publication cards:
 * FRESHNESS.publications). The catalogue's countries are in analyses.ts, the soil page's
 * contact form in contact.ts.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { type ProviderEnv, fail, idParam, readQuery } from '../http.ts';
import { contentPagesQuery } from '../../contract/content.ts';
import { type PublicationDetail, publicationsQuery } from '../../contract/publications.ts';
import { FRESHNESS } from '../../contract/analyses-limits.ts';
import {
  contentPages, findPublication, listFaqs, listPeople, listPublications, listSeminars, publicationCategories,
} from '../repositories/content.ts';

export const contentRoutes = new Hono<ProviderEnv>();

const TEN_MINUTES = 'public, max-age=600';

function cached<T>(c: Context<ProviderEnv>, body: T) {
  c.header('Cache-Control', TEN_MINUTES);
  return c.json(body as object);
}

async function onePage(c: Context<ProviderEnv>, slug: string) {
  const [page] = await contentPages(c.var.deps.db, slug);
  if (!page) fail(404, 'Page not found');
  return cached(c, page);
}

// The named CMS pages the specification lists, each one content page.
contentRoutes.get('/cms/terms_and_conditions.json', (c) => onePage(c, 'terms-and-conditions'));
contentRoutes.get('/cms/terms_of_use.json', (c) => onePage(c, 'terms-of-use'));
contentRoutes.get('/cms/privacy.json', (c) => onePage(c, 'privacy'));
contentRoutes.get('/cms/technical_tools.json', (c) => onePage(c, 'technical-tools'));

/** Every content page, or one by `?slug=` (404 when it does not exist). */
contentRoutes.get('/cms/content_pages.json', async (c) => {
  const { slug } = readQuery(c, contentPagesQuery);
  const list = await contentPages(c.var.deps.db, slug);
  if (slug && !list.length) fail(404, 'Page not found');
  return cached(c, list);
});

contentRoutes.get('/cms/people.json', async (c) => cached(c, await listPeople(c.var.deps.db)));

contentRoutes.get('/cms/seminars_and_events.json', async (c) => cached(c, await listSeminars(c.var.deps.db)));

contentRoutes.get('/questions.json', async (c) => cached(c, await listFaqs(c.var.deps.db)));

/** Publication cards, newest first (the home page and the publications page). */
contentRoutes.get('/cms/publications.json', async (c) => {
  const { limit } = readQuery(c, publicationsQuery);
  const rows = await listPublications(c.var.deps.db, limit);
  c.header('Cache-Control', `public, max-age=${FRESHNESS.publications}`);
  return c.json(rows);
});

contentRoutes.get('/cms/publications/categories.json', async (c) => cached(c, await publicationCategories(c.var.deps.db)));

/** One publication with its related analyses and publications, in their stored order. */
contentRoutes.get('/cms/publications/:id{[^/]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const { db } = c.var.deps;
  const found = await findPublication(db, id);
  if (!found) fail(404, 'Publication not found');
  const { publication: p, analyses, related } = found;
  const body: PublicationDetail = {
    id: p.id, title: p.title, description: p.description, content: p.content, heroUrl: p.heroUrl, heroImageFileName: p.heroImageFileName,
    categoryId: p.categoryId, categoryName: p.categoryName ?? null, versionNumber: p.versionNumber, reviewedAt: p.reviewedAt, createdAt: p.createdAt,
    relatedPublicationIds: related.map((r) => r.id), analysisIds: analyses.map((a) => a.id),
    relatedAnalyses: analyses.map((a) => ({ ...a, categoryName: a.categoryName ?? null })),
    relatedPublications: related.map((r) => ({ ...r, categoryName: r.categoryName ?? null })),
  };
  return cached(c, body);
});
