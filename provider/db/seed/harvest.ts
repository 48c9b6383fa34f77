/**
 * The demo client's vineyard blocks and a season of grape sampling, so the harvest page is alive:
 * every four days until yesterday (at most from August 1), one batch per sampling day with a
 * juice panel (°Brix, titratable acidity, pH) per block. Four blocks: one rising steadily toward
 * its target (a projected date), one that has plateaued below its own target, one at its target
 * already, and one with three samples only ("not enough samples").
 */
import type { Insertable } from 'kysely';
import type { DB } from '../connect.ts';
import type { Database } from '../types.ts';
import { seasonOf } from '../../../contract/harvest.ts';
import { rng } from './random.ts';
import { DAY, iso, pacificParts } from './time.ts';

interface SeedBlock {
  name: string;
  vineyard: string;
  varietal: string;
  acres: number | null;
  targetBrix: number | null;
  /** how many sampling days (the last ones) it was sampled */
  samples: number;
  /** °Brix on the last sampling day, and the daily rate before the plateau */
  lastBrix: number;
  rate: number;
  /** days before the last sample when sugar loading slowed to a tenth (null: no plateau) */
  plateauDays: number | null;
}

const BLOCKS: SeedBlock[] = [
  { name: 'Block 3', vineyard: 'Oak Knoll Ranch', varietal: 'Cabernet Sauvignon', acres: 12.5, targetBrix: null, samples: 14, lastBrix: 23.1, rate: 0.2, plateauDays: null },
  { name: 'East Hillside', vineyard: 'Carneros Vineyard', varietal: 'Chardonnay', acres: 6, targetBrix: 24, samples: 12, lastBrix: 22.6, rate: 0.28, plateauDays: 9 },
  { name: 'River Bench', vineyard: 'Carneros Vineyard', varietal: 'Pinot Noir', acres: 4.2, targetBrix: null, samples: 10, lastBrix: 24.4, rate: 0.25, plateauDays: null },
  { name: 'Upper Terrace', vineyard: 'Oak Knoll Ranch', varietal: 'Merlot', acres: null, targetBrix: 24.5, samples: 3, lastBrix: 21.4, rate: 0.22, plateauDays: null },
];
const EVERY = 4;

/** °Brix `daysBefore` the last sample: a line at `rate`, slowed to a tenth over the plateau's last days. */
function brixAt(b: SeedBlock, daysBefore: number): number {
  if (b.plateauDays === null) return b.lastBrix - b.rate * daysBefore;
  const slow = b.rate / 10;
  if (daysBefore <= b.plateauDays) return b.lastBrix - slow * daysBefore;
  return b.lastBrix - slow * b.plateauDays - b.rate * (daysBefore - b.plateauDays);
}

export async function seedHarvest(db: DB, opts: { now: number; clientId: number }): Promise<void> {
  const r = rng(0x4a7e57);
  const nowIso = iso(opts.now);
  const stamp = nowIso;
  const blockIds: number[] = [];
  for (const b of BLOCKS) {
    const row = await db
      .insertInto('vineyard_blocks')
      .values({ clientId: opts.clientId, name: b.name, vineyard: b.vineyard, varietal: b.varietal, acres: b.acres, targetBrix: b.targetBrix, taMax: null, phMin: null, phMax: null, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    blockIds.push(row.id);
  }
  const season = seasonOf(nowIso);
  const first = Math.max(Date.parse(`${season.year}-08-01T15:00:00Z`), opts.now - 90 * DAY);
  const last = opts.now - DAY;
  const days: number[] = [];
  for (let t = last; t >= first; t -= EVERY * DAY) days.unshift(t);
  if (!days.length) return;

  const maxBatch = (await db.selectFrom('batches').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 100_000;
  const maxSample = (await db.selectFrom('samples').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0;
  let batchId = Number(maxBatch) + 1;
  let sampleId = Number(maxSample) + 1;
  const yy = String(pacificParts(opts.now).year % 100).padStart(2, '0');
  const batches: Insertable<Database['batches']>[] = [];
  const samples: Insertable<Database['samples']>[] = [];
  const results: Insertable<Database['results']>[] = [];
  // Every Completed batch has its lab report (what the results list links and /wreports verifies).
  const reports: Insertable<Database['lab_reports']>[] = [];
  days.forEach((t, k) => {
    const daysBefore = Math.round((last - t) / DAY);
    const taken = BLOCKS.map((b, i) => ({ b, i })).filter(({ b }) => days.length - k <= b.samples);
    if (!taken.length) return;
    const submitted = t - 6 * 3_600_000;
    const reported = t + 6 * 3_600_000;
    for (const { b, i } of taken) {
      const brix = brixAt(b, daysBefore) + r.normal() * 0.12;
      // Acids fall and pH rises as sugar loads (a simple ripening relation around the block's °Brix).
      const ta = Math.max(4.5, 16.5 - 0.45 * brix + r.normal() * 0.15);
      const ph = Math.min(3.95, 2.55 + 0.04 * brix + r.normal() * 0.02);
      samples.push({
        id: sampleId, batchId, clientId: opts.clientId, friendlyNumber: `S${yy}-${980_000 + sampleId % 10_000}`,
        description: `${b.name}, ${b.vineyard} – ${b.varietal} grapes`, varietalCode: null, loggedAt: iso(t), reportedAt: iso(reported), blockId: blockIds[i]!,
      });
      const lines: [string, string, number, number][] = [['Brix (soluble solids)', '°Brix', brix, 1], ['pH', 'pH units', ph, 2], ['Titratable Acidity (to pH 8.2, as tartaric)', 'g/L', ta, 2]];
      lines.forEach(([analyte, units, value, digits], n) => {
        const v = value.toFixed(digits);
        results.push({
          sampleId, batchId, clientId: opts.clientId, number: String(n + 1).padStart(2, '0'), acode: 'J-100', analyte, description: analyte,
          analysisDescription: 'Juice Panel', result: v, formattedResult: v, units, comments: null, validationStatus: 'Validated', status: 'Completed',
          testMethod: null, testDate: iso(reported), isPanel: 1, panelDescription: 'Juice Panel', sortOrder: n + 1, loggedAt: iso(t), reportedAt: iso(reported), submittedAt: iso(submitted),
        });
      });
      sampleId++;
    }
    batches.push({ id: batchId, clientId: opts.clientId, status: 'Completed', submittedAt: iso(submitted), createdAt: iso(submitted), updatedAt: iso(reported) });
    reports.push({ reportNumber: `R-${batchId}`, clientId: opts.clientId, batchId, sampleId: null, issuedAt: iso(reported) });
    batchId++;
  });
  await db.insertInto('batches').values(batches).execute();
  await db.insertInto('samples').values(samples).execute();
  await db.insertInto('results').values(results).execute();
  await db.insertInto('lab_reports').values(reports).execute();
}
