/**
 * The client API, version 1 (/api/v1/): every call, with its scope, its query and its answer as
 * zod schemas, and an example of each. The provider's routes (provider/api-v1/) implement exactly
 * these calls, and the OpenAPI 3.1 document (provider/api-v1/openapi.ts, /api/v1/openapi.json) is
 * generated from them: one source of truth, checked by tests/integration/api-v1-document.test.ts.
 */
import { z } from 'zod';
import { type ApiScope } from './api-tokens.ts';
import { analysis, batch, BATCH_STATUSES } from './results.ts';
import { invoice, invoicesQuery } from './billing.ts';
import { dateParam, optionalId } from './params.ts';
import { DELIVERIES, LANGUAGES, MAX_SAMPLES_PER_SUBMISSION, addAnalysesBody, sampleBody, submissionView } from './submissions.ts';

export const API_V1_MAX_PAGE = 500;

export const v1Error = z
  .object({
    error: z.string().describe('What went wrong, in English, for a person reading a log'),
    code: z.string().describe('What a program branches on: token-invalid, scope-missing, address-not-allowed, rate-limited, not-found, invalid, …'),
    field: z.string().optional().describe('The parameter the refusal is about'),
  })
  .meta({ id: 'Error' });

/** A result as the API answers it: the portal's analysis row (contract/results.ts). */
export const v1Result = analysis.omit({ amendments: true }).meta({ id: 'Result', description: 'One analysis result of a sample, released by the laboratory.' });

export const resultsV1Query = z.object({
  from: dateParam.describe('Released on or after this lab day (yyyy-MM-dd)'),
  to: dateParam.describe('Released on or before this lab day (yyyy-MM-dd)'),
  batch: optionalId.describe('Only this batch (its id)'),
  sample: z.string().trim().max(40).optional().describe('Only this sample (its sample number, e.g. 26-000123-1)'),
  analysis: z.string().trim().max(20).optional().describe('Only this analysis (its code, e.g. W-204)'),
  limit: z.coerce.number().int().min(1).max(API_V1_MAX_PAGE).default(100).describe('Results per page'),
  cursor: z.string().max(200).optional().describe('The nextCursor of the previous page; none for the first'),
});
export type ResultsV1Query = z.output<typeof resultsV1Query>;

export const resultsV1Response = z
  .object({
    data: z.array(v1Result),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page. Results released later come after it, so keeping the last one and asking again later returns only the new ones. Null when the page is empty and no cursor was given.'),
    hasMore: z.boolean().describe('Whether more results follow now'),
  })
  .meta({ id: 'ResultsPage' });

export const batchesV1Query = z.object({
  state: z.enum(BATCH_STATUSES).optional().describe('Only batches in this state'),
  limit: z.coerce.number().int().min(1).max(100).default(50).describe('Batches per page'),
  cursor: z.string().max(200).optional().describe('The nextCursor of the previous page'),
});
export type BatchesV1Query = z.output<typeof batchesV1Query>;

export const v1Batch = batch.meta({ id: 'Batch', description: 'A batch (group) of samples the laboratory received together, with its state: Pending (received, not analysed), Preliminary (some results entered), Completed (released).' });

export const batchesV1Response = z.object({ data: z.array(v1Batch), nextCursor: z.string().nullable(), hasMore: z.boolean() }).meta({ id: 'BatchesPage' });

export const v1Invoice = invoice.meta({ id: 'Invoice', description: 'An invoice; amounts in dollars.' });
export const invoicesV1Query = invoicesQuery;
export const invoicesV1Response = z
  .object({ data: z.array(v1Invoice), balance: z.number().describe('Dollars due over all unpaid invoices'), recordsTotal: z.number().describe('Invoices matching the filters') })
  .meta({ id: 'InvoicesPage' });

/**
 * A new submission in one call: the order-analyses page's samples, each with its tests, and the
 * submit step's choices. Checked by the page's own rules (services/submissions.ts): sample types,
 * tests offered for each, vintages, blocks, the dropbox; priced as the page prices it.
 */
