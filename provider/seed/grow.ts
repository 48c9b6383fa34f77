/**
 * A client grown to a given number of results (the bench's 500,000-row client,
 * `npx tsx provider/seed/cli.ts <database> --results-rows=500000`). The client's own history is
 * copied, inside the database (INSERT … SELECT, no rows through Node), into the years before it:
 * copy k is moved 8·k years back (a multiple of 4, so 29 February stays a real day), keeps its
 * samples and batches, and goes through the same triggers as any insert (the search index).
 * So the newest pages and any date range of the real history hold the same rows at any size;
 * what grows is the history behind them, and every search over all of it.
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { isPostgres } from '../db/dialect.ts';

const COPIED = [
  'sampleId', 'batchId', 'clientId', 'number', 'acode', 'analyte', 'description', 'analysisDescription', 'result', 'formattedResult',
  'units', 'comments', 'validationStatus', 'status', 'testMethod', 'isPanel', 'panelDescription', 'sortOrder',
] as const;
const DATED = ['loggedAt', 'reportedAt', 'submittedAt', 'testDate'] as const;

/** Copies the client's results back in time until it has `rows` results; answers how many it added. */
export async function growResults(db: DB, clientId: number, rows: number): Promise<number> {
  const added = await db.transaction().execute((trx) => grow(trx, clientId, rows));
  // PostgreSQL plans from statistics, and reads an index alone only where its visibility map says so: both made now, not when autovacuum first gets to the copies.
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
  return added;
}

async function grow(db: DB, clientId: number, rows: number): Promise<number> {
  const count = async () => Number((await db.selectFrom('results').select((eb) => eb.fn.countAll<number>().as('n')).where('clientId', '=', clientId).executeTakeFirstOrThrow()).n);
  const original = await count();
  if (!original) throw new Error(`seed: client ${clientId} has no results to grow from`);
  const lastOriginal = (await db.selectFrom('results').select((eb) => eb.fn.max('id').as('id')).where('clientId', '=', clientId).executeTakeFirstOrThrow()).id as number;
  let have = original;
  for (let k = 1; have < rows; k++) {
    const take = Math.min(original, rows - have);
    const years = 8 * k;
    const shifted = DATED.map((c) => sql`cast(cast(substr(${sql.ref(c)}, 1, 4) as integer) - ${sql.lit(years)} as text) || substr(${sql.ref(c)}, 5)`.as(c));
    await db
      .insertInto('results')
      .columns([...COPIED, ...DATED])
      .expression(
        db
          .selectFrom('results')
          .select([...COPIED, ...shifted] as any)
          .where('clientId', '=', clientId)
          .where('id', '<=', lastOriginal)
          .orderBy('id')
          .limit(take),
      )
      .execute();
    have += take;
  }
  return have - original;
}
