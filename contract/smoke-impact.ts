/**
 * Contract of the smoke impact calls (document 3 §3, §4, §7 "Smoke impact"):
 *
 *   GET  /smoke-impact/varietals.json                   → [[code, name], …]
 *   GET  /results/{clientId}/smoke_impact_samples.json  → up to 100 samples, newest first
 *   GET  /smoke-impact-report.json?sample_number=&client_id=&varietal_code=
 *   GET  /product_disclaimers/{tag}.json                → the agreement text and tag (ours: the page shows it)
 *   POST /product_disclaimers.json                      → records an acknowledgement
 */
import { z } from 'zod';

/** Document 3 §9: the samples table shows up to 100 rows, without paging. */
export const SMOKE_SAMPLES_LIMIT = 100;
/** Document 3 §4, §9: how a result starting with '<' is plotted. */
export const BELOW_REPORTABLE_PLOT = 0.1;
/** Document 3 §4: a result of -1 means not applicable. */
export const NOT_APPLICABLE = -1;
export const SMOKE_DISCLAIMER_TAG = 'smoke-impact';

export const smokeVarietals = z.array(z.tuple([z.string(), z.string()]));

export const smokeSample = z.object({
  id: z.number().int(),
  friendlyNumber: z.string(),
  description: z.string(),
  loggedAt: z.string(),
  status: z.enum(['preliminary', 'completed']),
});
export type SmokeSample = z.infer<typeof smokeSample>;
export const smokeSamples = z.array(smokeSample);

export const sampleNumber = z.string().trim().min(1, 'is required').max(40).regex(/^[A-Za-z0-9-]+$/, 'is not a sample number');
export const varietalCode = z.string().trim().min(1, 'is required').max(10).regex(/^[A-Za-z]+$/, 'is not a varietal code');
export const smokeReportQuery = z.object({ sample_number: sampleNumber, client_id: z.coerce.number().int().positive(), varietal_code: varietalCode });

const bound = z.object({ operator: z.string(), value: z.number() });
export const smokeAnalyte = z.object({
  analyte: z.string(),
  /** as reported: a number, '<1' (below the reportable level) or '-1' (not applicable) */
  result: z.string(),
  percentile_95: bound,
  percentile_99: bound,
});
export type SmokeAnalyte = z.infer<typeof smokeAnalyte>;

export const smokeReport = z.object({
  friendlyNumber: z.string(),
  description: z.string(),
  loggedAt: z.string(),
  reportedAt: z.string().nullable(),
  status: z.enum(['preliminary', 'completed']),
  varietal: z.object({ code: z.string(), name: z.string() }),
  units: z.string(),
  baselineSource: z.string(),
  analytes: z.array(smokeAnalyte),
});
export type SmokeReport = z.infer<typeof smokeReport>;

export const disclaimer = z.object({ tag: z.string(), text: z.string() });
export const disclaimerBody = z.object({
  clientCode: z.string().trim().min(1).max(40),
  userEmail: z.string().trim().email().max(254),
  userPid: z.coerce.number().int().positive(),
  agreementText: z.string().min(1).max(10_000),
  agreementTag: z.string().trim().min(1).max(80),
});
export type DisclaimerBody = z.infer<typeof disclaimerBody>;
export const disclaimerAck = z.object({ id: z.number().int(), agreementTag: z.string(), createdAt: z.string() });

export type Classification = 'not-applicable' | 'below-reportable' | 'below-95' | 'between-95-99' | 'above-99';
export interface ClassifiedMarker {
  analyte: string;
  result: string;
  /** the height of its bar: the number, 0.1 for '<…', null when not applicable */
  plotted: number | null;
  p95: number;
  p99: number;
  classification: Classification;
}

/**
 * Where a result lies against the varietal's background levels: -1 is not
 * applicable; '<x' is below the reportable level (plotted at 0.1, and below the 95th
 * percentile); otherwise below the 95th (≤ p95), between the 95th and the 99th (≤ p99), or
 * above the 99th percentile. A result equal to a bound is within it: the bounds are upper
 * bounds of the background levels.
 */
export function classifyMarker(a: SmokeAnalyte): ClassifiedMarker {
  const p95 = a.percentile_95.value;
  const p99 = a.percentile_99.value;
  const raw = a.result.trim();
  const base = { analyte: a.analyte, result: raw, p95, p99 };
  if (raw.startsWith('<')) return { ...base, plotted: BELOW_REPORTABLE_PLOT, classification: 'below-reportable' };
  const value = Number(raw);
  if (!Number.isFinite(value) || value === NOT_APPLICABLE || raw === '') return { ...base, plotted: null, classification: 'not-applicable' };
  if (value <= p95) return { ...base, plotted: value, classification: 'below-95' };
  if (value <= p99) return { ...base, plotted: value, classification: 'between-95-99' };
  return { ...base, plotted: value, classification: 'above-99' };
}
