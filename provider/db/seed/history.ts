/**
 * Lab history: batches ("groups"), samples, results and issued lab reports for the demo clients.
 * Client A gets about five years of history (thousands of batches) when `large`; the other
 * clients get tens of batches. Everything is deterministic for a given `now`.
 */
import type { Insertable } from 'kysely';
import type { BatchStatus, Database } from '../types.ts';
import type { SeedAnalysis } from './data/types.ts';
import type { ClientKind } from './data/accounts.ts';
import { smokeVarietals } from './data/smoke.ts';
import { avas } from './data/vintage.ts';
import { type Rng, rng } from './random.ts';
import { type Matrix, type SampleContext, type Value, valueFor, pesticideValue } from './values.ts';
import { DAY, HOUR, iso, pacific, pacificParts, turnaroundHours } from './time.ts';

/**
 * The AVAs among the clients' sites: a sample from one of these carries it as its region. Those
 * the vintage portal has results for, and Coombsville (an AVA it has none for: such a sample is in
 * a region no view shows). Town sites (Santa Rosa, Healdsburg, Plymouth) are no AVA: null.
 */
const AVA_NAMES = new Set([...avas.map((a) => a.name), 'Coombsville']);

export interface HistoryClient {
  key: string;
  id: number;
  kind: ClientKind;
  sites: string[];
  plantings: [string, number, string[]][];
  /** batches to generate; ignored for the large client */
  batches: number;
  /** earliest history date (ms) */
  since: number;
  large: boolean;
  /** extra batches in the last week, so recent work is Preliminary or Pending */
  recent: number;
}

export interface BatchInfo {
  id: number;
  clientId: number;
  clientKey: string;
  status: BatchStatus;
  submittedAt: number;
  /** latest result reported (Completed batches) */
  reportedAt: number | null;
  /** analysis code → number of samples it was ordered on */
  orders: Map<string, number>;
}

export interface History {
  batches: Insertable<Database['batches']>[];
  samples: Insertable<Database['samples']>[];
  results: Insertable<Database['results']>[];
  labReports: Insertable<Database['lab_reports']>[];
  info: BatchInfo[];
}

const WHITE = new Set(['CH', 'SB']);
const varietalName = (code: string) => smokeVarietals.find((v) => v.code === code)?.name ?? code;

interface Template {
  name: string;
  matrix: Matrix;
  /** relative weight by month, January first */
  months: number[];
  codes(r: Rng, s: Draft): string[];
  samples?: readonly (readonly [number, number])[];
  /**
   * How the lab reports it: one report for the whole batch (the default: a maturity run, a
   * round of fermentations), or one per sample, issued as each sample is finished, where every
   * sample is its own document (a bottling release, an export certificate, a label analysis).
   */
  report?: 'sample';
}

interface Draft {
  r: Rng;
  client: HistoryClient;
  at: number;
  year: number;
  month: number;
  dayOfYear: number;
  varietalCode: string | null;
  site: string;
  smoke: 0 | 1 | 2;
  smokeYear: 0 | 1 | 2;
}

const flat = (w: number) => Array(12).fill(w) as number[];
const maybe = (r: Rng, p: number, code: string) => (r.chance(p) ? [code] : []);

