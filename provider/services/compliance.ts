/**
 * A results sample's compliance facts: the product (from the sample type), the colour (stored, or
 * assumed from the varietal), the label claim and its verdict against the measured alcohol, and
 * molecular SO2 where free SO2 and pH are both measured. Values awaiting validation are not used:
 * a verdict is only as good as a released result.
 */
import {
  analyteOf, labelVerdict, measuredOf, molecularSo2, productOf, so2Style, type LabelVerdict, type Measured,
} from '../../contract/compliance.ts';
import { COLOURS, LABEL_MARKETS, LABEL_TERMS, TABLES_AS_OF, type Analyte, type Colour, type LabelMarket, type LabelTerm } from '../../contract/compliance-tables.ts';
import type { DB } from '../db/connect.ts';
import { type ComplianceSample, type ResultForChecks, findComplianceSample, resultsForChecks, samplesWithClaims } from '../repositories/compliance.ts';

/** Varietal codes of white grapes (the lab's codes); any other known varietal is taken as red until the client says. */
const WHITE_VARIETALS = new Set(['CH', 'SB', 'PG', 'RI', 'VI', 'GW', 'SE', 'MU', 'CB', 'PB', 'GV', 'AL']);
const ROSE_NAMES = /\bros[eé]\b/i;
const RED_NAMES = /cabernet|merlot|pinot noir|syrah|shiraz|zinfandel|malbec|petite sirah|grenache|sangiovese|tempranillo|nebbiolo|mourv[eè]dre|carignan|barbera/i;
const WHITE_NAMES = /chardonnay|sauvignon blanc|pinot gris|pinot grigio|riesling|viognier|gew[uü]rztraminer|s[eé]millon|muscat|chenin|pinot blanc|gr[uü]ner|albari[nñ]o/i;

/** The wine's colour: as the client said, else assumed from the varietal (code, the order's varietal, or the sample's name). */
export function colourOf(sample: Pick<ComplianceSample, 'colour' | 'varietalCode' | 'orderedVarietal' | 'description'>): { colour: Colour | null; assumed: boolean } {
  if (sample.colour && (COLOURS as readonly string[]).includes(sample.colour)) return { colour: sample.colour as Colour, assumed: false };
  if (sample.varietalCode) return { colour: WHITE_VARIETALS.has(sample.varietalCode) ? 'white' : 'red', assumed: true };
  if (sample.orderedVarietal) return { colour: WHITE_NAMES.test(sample.orderedVarietal) ? 'white' : 'red', assumed: true };
  // The sample's name often says the wine ("2024 Oakville Cabernet Sauvignon Pre-Bottling Blend").
  if (ROSE_NAMES.test(sample.description)) return { colour: 'rose', assumed: true };
  if (WHITE_NAMES.test(sample.description)) return { colour: 'white', assumed: true };
  if (RED_NAMES.test(sample.description)) return { colour: 'red', assumed: true };
  return { colour: null, assumed: false };
}

const usable = (r: ResultForChecks) => r.validationStatus !== 'Pending Validation';

/** Each analyte's first usable numeric value; alcohol prefers the label (TTB) method where the sample has several. */
export function valuesOf(results: ResultForChecks[]) {
  const values: Partial<Record<Analyte | 'pH' | 'residualSugar', Measured & { analyte: string; acode: string }>> = {};
  const ordered = [...results].sort((a, b) => Number(/label|ttb/i.test(b.analyte)) - Number(/label|ttb/i.test(a.analyte)));
  for (const r of ordered) {
    if (!usable(r)) continue;
    const key = analyteOf(r.analyte);
    if (!key || values[key]) continue;
    const m = measuredOf(r.result, r.units);
    if (m) values[key] = { ...m, analyte: r.analyte, acode: r.acode };
  }
  return values;
}

/** Residual sugar in g/L (a value in mg/L converted; other units are not read). */
export function sugarGL(m: Measured | undefined): number | null {
  if (!m) return null;
  const u = (m.units ?? '').trim().toLowerCase();
  if (u === 'g/l') return m.value;
  if (u === 'mg/l') return m.value / 1000;
  return null;
}

export interface SampleCompliance {
  sampleId: number;
  product: ReturnType<typeof productOf>;
  sampleType: string | null;
  colour: Colour | null;
  colourAssumed: boolean;
  claim: { labelAlcohol: number | null; labelTerm: LabelTerm | null; labelMarket: LabelMarket; labelExtended: boolean };
  alcohol: { value: number; units: string | null; analyte: string } | null;
  label: LabelVerdict | null;
  molecularSo2: (ReturnType<typeof molecularSo2> & { free: number; pH: number }) | null;
  asOf: string;
}

