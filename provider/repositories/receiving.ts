/**
 * SQL of the laboratory's receiving desk: finding a submission by its number or a sample's
 * barcode, and receiving it (the submission marked received, its results batch created), as
 * plain functions taking `db` (or a transaction) first.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import type { SubmissionRow } from './submissions.ts';

type Q = DB | Transaction<Database>;

/** The desk's lookup: a submitted or received submission by its number or one of its sample numbers. */
export async function findByCode(db: Q, code: string): Promise<{ sub: SubmissionRow; sampleId: number | null } | null> {
  const value = code.trim().toUpperCase();
  const sub = await db.selectFrom('submissions').selectAll().where('number', '=', value).executeTakeFirst();
  if (sub) return { sub, sampleId: null };
  const sample = await db.selectFrom('submission_samples').select(['id', 'submissionId']).where('sampleNumber', '=', value).executeTakeFirst();
  if (!sample) return null;
  const owner = await db.selectFrom('submissions').selectAll().where('id', '=', sample.submissionId).executeTakeFirstOrThrow();
  return { sub: owner, sampleId: sample.id };
}

/** The next results batch number: the lab prints batch numbers, so they follow the highest. */
export async function nextBatchId(db: Q): Promise<number> {
  const r = await db.selectFrom('batches').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
  return Number(r?.m ?? 0) + 1;
}

/** The components a test reports (one row per analyte), or the test itself when it lists none. */
export async function componentsOf(db: Q, analysisIds: number[]) {
  if (!analysisIds.length) return [];
  return db.selectFrom('analysis_components').select(['analysisId', 'analyteName', 'units', 'method', 'position']).where('analysisId', 'in', analysisIds).orderBy('analysisId').orderBy('position').execute();
}

/** Any submission by id, whatever its client (the receiving desk). */
export async function findSubmission(db: Q, id: number): Promise<SubmissionRow | undefined> {
  return db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ReceivedSample {
  id: number;
  sampleNumber: string | null;
  description: string;
  condition: string;
  note: string | null;
  /** the AVA the desk confirmed (the order's unless the desk changed it) */
  ava: string | null;
  lines: { analysisId: number; acode: string; testName: string }[];
}

/**
 * The desk receives a submission: it is marked received, the results batch (Pending) is
 * created with a sample per received sample and a Pending result row per test component (or
 * per test when it lists none), and each received sample records its condition. One
 * transaction; null when the submission was no longer submitted (received a moment ago).
 */
export async function receiveSubmission(
  db: DB,
  sub: Pick<SubmissionRow, 'id' | 'clientId' | 'submittedAt'>,
  received: ReceivedSample[],
  receivedBy: number,
  now: string,
  /** run in the transaction with the new batch's id (the submission.received webhook's outbox rows) */
  alsoInTransaction?: (tx: DB, batchId: number) => Promise<void>,
): Promise<number | null> {
  const analysisIds = [...new Set(received.flatMap((s) => s.lines.map((l) => l.analysisId)))];
  const components = await componentsOf(db, analysisIds);
  const tech = await db.selectFrom('analyses').select(['id', 'technique']).where('id', 'in', analysisIds).execute();
  return db.transaction().execute(async (tx) => {
    const r = await tx.updateTable('submissions').set({ state: 'received', receivedAt: now, receivedBy, updatedAt: now }).where('id', '=', sub.id).where('state', '=', 'submitted').executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
    const batch = await nextBatchId(tx);
    await tx.insertInto('batches').values({ id: batch, clientId: sub.clientId, status: 'Pending', submittedAt: sub.submittedAt ?? now, createdAt: now, updatedAt: now }).execute();
    // The vineyard block chosen on the order follows the sample into results (the harvest page reads it there).
    // So does the label alcohol typed on the order (the compliance checks judge it once alcohol is measured).
    const blockRows = await tx.selectFrom('submission_samples').select(['id', 'blockId', 'labelAlcohol', 'specificationId']).where('submissionId', '=', sub.id).execute();
    const blockOf = new Map(blockRows.map((r) => [r.id, r.blockId]));
    const labelOf = new Map(blockRows.map((r) => [r.id, r.labelAlcohol]));
    const specOf = new Map(blockRows.map((r) => [r.id, r.specificationId]));
    for (const s of received) {
      const sample = await tx
        .insertInto('samples')
        .values({ batchId: batch, clientId: sub.clientId, friendlyNumber: s.sampleNumber ?? '', description: s.description, varietalCode: null, loggedAt: now, reportedAt: null, blockId: blockOf.get(s.id) ?? null, ava: s.ava, labelAlcohol: labelOf.get(s.id) ?? null, specificationId: specOf.get(s.id) ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      let sort = 0;
      for (const line of s.lines) {
        const comps = components.filter((k) => k.analysisId === line.analysisId);
        const rows = comps.length ? comps : [{ analyteName: line.testName, units: null, method: null }];
        for (const comp of rows) {
          sort++;
          await tx
            .insertInto('results')
            .values({
              sampleId: sample.id, batchId: batch, clientId: sub.clientId, number: String(sort).padStart(2, '0'), acode: line.acode, analyte: comp.analyteName,
              description: s.description, analysisDescription: line.testName, result: null, formattedResult: null, units: comp.units, comments: null,
              // nothing measured yet: a placeholder, not a result awaiting validation (as the seed's Pending batches)
              validationStatus: 'Validated', status: 'Pending', testMethod: comp.method ?? tech.find((t) => t.id === line.analysisId)?.technique ?? null,
              testDate: null, isPanel: rows.length > 1 ? 1 : 0, panelDescription: rows.length > 1 ? line.testName : null, sortOrder: sort, loggedAt: now,
              reportedAt: null, submittedAt: sub.submittedAt ?? now,
            })
            .execute();
        }
      }
      await tx.updateTable('submission_samples').set({ condition: s.condition, conditionNote: s.note, ava: s.ava, receivedAt: now, resultSampleId: sample.id }).where('id', '=', s.id).execute();
    }
    await tx.updateTable('submissions').set({ batchId: batch }).where('id', '=', sub.id).execute();
    await alsoInTransaction?.(tx, batch);
    return batch;
  });
}
