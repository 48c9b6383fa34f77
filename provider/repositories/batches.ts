/**
 * Batches ("groups") and their samples (document 2 §7): the samples view's search, date range and
 * paging, one batch, one sample. Plain functions taking the database (or a transaction) first;
 * lookups by id answer the row whoever owns it (the route tells 403 from 404).
 */
import { sql } from 'kysely';
import type { Batch, SampleSummary } from '../../contract/results.ts';
import type { DB } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import { likeAny, trigramIndexed } from '../db/dialect.ts';
import { samplesContaining } from './results.ts';
import { rankAtLeast, sampleRank, specifiedSamples, verdictOf } from './spec-verdicts.ts';
import { labDayEnd, labDayStart } from '../../contract/lab-time.ts';

/** `specification`: only the groups with a sample out of its specification ('fail'), or with a warning or fail ('warning'). */
export type BatchFilter = { searchPhrase?: string; startDate?: string; endDate?: string; specification?: 'fail' | 'warning' };

/** The batches of a client by submission date; the search matches the batch number, or a sample's id or name. */
function filteredBatches(db: DB, clientId: number, f: BatchFilter) {
  let q = db.selectFrom('batches as b').where('b.clientId', '=', clientId);
  if (f.startDate) q = q.where('b.submittedAt', '>=', labDayStart(f.startDate));
  if (f.endDate) q = q.where('b.submittedAt', '<', labDayEnd(f.endDate));
  if (f.searchPhrase) {
    const phrase = f.searchPhrase;
    const asNumber = /^\d{1,12}$/.test(phrase) ? Number(phrase) : null;
    q = q.where((eb) =>
      eb.or([
        ...(asNumber !== null ? [eb('b.id', '=', asNumber)] : []),
        trigramIndexed(phrase)
          ? // The groups of the samples the search indexes find (PostgreSQL
            // ran both ILIKEs on every sample of the database, ~17 ms of each count, now ~6).
            eb('b.id', 'in', db.selectFrom('samples as s').select('s.batchId').where('s.id', 'in', samplesContaining(db, clientId, phrase)))
          : // One or two characters, which no index finds and most samples hold: each group's
            // samples checked as the groups are walked, so a page stops at its last group.
            eb.exists(eb.selectFrom('samples as s').select('s.id').whereRef('s.batchId', '=', 'b.id').where(likeAny(db, 's', ['friendlyNumber', 'description'], phrase))),
      ]),
    );
  }
  if (f.specification) {
    const least = rankAtLeast(f.specification);
    q = q.where('b.id', 'in', db.selectFrom('samples as s').select('s.batchId').where('s.id', 'in', specifiedSamples(db, clientId)).where(sql<boolean>`${sampleRank(db)} >= ${least}`));
  }
  return q;
}

export async function countBatches(db: DB, clientId: number, f: BatchFilter): Promise<number> {
  const row = await filteredBatches(db, clientId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** One page of batches with their samples. */
export async function pageOfBatches(db: DB, clientId: number, q: BatchFilter & { direction: 'asc' | 'desc'; start: number; length: number }): Promise<Batch[]> {
  const rows = await filteredBatches(db, clientId, q)
    .selectAll('b')
    .orderBy('b.submittedAt', q.direction)
    .orderBy('b.id', q.direction)
    .limit(q.length)
    .offset(q.start)
    .execute();
  const samples = await samplesOf(db, rows.map((b) => b.id), { verdicts: true });
  return rows.map((b) => toBatch(b as any, samples.get(b.id) ?? []));
}

/** The ids of the newest `length` filtered batches, newest first (the batches export). */
export async function latestBatchIds(db: DB, clientId: number, f: BatchFilter, length: number): Promise<number[]> {
  const rows = await filteredBatches(db, clientId, f).select('b.id').orderBy('b.submittedAt', 'desc').orderBy('b.id', 'desc').limit(length).execute();
  return rows.map((b) => b.id);
}

const SAMPLE_COLUMNS = ['s.id', 's.batchId', 's.friendlyNumber', 's.description', 's.loggedAt', 's.reportedAt'] as const;

export const toSample = (s: { id: number; batchId: number; friendlyNumber: string; description: string; loggedAt: string; reportedAt: string | null }): SampleSummary => ({
  id: s.id, reportBatchId: s.batchId, friendlyNumber: s.friendlyNumber, description: s.description, loggedAt: s.loggedAt, reportedAt: s.reportedAt,
});

/** The samples of each batch, by sample number. */
export async function samplesOf(db: DB, batchIds: number[], opts: { verdicts?: boolean } = {}): Promise<Map<number, SampleSummary[]>> {
  const out = new Map<number, SampleSummary[]>();
  if (!batchIds.length) return out;
  let q = db.selectFrom('samples as s').select(SAMPLE_COLUMNS).where('s.batchId', 'in', batchIds);
  // The samples view: each sample's worst verdict against its specification, in the same query.
  if (opts.verdicts) q = q.select(sampleRank(db).as('specVerdict')) as unknown as typeof q;
  const rows = await q.orderBy('s.friendlyNumber').execute();
  for (const r of rows) {
    const list = out.get(r.batchId) ?? [];
    const rank = (r as { specVerdict?: unknown }).specVerdict;
    // only a judged sample carries it: the answer of a client without specifications is as before
    const verdict = verdictOf(rank);
    list.push(verdict ? { ...toSample(r), specVerdict: verdict } : toSample(r));
    out.set(r.batchId, list);
  }
  return out;
}

/** The samples of one batch, by sample number. */
export async function samplesOfBatch(db: DB, batchId: number): Promise<SampleSummary[]> {
  return (await samplesOf(db, [batchId])).get(batchId) ?? [];
}

export function toBatch(b: Database['batches'] & { id: number }, samples: SampleSummary[]): Batch {
  return { id: b.id, number: b.id, clientId: b.clientId, status: b.status, submittedAt: b.submittedAt, updatedAt: b.updatedAt as unknown as string, samples };
}

export async function findBatch(db: DB, id: number) {
  return db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A sample by its sample number (friendly number), whoever's it is. */
export async function findSampleByNumber(db: DB, friendlyNumber: string) {
  return db.selectFrom('samples').selectAll().where('friendlyNumber', '=', friendlyNumber).executeTakeFirst();
}