export function submissionV1Body(thisYear: number) {
  return z
    .object({
      samples: z
        .array(sampleBody(thisYear).extend({ analysisIds: addAnalysesBody.shape.analysisIds.describe('The tests (analysis ids of the catalogue, GET /api/analyses.json) for this sample') }))
        .min(1, 'samples: at least one sample')
        .max(MAX_SAMPLES_PER_SUBMISSION, `samples: at most ${MAX_SAMPLES_PER_SUBMISSION}`),
      delivery: z.enum(DELIVERIES).describe('How the samples reach the laboratory'),
      dropboxLocationId: z.number().int().positive().optional().nullable().describe('The dropbox (a location id), for delivery `dropbox`'),
      language: z.enum(LANGUAGES).default('en').describe('The language of the chain-of-custody form and the e-mail'),
    })
    .meta({ id: 'NewSubmission' });
}

export const v1Submission = submissionView.meta({ id: 'Submission', description: 'A submission with its samples, tests and prices (cents), as the order page shows it.' });

export interface V1Call {
  /** the call's name in the document (operationId) */
  id: string;
  method: 'get' | 'post';
  /** the status of a successful answer (200 unless it creates something) */
  status?: 200 | 201;
  /** OpenAPI path below /api/v1 ({name} for a parameter) */
  path: string;
  summary: string;
  description: string;
  scope: ApiScope;
  query?: z.ZodObject;
  pathParams?: Record<string, { description: string; example: string }>;
  body?: z.ZodType;
  /** the answer: JSON by its schema, or a PDF */
  response: z.ZodType | 'pdf';
  example: { query?: Record<string, string>; path?: Record<string, string>; body?: unknown; response: unknown };
}

const exampleResult = {
  id: 48213, number: '26-004512-1-3', sampleId: 9120, reportBatchId: 4512, friendlyNumber: '26-004512-1', sampleDescription: 'Cabernet Sauvignon, tank 12',
  clientId: 7, acode: 'W-204', analyte: 'Free SO2', description: 'Free & Total SO2', analysisDescription: null, result: '28', formattedResult: '28',
  units: 'mg/L', comments: null, validationStatus: 'Validated', status: 'Completed', testMethod: 'Aeration-oxidation', testDate: '2026-11-30T18:04:00.000Z',
  isPanel: false, panelDescription: null, sortOrder: 3, loggedAt: '2026-11-29T16:20:00.000Z', reportedAt: '2026-11-30T22:10:00.000Z', submittedAt: '2026-11-29T15:02:00.000Z',
  batchStatus: 'Completed',
};

const exampleBatch = {
  id: 4512, number: 4512, clientId: 7, status: 'Completed', submittedAt: '2026-11-29T15:02:00.000Z', updatedAt: '2026-11-30T22:10:00.000Z',
  samples: [{ id: 9120, reportBatchId: 4512, friendlyNumber: '26-004512-1', description: 'Cabernet Sauvignon, tank 12', loggedAt: '2026-11-29T16:20:00.000Z', reportedAt: '2026-11-30T22:10:00.000Z' }],
};

