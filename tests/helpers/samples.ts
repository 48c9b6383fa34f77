/**
 * Samples the tests pick from the demo seed.
 */
import type { DB } from '../../provider/db/connect.ts';

/**
 * A sample of Napa Ridge Cellars (C10234) with a lab report of its own, in a Completed batch: one
 * that can be shared, exported and downloaded. `order` picks the lowest or highest id (two journeys
 * of one run each take their own); without it, the first the database finds.
 */
export function reportedSample(db: DB, order?: 'asc' | 'desc') {
  let q = db
    .selectFrom('samples as s')
    .innerJoin('batches as b', 'b.id', 's.batchId')
    .innerJoin('clients as c', 'c.id', 's.clientId')
    .innerJoin('lab_reports as r', 'r.sampleId', 's.id')
    .select(['s.friendlyNumber', 's.batchId'])
    .where('c.code', '=', 'C10234')
    .where('b.status', '=', 'Completed');
  if (order) q = q.orderBy('s.id', order);
  return q.executeTakeFirstOrThrow();
}
