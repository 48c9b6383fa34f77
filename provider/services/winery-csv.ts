/**
 * The results CSV in the layouts winery software imports (the export form's "layout"):
 *
 * - `innovint`: InnoVint's "Analysis Import": one row per sample, keyed by its lot (the "Lot or
 *   tank" the order gave the sample; a sample not ordered through the portal has none and goes by
 *   its name), the analyses as columns.
 * - `vintrace`: vintrace's lab-work import: the same shape keyed by the vessel (the same "Lot or
 *   tank"), with vintrace's metric names and ISO dates.
 *
 * An analysis the target knows (SO2, pH, TA, VA, malic and lactic acid, residual sugar, alcohol,
 * Brix, YAN…) gets the target's name and unit; a value reported in another unit of the same kind
 * (mg/L for g/L, ppm, µg/L, g/100 mL) is converted, and the column's header says so
 * ("TA (g/L; converted from mg/L)"); values of one analysis share its column whatever unit each
 * was reported in. Any other analysis keeps its own name and unit. A value that
 * is not a number (ND, <0.5, Detected) is written as the lab reported it; a withheld
 * (preliminary) or missing value leaves its cell empty: there is nothing to import.
 * The exact column names of both products' templates are not published; ours are stated in the
 * README with a sample file each, so a winery maps them once in its import screen.
 */
import type { Analysis } from '../../contract/results.ts';
import type { ExportLayout } from '../../contract/exports.ts';
import { labDate } from '../../contract/lab-time.ts';
import { BOM, csvField, safeCell } from '../../lib/csv.ts';
import type { DB } from '../db/connect.ts';
import { resultsById } from '../repositories/results.ts';
import { lotsOfSamples } from '../repositories/winery-lots.ts';

type WineryLayout = Exclude<ExportLayout, 'standard'>;

interface Known {
  match: RegExp;
  innovint: string;
  vintrace: string;
  /** the unit the target expects ('' : none, as pH) */
  unit: string;
}

/** The analyses the targets know, first match wins (free/total/molecular SO2 before anything else). */
const KNOWN: Known[] = [
  { match: /\bfree\b.*\b(so2|so₂|sulfur dioxide|sulphur dioxide)\b/i, innovint: 'Free SO2', vintrace: 'Free SO2', unit: 'mg/L' },
  { match: /\btotal\b.*\b(so2|so₂|sulfur dioxide|sulphur dioxide)\b/i, innovint: 'Total SO2', vintrace: 'Total SO2', unit: 'mg/L' },
  { match: /\bmolecular\b.*\b(so2|so₂|sulfur dioxide|sulphur dioxide)\b/i, innovint: 'Molecular SO2', vintrace: 'Molecular SO2', unit: 'mg/L' },
  { match: /^ph$/i, innovint: 'pH', vintrace: 'pH', unit: '' },
  { match: /titratable acidity|^ta$/i, innovint: 'TA', vintrace: 'TA', unit: 'g/L' },
  { match: /volatile acidity|^va$/i, innovint: 'VA', vintrace: 'VA', unit: 'g/L' },
  { match: /\bmalic\b/i, innovint: 'Malic Acid', vintrace: 'Malic acid', unit: 'g/L' },
  { match: /\blactic\b/i, innovint: 'Lactic Acid', vintrace: 'Lactic acid', unit: 'g/L' },
  { match: /residual sugar|glucose\s*(\+|and|\/)\s*fructose/i, innovint: 'Residual Sugar', vintrace: 'Residual sugar', unit: 'g/L' },
  { match: /\balcohol\b|\bethanol\b/i, innovint: 'Alcohol', vintrace: 'Alcohol', unit: '% v/v' },
  { match: /\bbrix\b|soluble solids/i, innovint: 'Brix', vintrace: 'Brix', unit: '°Brix' },
  { match: /\byan\b|yeast assimilable nitrogen/i, innovint: 'YAN', vintrace: 'YAN', unit: 'mg N/L' },
];

/** The unit's name without its note ("g/L (as tartaric, to pH 8.2)" → "g/L"), in one spelling. */
function unitName(units: string | null): string {
  const u = (units ?? '').replace(/\s*\(.*\)\s*$/, '').trim();
  const low = u.toLowerCase().replace(/\s+/g, ' ');
  if (low === 'ph units' || low === 'ph') return '';
  if (low === '% vol' || low === '% v/v' || low === '%v/v' || low === 'vol %' || low === '% abv') return '% v/v';
  if (low === '°brix' || low === 'brix' || low === '° brix') return '°Brix';
  if (low === 'ug/l') return 'µg/L';
  return u;
}

/** Concentration units as a factor of g/L (mass per volume): what converts into what. */
const PER_G_L: Record<string, number> = {
  'g/L': 1, 'mg/L': 1e-3, ppm: 1e-3, 'µg/L': 1e-6, ppb: 1e-6, 'ng/L': 1e-9, 'g/100 mL': 10, 'g/100mL': 10, 'mg/100 mL': 1e-2, 'g/dL': 10,
};

