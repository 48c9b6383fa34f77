/**
 * Demo data of analyses ordered online: one order Dry Creek Heritage Vineyards (H)
 * submitted yesterday and the lab has not received yet, so the receiving desk has something to
 * scan (SUB-…-01) and the client's submissions list is not empty. Ids come from the database
 * (serial columns), so nothing needs moving on PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { DAY, iso } from './time.ts';

export async function seedSubmissions(db: Kysely<Database>, opts: { now: number; clientId: Map<string, number>; userId: Map<string, number> }): Promise<void> {
  const at = iso(opts.now - DAY);
  const sub = await db
    .insertInto('submissions')
    .values({ clientId: opts.clientId.get('H')!, userId: opts.userId.get('frank')!, state: 'submitted', delivery: 'courier', language: 'en', totalCents: 2 * 1600 + 2 * 2500, createdAt: at, updatedAt: at, submittedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `SUB-${String(sub.id).padStart(6, '0')}`;
  await db.updateTable('submissions').set({ number }).where('id', '=', sub.id).execute();
  const samples = [
    { description: '2025 Zinfandel, Old Vine block, tank 3', varietal: 'Zinfandel', lot: 'T3' },
    { description: '2025 Petite Sirah, barrel lot 12', varietal: 'Petite Sirah', lot: 'B12' },
  ];
  for (const [i, s] of samples.entries()) {
    const row = await db
      .insertInto('submission_samples')
      .values({ submissionId: sub.id, position: i + 1, description: s.description, sampleTypeId: 1, varietal: s.varietal, vintage: 2025, clientReference: null, lot: s.lot, sampleNumber: `${number}-0${i + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Alcohol (FTIR) and Free & Total SO2: catalogue ids 200 and 204
    await db.insertInto('submission_analyses').values([{ sampleId: row.id, analysisId: 200, position: 1 }, { sampleId: row.id, analysisId: 204, position: 2 }]).execute();
  }
}
