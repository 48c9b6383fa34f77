/**
 * Contract of the vintage trends calls, the dashboard's "Vintage portal" (document 3 §3, §7). Their
 * paths keep the specification's name:
 *
 *   GET /vintage_portal/analyses.json?client_id=
 *   GET /vintage_portal/varietals.json?client_id=&analyses=
 *   GET /vintage_portal/regions.json?client_id=&analyses=&varietal=
 *   GET /vintage_portal/analyses_report.json?client_id=&analyses=&varietal=&ava=
 *
 * `client_id` is ours: the portal is a page of the active client (its role and agreement gate
 * it, document 3 §6), and the report adds that client's own results for the analysis and
 * varietal (beyond the reference product). Filter options are `{ id, name }`; report
 * rows carry the spec's fields (timestamp, result, analyte, dateYear, dateMonth, dateDay).
 */
import { z } from 'zod';

/** Ids in the URL: lower-case words joined by hyphens ("titratable-acidity", "russian-river-valley"). */
export const optionId = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a valid choice').max(80);
const clientId = z.coerce.number().int().positive();

export const analysesQuery = z.object({ client_id: clientId });
export const varietalsQuery = analysesQuery.extend({ analyses: optionId });
export const regionsQuery = varietalsQuery.extend({ varietal: optionId });
export const reportQuery = regionsQuery.extend({ ava: optionId });

export const filterOption = z.object({ id: z.string(), name: z.string() });
export type FilterOption = z.infer<typeof filterOption>;
export const filterOptions = z.array(filterOption);
export const analysisOption = filterOption.extend({ units: z.string() });
export const analysisOptions = z.array(analysisOption);

export const reportRow = z.object({
  timestamp: z.string(),
  result: z.number(),
  analyte: z.string(),
  dateYear: z.number().int(),
  dateMonth: z.number().int(),
  dateDay: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** One of the active client's own results for the analysis and varietal (validated only). */
export const ownRow = reportRow.extend({ sampleNumber: z.string() });
export type OwnRow = z.infer<typeof ownRow>;

export const vintageReport = z.object({
  analysis: analysisOption,
  varietal: filterOption,
  region: filterOption,
  /** sorted by timestamp; results as numbers (document 3 §4) */
  rows: z.array(reportRow),
  own: z.array(ownRow),
  /** true while the client's own results are withheld (credit hold, contract/roles.ts): `own` is empty */
  ownWithheld: z.boolean().optional(),
  /** the client's results of the analysis and varietal whose sample has no AVA: in no region's view, so not in `own` */
  ownNoRegion: z.number().int().optional(),
});
export type VintageReport = z.infer<typeof vintageReport>;

/** Which step a refusal is about, for the page's message next to that field. */
export type VintageField = 'analyses' | 'varietal' | 'ava';
