/**
 * The "Lot or tank" the order gave each sample (submission_samples.lot), by the results sample it
 * became: the key of the winery-software layouts of the results CSV (services/winery-csv.ts).
 */
import type { DB } from '../db/connect.ts';

export async function lotsOfSamples(db: DB, sampleIds: number[]): Promise<Map<number, string>> {
  const lots = new Map<number, string>();
  for (let i = 0; i < sampleIds.length; i += 1000) {
    const rows = await db
      .selectFrom('submission_samples')
      .select(['resultSampleId', 'lot'])
      .where('resultSampleId', 'in', sampleIds.slice(i, i + 1000))
      .where('lot', 'is not', null)
      .execute();
    for (const r of rows) if (r.resultSampleId !== null && r.lot) lots.set(r.resultSampleId, r.lot);
  }
  return lots;
}
