/**
 * Vintage portal data: anonymised harvest juice results for each varietal × analyte × AVA ×
 * vintage (2015–2025), and young-wine phenolics for Cabernet Sauvignon.
 *
 * Each AVA is sampled about weekly through its state's harvest window. What a sample measures
 * follows the ripening of the season, not chance: the varietal's season runs from the earliest
 * window start to the latest window end, and a sample's place in it (a little later for cooler
 * states and AVAs, earlier in a warm vintage) sets its ripeness. Ripeness moves each analyte
 * smoothly through the domain range (shared/domain/vintage.json: min … typical … max): Brix,
 * pH, potassium and amino nitrogen rise; titratable acidity, malic and tartaric acid and
 * ammonia fall; YAN is NOPA + ammonia. On top come a vintage's character (warm: riper, less
 * acid), a per-AVA offset, the vineyard variation of one sample (shared by its analytes, so
 * a riper sample is riper in every one) and a small measurement error.
 * The phenolics follow the weeks after pressing: anthocyanins fall as they polymerise,
 * polymeric anthocyanins rise, catechin eases, tannin holds.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../types.ts';
import type { SeedRange, SeedVintageVarietal } from './data/types.ts';
import { avas, cabernetPhenolics, vintageVarietals } from './data/vintage.ts';
import { type Rng, rng } from './random.ts';
import { DAY, iso, pacific, pacificParts } from './time.ts';

export const VINTAGES = Array.from({ length: 11 }, (_, i) => 2015 + i);
const SAMPLE_EVERY_DAYS = 7;
const PHENOLIC_SAMPLES = 5;
const DECIMALS: Record<string, number> = {
  Brix: 1, pH: 2, 'Titratable Acidity': 2, 'Malic Acid': 2, 'Tartaric Acid': 2, Potassium: 0, YAN: 0, NOPA: 0, Ammonia: 0,
  Anthocyanins: 0, 'Polymeric Anthocyanins': 0, Catechin: 1, Tannin: 0, 'PA Tannin': 0, 'Catechin:Tannin Ratio': 3,
};

/**
 * Where each analyte sits in its range (0 = min, 0.5 = typical, 1 = max) at the start and the
 * end of the season, how quickly it gets there (`bend` > 1: most of the change early, as acids
 * respire; < 1: late), and how strongly a warm vintage moves it (+ riper).
 */
const RIPENING: Record<string, { from: number; to: number; bend: number; warm: number }> = {
  'Brix': { from: 0.06, to: 0.94, bend: 1.25, warm: 0.12 },
  'pH': { from: 0.1, to: 0.9, bend: 1.1, warm: 0.1 },
  'Titratable Acidity': { from: 0.92, to: 0.1, bend: 1.5, warm: -0.12 },
  'Malic Acid': { from: 0.94, to: 0.08, bend: 1.7, warm: -0.14 },
  'Tartaric Acid': { from: 0.72, to: 0.3, bend: 1.2, warm: -0.05 },
  'Potassium': { from: 0.15, to: 0.85, bend: 1, warm: 0.06 },
  'NOPA': { from: 0.22, to: 0.78, bend: 1, warm: 0.04 },
  'Ammonia': { from: 0.68, to: 0.38, bend: 1.3, warm: -0.04 },
};
/** How a sample's own ripeness (vineyard to vineyard) and the instrument spread its value (share of its range). */
const SAMPLE_SPREAD = 0.05;
const MEASUREMENT = 0.015;

/** Young-wine phenolics over the weeks after pressing (position in range, start → ~10 weeks). */
const AGEING: Record<string, { from: number; to: number; warm: number }> = {
  'Anthocyanins': { from: 0.78, to: 0.32, warm: 0.08 },
  'Polymeric Anthocyanins': { from: 0.22, to: 0.7, warm: 0.06 },
  'Catechin': { from: 0.62, to: 0.42, warm: 0.04 },
  'Tannin': { from: 0.56, to: 0.48, warm: 0.08 },
  'PA Tannin': { from: 0.56, to: 0.47, warm: 0.08 },
};

type State = 'CA' | 'OR' | 'WA';
function stateOf(ava: string): State {
  const s = avas.find((a) => a.name === ava)?.state ?? 'CA';
  return s.startsWith('OR') ? 'OR' : s.includes('WA') ? 'WA' : 'CA';
}

const round = (v: number, d: number) => Number(v.toFixed(d));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** A position in [0, 1] of the range: min … typical (0.5) … max. */
function inRange(range: SeedRange, at: number): number {
  const x = clamp01(at);
  return x < 0.5 ? range.min + (range.typical - range.min) * (x / 0.5) : range.typical + (range.max - range.typical) * ((x - 0.5) / 0.5);
}

/** 0 → 1 over the season, most of the way early for bend > 1. */
const progress = (p: number, bend: number) => 1 - Math.pow(1 - clamp01(p), bend);

/** Day of the year (from 1 January) of a [month, day] in a non-leap year. */
const dayOf = ([m, d]: [number, number]) => (Date.UTC(2001, m - 1, d) - Date.UTC(2001, 0, 1)) / DAY;

/**
 * The results of VINTAGES; given the seed's `now`, also the seasons after them up to that day
 * (the season under way is sampled up to today, so the portal's "this season" is alive in the
 * demo). Those later seasons draw from a random stream of their own, so the fixed vintages are
 * the same whatever `now` is.
 */
