/**
 * Compliance checks on a sample's results (contract/compliance-tables.ts holds the tables): the
 * label alcohol verdict, molecular SO2 against the style's target, and an export market's limits.
 * Pure functions: the provider runs them on stored results, the tests on each side of every line.
 */
import { z } from 'zod';
import {
  EXPORT_LIMITS, LABEL_MARKETS, LABEL_TERMS, MOLECULAR_SO2, TOLERANCE_RULES, US_BEER_FLOOR, US_WINE_TAX_LINES, VA_G_PER_MEQ,
  COLOURS, EXPORT_MARKETS,
  type Analyte, type Colour, type ExportMarket, type LabelMarket, type LabelTerm, type LimitRule, type LimitUnit, type Product,
} from './compliance-tables.ts';

/** Compares in hundredths: results carry at most a few decimals, and 13.9 + 1.5 must equal 15.4, not 15.400000000000002. */
const hundredths = (n: number) => Math.round(n * 100);
const round2 = (n: number) => hundredths(n) / 100;

// ─── label claim ─────────────────────────────────────────────────────────────

export type LabelVerdict =
  | { kind: 'within'; tolerance: number; difference: number; source: string }
  | { kind: 'outside'; tolerance: number; difference: number; by: number; source: string }
  | { kind: 'tax-class'; line: number; tolerance: number; difference: number; source: string }
  | { kind: 'below-floor'; floor: number; difference: number; source: string }
  | { kind: 'term-met'; term: LabelTerm; source: string }
  | { kind: 'term-not-met'; term: LabelTerm; limit: number; source: string }
  | { kind: 'no-rule' };

export interface LabelClaim {
  /** the figure on the label (% vol); null with a beer term */
  abv: number | null;
  term: LabelTerm | null;
  market: LabelMarket;
  /** EU wine bottled more than 3 years, sparkling, semi-sparkling, liqueur or overripe-grape wine: 0.8 points */
  extended: boolean;
}

/** US wine tax class of an alcohol figure: 0 up to 14 %, 1 over 14 up to 21 %, 2 over 21 %. */
export function usWineTaxClass(abv: number): number {
  return US_WINE_TAX_LINES.lines.filter((line) => hundredths(abv) > hundredths(line)).length;
}

function toleranceRule(product: Product, claim: LabelClaim, abv: number) {
  return TOLERANCE_RULES.find((r) => {
    if (r.market !== claim.market || r.product !== product) return false;
    if (r.labelAbove !== undefined && !(hundredths(abv) > hundredths(r.labelAbove))) return false;
    if (r.labelAtMost !== undefined && !(hundredths(abv) <= hundredths(r.labelAtMost))) return false;
    if (r.product === 'wine' && r.market === 'EU') return !!r.extended === claim.extended;
    return true;
  });
}

/** The verdict on a label claim against the measured alcohol (% vol), or no rule for that market and product. */
export function labelVerdict(product: Product, claim: LabelClaim, measured: number): LabelVerdict {
  const usBeer = claim.market === 'US' && product === 'beer';
  if (claim.term) {
    if (!usBeer) return { kind: 'no-rule' };
    // "alcohol free": 0.0 % as reported to one decimal; "non-alcoholic": below 0.5 %. No tolerance.
    const met = claim.term === 'alcohol-free' ? Math.round(measured * 10) === 0 : hundredths(measured) < hundredths(US_BEER_FLOOR.floor);
    const limit = claim.term === 'alcohol-free' ? 0 : US_BEER_FLOOR.floor;
    return met ? { kind: 'term-met', term: claim.term, source: US_BEER_FLOOR.source } : { kind: 'term-not-met', term: claim.term, limit, source: US_BEER_FLOOR.source };
  }
  if (claim.abv === null) return { kind: 'no-rule' };
  const rule = toleranceRule(product, claim, claim.abv);
  if (!rule) return { kind: 'no-rule' };
  const difference = round2(measured - claim.abv);
  if (usBeer && hundredths(claim.abv) >= hundredths(US_BEER_FLOOR.floor) && hundredths(measured) < hundredths(US_BEER_FLOOR.floor)) {
    return { kind: 'below-floor', floor: US_BEER_FLOOR.floor, difference, source: US_BEER_FLOOR.source };
  }
  if (claim.market === 'US' && product === 'wine' && usWineTaxClass(claim.abv) !== usWineTaxClass(measured)) {
    const low = Math.min(claim.abv, measured);
    const line = US_WINE_TAX_LINES.lines.find((l) => hundredths(l) >= hundredths(low))!;
    return { kind: 'tax-class', line, tolerance: rule.tolerance, difference, source: `${rule.source}; ${US_WINE_TAX_LINES.source}` };
  }
  const by = round2(Math.abs(difference) - rule.tolerance);
  if (by > 0) return { kind: 'outside', tolerance: rule.tolerance, difference, by, source: rule.source };
  return { kind: 'within', tolerance: rule.tolerance, difference, source: rule.source };
}