interface Column {
  /** the column's name and unit: values of one analysis in two convertible units share it */
  key: string;
  name: string;
  unit: string;
  /** the factor a value is multiplied by (1: as reported) */
  factor: number;
  /** the unit a value was converted from, if it was */
  convertedFrom?: string;
}

/** The column of an analysis in a layout: the target's name and unit (converted), else its own. */
export function columnOf(layout: WineryLayout, analyte: string, units: string | null): Column {
  const unit = unitName(units);
  const known = KNOWN.find((k) => k.match.test(analyte.trim()));
  const col = (name: string, u: string, factor = 1, convertedFrom?: string): Column => ({ key: u ? `${name} (${u})` : name, name, unit: u, factor, ...(convertedFrom ? { convertedFrom } : {}) });
  if (!known) return col(analyte, unit);
  const name = known[layout];
  if (unit === known.unit) return col(name, unit);
  // mg N/L spelled with a space or without: the target's unit
  if (known.unit === 'mg N/L' && /^mg\s*N\s*\/\s*L$/i.test(unit)) return col(name, known.unit);
  const from = PER_G_L[unit];
  const to = PER_G_L[known.unit];
  if (from !== undefined && to !== undefined) return col(name, known.unit, from / to, unit);
  return col(analyte, unit);
}

/** The header cell of a column: its unit, and the units its values were converted from. */
export function headerOf(c: { name: string; unit: string }, convertedFrom: Set<string> | undefined): string {
  const notes = [c.unit, ...(convertedFrom?.size ? [`converted from ${[...convertedFrom].join(', ')}`] : [])].filter(Boolean);
  return notes.length ? `${c.name} (${notes.join('; ')})` : c.name;
}

/** A value as the cell holds it: a number converted by `factor`, any other text as reported, nothing when withheld. */
function cellOf(r: Analysis, factor: number): string {
  const raw = r.result ?? r.formattedResult;
  if (raw === null || raw === undefined || raw === '') return '';
  const n = Number(String(raw).trim());
  if (String(raw).trim() !== '' && Number.isFinite(n)) return factor === 1 ? String(n) : String(Number((n * factor).toPrecision(6)));
  return safeCell(r.formattedResult ?? String(raw));
}

const isoOf = (usDay: string) => (/^\d{2}\/\d{2}\/\d{4}$/.test(usDay) ? `${usDay.slice(6)}-${usDay.slice(0, 2)}-${usDay.slice(3, 5)}` : usDay);

const LEADS: Record<WineryLayout, string[]> = {
  innovint: ['Lot Code', 'Vessel Code', 'Analysis Date', 'Lab Sample ID', 'Lab Report'],
  vintrace: ['Vessel', 'Batch', 'Date', 'Lab Sample ID', 'Lab Report'],
};

/**
 * The CSV of the given result ids in a winery layout (with its byte-order mark), read 5,000 rows
 * at a time; the rows are one per sample, so the file is held whole (a few lines per sample).
 */
export async function wineryCsv(db: DB, ids: number[], layout: WineryLayout, shape: (a: Analysis) => Analysis = (a) => a): Promise<{ csv: string; rows: number }> {
  const samples = new Map<number, { first: Analysis; day: string; cells: Map<string, string> }>();
  const columns: Column[] = [];
  const converted = new Map<string, Set<string>>();
  for (let i = 0; i < ids.length; i += 5000) {
    for (const raw of await resultsById(db, ids.slice(i, i + 5000))) {
      const r = shape(raw);
      const col = columnOf(layout, r.analyte ?? r.description ?? '', r.units);
      if (!columns.some((c) => c.key === col.key)) columns.push(col);
      if (col.convertedFrom) converted.set(col.key, (converted.get(col.key) ?? new Set()).add(col.convertedFrom));
      let s = samples.get(r.sampleId);
      if (!s) samples.set(r.sampleId, (s = { first: r, day: '', cells: new Map() }));
      const day = r.testDate ?? r.reportedAt ?? r.loggedAt ?? '';
      if (day > s.day) s.day = day;
      const value = cellOf(r, col.factor);
      if (value !== '' || !s.cells.has(col.key)) s.cells.set(col.key, value);
    }
  }
  const lots = await lotsOfSamples(db, [...samples.keys()]);
  const lines = [[...LEADS[layout], ...columns.map((c) => headerOf(c, converted.get(c.key)))].map((h) => csvField(safeCell(h))).join(',')];
  for (const [sampleId, s] of samples) {
    const lot = lots.get(sampleId) ?? s.first.sampleDescription ?? s.first.friendlyNumber;
    const day = labDate(s.day);
    const lead = layout === 'innovint'
      ? [safeCell(lot), '', day, safeCell(s.first.friendlyNumber), String(s.first.reportBatchId)]
      : [safeCell(lot), '', isoOf(day), safeCell(s.first.friendlyNumber), String(s.first.reportBatchId)];
    lines.push([...lead, ...columns.map((c) => s.cells.get(c.key) ?? '')].map(csvField).join(','));
  }
  return { csv: `${BOM}${lines.join('\r\n')}\r\n`, rows: samples.size };
}
