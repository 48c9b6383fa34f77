/**
 * Content of the public site: CMS pages, people, seminars and events, FAQ,
 * publications with their categories and relations, and the messages visitors send the
 * laboratory. Plain functions taking the database first.
 */
import type { DB } from '../db/connect.ts';
import type { ContentPage, Faq, Person, Seminar } from '../../contract/content.ts';

/** Every content page in stored order, or the one with `slug`. */
export async function contentPages(db: DB, slug?: string): Promise<ContentPage[]> {
  let q = db.selectFrom('content_pages').select(['slug', 'title', 'content', 'updatedAt']).orderBy('id');
  if (slug) q = q.where('slug', '=', slug);
  return q.execute();
}

export async function listPeople(db: DB): Promise<Person[]> {
  return db.selectFrom('people').select(['id', 'name', 'title', 'imageUrl']).orderBy('position').orderBy('id').execute();
}

export async function listSeminars(db: DB): Promise<Seminar[]> {
  return db.selectFrom('seminars').select(['id', 'title', 'eventDate', 'startDate', 'location', 'eventUrl', 'imgUrl']).orderBy('startDate').execute();
}

export async function listFaqs(db: DB): Promise<Faq[]> {
  return db.selectFrom('faqs').select(['id', 'question', 'answer', 'position']).orderBy('position').orderBy('id').execute();
}

export async function publicationCategories(db: DB) {
  return db.selectFrom('publication_categories').select(['id', 'name']).orderBy('name').execute();
}

/** Publication cards, newest review first; at most `limit` when given. */
export async function listPublications(db: DB, limit?: number) {
  return db
    .selectFrom('publications')
    .leftJoin('publication_categories', 'publication_categories.id', 'publications.categoryId')
    .select([
      'publications.id', 'publications.title', 'publications.description', 'publications.heroUrl', 'publications.heroImageFileName',
      'publications.categoryId', 'publication_categories.name as categoryName', 'publications.reviewedAt',
    ])
    .orderBy('publications.reviewedAt', 'desc')
    .orderBy('publications.id', 'desc')
    .$if(limit !== undefined, (qb) => qb.limit(limit!))
    .execute();
}

/** One publication with its category name, its related analyses and publications (in their stored order), or null. */
export async function findPublication(db: DB, id: number) {
  const publication = await db
    .selectFrom('publications')
    .leftJoin('publication_categories', 'publication_categories.id', 'publications.categoryId')
    .selectAll('publications')
    .select('publication_categories.name as categoryName')
    .where('publications.id', '=', id)
    .executeTakeFirst();
  if (!publication) return null;
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
  return { publication, analyses, related };
}

/** Stores a message to the laboratory (the contact form: `ets`; the soil page's form: `terramea`). */
export async function insertContactMessage(
  db: DB,
  m: { kind: 'ets' | 'terramea'; name: string; email: string; phone: string | null; message: string; userId: number | null },
): Promise<void> {
  await db.insertInto('contact_messages').values(m).execute();
}
