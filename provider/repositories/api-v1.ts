/**
 * The client API's own reads (provider/api-v1/): released results by a keyset on
 * (reportedAt, id), and batches by id. A keyset page reads the rows after the last one a client
 * has, so results released meanwhile (a later reportedAt) come after it, never in between.
 */
import type { DB } from '../db/connect.ts';
import type { Analysis, Batch } from '../../contract/results.ts';
import { labDayEnd, labDayStart } from '../../contract/lab-time.ts';
import { resultsById } from './results.ts';
import { samplesOf, toBatch } from './batches.ts';

export interface ResultsKey {
  reportedAt: string;
  id: number;
}

export interface ResultsFilter {
  from?: string;
  to?: string;
  batch?: number;
  sample?: string;
  analysis?: string;
}

/** One page (`limit` + 1 read, to tell whether more follow) of the client's released results after `after`. */
export async function releasedResults(db: DB, clientId: number, f: ResultsFilter, after: ResultsKey | null, limit: number): Promise<{ rows: Analysis[]; hasMore: boolean }> {
  let q = db.selectFrom('results as r').select(['r.id', 'r.reportedAt']).where('r.clientId', '=', clientId).where('r.reportedAt', 'is not', null);
  if (f.from) q = q.where('r.reportedAt', '>=', labDayStart(f.from));
  if (f.to) q = q.where('r.reportedAt', '<', labDayEnd(f.to));
  if (f.batch !== undefined) q = q.where('r.batchId', '=', f.batch);
  if (f.analysis) q = q.where('r.acode', '=', f.analysis);
  if (f.sample) q = q.where('r.sampleId', 'in', db.selectFrom('samples').select('id').where('clientId', '=', clientId).where('friendlyNumber', '=', f.sample));
  if (after) q = q.where((eb) => eb.or([eb('r.reportedAt', '>', after.reportedAt), eb.and([eb('r.reportedAt', '=', after.reportedAt), eb('r.id', '>', after.id)])]));
  const keys = await q.orderBy('r.reportedAt').orderBy('r.id').limit(limit + 1).execute();
  const page = keys.slice(0, limit);
  return { rows: await resultsById(db, page.map((k) => k.id)), hasMore: keys.length > limit };
}

/** One page of the client's batches, newest first, below id `before`. */
export async function batchesPage(db: DB, clientId: number, state: string | undefined, before: number | null, limit: number): Promise<{ rows: Batch[]; hasMore: boolean }> {
  let q = db.selectFrom('batches').selectAll().where('clientId', '=', clientId);
  if (state) q = q.where('status', '=', state as never);
  if (before !== null) q = q.where('id', '<', before);
  const rows = await q.orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const samples = await samplesOf(db, page.map((b) => b.id));
  return { rows: page.map((b) => toBatch(b as never, samples.get(b.id) ?? [])), hasMore: rows.length > limit };
}

/** One invoice of the client by id, with its batch's status (the PDF is drawn for a Completed batch's invoice). */
export async function invoiceOfClient(db: DB, clientId: number, id: number) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('batches as b', 'b.id', 'i.batchId')
    .selectAll('i')
    .select('b.status as batchStatus')
    .where('i.clientId', '=', clientId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}
