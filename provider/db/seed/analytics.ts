/**
 * The analytics seed: the vintage portal's analyses (id, unit, the analyte names the
 * lab's result rows use), the provenance of the smoke baselines, and a smoke screening batch
 * for each winery demo client, so the smoke impact comparative report has samples to compare:
 * completed and preliminary ones, results below the reportable level ('<1') and markers a
 * short panel did not measure (answered -1, not applicable). The vintage results themselves
 * (several vintages per analysis, varietal and AVA) come from ./vintage.ts.
 */
import type { Insertable } from 'kysely';
import type { DB } from '../connect.ts';
import type { Database } from '../types.ts';
import { cabernetPhenolics, vintageVarietals } from './data/vintage.ts';
import { smokeBaselines, smokeMarkers } from './data/smoke.ts';
import { rng } from './random.ts';
import { DAY, iso, pacificParts } from './time.ts';

/** The analyte names of the lab's result rows that measure each vintage analysis (seed/values.ts HARVEST_KEYS). */
const ANALYTE_NAMES: Record<string, string[]> = {
  'Brix': ['Brix', 'Brix (soluble solids)'],
  'pH': ['pH'],
  'Titratable Acidity': ['Titratable Acidity', 'Titratable Acidity (to pH 8.2, as tartaric)'],
  'Malic Acid': ['Malic Acid', 'L-Malic Acid'],
  'Tartaric Acid': ['Tartaric Acid'],
  'Potassium': ['Potassium'],
  'YAN': ['YAN', 'Yeast Assimilable Nitrogen (YAN)', 'Yeast Assimilable Nitrogen'],
  'NOPA': ['NOPA', 'Alpha-Amino Compounds (NOPA, as N)', 'Alpha-Amino Compounds (NOPA)'],
  'Ammonia': ['Ammonia', 'Ammonia (as N)'],
  'Anthocyanins': ['Anthocyanins', 'Total Anthocyanins', 'Total Anthocyanins (as malvidin-3-glucoside)'],
  'Polymeric Anthocyanins': ['Polymeric Anthocyanins'],
  'Catechin': ['Catechin'],
  'Tannin': ['Tannin'],
  'PA Tannin': ['PA Tannin'],
  'Catechin:Tannin Ratio': ['Catechin:Tannin Ratio'],
};