const WINERY: Template[] = [
  {
    name: 'maturity', matrix: 'grape', months: [0, 0, 0, 0, 0, 0, 0.3, 4, 7, 4.5, 0.3, 0],
    samples: [[1, 15], [2, 25], [3, 30], [4, 30]],
    codes: (r, s) => {
      const red = !!s.varietalCode && !WHITE.has(s.varietalCode);
      const codes = [r.chance(0.6) ? 'J-101' : 'J-102', ...(red ? maybe(r, 0.15, 'J-114') : [])];
      if (s.smokeYear === 2 && s.month >= 8) codes.push(r.chance(0.55) ? 'SM-403' : r.pick(['SM-400', 'SM-402']));
      else if (s.smokeYear === 1 && r.chance(0.25)) codes.push(r.pick(['SM-400', 'SM-402']));
      else if (r.chance(0.04)) codes.push('SM-402');
      if (s.month >= 9 && r.chance(0.015)) codes.push('AG-500');
      return codes;
    },
  },
  {
    name: 'juice', matrix: 'juice', months: [0, 0, 0, 0, 0, 0, 0.1, 2, 5, 4, 0.5, 0],
    codes: (r, s) => ['J-100', ...maybe(r, 0.12, 'J-115'), ...(s.varietalCode && WHITE.has(s.varietalCode) ? maybe(r, 0.1, 'J-112') : []), ...(s.varietalCode === 'SB' ? maybe(r, 0.15, 'J-111') : [])],
  },
  { name: 'fermentation', matrix: 'wine', months: [0, 0, 0, 0, 0, 0, 0, 0.5, 3, 5, 3, 1], codes: (r) => (r.chance(0.04) ? ['W-208'] : ['W-207', ...maybe(r, 0.15, 'W-203')]) },
  { name: 'malolactic', matrix: 'wine', months: [3, 2.5, 1.5, 0.8, 0.3, 0, 0, 0, 0.3, 2, 3.5, 3.5], codes: (r) => ['W-206', ...maybe(r, 0.25, 'M-300')] },
  {
    name: 'barrel', matrix: 'wine', months: [2, 2, 2, 2, 2, 2, 2, 1, 0.5, 0.6, 1, 1.5],
    codes: (r) => ['W-204', 'W-203', ...maybe(r, 0.15, 'M-300'), ...maybe(r, 0.08, 'W-223'), ...maybe(r, 0.2, 'W-200')],
  },
  { name: 'phenolics', matrix: 'wine', months: [1, 1, 0.8, 0.5, 0.3, 0.3, 0.3, 0.2, 0.3, 0.8, 1.2, 1], codes: (r) => ['W-228', ...maybe(r, 0.3, 'W-214')] },
  {
    name: 'bottling', matrix: 'wine', months: [1, 1.5, 2.5, 3, 3, 2.5, 2, 1, 0.3, 0.2, 0.3, 0.8], samples: [[1, 40], [2, 35], [3, 15], [4, 10]], report: 'sample',
    codes: (r, s) => ['W-217', ...maybe(r, 0.35, 'W-216'), ...(s.varietalCode && WHITE.has(s.varietalCode) ? maybe(r, 0.5, 'W-215') : []), ...maybe(r, 0.25, 'M-304'), ...maybe(r, 0.05, 'W-225')],
  },
  {
    name: 'export', matrix: 'wine', months: flat(0.5), samples: [[1, 55], [2, 30], [3, 15]], report: 'sample',
    codes: (r) => [r.weighted([['EX-600', 5], ['EX-603', 3], ['EX-602', 2], ['EX-604', 1], ['EX-605', 1]] as const)],
  },
  { name: 'soil', matrix: 'soil', months: [0.5, 0.6, 0.4, 0.2, 0.3, 0.3, 0, 0, 0, 0, 0.2, 0.4], codes: () => ['V-801'] },
  { name: 'tissue', matrix: 'tissue', months: [0, 0, 0, 0, 0.6, 0.8, 0.2, 0, 0, 0, 0, 0], codes: () => ['V-800'] },
  { name: 'water', matrix: 'water', months: flat(0.05), samples: [[1, 100]], report: 'sample', codes: (r) => ['WA-900', ...maybe(r, 0.3, 'WA-901')] },
];

const BREWERY: Template[] = [
  { name: 'beer', matrix: 'beer', months: [0.9, 0.9, 1, 1, 1.1, 1.2, 1.2, 1.1, 1, 1, 0.9, 0.9], codes: (r) => ['BR-100', ...maybe(r, 0.35, 'BR-104'), ...maybe(r, 0.3, 'BR-107'), ...maybe(r, 0.2, 'BR-108'), ...maybe(r, 0.15, 'BR-106')] },
  { name: 'beer-micro', matrix: 'beer', months: flat(0.4), codes: () => ['BR-106'] },
  { name: 'beer-label', matrix: 'beer', months: flat(0.12), samples: [[1, 100]], report: 'sample', codes: (r) => (r.chance(0.5) ? ['BR-109'] : ['BR-105']) },
  { name: 'brew-water', matrix: 'water', months: flat(0.08), samples: [[1, 100]], report: 'sample', codes: () => ['BR-110'] },
];

const DISTILLERY: Template[] = [
  { name: 'spirits', matrix: 'spirits', months: flat(1), codes: (r) => ['DS-100', ...maybe(r, 0.4, 'DS-101'), ...maybe(r, 0.25, 'DS-102'), ...maybe(r, 0.1, 'DS-105')] },
  { name: 'liqueur', matrix: 'spirits', months: flat(0.2), codes: () => ['DS-100', 'DS-106'] },
  { name: 'spirits-export', matrix: 'spirits', months: flat(0.15), samples: [[1, 70], [2, 30]], report: 'sample', codes: () => ['DS-107'] },
  { name: 'congeners', matrix: 'spirits', months: flat(0.25), codes: () => ['DS-102', 'DS-103'] },
];