/** The product a sample is, from the catalogue's sample type (matrix) of its analyses; null: no label rule (grapes, juice, water…). */
export function productOf(matrix: string | null | undefined): Product | null {
  const m = (matrix ?? '').toLowerCase();
  if (/cider|perry|fruit wine|mead/.test(m)) return 'cider';
  if (/\bbeer\b/.test(m)) return 'beer';
  if (/spirit/.test(m)) return 'spirits';
  if (/\bwine\b/.test(m)) return 'wine';
  return null;
}

// ─── molecular SO2 ───────────────────────────────────────────────────────────

export type So2Style = keyof typeof MOLECULAR_SO2.targets;

/** The style whose target applies: dessert from `dessertSugarGL` of residual sugar, else red, or white (rosé too). */
export function so2Style(colour: Colour, sugarGL: number | null): So2Style {
  if (sugarGL !== null && sugarGL >= MOLECULAR_SO2.dessertSugarGL) return 'dessert';
  return colour === 'red' ? 'red' : 'white';
}

const so2Divisor = (pH: number) => 1 + Math.pow(10, pH - MOLECULAR_SO2.pKa);

/** Molecular SO2 (mg/L) from free SO2 (mg/L) and pH, and the free SO2 that would reach the style's target. */
export function molecularSo2(free: number, pH: number, style: So2Style) {
  const molecular = free / so2Divisor(pH);
  const target = MOLECULAR_SO2.targets[style];
  const freeForTarget = target * so2Divisor(pH);
  return { molecular: round2(molecular), target, freeForTarget: Math.round(freeForTarget), meetsTarget: molecular >= target, style, caveatForRed: style === 'red' };
}

// ─── measured values ─────────────────────────────────────────────────────────

export interface Measured {
  value: number;
  /** "<0.5": below a detection limit (the value is that limit); "ND": not detected (value 0) */
  below: boolean;
  units: string | null;
}

/** A stored result as a number, or null (text, N/A, "greater than"). */
export function measuredOf(result: string | null, units: string | null): Measured | null {
  const r = (result ?? '').trim();
  if (/^(nd|not detected)$/i.test(r)) return { value: 0, below: true, units };
  const m = /^(<|≤)?\s*([+-]?\d+(?:\.\d+)?|[+-]?\.\d+)$/.exec(r.replace(/,/g, ''));
  if (!m) return null;
  return { value: Number(m[2]), below: !!m[1], units };
}

/** Which analyte of the tables a result is, by its name (results name analytes in many ways). */
export function analyteOf(name: string): Analyte | 'pH' | 'residualSugar' | null {
  const n = name.toLowerCase();
  if (/^ph\b/.test(n)) return 'pH';
  if (/free (so2|sulfur|sulphur)/.test(n)) return 'freeSo2';
  if (/total (so2|sulfur|sulphur)/.test(n)) return 'totalSo2';
  if (/volatile acidity/.test(n)) return 'volatileAcidity';
  if (/methanol|methyl alcohol/.test(n)) return 'methanol';
  if (/^alcohol\b|alcohol by|alcoholic strength/.test(n)) return 'alcohol';
  if (/residual sugar|glucose \+ fructose|^total sugar|^sugars?$/.test(n)) return 'residualSugar';
  if (/ochratoxin/.test(n)) return 'ochratoxinA';
  if (/^lead\b/.test(n)) return 'lead';
  if (/^copper\b/.test(n)) return 'copper';
  if (/^arsenic\b/.test(n)) return 'arsenic';
  if (/^cadmium\b/.test(n)) return 'cadmium';
  if (/^citric acid/.test(n)) return 'citricAcid';
  if (/sulfates|sulphates/.test(n)) return 'sulfates';
  if (/excess sodium/.test(n)) return 'excessSodium';
  if (/sorbic/.test(n)) return 'sorbicAcid';
  if (/titratable acidity|^total acidity/.test(n)) return 'titratableAcidity';
  return null;
}