/** "mg/L (as malvidin-3-glucoside)" → "mg/L"; "pH units" → "pH". */
const shortUnit = (u: string) => u.replace(/\s*\(.*$/, '').replace(/^pH units$/, 'pH').trim();
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function vintageAnalyses(): Insertable<Database['vintage_analyses']>[] {
  const units = new Map<string, string>();
  for (const v of vintageVarietals) for (const [name, r] of Object.entries(v.ranges)) if (!units.has(name)) units.set(name, shortUnit(r.units));
  for (const [name, r] of Object.entries(cabernetPhenolics)) if (!units.has(name)) units.set(name, shortUnit(r.units));
  return [...units.entries()].map(([name, unit], i) => ({
    id: slug(name), name, units: unit, analyteNames: JSON.stringify(ANALYTE_NAMES[name] ?? [name]), position: i + 1,
  }));
}

/** From shared/domain/smoke_baselines.json (source.primaryReference, units). */
export const SMOKE_BASELINE_SOURCES: Insertable<Database['smoke_baseline_sources']>[] = [
  {
    matrix: 'grape',
    source:
      "Background (non-smoke-exposed) levels in grapes, µg/kg fresh berries. Chardonnay and Pinot Noir 99th percentiles: AWRI background-levels database (Coulter et al. 2022, Aust. J. Grape Wine Res.), as reproduced in 'The Effect of Pre-Veraison Smoke Exposure of Grapes on Phenolic Compounds and Smoky Flavour in Wine', Aust. J. Grape Wine Res. 2022, article 9820204. Other varietals and the 95th percentiles are provisional values of the same order, pending published baselines. Values of 1.0 are at the limit of quantitation.",
  },
  {
    matrix: 'wine',
    source:
      "Background (non-smoke-exposed) levels in unoaked wine, µg/L. Chardonnay, Pinot Noir and Syrah 99th percentiles: AWRI background-levels database (Coulter et al. 2022), as reproduced in Aust. J. Grape Wine Res. 2022, article 9820204. Other values are provisional values of the same order, pending published baselines. Values of 1.0 are at the limit of quantitation.",
  },
];

/** The winery demo clients and the varietals of their screened blocks. */
const SMOKE_CLIENTS: Record<string, string[]> = { A: ['CS', 'CH', 'ME', 'SB'], B: ['PN', 'CH', 'PN'], E: ['ZI', 'SY', 'CS'], F: ['SY', 'CS', 'ZI'], G: ['ME', 'CS', 'SY'], H: ['ZI', 'SB', 'CS'] };
const PANELS: Record<string, { name: string; markers: string[] }> = {
  'SM-403': { name: 'Smoke Taint Complete Panel (Free + Bound)', markers: smokeMarkers.map((m) => m.name) },
  'SM-400': { name: 'Smoke Taint Panel – Free Volatile Phenols', markers: smokeMarkers.filter((m) => m.form === 'free').map((m) => m.name) },
  'SM-402': { name: 'Smoke Screen – Guaiacol & 4-Methylguaiacol', markers: ['Guaiacol', '4-Methylguaiacol'] },
};
const BLOCKS = ['Block 3', 'East Hillside', 'River Bench', 'Upper Terrace', 'North Slope'];

/**
 * Per client: one screening batch, logged three weeks ago, of one sample per varietal. The
 * first is the complete panel (heavy exposure: above the 99th percentile), the second the
 * two-marker screen (every other marker -1), the third the free-phenol panel still awaiting
 * validation (preliminary), a fourth (client A) the complete panel on unexposed fruit (mostly
 * '<1', below the reportable level).
 */
export async function seedAnalytics(db: DB, opts: { now: number; clientId: Map<string, number> }): Promise<void> {
  await db.insertInto('vintage_analyses').values(vintageAnalyses()).execute();
  await db.insertInto('smoke_baseline_sources').values(SMOKE_BASELINE_SOURCES).execute();
  const r = rng(0x5e0e18);
  const maxBatch = (await db.selectFrom('batches').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 100_000;
  const maxSample = (await db.selectFrom('samples').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0;
  let batchId = Number(maxBatch) + 1;
  let sampleId = Number(maxSample) + 1;
  const yy = pacificParts(opts.now).year % 100;
  const baseline = new Map(smokeBaselines.filter((b) => b.matrix === 'grape').map((b) => [`${b.varietalCode}|${b.analyte}`, b]));
  const batches: Insertable<Database['batches']>[] = [];
  const samples: Insertable<Database['samples']>[] = [];
  const results: Insertable<Database['results']>[] = [];
  let clientIndex = 0;
  for (const [key, varietals] of Object.entries(SMOKE_CLIENTS)) {
    const clientId = opts.clientId.get(key);
    if (!clientId) continue;
    clientIndex++;
    const submitted = opts.now - (21 + clientIndex) * DAY;
    const plan = [...varietals.map((code, i) => ({ code, acode: i === 0 ? 'SM-403' : i === 1 ? 'SM-402' : 'SM-400', exposure: i === 0 ? 2 : i === 1 ? 1 : 1, preliminary: i === 2 }))];
    if (key === 'A') plan.push({ code: 'PN', acode: 'SM-403', exposure: 0, preliminary: false });
    let batchPreliminary = false;
    plan.forEach((p, n) => {
      const loggedAt = submitted + 6 * 3_600_000;
      const reportedAt = p.preliminary ? null : submitted + (5 + n) * DAY;
      batchPreliminary ||= p.preliminary;
      samples.push({
        id: sampleId, batchId, clientId, friendlyNumber: `S${String(yy).padStart(2, '0')}-${String(970_000 + clientIndex * 100 + n + 1)}`,
        description: `${BLOCKS[n % BLOCKS.length]} ${smokeBaselines.find((b) => b.varietalCode === p.code)?.varietalName ?? p.code} – smoke screening`,
        varietalCode: p.code, loggedAt: iso(loggedAt), reportedAt: reportedAt ? iso(reportedAt) : null,
      });
      PANELS[p.acode].markers.forEach((marker, k) => {
        const b = baseline.get(`${p.code}|${marker}`);
        const p95 = b?.p95Value ?? 1;
        const p99 = b?.p99Value ?? 2;
        const v = p.exposure === 2 ? p99 * (1.6 + r() * 4) : p.exposure === 1 ? (k % 3 === 0 ? p95 + (p99 - p95) * (0.2 + r() * 0.6) : p95 * (0.4 + r() * 0.5)) : p95 * (0.2 + r() * 0.6);
        const below = v < 1;
        const value = below ? '<1' : v.toFixed(1);
        results.push({
          sampleId, batchId, clientId, number: String(k + 1).padStart(2, '0'), acode: p.acode, analyte: marker, description: marker,
          analysisDescription: PANELS[p.acode].name, result: value, formattedResult: value, units: 'µg/kg', comments: null,
          validationStatus: p.preliminary ? 'Pending Validation' : 'Validated', status: p.preliminary ? 'In Progress' : 'Completed',
          testMethod: 'GC-MS/MS', testDate: iso(submitted + 3 * DAY), isPanel: 1, panelDescription: PANELS[p.acode].name, sortOrder: k + 1,
          loggedAt: iso(loggedAt), reportedAt: reportedAt ? iso(reportedAt) : null, submittedAt: iso(submitted),
        });
      });
      sampleId++;
    });
    batches.push({ id: batchId, clientId, status: batchPreliminary ? 'Preliminary' : 'Completed', submittedAt: iso(submitted), createdAt: iso(submitted), updatedAt: iso(submitted + 8 * DAY) });
    batchId++;
  }
  await db.insertInto('batches').values(batches).execute();
  await db.insertInto('samples').values(samples).execute();
  await db.insertInto('results').values(results).execute();
}