export function complianceOf(sample: ComplianceSample, results: ResultForChecks[]): SampleCompliance {
  const values = valuesOf(results);
  const alcohol = values.alcohol;
  const alcoholRow = alcohol ? results.find((r) => r.analyte === alcohol.analyte && r.acode === alcohol.acode) : undefined;
  const sampleType = sample.orderedType ?? alcoholRow?.matrix ?? results.find((r) => r.matrix)?.matrix ?? null;
  const product = productOf(sampleType);
  const { colour, assumed } = colourOf(sample);
  const claim = {
    labelAlcohol: sample.labelAlcohol,
    labelTerm: (LABEL_TERMS as readonly string[]).includes(sample.labelTerm ?? '') ? (sample.labelTerm as LabelTerm) : null,
    labelMarket: (LABEL_MARKETS as readonly string[]).includes(sample.labelMarket ?? '') ? (sample.labelMarket as LabelMarket) : 'US',
    labelExtended: !!sample.labelExtended,
  };
  const hasClaim = claim.labelAlcohol !== null || claim.labelTerm !== null;
  const label = hasClaim && product && alcohol && !alcohol.below
    ? labelVerdict(product, { abv: claim.labelAlcohol, term: claim.labelTerm, market: claim.labelMarket, extended: claim.labelExtended }, alcohol.value)
    : null;
  const free = values.freeSo2;
  const pH = values.pH;
  const so2 = free && pH && colour && !pH.below ? { ...molecularSo2(free.value, pH.value, so2Style(colour, sugarGL(values.residualSugar))), free: free.value, pH: pH.value } : null;
  return {
    sampleId: sample.id,
    product,
    sampleType,
    colour,
    colourAssumed: assumed,
    claim,
    alcohol: alcohol && !alcohol.below ? { value: alcohol.value, units: alcohol.units, analyte: alcohol.analyte } : null,
    label,
    molecularSo2: so2,
    asOf: TABLES_AS_OF,
  };
}

/** The compliance facts of a sample by id (undefined: no such sample); the caller checks whose it is. */
export async function sampleCompliance(db: DB, sampleId: number): Promise<SampleCompliance | undefined> {
  const sample = await findComplianceSample(db, sampleId);
  if (!sample) return undefined;
  return complianceOf(sample, await resultsForChecks(db, sampleId));
}

/** The label verdict in a line of plain English (the CSV, the lab report PDF), with the rule, its source and the table's date. */
export function labelVerdictLine(c: SampleCompliance): string | null {
  const v = c.label;
  if (!v || !c.alcohol) return null;
  const claim = c.claim.labelTerm ? `"${c.claim.labelTerm}"` : `${c.claim.labelAlcohol} %`;
  const head = `Label ${claim} (${c.claim.labelMarket}), measured ${c.alcohol.value} %: `;
  const tail = 'source' in v ? ` [${v.source}; table ${c.asOf}; a guide, not legal advice]` : '';
  switch (v.kind) {
    case 'within': return `${head}within tolerance (±${v.tolerance})${tail}`;
    case 'outside': return `${head}outside tolerance by ${v.by} (±${v.tolerance})${tail}`;
    case 'tax-class': return `${head}crosses the ${v.line} % tax-class line${tail}`;
    case 'below-floor': return `${head}below the ${v.floor} % floor${tail}`;
    case 'term-met': return `${head}meets the term${tail}`;
    case 'term-not-met': return `${head}does not meet the term (at most ${v.limit} %)${tail}`;
    default: return `${head}no rule in the table for this product and market`;
  }
}

/** The CSV's "Label claim" cell of each result row: the verdict on the alcohol row it judged, by result id. */
export async function labelVerdictCells(db: DB, rows: { id: number; sampleId: number; analyte: string }[]): Promise<Map<number, string>> {
  const cells = new Map<number, string>();
  const claimed = await samplesWithClaims(db, [...new Set(rows.map((r) => r.sampleId))]);
  for (const sampleId of claimed) {
    const c = await sampleCompliance(db, sampleId);
    const line = c && labelVerdictLine(c);
    if (!line || !c.alcohol) continue;
    const row = rows.find((r) => r.sampleId === sampleId && r.analyte === c.alcohol!.analyte);
    if (row) cells.set(row.id, line);
  }
  return cells;
}

/** The label verdict line of each sample that has a claim, by sample id (the lab report prints it under the sample). */
export async function labelVerdictsOf(db: DB, sampleIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const id of await samplesWithClaims(db, sampleIds)) {
    const c = await sampleCompliance(db, id);
    const line = c && labelVerdictLine(c);
    if (line) out.set(id, line);
  }
  return out;
}