const TEMPLATES: Record<ClientKind, Template[]> = { winery: WINERY, brewery: BREWERY, distillery: DISTILLERY };
const DEFAULT_SAMPLES = [[1, 20], [2, 30], [3, 25], [4, 25]] as const;

/** Seasonal weight of a day for a kind of client. */
function dayWeight(kind: ClientKind, month: number, weekday: number): number {
  const season = TEMPLATES[kind].reduce((s, t) => s + t.months[month - 1], 0);
  const harvest = kind === 'winery' && month >= 8 && month <= 10;
  const wd = weekday === 0 ? (harvest ? 0.35 : 0.04) : weekday === 6 ? (harvest ? 0.7 : 0.12) : 1;
  return season * wd;
}

/** Draw `n` submission instants between `from` and `to`, following the seasonal weights. */
function submissionTimes(r: Rng, kind: ClientKind, from: number, to: number, n: number): number[] {
  const days: { start: number; w: number }[] = [];
  for (let t = from; t < to; t += DAY) {
    const p = pacificParts(t);
    days.push({ start: t, w: dayWeight(kind, p.month, p.weekday) });
  }
  const cum: number[] = [];
  let total = 0;
  for (const d of days) cum.push((total += d.w));
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = r() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    const p = pacificParts(days[lo].start + 12 * HOUR);
    const hour = r.weighted([[7, 2], [8, 4], [9, 6], [10, 6], [11, 5], [12, 3], [13, 4], [14, 5], [15, 5], [16, 4], [17, 2]] as const);
    const t = pacific(p.year, p.month, p.day, hour, r.int(0, 59));
    out.push(Math.min(t, to));
  }
  return out;
}

function harvestYear(year: number, month: number): number {
  return month >= 8 ? year : year - 1;
}

const BEER_STYLES = ['West Coast IPA', 'Hazy IPA', 'Pilsner', 'Pale Ale', 'Amber Ale', 'Oatmeal Stout', 'Kölsch', 'Barrel-Aged Imperial Stout', 'Mixed-Culture Sour', 'Mexican Lager'];
const BEER_STAGES = ['Brite Tank 2', 'Brite Tank 4', 'Fermenter 3', 'Fermenter 6', 'Can Run', 'Keg Fill', 'Bottle Conditioned'];
const SPIRITS = ['Straight Bourbon Whiskey Barrel', 'Sierra Dry Gin Batch', 'Straight Rye Whiskey Lot', 'Apple Brandy Lot', 'Coffee Liqueur Batch', 'Single Malt Cask', 'Barrel-Finished Gin Batch', 'Grappa Lot'];
const WINE_STAGES = ['Lot', 'Lot', 'Barrel', 'Tank'];

function describe(r: Rng, t: Template, d: Draft): string {
  const v = d.varietalCode ? varietalName(d.varietalCode) : '';
  const hy = harvestYear(d.year, d.month);
  switch (t.name) {
    case 'maturity':
      return `${v} Block ${r.int(1, 24)} — ${d.site} (berries)`;
    case 'juice':
      return `${hy} ${v} ${r.pick(['Press Juice Tank', 'Free-Run Tank', 'Must Tank'])} ${r.int(1, 40)} — ${d.site}`;
    case 'fermentation':
      return `${hy} ${v} Fermenter ${r.int(1, 30)} — ${d.site}`;
    case 'malolactic':
      return `${hy} ${v} ${r.pick(['Barrel', 'Lot'])} ${r.int(1, 60)} — ${d.site}`;
    case 'barrel':
    case 'phenolics':
      return `${hy - (t.name === 'barrel' && r.chance(0.3) ? 1 : 0)} ${v} ${r.pick(WINE_STAGES)} ${r.int(1, 60)} — ${d.site}`;
    case 'bottling':
      return `${hy - (d.varietalCode && WHITE.has(d.varietalCode) ? 0 : 1) - (d.month >= 8 ? 1 : 0)} ${d.site} ${v} Pre-Bottling Blend`;
    case 'export':
      return `${hy - r.int(1, 3)} ${d.site} ${v} — Export Lot ${r.int(1, 20)}`;
    case 'soil':
      return `Soil — ${d.site} Block ${r.int(1, 24)} (0–30 cm)`;
    case 'tissue':
      return `Petioles at Bloom — ${d.site} Block ${r.int(1, 24)}`;
    case 'water':
      return `Winery Well Water — ${d.site}`;
    case 'brew-water':
      return `Brewing Water — ${r.pick(['Hot Liquor Tank', 'Reverse Osmosis Blend', 'City Supply'])}`;
    case 'beer':
    case 'beer-micro':
    case 'beer-label':
      return `${r.pick(BEER_STYLES)} Batch ${r.int(100, 990)} — ${r.pick(BEER_STAGES)}`;
    default:
      return `${r.pick(SPIRITS)} ${r.int(1, 200)}`;
  }
}

