/**
 * The analyses catalogue: the filtered list and its count, one analysis with its
 * components and forms, the category, sample type and collection lists, the fee-schedule rows
 * and the analyses a required-documentation form serves. Plain functions taking the database
 * first; fees are in cents here.
 */
import { sql } from 'kysely';
import type { AnalysesQuery } from '../../contract/analyses.ts';
import type { DB } from '../db/connect.ts';
import { likePattern, lowerLike } from '../db/dialect.ts';
import type { AnalysesTable } from '../db/types.ts';

export type AnalysisRow = Pick<
  AnalysesTable,
  | 'id' | 'acode' | 'testName' | 'turnaroundTime' | 'feeOne' | 'feeTwoToTen' | 'feeElevenPlus' | 'sampleType' | 'technique'
  | 'analysesCategoryId' | 'analysesMatrixNameId'
> & { accredited: number; requirement?: string | null };

/** The filtered catalogue: every filter is optional; each search word must match some field. */
function filtered(db: DB, q: AnalysesQuery) {
  let query = db.selectFrom('analyses');
  if (q.category_id !== undefined) query = query.where('analyses.analysesCategoryId', '=', q.category_id);
  if (q.matrix_id !== undefined) query = query.where('analyses.analysesMatrixNameId', '=', q.matrix_id);
  if (q.collection_id !== undefined) {
    const collectionId = q.collection_id;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('analysis_collections')
          .select('analysis_collections.analysisId')
          .whereRef('analysis_collections.analysisId', '=', 'analyses.id')
          .where('analysis_collections.collectionId', '=', collectionId),
      ),
    );
  }
  if (q.country_code !== undefined) {
    query = query
      .innerJoin('analysis_countries', 'analysis_countries.analysisId', 'analyses.id')
      .where('analysis_countries.countryCode', '=', q.country_code);
  }
  const words = (q.searchPhrase ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = likePattern(word.toLowerCase());
    query = query.where((eb) =>
      eb.or(
        (['testName', 'acode', 'sampleType', 'technique', 'description'] as const).map(
          (col) => lowerLike(eb.ref(`analyses.${col}`), pattern),
        ),
      ),
    );
  }
  return query;
}

/** One page of the filtered catalogue in its display order, and how many match in all. */
export async function listAnalyses(db: DB, q: AnalysesQuery, page: { limit: number; offset: number }): Promise<{ rows: AnalysisRow[]; count: number }> {
  const base = filtered(db, q);
  const [{ count }] = await base.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const rows = count === 0 || page.offset >= count
    ? []
    : await base
        .select([
          'analyses.id', 'analyses.acode', 'analyses.testName', 'analyses.turnaroundTime', 'analyses.feeOne', 'analyses.feeTwoToTen',
          'analyses.feeElevenPlus', 'analyses.sampleType', 'analyses.technique', 'analyses.accredited', 'analyses.analysesCategoryId',
          'analyses.analysesMatrixNameId',
        ])
        .$if(q.country_code !== undefined, (qb) => qb.select(sql<string | null>`analysis_countries.requirement`.as('requirement')))
        .orderBy('analyses.position')
        .orderBy('analyses.testName')
        .orderBy('analyses.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
  return { rows: rows as AnalysisRow[], count };
}

/** A catalogue filter's choices (categories, sample types or collections), by name. */
export async function filterChoices(db: DB, table: 'analysis_categories' | 'sample_types' | 'collections') {
  return db.selectFrom(table).select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** The fee-schedule lines, in display order: every analysis, or the popular ones. */
export async function feeScheduleRows(db: DB, popularOnly: boolean) {
  return db
    .selectFrom('analyses')
    .select(['testName', 'acode', 'turnaroundTime', 'feeOne', 'feeTwoToTen', 'feeElevenPlus'])
    .$if(popularOnly, (qb) => qb.where('popular', '=', 1))
    .orderBy('position')
    .orderBy('testName')
    .orderBy('id')
    .execute();
}

/** One analysis with its components (in order) and its required-documentation forms, or null. */
export async function findAnalysis(db: DB, id: number) {
  const row = await db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [components, forms] = await Promise.all([
    db.selectFrom('analysis_components').selectAll().where('analysisId', '=', id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('attachment_forms').select(['name', 'description', 'formUrl']).where('analysisId', '=', id).orderBy('id').execute(),
  ]);
  return { row, components, forms };
}

/** The analyses a required-documentation form (by its URL) belongs to, by test name. */
export async function formAnalyses(db: DB, formUrl: string) {
  return db
    .selectFrom('attachment_forms')
    .innerJoin('analyses', 'analyses.id', 'attachment_forms.analysisId')
    .select(['attachment_forms.name', 'attachment_forms.description', 'analyses.testName', 'analyses.acode'])
    .where('attachment_forms.formUrl', '=', formUrl)
    .orderBy('analyses.testName')
    .execute();
}

/** Export countries, by name (the catalogue's country filter). */
export async function listCountries(db: DB) {
  return db.selectFrom('countries').select(['countryCode', 'name']).orderBy('name').execute();
}
