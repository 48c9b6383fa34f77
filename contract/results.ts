/**
 * Contract of the results (document 2 §7 "Results"): batches, samples and their analyses, the
 * lists' queries and the report download. Requests and responses; the app parses every answer with
 * these schemas. The e-mailed CSV exports: contract/exports.ts.
 */
import { z } from 'zod';
import { DATE_ORDER, datesInOrder, pageParams, searchParam } from './params.ts';

export const BATCH_STATUSES = ['Preliminary', 'Completed', 'Pending'] as const;

export const sampleSummary = z.object({
  id: z.number(),
  reportBatchId: z.number(),
  friendlyNumber: z.string(),
  description: z.string(),
  loggedAt: z.string(),
  reportedAt: z.string().nullable(),
  /** the samples view: the worst verdict of its results against the sample's house specification (null: none judged) */
  specVerdict: z.enum(['pass', 'warning', 'fail']).nullable().optional(),
});
export type SampleSummary = z.infer<typeof sampleSummary>;

export const batch = z.object({
  id: z.number(),
  number: z.number(),
  clientId: z.number(),
  status: z.enum(BATCH_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
  samples: z.array(sampleSummary),
});
export type Batch = z.infer<typeof batch>;

export const analysis = z.object({
  id: z.number(),
  number: z.string(),
  sampleId: z.number(),
  reportBatchId: z.number(),
  friendlyNumber: z.string(),
  sampleDescription: z.string(),
  clientId: z.number(),
  acode: z.string(),
  analyte: z.string(),
  description: z.string(),
  analysisDescription: z.string().nullable(),
  result: z.string().nullable(),
  formattedResult: z.string().nullable(),
  units: z.string().nullable(),
  comments: z.string().nullable(),
  validationStatus: z.string(),
  status: z.string(),
  testMethod: z.string().nullable(),
  testDate: z.string().nullable(),
  isPanel: z.boolean(),
  panelDescription: z.string().nullable(),
  sortOrder: z.number(),
  loggedAt: z.string(),
  reportedAt: z.string().nullable(),
  submittedAt: z.string(),
  /** the batch's status: downloads are offered only for Completed */
  batchStatus: z.enum(BATCH_STATUSES),
  /** the values a released value replaced, oldest first, with why (a sample's page) */
  amendments: z.array(z.object({ oldFormatted: z.string().nullable(), reason: z.string(), reportVersion: z.number(), amendedAt: z.string() })).optional(),
  /** the results list: the verdict against the sample's house specification (null: not judged) */
  specVerdict: z.enum(['pass', 'warning', 'fail']).nullable().optional(),
});
export type Analysis = z.infer<typeof analysis>;

export const RESULT_SORTS = [
  'analyte', 'logged_at', 'formatted_result', 'report_batch_id', 'description',
  'panel_description', 'status', 'friendly_number', 'number', 'validation_status',
] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];

/** The lists' specification filter: 'fail' only the results out of specification; 'warning' a warning or a fail. */
export const SPEC_FILTERS = ['fail', 'warning'] as const;
const SPEC_FILTER = z.enum(SPEC_FILTERS).optional();

export const RESULTS_DEFAULT_LENGTH = 100;
export const BATCHES_DEFAULT_LENGTH = 50;

export const resultsQuery = z
  .object({
    ...pageParams(RESULTS_DEFAULT_LENGTH),
    searchPhrase: searchParam,
    /** test: every analysis row; panel: only the analyses of panels */
    level: z.enum(['test', 'panel']).default('test'),
    sort: z.enum(RESULT_SORTS).default('logged_at'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    specification: SPEC_FILTER,
  })
  .refine(datesInOrder, DATE_ORDER);
export type ResultsQuery = z.infer<typeof resultsQuery>;

export const resultsResponse = z.object({ data: z.array(analysis), totalItems: z.number() });

export const batchesQuery = z
  .object({
    ...pageParams(BATCHES_DEFAULT_LENGTH),
    searchPhrase: searchParam,
    direction: z.enum(['asc', 'desc']).default('desc'),
    specification: SPEC_FILTER,
  })
  .refine(datesInOrder, DATE_ORDER);
export type BatchesQuery = z.infer<typeof batchesQuery>;

export const batchesResponse = z.object({ data: z.array(batch), totalBatches: z.number() });
export const samplesResponse = z.object({ data: z.array(sampleSummary) });

export const sampleDetailsResponse = z.object({
  sample: sampleSummary.extend({ batchStatus: z.enum(BATCH_STATUSES), analyses: z.array(analysis) }),
  containsPreliminaryResults: z.boolean(),
});
export type SampleDetails = z.infer<typeof sampleDetailsResponse>;

export const analysisDetailsResponse = z.object({ analysis });

export const reportQuery = z.object({ report_type: z.enum(['ereport', 'billing']).default('ereport') });

/** The most lab reports one ZIP download holds (the results page's batch selection). */
export const MAX_ZIP_REPORTS = 50;

/** GET …/reports.zip?batch=1&batch=2: the batches whose lab reports go into one ZIP, in the order given, each once. */
export function reportBatchIds(values: string[]): number[] | 'none' | 'too-many' | 'invalid' {
  if (!values.length) return 'none';
  if (values.some((v) => !/^\d{1,12}$/.test(v))) return 'invalid';
  const ids = [...new Set(values.map(Number))];
  return ids.length > MAX_ZIP_REPORTS ? 'too-many' : ids;
}
