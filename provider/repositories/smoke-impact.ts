/**
 * SQL of the smoke impact comparative report: varietals with grape baselines, a
 * client's smoke-screened samples, one sample's marker results and the baselines they are
 * compared with, and the disclaimer acknowledgements.
 */
import type { DB } from '../db/connect.ts';
import { type SmokeAnalyte, type SmokeSample, NOT_APPLICABLE, SMOKE_SAMPLES_LIMIT } from '../../contract/smoke-impact.ts';

/** The analyses whose results are smoke markers in grapes (not the acid-hydrolysed totals, not air traps). */
export const SMOKE_PANELS = ['SM-400', 'SM-401', 'SM-402', 'SM-403'] as const;
export const GRAPE = 'grape';

export async function smokeVarietalPairs(db: DB): Promise<[string, string][]> {
  const rows = await db.selectFrom('smoke_baselines').select(['varietalCode', 'varietalName']).distinct().where('matrix', '=', GRAPE).orderBy('varietalName').execute();
  return rows.map((r) => [r.varietalCode, r.varietalName]);
}

type SampleRow = { id: number; friendlyNumber: string; description: string; loggedAt: string; reportedAt: string | null; pending: number | string | bigint | null };

function toSample(r: SampleRow): SmokeSample & { reportedAt: string | null } {
  const preliminary = Number(r.pending ?? 0) > 0 || !r.reportedAt;
  return { id: r.id, friendlyNumber: r.friendlyNumber, description: r.description, loggedAt: r.loggedAt, reportedAt: r.reportedAt, status: preliminary ? 'preliminary' : 'completed' };
}

function samplesQuery(db: DB, clientId: number) {
  return db
    .selectFrom('samples')
    .innerJoin('results', 'results.sampleId', 'samples.id')
    .select((eb) => [
      'samples.id as id', 'samples.friendlyNumber as friendlyNumber', 'samples.description as description', 'samples.loggedAt as loggedAt', 'samples.reportedAt as reportedAt',
      eb.fn.sum(eb.case().when('results.validationStatus', '<>', 'Validated').then(1).else(0).end()).as('pending'),
    ])
    .where('samples.clientId', '=', clientId)
    .where('results.clientId', '=', clientId)
    .where('results.acode', 'in', [...SMOKE_PANELS])
    .where('results.result', 'is not', null)
    .groupBy(['samples.id', 'samples.friendlyNumber', 'samples.description', 'samples.loggedAt', 'samples.reportedAt']);
}

/** The client's samples with smoke marker results, newest first, up to 100 (document 3 §9). */
export async function smokeSamplesOf(db: DB, clientId: number): Promise<SmokeSample[]> {
  const rows = (await samplesQuery(db, clientId).orderBy('samples.loggedAt', 'desc').orderBy('samples.id', 'desc').limit(SMOKE_SAMPLES_LIMIT).execute()) as SampleRow[];
  return rows.map((r) => {
    const { reportedAt: _r, ...s } = toSample(r);
    return s;
  });
}

export async function smokeSampleByNumber(db: DB, clientId: number, friendlyNumber: string) {
  const row = (await samplesQuery(db, clientId).where('samples.friendlyNumber', '=', friendlyNumber).executeTakeFirst()) as SampleRow | undefined;
  return row ? toSample(row) : null;
}

export async function grapeBaselines(db: DB, varietalCode: string) {
  return db.selectFrom('smoke_baselines').selectAll().where('varietalCode', '=', varietalCode).where('matrix', '=', GRAPE).orderBy('id').execute();
}

export async function baselineSource(db: DB, matrix: string): Promise<string> {
  return (await db.selectFrom('smoke_baseline_sources').select('source').where('matrix', '=', matrix).executeTakeFirst())?.source ?? '';
}

/**
 * The sample's marker results against the varietal's baselines, in the baselines' order: a
 * marker the sample's panel did not measure is -1 (not applicable, document 3 §4). A
 * preliminary value is given only when `preliminary` (the caller accepted preliminary results).
 */
export async function smokeAnalytes(db: DB, sampleId: number, varietalCode: string, preliminary: boolean): Promise<SmokeAnalyte[]> {
  const baselines = await grapeBaselines(db, varietalCode);
  const results = await db
    .selectFrom('results')
    .select(['analyte', 'result', 'validationStatus'])
    .where('sampleId', '=', sampleId)
    .where('acode', 'in', [...SMOKE_PANELS])
    .where('result', 'is not', null)
    .orderBy('id')
    .execute();
  const byAnalyte = new Map<string, string>();
  for (const r of results) {
    if (r.validationStatus !== 'Validated' && !preliminary) continue;
    if (r.result !== null && !byAnalyte.has(r.analyte)) byAnalyte.set(r.analyte, r.result.trim());
  }
  return baselines.map((b) => ({
    analyte: b.analyte,
    result: byAnalyte.get(b.analyte) ?? String(NOT_APPLICABLE),
    percentile_95: { operator: b.p95Operator, value: Number(b.p95Value) },
    percentile_99: { operator: b.p99Operator, value: Number(b.p99Value) },
  }));
}

export async function disclaimerByTag(db: DB, tag: string) {
  return (await db.selectFrom('disclaimers').selectAll().where('tag', '=', tag).executeTakeFirst()) ?? null;
}

export async function recordAcknowledgement(db: DB, row: { clientId: number; userId: number; agreementTag: string; agreementText: string; createdAt: string }) {
  return db.insertInto('disclaimer_acknowledgements').values(row).returning(['id', 'agreementTag', 'createdAt']).executeTakeFirstOrThrow();
}
