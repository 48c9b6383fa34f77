/**
 * The client portal's calls (document 2 §7): clients, addresses, banners, batches, samples,
 * results, exports and the agreement re-sign. Requests and responses; the app parses every
 * answer with these schemas.
 */
import { z } from 'zod';
import { ROLES } from './roles.ts';

export const BUSINESS_TYPES = [
  'Corporation',
  'Limited Liability Corporation (LLC)',
  'Partnership',
  'Individual/DBA (Sole Proprietorship)',
  'Other',
] as const;

export const CLIENT_STATUSES = ['Credit Hold', 'Approved', 'Review', 'Denied', 'Pending Approval', 'none'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

// ─── clients ────────────────────────────────────────────────────────────────

/** One row of GET /users/{userId}/clients. */
export const clientListItem = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  /** the caller's role in the client; null when a site administrator sees a client they are not a member of */
  role: z.enum(ROLES).nullable(),
  resignAgreement: z.boolean(),
  updatedAt: z.string(),
  /** the newest batch change, or the client's own update when it has no batches */
  lastActivityAt: z.string(),
  /** batches changed in the last NEW_ACTIVITY_DAYS days */
  newActivity: z.number(),
});
export type ClientListItem = z.infer<typeof clientListItem>;

export const clientListQuery = z.object({
  q: z.string().max(200).optional().transform((v) => v?.trim() || undefined),
});

export const clientListResponse = z.object({
  data: z.array(clientListItem),
  /** how many clients match (the list itself is capped at CLIENT_LIST_LIMIT for administrators) */
  total: z.number(),
});
export const CLIENT_LIST_LIMIT = 200;
export const NEW_ACTIVITY_DAYS = 7;

export const teamAdministrator = z.object({ firstname: z.string().nullable(), lastname: z.string().nullable(), email: z.string() });

/** GET /clients/{clientId}.json: what the dashboard shell needs about the active client. */
export const clientDetails = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  officialBusinessName: z.string(),
  businessType: z.string(),
  status: z.enum(CLIENT_STATUSES),
  primaryPhone: z.string().nullable(),
  resignAgreement: z.boolean(),
  receivesMailedDocuments: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: z.enum(ROLES).nullable(),
  /** the client's Administrators, for a member who must ask one to re-sign */
  administrators: z.array(teamAdministrator),
});
export type ClientDetails = z.infer<typeof clientDetails>;

/**
 * Field lengths of the new-client, address and re-sign bodies: the provider enforces them here,
 * the app's forms mirror them (`maxLength` and the same zod limits), issue 15 item 8.
 */
export const CLIENT_LIMITS = { name: 120, officialBusinessName: 160, jobTitle: 120 } as const;
export const ADDRESS_LIMITS = { street_1: 200, street_2: 200, city: 120, state: 80, country: 80, postalCode: 20, phone: 40, label: 120, notes: 1000 } as const;
export const RESIGN_LIMITS = { jobTitle: 120, firstname: 80, lastname: 80 } as const;

export const createClientBody = z.object({
  name: text(CLIENT_LIMITS.name),
  officialBusinessName: text(CLIENT_LIMITS.officialBusinessName),
  businessType: z.enum(BUSINESS_TYPES),
  acceptTerms: z.literal(true, { error: 'The terms must be accepted' }),
  jobTitle: text(CLIENT_LIMITS.jobTitle),
});
export const createClientResponse = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const createAddressBody = z.object({
  clientId: z.number().int().positive(),
  street_1: text(ADDRESS_LIMITS.street_1),
  street_2: optionalText(ADDRESS_LIMITS.street_2),
  city: text(ADDRESS_LIMITS.city),
  state: text(ADDRESS_LIMITS.state),
  country: text(ADDRESS_LIMITS.country),
  postalCode: text(ADDRESS_LIMITS.postalCode),
  phone: text(ADDRESS_LIMITS.phone),
  label: optionalText(ADDRESS_LIMITS.label),
  notes: optionalText(ADDRESS_LIMITS.notes),
});

export const goPaperlessResponse = z.object({
  receivesMailedDocuments: z.boolean(),
  /** true when the client already gets documents only electronically */
  paperless: z.boolean(),
});

export const overdueBalanceResponse = z.object({
  hasOverdueInvoices: z.boolean(),
  /** cents; only for roles allowed billing, otherwise null */
  overdueBalance: z.number().nullable(),
});

export const resignBody = z.object({
  jobTitle: text(RESIGN_LIMITS.jobTitle),
  firstname: text(RESIGN_LIMITS.firstname),
  lastname: text(RESIGN_LIMITS.lastname),
  acceptTerms: z.literal(true, { error: 'The terms must be accepted for the agreement to be submitted.' }),
  /** the client id (the original payload carries it); must match the path when present */
  id: z.number().int().positive().optional(),
});

