import { Hono } from 'hono';
import { labTime } from '../../contract/lab-time.ts';
import { type ProviderEnv, fail, idParam, readQuery } from '../http.ts';
import { type AnalysisDetail, type AnalysisListItem, analysesQuery, cheatsheetQuery } from '../../contract/analyses.ts';
import { FRESHNESS } from '../../contract/analyses-limits.ts';
import {
  type AnalysisRow, feeScheduleRows, filterChoices, findAnalysis, formAnalyses, listAnalyses, listCountries,
} from '../repositories/analyses.ts';
import { buildFeeSchedulePdf } from '../services/fee-schedule.ts';
import { buildSubmissionFormPdf } from '../services/submission-form-pdf.ts';

/**
 * The analyses catalogue (document 1 §7): the list with its filters and count, one analysis
 * with components and forms, the category, sample type (matrix), collection and export-country
 * lists, the fee-schedule PDFs and the required-documentation forms. Public: no sign-in
 * needed. Answers carry the freshness of §9.
 */
export const analysesRoutes = new Hono<ProviderEnv>();

export const DEFAULT_LIMIT = 25;

const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

/** Cents in the database, dollars in the answer (-100 → -1). */
const dollars = (cents: number) => cents / 100;

function listItem(row: AnalysisRow): AnalysisListItem {
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

analysesRoutes.get('/analyses.json', async (c) => {
  const q = readQuery(c, analysesQuery);
  const limit = q.limit ?? DEFAULT_LIMIT;
  const offset = q.offset ?? 0;
  const { rows, count } = await listAnalyses(c.var.deps.db, q, { limit, offset });
  const answer = { analyses: rows.map(listItem), count, limit, offset };
  c.header('Cache-Control', cacheFor(FRESHNESS.analyses));
  return c.json(answer);
});

for (const [path, table, seconds] of [
  ['/analyses/categories.json', 'analysis_categories', FRESHNESS.categories],
  ['/analyses/matrices.json', 'sample_types', FRESHNESS.matrices],
  ['/analyses/collections.json', 'collections', FRESHNESS.collections],
] as const) {
  analysesRoutes.get(path, async (c) => {
    const rows = await filterChoices(c.var.deps.db, table);
    c.header('Cache-Control', cacheFor(seconds));
    return c.json(rows);
  });
}

/** Export countries (the catalogue's country filter). */
analysesRoutes.get('/cms/countries.json', async (c) => {
  const rows = await listCountries(c.var.deps.db);
  c.header('Cache-Control', cacheFor(FRESHNESS.countries));
  return c.json(rows);
});

const CHEATSHEET_TITLES = {
  'most-popular': 'Fee schedule: most popular analyses',
  'complete-list': 'Fee schedule: complete list of analyses',
} as const;

analysesRoutes.get('/analyses/cheatsheet', async (c) => {
  const { name } = readQuery(c, cheatsheetQuery);
  const { db, clock } = c.var.deps;
  const rows = await feeScheduleRows(db, name === 'most-popular');
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
  const found = await findAnalysis(db, id);
  if (!found) fail(404, 'Analysis not found');
  const { row, components, forms } = found;
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
  const rows = await formAnalyses(db, `/forms/${file}`);
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
