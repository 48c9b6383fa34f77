/**
 * Content calls of the public site (document 1 §7 "Content", document 3 §7): CMS pages, people,
 * seminars and events, FAQ, publication categories and detail, and the soil (Terramea) contact
 * form. Public data carries Cache-Control for the freshness the specification gives (10 min).
 * GET /cms/publications.json and /cms/countries.json are in analyses.ts (the catalogue's module).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { type ProviderEnv, clientAddress, fail, idParam, readJson, readQuery, trackEvent } from '../http.ts';
import { limitWait, senderLimits, spend, tooManyAnswer, waitText } from '../services/rate-limits.ts';
import { soilEnquiryMail } from '../services/mail-templates.ts';
import {
  type ContentPage, contentPagesQuery, soilContact, type Faq, type Person, type PublicationDetail, type Seminar,
} from '../contract/content.ts';
import type { DB } from '../db/connect.ts';

export const contentRoutes = new Hono<ProviderEnv>();

const TEN_MINUTES = 'public, max-age=600';

function cached<T>(c: Context<ProviderEnv>, body: T) {
  c.header('Cache-Control', TEN_MINUTES);
  return c.json(body as object);
}

async function pages(db: DB, slug?: string): Promise<ContentPage[]> {
  let q = db.selectFrom('content_pages').select(['slug', 'title', 'content', 'updatedAt']).orderBy('id');
  if (slug) q = q.where('slug', '=', slug);
  return q.execute();
}

async function onePage(c: Context<ProviderEnv>, slug: string) {
  const [page] = await pages(c.var.deps.db, slug);
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
  const list = await pages(c.var.deps.db, slug);
  if (slug && !list.length) fail(404, 'Page not found');
  return cached(c, list);
});

contentRoutes.get('/cms/people.json', async (c) => {
  const rows: Person[] = await c.var.deps.db.selectFrom('people').select(['id', 'name', 'title', 'imageUrl']).orderBy('position').orderBy('id').execute();
  return cached(c, rows);
});

contentRoutes.get('/cms/seminars_and_events.json', async (c) => {
  const rows: Seminar[] = await c.var.deps.db
    .selectFrom('seminars')
    .select(['id', 'title', 'eventDate', 'startDate', 'location', 'eventUrl', 'imgUrl'])
    .orderBy('startDate')
    .execute();
  return cached(c, rows);
});

contentRoutes.get('/questions.json', async (c) => {
  const rows: Faq[] = await c.var.deps.db.selectFrom('faqs').select(['id', 'question', 'answer', 'position']).orderBy('position').orderBy('id').execute();
  return cached(c, rows);
});

contentRoutes.get('/cms/publications/categories.json', async (c) => {
  const rows = await c.var.deps.db.selectFrom('publication_categories').select(['id', 'name']).orderBy('name').execute();
  return cached(c, rows);
});

/** One publication with its related analyses and publications, in their stored order. */
contentRoutes.get('/cms/publications/:id{[^/]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const { db } = c.var.deps;
  const p = await db
    .selectFrom('publications')
    .leftJoin('publication_categories', 'publication_categories.id', 'publications.categoryId')
    .selectAll('publications')
    .select('publication_categories.name as categoryName')
    .where('publications.id', '=', id)
    .executeTakeFirst();
  if (!p) fail(404, 'Publication not found');
  const analyses = await db
    .selectFrom('publication_analyses')
    .innerJoin('analyses', 'analyses.id', 'publication_analyses.analysisId')
    .leftJoin('analysis_categories', 'analysis_categories.id', 'analyses.analysesCategoryId')
    .select(['analyses.id', 'analyses.testName', 'analyses.technique', 'analysis_categories.name as categoryName'])
    .where('publication_analyses.publicationId', '=', id)
    .orderBy('publication_analyses.position')
    .execute();
  const related = await db
    .selectFrom('publication_relations')
    .innerJoin('publications', 'publications.id', 'publication_relations.relatedId')
    .leftJoin('publication_categories', 'publication_categories.id', 'publications.categoryId')
    .select(['publications.id', 'publications.title', 'publications.description', 'publication_categories.name as categoryName'])
    .where('publication_relations.publicationId', '=', id)
    .orderBy('publication_relations.position')
    .execute();
  const body: PublicationDetail = {
    id: p.id, title: p.title, description: p.description, content: p.content, heroUrl: p.heroUrl, heroImageFileName: p.heroImageFileName,
    categoryId: p.categoryId, categoryName: p.categoryName ?? null, versionNumber: p.versionNumber, reviewedAt: p.reviewedAt, createdAt: p.createdAt,
    relatedPublicationIds: related.map((r) => r.id), analysisIds: analyses.map((a) => a.id),
    relatedAnalyses: analyses.map((a) => ({ ...a, categoryName: a.categoryName ?? null })),
    relatedPublications: related.map((r) => ({ ...r, categoryName: r.categoryName ?? null })),
  };
  return cached(c, body);
});

/** The soil page's get-started form: stored, then e-mailed to the lab's inbox. */
contentRoutes.post('/terramea/contact_ets', async (c) => {
  const body = await readJson(c, soilContact);
  const { db, mailer, labInbox, clock } = c.var.deps;
  // Issue 12 item 5: at most MAIL_LIMITS.contact messages an hour per sender (both contact forms).
  const limits = senderLimits('contact', c.var.user?.id, clientAddress(c));
  const wait = await limitWait(db, clock, limits);
  if (wait > 0) return tooManyAnswer(c, wait, `You have sent several messages in a short time. Please wait ${waitText(wait)} or call us.`);
  await spend(db, clock, limits);
  await db
    .insertInto('contact_messages')
    .values({ kind: 'terramea', name: body.name, email: body.email, phone: body.phone, message: body.message, userId: c.var.user?.id ?? null })
    .execute();
  await mailer.send({
    to: labInbox,
    replyTo: body.email,
    ...soilEnquiryMail(body),
  });
  await trackEvent(c, 'contact-terramea');
  return c.json({ success: true, message: 'contact-ets-success' });
});