// ─── batches, samples, results ─────────────────────────────────────────────

export const BATCH_STATUSES = ['Preliminary', 'Completed', 'Pending'] as const;

export const sampleSummary = z.object({
  id: z.number(),
  reportBatchId: z.number(),
  friendlyNumber: z.string(),
  description: z.string(),
  loggedAt: z.string(),
  reportedAt: z.string().nullable(),
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
});
export type Analysis = z.infer<typeof analysis>;

export const RESULT_SORTS = [
  'analyte', 'logged_at', 'formatted_result', 'report_batch_id', 'description',
  'panel_description', 'status', 'friendly_number', 'number', 'validation_status',
] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];

export const RESULTS_DEFAULT_LENGTH = 100;
export const BATCHES_DEFAULT_LENGTH = 50;
export const MAX_PAGE_LENGTH = 500;
export const MAX_SEARCH_LENGTH = 200;

/**
 * Dates arrive as yyyy-MM-dd (what the app sends) or MM/dd/yyyy (what users see). Anything else
 * is a 400 with a clear message; an empty value means "no bound".
 */
export const dateParam = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    let m = v.match(/^(\d{4})-(\d{2})-(\d{2})$/);
    let iso: string | undefined;
    if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
    else if ((m = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) iso = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
    const d = iso ? new Date(`${iso}T00:00:00Z`) : null;
    if (!iso || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: 'Dates must be MM/dd/yyyy or yyyy-MM-dd' });
      return z.NEVER;
    }
    return iso;
  });

const searchParam = z
  .string()
  .optional()
  // An over-long search is cut rather than refused: nothing that long can match anyway.
  .transform((v) => v?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined);

const pageParams = (defaultLength: number) => ({
  start: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  length: z.coerce.number().int().min(1).max(MAX_PAGE_LENGTH).default(defaultLength),
  startDate: dateParam,
  endDate: dateParam,
});

function datesInOrder(q: { startDate?: string; endDate?: string }) {
  return !q.startDate || !q.endDate || q.startDate <= q.endDate;
}
const DATE_ORDER = { message: 'The start date must not be after the end date', path: ['startDate'] };

export const resultsQuery = z
  .object({
    ...pageParams(RESULTS_DEFAULT_LENGTH),
    searchPhrase: searchParam,
    /** test: every analysis row; panel: only the analyses of panels */
    level: z.enum(['test', 'panel']).default('test'),
    sort: z.enum(RESULT_SORTS).default('logged_at'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine(datesInOrder, DATE_ORDER);
export type ResultsQuery = z.infer<typeof resultsQuery>;

export const resultsResponse = z.object({ data: z.array(analysis), totalItems: z.number() });

export const batchesQuery = z
  .object({
    ...pageParams(BATCHES_DEFAULT_LENGTH),
    searchPhrase: searchParam,
    direction: z.enum(['asc', 'desc']).default('desc'),
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

export const exportResultsQuery = z
  .object({
    searchTerm: searchParam,
    searchPhrase: searchParam,
    startDate: dateParam,
    endDate: dateParam,
    length: z.coerce.number().int().min(1).max(10_000_000).optional(),
  })
  .refine(datesInOrder, DATE_ORDER);

export const exportBatchesQuery = z
  .object({
    searchTerm: searchParam,
    searchPhrase: searchParam,
    startDate: dateParam,
    endDate: dateParam,
    length: z.coerce.number().int().min(1).max(10_000_000).optional(),
    batch_id: z.coerce.number().int().positive().optional(),
    sample_number: z.string().trim().max(40).optional(),
  })
  .refine(datesInOrder, DATE_ORDER);

export const EXPORT_MIN_LENGTH = 500;

export const exportResponse = z.object({
  success: z.literal(true),
  /** the message key the app shows */
  message: z.literal('sent-to-mail-success'),
  rows: z.number(),
  sentTo: z.string(),
});

export const reportQuery = z.object({ report_type: z.enum(['ereport', 'billing']).default('ereport') });

/**
 * A 403 for a record of another client (provider/http.ts `failNotOwned`): `owner` is there when
 * the caller may open that client, so the portal can offer to switch to it.
 */
export const notOwnedAnswer = z.object({
  error: z.string(),
  owner: z.object({ id: z.number().int().positive(), code: z.string(), name: z.string() }).optional(),
});
export type NotOwnedAnswer = z.infer<typeof notOwnedAnswer>;