const normalUnit = (u: string | null) => (u ?? '').trim().toLowerCase().replace('ug/l', 'µg/l').replace('% v/v', '% vol').replace('%v/v', '% vol');

/**
 * A value converted into a rule's unit, or null when the units do not convert. Volatile acidity:
 * 1 meq/L = 0.060 g/L as acetic acid; titratable acidity: 1 meq/L = 0.075 g/L as tartaric acid.
 */
export function convert(value: number, from: string | null, to: LimitUnit, analyte: Analyte): number | null {
  const f = normalUnit(from);
  const t = to.toLowerCase();
  if (f === t) return value;
  const mass: Record<string, number> = { 'g/l': 1000, 'mg/l': 1, 'µg/l': 0.001 };
  if (f in mass && t in mass) return (value * mass[f]) / mass[t];
  const perMeq = analyte === 'volatileAcidity' ? VA_G_PER_MEQ : analyte === 'titratableAcidity' ? 0.075 : null;
  if (perMeq !== null && f in mass && t === 'meq/l') return (value * mass[f]) / 1000 / perMeq;
  if (perMeq !== null && f === 'meq/l' && t in mass) return (value * perMeq * 1000) / mass[t];
  if (analyte === 'alcohol' && f === '' && t === '% vol') return value;
  return null;
}

// ─── export checks ───────────────────────────────────────────────────────────

export interface WineFacts {
  colour: Colour | null;
  /** residual sugar, g/L; null when not measured */
  sugarGL: number | null;
  /** each analyte's measured value (the first of the sample's results that names it) */
  values: Partial<Record<Analyte, Measured>>;
}

export type LimitCheck =
  | { status: 'pass'; value: number; below: boolean }
  | { status: 'fail'; value: number; by: number; side: 'max' | 'min' }
  | { status: 'missing' }
  | { status: 'undetermined'; needs: 'colour' | 'sugar' | 'units' };

/** Whether a rule applies to the wine: true, false, or what is needed to know. The portal checks still table wine. */
export function ruleApplies(rule: LimitRule, wine: WineFacts): boolean | 'colour' | 'sugar' {
  const w = rule.when;
  if (!w) return true;
  if (w.style && !w.style.some((s) => s === 'table' || s === 'fine')) return false;
  if (w.colour) {
    if (!wine.colour) return 'colour';
    if (!w.colour.includes(wine.colour)) return false;
  }
  const sugarBound = w.sugarBelowGL ?? w.sugarAtLeastGL ?? w.sugarAtMostGL ?? w.sugarAboveGL;
  if (sugarBound !== undefined) {
    if (wine.sugarGL === null) return 'sugar';
    const s = hundredths(wine.sugarGL);
    if (w.sugarBelowGL !== undefined && !(s < hundredths(w.sugarBelowGL))) return false;
    if (w.sugarAtLeastGL !== undefined && !(s >= hundredths(w.sugarAtLeastGL))) return false;
    if (w.sugarAtMostGL !== undefined && !(s <= hundredths(w.sugarAtMostGL))) return false;
    if (w.sugarAboveGL !== undefined && !(s > hundredths(w.sugarAboveGL))) return false;
  }
  return true;
}

/** One limit against the wine's value: over a maximum or under a minimum fails, by how much (in the rule's unit). */
export function checkLimit(rule: LimitRule, measured: Measured | undefined): LimitCheck {
  if (!measured) return { status: 'missing' };
  const converted = convert(measured.value, measured.units, rule.unit, rule.analyte);
  if (converted === null) return { status: 'undetermined', needs: 'units' };
  const value = Math.round(converted * 1000) / 1000;
  if (rule.max !== undefined && value > rule.max) return { status: 'fail', value, by: Math.round((value - rule.max) * 1000) / 1000, side: 'max' };
  // A value below a detection limit is not known to reach a minimum.
  if (rule.min !== undefined && (value < rule.min || (measured.below && value <= rule.min))) return { status: 'fail', value, by: Math.round((rule.min - value) * 1000) / 1000, side: 'min' };
  return { status: 'pass', value, below: measured.below };
}

export interface MarketCheck {
  rule: LimitRule;
  check: LimitCheck;
}

