/**
 * Vintage portal data: anonymised harvest juice results for each varietal × analyte × AVA ×
 * vintage (2015–2025), sampled around the typical values, clipped to the varietal's range and
 * spread across each harvest window. Cabernet Sauvignon also gets young-wine phenolics.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../db/types.ts';
import { avas, cabernetPhenolics, vintageVarietals } from './data/vintage.ts';
import { rng } from './random.ts';
import { juiceChemistry } from './values.ts';
import { DAY, iso, pacific, pacificParts } from './time.ts';

export const VINTAGES = Array.from({ length: 11 }, (_, i) => 2015 + i);
const SAMPLES_PER_SEASON = 7;
const PHENOLIC_SAMPLES = 4;
const DECIMALS: Record<string, number> = {
  Brix: 1, pH: 2, 'Titratable Acidity': 2, 'Malic Acid': 2, 'Tartaric Acid': 2, Potassium: 0, YAN: 0, NOPA: 0, Ammonia: 0,
  Anthocyanins: 0, 'Polymeric Anthocyanins': 0, Catechin: 1, Tannin: 0, 'PA Tannin': 0, 'Catechin:Tannin Ratio': 3,
};

function stateOf(ava: string): 'CA' | 'OR' | 'WA' {
  const s = avas.find((a) => a.name === ava)?.state ?? 'CA';
  return s.startsWith('OR') ? 'OR' : s.includes('WA') ? 'WA' : 'CA';
}

const round = (v: number, d: number) => Number(v.toFixed(d));

export function buildVintageResults(): Insertable<Database['vintage_results']>[] {
  const r = rng(0x71a7a6e);
  // A warm (+) or cool (−) character per vintage, shared by every region.
  const shift = new Map(VINTAGES.map((y) => [y, r.normal() * 0.8]));
  const rows: Insertable<Database['vintage_results']>[] = [];
  for (const v of vintageVarietals) {
    for (const ava of v.avas) {
      const w = v.windows[stateOf(ava)];
      for (const year of VINTAGES) {
        const start = pacific(year, w.start[0], w.start[1], 8);
        const end = pacific(year, w.end[0], w.end[1], 17);
        const early = (shift.get(year) ?? 0) * 4 * DAY;
        for (let k = 0; k < SAMPLES_PER_SEASON; k++) {
          const pos = (k + r()) / SAMPLES_PER_SEASON;
          // A working-hours instant on the chosen day of the harvest window.
          const day = pacificParts(start + pos * (end - start) - early);
          const at = pacific(day.year, day.month, day.day, r.int(7, 17), r.int(0, 59));
          const chem = juiceChemistry(r, v.ranges, 0.7 + pos * 0.35, shift.get(year) ?? 0);
          const timestamp = iso(at);
          for (const [analysis, range] of Object.entries(v.ranges)) {
            const raw = chem[analysis];
            rows.push({ analysis, varietal: v.varietal, ava, timestamp, result: round(Math.min(range.max, Math.max(range.min, raw)), DECIMALS[analysis] ?? 2) });
          }
        }
        if (v.varietal === 'Cabernet Sauvignon') {
          for (let k = 0; k < PHENOLIC_SAMPLES; k++) {
            const day = pacificParts(end + (14 + r.int(0, 40)) * DAY);
            const at = pacific(day.year, day.month, day.day, r.int(7, 17), r.int(0, 59));
            for (const [analysis, range] of Object.entries(cabernetPhenolics)) {
              rows.push({ analysis, varietal: v.varietal, ava, timestamp: iso(at), result: round(r.around(range.min, range.typical, range.max), DECIMALS[analysis] ?? 2) });
            }
          }
        }
      }
    }
  }
  return rows;
}
