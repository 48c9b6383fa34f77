/**
 * The global search index's table (`search_documents`) and the rows it is built from (content
 * pages, publications, people, analyses, locations). Plain functions taking the database first;
 * what a row says in the index is services/search-index.ts's business.
 */
import { sql } from 'kysely';
import { likePattern, lowerLike } from '../db/dialect.ts';
import type { DB } from '../db/connect.ts';
import type { SearchIndex } from '../../contract/search.ts';

export interface SearchDocument {
  index: SearchIndex;
  refId: string;
  title: string;
  body: string;
  url: string;
}

export async function contentPageRows(db: DB, slug?: string) {
  let q = db.selectFrom('content_pages').select(['slug', 'title', 'content']);
  if (slug) q = q.where('slug', '=', slug);
  return q.execute();
}

export async function publicationRows(db: DB, id?: number) {
  let q = db
    .selectFrom('publications')
    .leftJoin('publication_categories', 'publication_categories.id', 'publications.categoryId')
    .select(['publications.id', 'publications.title', 'publications.description', 'publications.content', 'publication_categories.name as categoryName']);
  if (id !== undefined) q = q.where('publications.id', '=', id);
  return q.execute();
}

export async function peopleRows(db: DB, id?: number) {
  let q = db.selectFrom('people').select(['id', 'name', 'title']);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute();
}

export async function analysisRows(db: DB, id?: number) {
  let q = db.selectFrom('analyses').select(['id', 'acode', 'testName', 'description', 'sampleType', 'technique']);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute();
}

export async function locationRows(db: DB, id?: number) {
  let q = db.selectFrom('locations').select(['id', 'slug', 'type', 'name', 'city', 'state', 'street_1', 'postalCode']);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute();
}

/** Replaces the whole index, in one transaction. */
export async function replaceSearchDocuments(db: DB, docs: SearchDocument[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_documents').execute();
    for (let i = 0; i < docs.length; i += 100) await trx.insertInto('search_documents').values(docs.slice(i, i + 100)).execute();
  });
}

/** Replaces the index rows of one thing (none: it is gone), in one transaction. */
export async function replaceSearchDocument(db: DB, index: SearchIndex, refId: string, docs: SearchDocument[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_documents').where('index', '=', index).where('refId', '=', refId).execute();
    if (docs.length) await trx.insertInto('search_documents').values(docs).execute();
  });
}

export async function countSearchDocuments(db: DB): Promise<number> {
  const row = await db.selectFrom('search_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Rows where every word appears in the title or the body (SQL LIKE with escaped wildcards over
 * lower-cased text: the same on SQLite and PostgreSQL), best first. Score: the whole phrase in
 * the title 100, each word in the title 10, the whole phrase in the body 5, each word in the body 1.
 */
export async function matchSearchDocuments(db: DB, phrase: string, words: string[], limit: number): Promise<(SearchDocument & { score: number })[]> {
  const title = sql.ref('title');
  const body = sql.ref('body');
  const whole = likePattern(phrase);
  const parts = [
    sql`case when ${lowerLike(title, whole)} then 100 else 0 end`,
    sql`case when ${lowerLike(body, whole)} then 5 else 0 end`,
    ...words.flatMap((w) => [sql`case when ${lowerLike(title, likePattern(w))} then 10 else 0 end`, sql`case when ${lowerLike(body, likePattern(w))} then 1 else 0 end`]),
  ];
  const score = sql<number>`(${sql.join(parts, sql` + `)})`;
  let q = db.selectFrom('search_documents').select(['index', 'refId', 'title', 'body', 'url', score.as('score')]);
  for (const w of words) q = q.where(sql<boolean>`(${lowerLike(title, likePattern(w))} or ${lowerLike(body, likePattern(w))})`);
  return q.orderBy(sql`score`, 'desc').orderBy('title').limit(limit).execute();
}
