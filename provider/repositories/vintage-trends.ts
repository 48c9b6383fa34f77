/**
 * SQL of the vintage trends (the dashboard's "Vintage portal"): the analyses, varietals and regions that have results,
 * a region's results for an analysis and varietal, and a client's own results for the same
 * analysis and varietal. Options are addressed by a URL id (a slug of the name).
 */
import { DateTime } from 'luxon';
import type { DB } from '../db/connect.ts';
import { LAB_ZONE } from '../../contract/lab-time.ts';
import type { FilterOption, OwnRow, ReportRow } from '../../contract/vintage-trends.ts';

export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const option = (name: string): FilterOption => ({ id: slug(name), name });

export interface VintageAnalysis {
  id: string;
  name: string;
  units: string;
  analyteNames: string[];
}

export async function listAnalyses(db: DB): Promise<VintageAnalysis[]> {
  const rows = await db.selectFrom('vintage_analyses').selectAll().orderBy('position').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, units: r.units, analyteNames: JSON.parse(r.analyteNames) as string[] }));
}

export async function findAnalysis(db: DB, id: string): Promise<VintageAnalysis | null> {
  return (await listAnalyses(db)).find((a) => a.id === id) ?? null;
}

export async function varietalsOf(db: DB, analysis: string): Promise<FilterOption[]> {
  const rows = await db.selectFrom('vintage_results').select('varietal').distinct().where('analysis', '=', analysis).orderBy('varietal').execute();
  return rows.map((r) => option(r.varietal));
}

export async function regionsOf(db: DB, analysis: string, varietal: string): Promise<FilterOption[]> {
  const rows = await db
    .selectFrom('vintage_results')
    .select('ava')
    .distinct()
    .where('analysis', '=', analysis)
    .where('varietal', '=', varietal)
    .orderBy('ava')
    .execute();
  return rows.map((r) => option(r.ava));
}

/** The calendar day of a timestamp in the lab's zone. */
function dateParts(iso: string) {
  const d = DateTime.fromISO(iso, { zone: LAB_ZONE });
  return { dateYear: d.year, dateMonth: d.month, dateDay: d.day };
}

/** A region's results, sorted by timestamp, as numbers (document 3 §4). */
export async function regionResults(db: DB, analysis: string, varietal: string, ava: string): Promise<ReportRow[]> {
  const rows = await db
    .selectFrom('vintage_results')
    .select(['timestamp', 'result'])
    .where('analysis', '=', analysis)
    .where('varietal', '=', varietal)
    .where('ava', '=', ava)
    .orderBy('timestamp')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ timestamp: r.timestamp, result: Number(r.result), analyte: analysis, ...dateParts(r.timestamp) }));
}

/** The client's own results in one region, and how many of the analysis and varietal have no region at all. */
export interface ClientRegionResults {
  own: OwnRow[];
  noRegion: number;
}

/**
 * The client's own validated, numeric results of the analysis on samples of the varietal
 * (the sample's varietal code, as the smoke baselines name it) that came from the region (the
 * sample's AVA), sorted by the day the sample was logged. A preliminary value (pending
 * validation) is never drawn here. A sample without an AVA is in no region: it is only counted.
 */
export async function clientResults(db: DB, clientId: number, analysis: VintageAnalysis, varietal: string, ava: string): Promise<ClientRegionResults> {
  const codes = (await db.selectFrom('smoke_baselines').select('varietalCode').distinct().where('varietalName', '=', varietal).execute()).map((r) => r.varietalCode);
  if (!codes.length || !analysis.analyteNames.length) return { own: [], noRegion: 0 };
  const rows = await db
    .selectFrom('results')
    .innerJoin('samples', 'samples.id', 'results.sampleId')
    .select(['samples.loggedAt as timestamp', 'results.result as result', 'results.validationStatus as validationStatus', 'samples.friendlyNumber as sampleNumber', 'samples.ava as ava'])
    .where('results.clientId', '=', clientId)
    .where('samples.clientId', '=', clientId)
    .where('samples.varietalCode', 'in', codes)
    .where('results.analyte', 'in', analysis.analyteNames)
    .where((eb) => eb.or([eb('samples.ava', '=', ava), eb('samples.ava', 'is', null)]))
    .orderBy('samples.loggedAt')
    .orderBy('results.id')
    .execute();
  // validation filtered here, not in SQL: the planner then takes the (clientId, analyte) index
  const shown = rows.filter((r) => r.validationStatus === 'Validated' && r.result !== null && /^-?\d+(\.\d+)?$/.test(r.result.trim()));
  return {
    own: shown.filter((r) => r.ava === ava).map((r) => ({ timestamp: r.timestamp, result: Number(r.result), analyte: analysis.name, sampleNumber: r.sampleNumber, ...dateParts(r.timestamp) })),
    noRegion: shown.filter((r) => r.ava === null).length,
  };
}

/**
 * A results sample's AVA and, when it came through an online order, its sample type (a sample
 * logged by the lab without an order has none known).
 */
export async function sampleAvaOf(db: DB, id: number): Promise<{ id: number; clientId: number; ava: string | null; sampleType: string | null } | undefined> {
  const row = await db
    .selectFrom('samples')
    .leftJoin('submission_samples', 'submission_samples.resultSampleId', 'samples.id')
    .leftJoin('sample_types', 'sample_types.id', 'submission_samples.sampleTypeId')
    .select(['samples.id', 'samples.clientId', 'samples.ava', 'sample_types.name as sampleType'])
    .where('samples.id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, clientId: row.clientId, ava: row.ava, sampleType: row.sampleType ?? null } : undefined;
}

/** Sets a results sample's AVA (null: not known); the order's sample keeps the same, so the order's pages agree. */
export async function setSampleAva(db: DB, id: number, ava: string | null): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('samples').set({ ava }).where('id', '=', id).execute();
    await tx.updateTable('submission_samples').set({ ava }).where('resultSampleId', '=', id).execute();
  });
}