/** Every limit of a market that applies (or may apply) to the wine, checked. */
export function marketChecks(market: ExportMarket, wine: WineFacts): MarketCheck[] {
  const out: MarketCheck[] = [];
  for (const rule of EXPORT_LIMITS[market].rules) {
    const applies = ruleApplies(rule, wine);
    if (applies === false) continue;
    if (applies !== true) {
      // Where colour or sugar decide between rules, list the analyte once, waiting on the fact.
      if (!out.some((c) => c.rule.analyte === rule.analyte && c.check.status === 'undetermined')) out.push({ rule, check: { status: 'undetermined', needs: applies } });
      continue;
    }
    out.push({ rule, check: checkLimit(rule, wine.values[rule.analyte]) });
  }
  return out;
}

// ─── bodies and answers ──────────────────────────────────────────────────────

export const LABEL_ABV_MAX = 99;

/** The label claim on a results sample (PUT …/samples/{id}/label.json); every field null clears it. */
export const labelClaimBody = z.object({
  labelAlcohol: z.number().min(0, 'labelClaim.error.range').max(LABEL_ABV_MAX, 'labelClaim.error.range').nullable(),
  labelTerm: z.enum(LABEL_TERMS).nullable().default(null),
  labelMarket: z.enum(LABEL_MARKETS).default('US'),
  labelExtended: z.boolean().default(false),
  colour: z.enum(COLOURS).nullable().default(null),
});
export type LabelClaimBody = z.input<typeof labelClaimBody>;

export const exportMarketParam = z.enum(EXPORT_MARKETS);

const labelVerdictSchema = z.object({
  kind: z.enum(['within', 'outside', 'tax-class', 'below-floor', 'term-met', 'term-not-met', 'no-rule']),
  tolerance: z.number().optional(),
  difference: z.number().optional(),
  by: z.number().optional(),
  line: z.number().optional(),
  floor: z.number().optional(),
  term: z.enum(LABEL_TERMS).optional(),
  limit: z.number().optional(),
  source: z.string().optional(),
});

/** GET/PUT …/samples/{id}/compliance.json, label.json */
export const sampleComplianceResponse = z.object({
  sampleId: z.number(),
  product: z.enum(['wine', 'beer', 'spirits', 'cider']).nullable(),
  sampleType: z.string().nullable(),
  colour: z.enum(COLOURS).nullable(),
  colourAssumed: z.boolean(),
  claim: z.object({ labelAlcohol: z.number().nullable(), labelTerm: z.enum(LABEL_TERMS).nullable(), labelMarket: z.enum(LABEL_MARKETS), labelExtended: z.boolean() }),
  alcohol: z.object({ value: z.number(), units: z.string().nullable(), analyte: z.string() }).nullable(),
  label: labelVerdictSchema.nullable(),
  molecularSo2: z
    .object({ molecular: z.number(), target: z.number(), freeForTarget: z.number(), meetsTarget: z.boolean(), style: z.enum(['red', 'white', 'dessert']), caveatForRed: z.boolean(), free: z.number(), pH: z.number() })
    .nullable(),
  asOf: z.string(),
});
export type SampleComplianceView = z.infer<typeof sampleComplianceResponse>;

const limitCheckSchema = z.object({
  status: z.enum(['pass', 'fail', 'missing', 'undetermined']),
  value: z.number().optional(),
  below: z.boolean().optional(),
  by: z.number().optional(),
  side: z.enum(['max', 'min']).optional(),
  needs: z.enum(['colour', 'sugar', 'units']).optional(),
});

/** GET …/samples/{id}/export/{market}.json */
export const exportPackResponse = z.object({
  sampleId: z.number(),
  batchId: z.number(),
  friendlyNumber: z.string(),
  description: z.string(),
  market: z.enum(EXPORT_MARKETS),
  marketName: z.string(),
  colour: z.enum(COLOURS).nullable(),
  colourAssumed: z.boolean(),
  sugarGL: z.number().nullable(),
  checks: z.array(
    z.object({
      analyte: z.string(),
      unit: z.string(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      note: z.string().nullable(),
      source: z.string(),
      unverified: z.boolean(),
      measured: z.object({ analyte: z.string(), value: z.number(), units: z.string().nullable() }).nullable(),
      check: limitCheckSchema,
    }),
  ),
  missing: z.array(z.object({ analysisId: z.number(), acode: z.string(), testName: z.string(), requirement: z.string().nullable() })),
  passed: z.number(),
  failed: z.number(),
  open: z.number(),
  asOf: z.string(),
});
export type ExportPackView = z.infer<typeof exportPackResponse>;
