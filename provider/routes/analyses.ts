import { Hono } from 'hono';
import { sql } from 'kysely';
import { likePattern, lowerLike } from '../db/dialect.ts';
import { labTime } from '../contract/lab-time.ts';
import type { DB } from '../db/connect.ts';
import type { AnalysesTable } from '../db/types.ts';
import { type ProviderEnv, fail, idParam, readQuery } from '../http.ts';
import {
  type AnalysesQuery, type AnalysisDetail, type AnalysisListItem, FRESHNESS, analysesQuery, cheatsheetQuery,
} from '../contract/analyses.ts';
import { buildFeeSchedulePdf } from '../services/fee-schedule.ts';
import { buildSubmissionFormPdf } from '../services/submission-form-pdf.ts';

/**
 * The analyses catalogue (document 1 §7): the list with its filters and count, one analysis
 * with components and forms, the category, sample type (matrix) and collection lists, and
 * the fee-schedule PDFs. Public: no sign-in needed. Answers carry the freshness of §9.
 */
export const analysesRoutes = new Hono<ProviderEnv>();

export const DEFAULT_LIMIT = 25;

const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

/** Cents in the database, dollars in the answer (-100 → -1). */
const dollars = (cents: number) => cents / 100;

type Row = Pick<
  AnalysesTable,
  | 'id' | 'acode' | 'testName' | 'turnaroundTime' | 'feeOne' | 'feeTwoToTen' | 'feeElevenPlus' | 'sampleType' | 'technique'
  | 'analysesCategoryId' | 'analysesMatrixNameId'
> & { accredited: number; requirement?: string | null };

function listItem(row: Row): AnalysisListItem {
  return {
    id: row.id,
    acode: row.acode,
    testName: row.testName,
    turnaroundTime: row.turnaroundTime,
    feeOne: dollars(row.feeOne),
    feeTwoToTen: dollars(row.feeTwoToTen),
    feeElevenPlus: dollars(row.feeElevenPlus),
    sampleType: row.sampleType,
    technique: row.technique,
    accredited: !!row.accredited,
    analysesCategoryId: row.analysesCategoryId,
    analysesMatrixNameId: row.analysesMatrixNameId,
    ...(row.requirement !== undefined ? { requirement: row.requirement } : {}),
  };
}

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

export async function listAnalyses(db: DB, q: AnalysesQuery) {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const offset = q.offset ?? 0;
  const base = filtered(db, q);
  const [{ count }] = await base.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const rows = count === 0 || offset >= count
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
        .limit(limit)
        .offset(offset)
        .execute();
  return { analyses: rows.map((r) => listItem(r as Row)), count, limit, offset };
}

analysesRoutes.get('/analyses.json', async (c) => {
  const q = readQuery(c, analysesQuery);
  const answer = await listAnalyses(c.var.deps.db, q);
  c.header('Cache-Control', cacheFor(FRESHNESS.analyses));
  return c.json(answer);
});

for (const [path, table, seconds] of [
  ['/analyses/categories.json', 'analysis_categories', FRESHNESS.categories],
  ['/analyses/matrices.json', 'sample_types', FRESHNESS.matrices],
  ['/analyses/collections.json', 'collections', FRESHNESS.collections],
] as const) {
  analysesRoutes.get(path, async (c) => {
    const rows = await c.var.deps.db.selectFrom(table).select(['id', 'name']).orderBy('name').orderBy('id').execute();
    c.header('Cache-Control', cacheFor(seconds));
    return c.json(rows);
  });
}

const CHEATSHEET_TITLES = {
  'most-popular': 'Fee schedule: most popular analyses',
  'complete-list': 'Fee schedule: complete list of analyses',
} as const;

analysesRoutes.get('/analyses/cheatsheet', async (c) => {
  const { name } = readQuery(c, cheatsheetQuery);
  const { db, clock } = c.var.deps;
  const rows = await db
    .selectFrom('analyses')
    .select(['testName', 'acode', 'turnaroundTime', 'feeOne', 'feeTwoToTen', 'feeElevenPlus'])
    .$if(name === 'most-popular', (qb) => qb.where('popular', '=', 1))
    .orderBy('position')
    .orderBy('testName')
    .orderBy('id')
    .execute();
  const today = labTime(clock.now());
  const pdf = await buildFeeSchedulePdf(rows, {
    title: CHEATSHEET_TITLES[name],
    subtitle: `Vinlab Analytical Laboratories, St. Helena, California — ${rows.length} analyses`,
    footer: `Prices as of ${today.toFormat('LLLL d, yyyy')}. Subject to change; see vinlab analyses pages for current prices.`,
    date: clock.now(),
  });
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="fee-schedule-${name}.pdf"`,
    'Cache-Control': cacheFor(FRESHNESS.analyses),
  });
});

analysesRoutes.get('/analyses/:id{[^/]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const { db } = c.var.deps;
  const row = await db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) fail(404, 'Analysis not found');
  const [components, forms] = await Promise.all([
    db.selectFrom('analysis_components').selectAll().where('analysisId', '=', id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('attachment_forms').select(['name', 'description', 'formUrl']).where('analysisId', '=', id).orderBy('id').execute(),
  ]);
  const detail: AnalysisDetail = {
    ...listItem(row),
    description: row.description,
    sampleVolume: row.sampleVolume,
    sampleContainerType: row.sampleContainerType,
    analysisComponents: components.map((comp) => ({
      id: comp.id,
      analyteName: comp.analyteName,
      units: comp.units,
      method: comp.method,
      methodDeveloper: comp.methodDeveloper,
      methodDescription: comp.methodDescription,
      description: comp.description,
      accredited: !!comp.accredited,
    })),
    attachmentForms: forms,
  };
  c.header('Cache-Control', cacheFor(FRESHNESS.analysis));
  return c.json(detail);
});

/** A required-documentation form (an analysis's attachment form) as a printable PDF. */
analysesRoutes.get('/forms/:file{[^/]+\\.pdf}', async (c) => {
  const file = c.req.param('file');
  if (!/^[a-z0-9-]{1,80}\.pdf$/.test(file)) fail(400, 'Unknown form name');
  const { db, clock } = c.var.deps;
  const rows = await db
    .selectFrom('attachment_forms')
    .innerJoin('analyses', 'analyses.id', 'attachment_forms.analysisId')
    .select(['attachment_forms.name', 'attachment_forms.description', 'analyses.testName', 'analyses.acode'])
    .where('attachment_forms.formUrl', '=', `/forms/${file}`)
    .orderBy('analyses.testName')
    .execute();
  if (!rows.length) fail(404, 'Form not found');
  const pdf = await buildSubmissionFormPdf(
    { name: rows[0].name, description: rows[0].description, analyses: rows.map((r) => ({ testName: r.testName, acode: r.acode })) },
    { date: clock.now() },
  );
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${file}"`,
    'Cache-Control': cacheFor(3600),
  });
});