export function buildVintageResults(now?: number): Insertable<Database['vintage_results']>[] {
  const r = rng(0x71a7a6e);
  // A warm (+) or cool (−) character per vintage, shared by every region.
  const warmth = new Map(VINTAGES.map((y) => [y, Math.max(-1.6, Math.min(1.6, r.normal() * 0.8))]));
  const later: Later = { r: rng(0x5ea5011), years: [], until: now ?? -Infinity };
  if (now !== undefined) for (let y = VINTAGES[VINTAGES.length - 1] + 1; y <= pacificParts(now).year; y++) later.years.push(y);
  for (const y of later.years) warmth.set(y, Math.max(-1.6, Math.min(1.6, later.r.normal() * 0.8)));
  const rows: Insertable<Database['vintage_results']>[] = [];
  for (const v of vintageVarietals) juice(r, v, warmth, rows, later);
  phenolics(r, warmth, rows);
  return rows;
}

/** Seasons after VINTAGES: their years, their random stream, and the last time sampled. */
interface Later {
  r: Rng;
  years: number[];
  until: number;
}

function juice(main: Rng, v: SeedVintageVarietal, warmth: Map<number, number>, rows: Insertable<Database['vintage_results']>[], later: Later): void {
  let r = main;
  const states = [...new Set(v.avas.map(stateOf))];
  const seasonStart = Math.min(...states.map((s) => dayOf(v.windows[s].start)));
  const seasonEnd = Math.max(...states.map((s) => dayOf(v.windows[s].end)));
  const seasonDays = seasonEnd - seasonStart;
  const analytes = Object.keys(v.ranges).filter((a) => a !== 'YAN');
  for (const ava of v.avas) {
    r = main;
    const state = stateOf(ava);
    const w = v.windows[state];
    // Later-ripening states are behind the earliest by part of their later start; each AVA has
    // its own few days and its own level (a warm valley floor, a cool coastal ridge).
    const lag = (dayOf(w.start) - seasonStart) * 0.2 + r.normal() * 3;
    const level = new Map(analytes.map((a) => [a, r.normal() * 0.035]));
    for (const year of [...VINTAGES, ...later.years]) {
      r = year > VINTAGES[VINTAGES.length - 1] ? later.r : main;
      const warm = warmth.get(year) ?? 0;
      const early = warm * 5; // days: a warm vintage ripens and picks earlier
      const start = pacific(year, w.start[0], w.start[1], 12) - early * DAY;
      const end = pacific(year, w.end[0], w.end[1], 12) - early * DAY;
      for (let day = start + r.int(0, 3) * DAY; day <= end; day += (SAMPLE_EVERY_DAYS + r.int(-1, 1)) * DAY) {
        const local = pacificParts(day);
        const at = pacific(local.year, local.month, local.day, r.int(7, 17), r.int(0, 59));
        if (r !== main && at > later.until) break;
        const season = (local.dayOfYear - 1 - seasonStart + early - lag) / seasonDays;
        const vineyard = r.normal() * SAMPLE_SPREAD;
        const values: Record<string, number> = {};
        for (const analyte of analytes) {
          const k = RIPENING[analyte];
          const p = progress(season + vineyard, k.bend);
          const pos = k.from + (k.to - k.from) * p + k.warm * warm + (level.get(analyte) ?? 0) + r.normal() * MEASUREMENT;
          values[analyte] = inRange(v.ranges[analyte], pos);
        }
        if (v.ranges.YAN) values.YAN = Math.min(v.ranges.YAN.max, Math.max(v.ranges.YAN.min, values.NOPA + values.Ammonia));
        const timestamp = iso(at);
        for (const analysis of Object.keys(v.ranges)) {
          rows.push({ analysis, varietal: v.varietal, ava, timestamp, result: round(values[analysis], DECIMALS[analysis] ?? 2) });
        }
      }
    }
  }
}

function phenolics(r: Rng, warmth: Map<number, number>, rows: Insertable<Database['vintage_results']>[]): void {
  const cab = vintageVarietals.find((v) => v.varietal === 'Cabernet Sauvignon');
  if (!cab) return;
  for (const ava of cab.avas) {
    const w = cab.windows[stateOf(ava)];
    const level = r.normal() * 0.025;
    for (const year of VINTAGES) {
      const warm = warmth.get(year) ?? 0;
      // Pressed about two weeks after the pick; young wine sampled over the following weeks,
      // before the year ends.
      const pressed = pacific(year, w.end[0], w.end[1], 12) - warm * 5 * DAY - r.int(0, 20) * DAY;
      const lastDay = pacific(year, 12, 18, 12);
      for (let k = 0; k < PHENOLIC_SAMPLES; k++) {
        const day = Math.min(lastDay, pressed + (14 + k * 10 + r.int(0, 4)) * DAY);
        const local = pacificParts(day);
        const at = pacific(local.year, local.month, local.day, r.int(7, 17), r.int(0, 59));
        const weeks = clamp01((day - pressed) / (70 * DAY));
        const extraction = r.normal() * 0.03; // a lot's own depth of colour and tannin
        const values: Record<string, number> = {};
        for (const [analyte, a] of Object.entries(AGEING)) {
          const pos = a.from + (a.to - a.from) * weeks + a.warm * warm + level + extraction + r.normal() * MEASUREMENT;
          values[analyte] = inRange(cabernetPhenolics[analyte], pos);
        }
        const ratio = cabernetPhenolics['Catechin:Tannin Ratio'];
        values['Catechin:Tannin Ratio'] = Math.min(ratio.max, Math.max(ratio.min, values.Catechin / values.Tannin));
        for (const analysis of Object.keys(cabernetPhenolics)) {
          rows.push({ analysis, varietal: cab.varietal, ava, timestamp: iso(at), result: round(values[analysis], DECIMALS[analysis] ?? 2) });
        }
      }
    }
  }
}
