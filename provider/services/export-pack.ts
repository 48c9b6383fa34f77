/**
 * The export pack of one sample for one destination market: every limit of the market that
 * applies to the wine checked against the sample's released results (pass, fail by how much,
 * not measured, or waiting on the colour or the residual sugar), and the analyses the
 * destination's certificate asks for that the sample has not had, each orderable.
 *
 * `exportPackFor` is the one entry point: the portal page, the API, the PDF and a shared page
 * read the same answer.
 */
import { analyteOf, marketChecks, type LimitCheck } from '../../contract/compliance.ts';
import { EXPORT_LIMITS, TABLES_AS_OF, type Analyte, type Colour, type ExportMarket, type LimitUnit } from '../../contract/compliance-tables.ts';
import type { DB } from '../db/connect.ts';
import { componentsOf, destinationAnalyses, findComplianceSample, resultsForChecks } from '../repositories/compliance.ts';
import { complianceOf, sugarGL, valuesOf } from './compliance.ts';

export interface ExportCheck {
  analyte: Analyte;
  unit: LimitUnit;
  min: number | null;
  max: number | null;
  note: string | null;
  source: string;
  unverified: boolean;
  /** the sample's result the check read, as reported */
  measured: { analyte: string; value: number; units: string | null } | null;
  check: LimitCheck;
}

export interface MissingAnalysis {
  analysisId: number;
  acode: string;
  testName: string;
  requirement: string | null;
}

export interface ExportPack {
  sampleId: number;
  clientId: number;
  batchId: number;
  friendlyNumber: string;
  description: string;
  market: ExportMarket;
  marketName: string;
  colour: Colour | null;
  colourAssumed: boolean;
  sugarGL: number | null;
  checks: ExportCheck[];
  missing: MissingAnalysis[];
  /** counts for a summary line */
  passed: number;
  failed: number;
  open: number;
  asOf: string;
}

/**
 * The export pack of a sample (undefined: no such sample). The caller checks whose it is.
 * `releasedOnly`: judged on released results alone (a shared page shows nothing preliminary).
 */
export async function exportPackFor(db: DB, sampleId: number, market: ExportMarket, opts: { releasedOnly?: boolean } = {}): Promise<ExportPack | undefined> {
  const sample = await findComplianceSample(db, sampleId);
  if (!sample) return undefined;
  const results = await resultsForChecks(db, sampleId, opts.releasedOnly);
  const values = valuesOf(results);
  const facts = complianceOf(sample, results);
  const sugar = sugarGL(values.residualSugar);
  const checks: ExportCheck[] = marketChecks(market, { colour: facts.colour, sugarGL: sugar, values }).map(({ rule, check }) => {
    const m = values[rule.analyte];
    return {
      analyte: rule.analyte, unit: rule.unit, min: rule.min ?? null, max: rule.max ?? null, note: rule.note ?? null, source: rule.source,
      unverified: !!rule.unverified, measured: m ? { analyte: m.analyte, value: m.value, units: m.units } : null, check,
    };
  });
  // What the destination's certificate asks for: "Required" analyses, unless the sample had the
  // destination's panel. An analysis counts as had when the sample had it, or had every analyte it
  // reports in another analysis (the bottling panel's free and total SO2 answer for "Free & Total SO2").
  const asked = await destinationAnalyses(db, market);
  const had = new Set(results.map((r) => r.acode));
  // Only analytes the checks know count (a derived figure such as molecular SO2 is not asked for on its own).
  const measured = new Set(results.filter((r) => r.result !== null && r.validationStatus !== 'Pending Validation').map((r) => analyteOf(r.analyte)));
  const components = await componentsOf(db, asked.map((a) => a.id));
  const covered = (id: number) => {
    const keys = components.filter((c) => c.analysisId === id).map((c) => analyteOf(c.analyteName)).filter((k) => k !== null);
    return keys.length > 0 && keys.every((k) => measured.has(k));
  };
  const panelHad = asked.some((a) => /^panel/i.test(a.requirement ?? '') && had.has(a.acode));
  const missing = panelHad ? [] : asked
    .filter((a) => /^required/i.test(a.requirement ?? '') && !had.has(a.acode) && !covered(a.id))
    .map((a) => ({ analysisId: a.id, acode: a.acode, testName: a.testName, requirement: a.requirement }));
  return {
    sampleId: sample.id,
    clientId: sample.clientId,
    batchId: sample.batchId,
    friendlyNumber: sample.friendlyNumber,
    description: sample.description,
    market,
    marketName: EXPORT_LIMITS[market].name,
    colour: facts.colour,
    colourAssumed: facts.colourAssumed,
    sugarGL: sugar,
    checks,
    missing,
    passed: checks.filter((c) => c.check.status === 'pass').length,
    failed: checks.filter((c) => c.check.status === 'fail').length,
    open: checks.filter((c) => c.check.status === 'missing' || c.check.status === 'undetermined').length + missing.length,
    asOf: TABLES_AS_OF,
  };
}