function sampleContext(r: Rng, t: Template, d: Draft): SampleContext {
  const code = d.varietalCode;
  const color = code && WHITE.has(code) ? 'white' : 'red';
  let ripeness = 1;
  if (t.name === 'maturity') ripeness = Math.min(1, Math.max(0, 0.1 + (d.dayOfYear - 213) / (color === 'red' ? 80 : 55) + r.normal() * 0.1));
  if (t.name === 'juice') ripeness = 0.85 + r() * 0.15;
  let fermentation = 1;
  if (t.name === 'fermentation') fermentation = Math.min(1, Math.max(0.02, r() * 1.1));
  let malolactic = 1;
  if (t.name === 'malolactic') malolactic = Math.min(1, Math.max(0, (d.month >= 9 ? (d.month - 9) * 0.25 : 0.6 + d.month * 0.1) + r.normal() * 0.25));
  return { matrix: t.matrix, varietal: code ? varietalName(code) : null, varietalCode: code, color, ripeness, smoke: d.smoke, fermentation, malolactic };
}

interface Row {
  analysis: SeedAnalysis;
  panel: boolean;
}

/** Build the whole history. `firstBatchId` and the friendly-number counters are lab-wide. */
export function buildHistory(opts: {
  now: number;
  clients: HistoryClient[];
  analyses: Map<string, SeedAnalysis>;
  pesticideClasses: Map<string, string | null>;
  largeBatches: number;
}): History {
  const { now, analyses } = opts;
  const lastHarvest = harvestYear(pacificParts(now).year, pacificParts(now).month);
  // A heavy smoke season the year before last, a light one three years back.
  const smokeYearOf = (hy: number): 0 | 1 | 2 => (hy === lastHarvest - 1 ? 2 : hy === lastHarvest - 3 ? 1 : 0);
  const smokySites = new Set(['Howell Mountain', 'St. Helena', 'Stags Leap District', 'Dry Creek Valley', 'Alexander Valley', 'Red Mountain']);

  interface PlannedBatch { client: HistoryClient; at: number; template: Template; forceSlow: boolean; forcePending: boolean }
  const planned: PlannedBatch[] = [];
  for (const c of opts.clients) {
    const r = rng(0x5eed + c.id * 7919);
    const n = c.large ? opts.largeBatches : c.batches;
    if (n <= 0 && c.recent <= 0) continue;
    const regularEnd = now - 6 * DAY;
    for (const at of submissionTimes(r, c.kind, c.since, regularEnd, n)) planned.push({ client: c, at, template: pickTemplate(r, c.kind, at), forceSlow: false, forcePending: false });
    for (let i = 0; i < c.recent; i++) {
      // The last one or two are only hours old (Pending); a few others carry slow analyses (Preliminary).
      const nPending = c.recent >= 6 ? 2 : 1;
      const pending = i >= c.recent - nPending;
      const at = pending ? now - r.int(25, 150) * 60_000 - i * 7 * 60_000 : now - 6 * DAY + (i / c.recent) * 5.5 * DAY + r.int(0, 120) * 60_000;
      const slow = !pending && (c.recent >= 6 ? i % 3 === 1 || i === c.recent - nPending - 1 : i === 0);
      planned.push({ client: c, at, template: pickTemplate(r, c.kind, at), forceSlow: slow, forcePending: pending });
    }
  }
  planned.sort((a, b) => a.at - b.at);

  const out: History = { batches: [], samples: [], results: [], labReports: [], info: [] };
  const r = rng(0xba7c4);
  // No access codes: each is derived from its report number (services/report-codes.ts).
  let batchId = 240000;
  let sampleId = 0;
  const friendlySeq = new Map<number, number>();
  const anyCode = (kind: ClientKind) => (kind === 'winery' ? 'W-203' : kind === 'brewery' ? 'BR-101' : 'DS-100');
  const slowCode = (kind: ClientKind, matrix: Matrix) => (kind === 'winery' ? (matrix === 'grape' ? 'SM-403' : 'M-300') : kind === 'brewery' ? 'BR-106' : 'DS-102');

  for (const pb of planned) {
    const { client: c, at, template: t } = pb;
    batchId += r.weighted([[1, 5], [2, 3], [3, 2], [4, 1]] as const);
    const p = pacificParts(at);
    const hy = harvestYear(p.year, p.month);
    const smokeYear = c.kind === 'winery' ? smokeYearOf(hy) : 0;
    const nSamples = r.weighted(t.samples ?? DEFAULT_SAMPLES);
    const reds = c.plantings.filter(([code]) => !WHITE.has(code));
    const plantings = t.name === 'phenolics' && reds.length ? reds : c.plantings;
    const pickPlanting = (): [string | null, string] => {
      if (!plantings.length) return [null, r.pick(c.sites)];
      const [code, , sites] = r.weighted(plantings.map((pl) => [pl, pl[1]] as const));
      return [code, r.pick(sites)];
    };
    const [batchVarietal, batchSite] = pickPlanting();
    const orders = new Map<string, number>();
    let maxReported = 0;
    let anyTested = false;
    let allReported = true;
    const batchResultsStart = out.results.length;
    const batchSamplesStart = out.samples.length;

    for (let s = 0; s < nSamples; s++) {
      sampleId++;
      const [varietalCode, site] = r.chance(0.7) ? [batchVarietal, batchSite] : pickPlanting();
      const smoke: 0 | 1 | 2 =
        t.matrix !== 'grape' ? 0
        : smokeYear === 2 ? (smokySites.has(site) ? (r.chance(0.6) ? 2 : 1) : r.chance(0.45) ? 1 : 0)
        : smokeYear === 1 ? (r.chance(0.3) ? 1 : 0)
        : 0;
      const draft: Draft = { r, client: c, at, year: p.year, month: p.month, dayOfYear: p.dayOfYear, varietalCode, site, smoke, smokeYear };
      let codes = [...new Set(t.codes(r, draft))];
      if (pb.forceSlow && !codes.some((x) => turnaroundHours(analyses.get(x)!.turnaroundTime) >= 48)) codes.push(slowCode(c.kind, t.matrix));
      // An analysis is ordered once per sample (the slow code may already be on the list).
      codes = [...new Set(codes)].filter((x) => analyses.has(x));
      if (!codes.length) codes = [anyCode(c.kind)];
      const description = describe(r, t, draft);
      const ctx = sampleContext(r, t, draft);
      const loggedAt = Math.max(at, Math.min(at + r.int(15, 95) * 60_000, now - 5 * 60_000));
      const yy = new Date(loggedAt).getUTCFullYear() % 100;
      const seq = (friendlySeq.get(yy) ?? r.int(100, 900)) + r.int(1, 24);
      friendlySeq.set(yy, seq);
      const friendlyNumber = `S${String(yy).padStart(2, '0')}-${String(seq).padStart(6, '0')}`;
      const grapeish = t.matrix === 'grape' || t.matrix === 'juice';

      const rows: Row[] = codes.map((code) => {
        const a = analyses.get(code)!;
        return { analysis: a, panel: a.components.length > 1 };
      });
      rows.sort((x, y) => Number(y.panel) - Number(x.panel));
      let sort = 0;
      const measured = new Map<string, Value>();
      let sampleReported = 0;
      let sampleDone = true;
      for (const { analysis: a, panel } of rows) {
        orders.set(a.acode, (orders.get(a.acode) ?? 0) + 1);
        const tat = turnaroundHours(a.turnaroundTime);
        let testAt = loggedAt + tat * HOUR * (0.55 + r() * 0.5);
        let reportAt = testAt + r.int(20, 200) * 60_000;
        if (pb.forcePending) {
          // Logged, not yet on an instrument.
          testAt = Math.max(testAt, now + HOUR);
          reportAt = testAt + r.int(20, 200) * 60_000;
        } else if (pb.forceSlow) {
          // Slow analyses still running; some fast ones measured but awaiting validation.
          if (tat >= 48) testAt = Math.max(testAt, now + r.int(4, 72) * HOUR);
          else testAt = Math.min(testAt, now - r.int(10, 120) * 60_000);
          reportAt = tat < 48 && r.chance(0.5) ? now + r.int(1, 6) * HOUR : testAt + r.int(20, 200) * 60_000;
        }
        const tested = testAt <= now;
        const reported = reportAt <= now;
        if (tested) anyTested = true;
        if (!reported) {
          allReported = false;
          sampleDone = false;
        } else {
          sampleReported = Math.max(sampleReported, reportAt);
          maxReported = Math.max(maxReported, reportAt);
        }
        const comps = a.components.length
          ? a.components
          : [{ analyteName: a.testName, units: null, method: null, methodDeveloper: null, methodDescription: null, description: null }];
        for (const comp of comps) {
          sort++;
          const drawn =
            a.acode === 'AG-500' ? pesticideValue(r, comp.analyteName, opts.pesticideClasses.get(comp.analyteName) ?? null)
            : valueFor(r, ctx, a.acode, comp.analyteName, comp.units);
          // An analyte that two analyses of one sample both report (berry weight in two grape
          // panels) is one measurement: the second reports the first's value, never another.
          const measuredKey = `${comp.analyteName}|${comp.units ?? ''}`;
          const v = measured.get(measuredKey) ?? drawn;
          measured.set(measuredKey, v);
          const units = a.acode.startsWith('SM-') ? v.units : (comp.units ?? v.units);
          out.results.push({
            sampleId,
            batchId: batchId,
            clientId: c.id,
            number: String(sort).padStart(2, '0'),
            acode: a.acode,
            analyte: comp.analyteName,
            description,
            analysisDescription: a.testName,
            result: tested ? v.result : null,
            formattedResult: tested ? v.formatted : null,
            units,
            comments: tested ? v.comment : null,
            // 'Pending Validation' only where the batch turns out Preliminary; fixed up below.
            validationStatus: reported ? 'Validated' : 'Pending Validation',
            status: reported ? 'Completed' : tested ? 'In Progress' : 'Pending',
            testMethod: comp.method ?? a.technique,
            testDate: tested ? iso(testAt) : null,
            isPanel: panel ? 1 : 0,
            panelDescription: panel ? a.testName : null,
            sortOrder: sort,
            loggedAt: iso(loggedAt),
            reportedAt: reported ? iso(reportAt) : null,
            submittedAt: iso(at),
          });
        }
      }
      const reportedAt = sampleDone ? sampleReported : null;
      out.samples.push({
        id: sampleId,
        batchId,
        clientId: c.id,
        friendlyNumber,
        description,
        varietalCode: grapeish ? varietalCode : null,
        // The sample's AVA is its site when the site is one; about one order in twenty named none.
        // (Deterministic, not drawn: drawing here would shift every later value of the seed.)
        ava: AVA_NAMES.has(site) && sampleId % 20 !== 0 ? site : null,
        loggedAt: iso(loggedAt),
        reportedAt: reportedAt ? iso(reportedAt) : null,
      });
    }

    const status: BatchStatus = allReported ? 'Completed' : anyTested ? 'Preliminary' : 'Pending';
    if (status === 'Pending') {
      // Nothing measured yet: the rows are placeholders, not results awaiting validation.
      for (let i = batchResultsStart; i < out.results.length; i++) out.results[i].validationStatus = 'Validated';
    }
    out.batches.push({
      id: batchId,
      clientId: c.id,
      status,
      submittedAt: iso(at),
      createdAt: iso(at),
      updatedAt: iso(status === 'Completed' ? maxReported : Math.max(at, maxReported || at)),
    });
    out.info.push({ id: batchId, clientId: c.id, clientKey: c.key, status, submittedAt: at, reportedAt: status === 'Completed' ? maxReported : null, orders });
    if (t.report === 'sample') {
      // One report per finished sample, R-{batch}-{n}, issued with its last result.
      out.samples.slice(batchSamplesStart).forEach((sample, i) => {
        if (!sample.reportedAt) return;
        out.labReports.push({ reportNumber: `R-${batchId}-${i + 1}`, clientId: c.id, batchId, sampleId: sample.id!, issuedAt: sample.reportedAt });
      });
    } else if (status === 'Completed') {
      // One report for the batch (every sample on it), R-{batch}, issued with its last result.
      out.labReports.push({ reportNumber: `R-${batchId}`, clientId: c.id, batchId, sampleId: null, issuedAt: iso(maxReported) });
    }
  }
  return out;
}

function pickTemplate(r: Rng, kind: ClientKind, at: number): Template {
  const month = pacificParts(at).month;
  return r.weighted(TEMPLATES[kind].map((t) => [t, t.months[month - 1]] as const).filter(([, w]) => w > 0));
}