/** Every call of version 1, in the order the reference lists them. */
export const V1_CALLS: V1Call[] = [
  {
    id: 'listResults',
    method: 'get',
    path: '/results',
    summary: 'Results',
    description: 'The client\'s released results, oldest release first, a page at a time. The cursor stays correct while new results are released: they come after every page already read.',
    scope: 'results:read',
    query: resultsV1Query,
    response: resultsV1Response,
    example: { query: { from: '2026-11-01', analysis: 'W-204', limit: '1' }, response: { data: [exampleResult], nextCursor: 'eyJyIjoiMjAyNi0xMS0zMFQyMjoxMDowMC4wMDBaIiwiaSI6NDgyMTN9', hasMore: true } },
  },
  {
    id: 'listBatches',
    method: 'get',
    path: '/batches',
    summary: 'Batches',
    description: 'The client\'s batches with their state and samples, newest first.',
    scope: 'results:read',
    query: batchesV1Query,
    response: batchesV1Response,
    example: { query: { state: 'Completed', limit: '1' }, response: { data: [exampleBatch], nextCursor: 'eyJpIjo0NTEyfQ', hasMore: true } },
  },
  {
    id: 'getBatch',
    method: 'get',
    path: '/batches/{batchId}',
    summary: 'One batch',
    description: 'A batch with its state and samples.',
    scope: 'results:read',
    pathParams: { batchId: { description: 'The batch\'s id', example: '4512' } },
    response: v1Batch,
    example: { path: { batchId: '4512' }, response: exampleBatch },
  },
  {
    id: 'getBatchReport',
    method: 'get',
    path: '/batches/{batchId}/report.pdf',
    summary: 'Lab report PDF',
    description: 'The lab report of a Completed batch (409 `download-not-available` before it is released).',
    scope: 'reports:read',
    pathParams: { batchId: { description: 'The batch\'s id', example: '4512' } },
    response: 'pdf',
    example: { path: { batchId: '4512' }, response: '%PDF-1.3 … (the lab report)' },
  },
  {
    id: 'listInvoices',
    method: 'get',
    path: '/invoices',
    summary: 'Invoices',
    description: 'The client\'s invoices, newest first, with the balance due (amounts in dollars).',
    scope: 'invoices:read',
    query: invoicesV1Query,
    response: invoicesV1Response,
    example: {
      query: { status: 'UNPAID', length: '1' },
      response: {
        data: [{ id: 301, invoiceNumber: 'INV-26-004512', batchNumber: 4512, dateIssued: '2026-11-30T22:10:00.000Z', dueAt: '2026-12-30T08:00:00.000Z', totalAmount: 142.5, amountDue: 142.5, nakedBalance: 142.5, status: 'UNPAID', docType: 'Invoice', orderNumber: null, isOfflineInvoice: false, pdfAvailable: true }],
        balance: 142.5,
        recordsTotal: 3,
      },
    },
  },
  {
    id: 'getInvoicePdf',
    method: 'get',
    path: '/invoices/{invoiceId}/invoice.pdf',
    summary: 'Invoice PDF',
    description: 'The PDF of a batch invoice whose `pdfAvailable` is true (409 `download-not-available` for a finance charge, an offline invoice or a batch not yet Completed).',
    scope: 'invoices:read',
    pathParams: { invoiceId: { description: 'The invoice\'s id', example: '301' } },
    response: 'pdf',
    example: { path: { invoiceId: '301' }, response: '%PDF-1.3 … (the invoice)' },
  },
  {
    id: 'createSubmission',
    method: 'post',
    path: '/submissions',
    status: 201,
    summary: 'Create a submission',
    description: 'Places an order for analyses, as the order-analyses page does (the same rules and prices), in the name of the member who created the token: they get the e-mail with the chain-of-custody form and the labels. Refused while the client is on credit hold, must re-sign its agreement or is not yet approved. One call per token at a time: another sent while one is being placed answers 409 `conflict` (send it again once the first has answered).',
    scope: 'submissions:write',
    body: submissionV1Body(2026),
    response: v1Submission,
    example: {
      body: { samples: [{ description: 'Cabernet Sauvignon, tank 12', sampleTypeId: 1, varietal: 'Cabernet Sauvignon', vintage: 2026, lot: 'T12', analysisIds: [204] }], delivery: 'courier', language: 'en' },
      response: {
        id: 812, number: 'SUB-000812', state: 'submitted', totalCents: 2800, unpricedLines: 0, maxSamples: 200, delivery: 'courier', dropbox: null, language: 'en',
        createdAt: '2026-11-30T17:02:11.000Z', submittedAt: '2026-11-30T17:02:11.000Z', receivedAt: null, cancelledAt: null, batchId: null,
        client: { id: 7, code: 'C10234', name: 'Napa Ridge Cellars' }, submitter: { name: 'Olivia Owner', email: 'owner@example.com' },
        samples: [{
          id: 2210, position: 1, description: 'Cabernet Sauvignon, tank 12', sampleTypeId: 1, sampleType: 'Wine', varietal: 'Cabernet Sauvignon', vintage: 2026, clientReference: null, lot: 'T12', blockId: null, ava: 'Napa Valley',
          sampleNumber: 'SUB-000812-1', condition: null, conditionNote: null, receivedAt: null, expectedReportDate: '2026-12-02', subtotalCents: 2800,
          lines: [{ analysisId: 204, acode: 'W-204', testName: 'Free & Total SO2', turnaroundTime: '1-2 days', count: 1, price: { kind: 'price', tier: 'one', cents: 2800 }, expectedReportDate: '2026-12-02' }],
        }],
      },
    },
  },
];

/** A call's path as a request names it (the example's path parameters filled in). */
export function examplePath(call: V1Call): string {
  let path = call.path;
  for (const [k, v] of Object.entries(call.example.path ?? {})) path = path.replace(`{${k}}`, encodeURIComponent(v));
  const q = new URLSearchParams(call.example.query ?? {}).toString();
  return `/api/v1${path}${q ? `?${q}` : ''}`;
}
