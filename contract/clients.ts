/**
 * Contract of the clients (document 2 §7 "Clients"): a user's client list, one client's details for
 * the dashboard shell, a new client, the agreement re-sign, and the 403 for a record of another
 * client. Requests and responses; the app parses every answer with these schemas.
 */
import { z } from 'zod';
import { dashboardDeliveries } from './deliveries.ts';
import { ROLES } from './roles.ts';
import { overdueBalanceResponse } from './billing.ts';
import { goPaperlessResponse } from './client-settings.ts';

export const BUSINESS_TYPES = [
  'Corporation',
  'Limited Liability Corporation (LLC)',
  'Partnership',
  'Individual/DBA (Sole Proprietorship)',
  'Other',
] as const;

export const CLIENT_STATUSES = ['Credit Hold', 'Approved', 'Review', 'Denied', 'Pending Approval', 'none'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A client's name is one line of plain text: it goes into mail subjects and headers, where a
 * line break would start a new header or a second line. Control characters (CR, LF, tab, …)
 * are refused rather than silently joined, so what the lab sees is what was typed.
 */
export const ONE_LINE_REFUSAL = 'must be one line of text (no line breaks or control characters)';
export const isOneLine = (v: string) => !/[\p{Cc}\u2028\u2029]/u.test(v);
const oneLineText = (max: number) => text(max).refine(isOneLine, { message: ONE_LINE_REFUSAL });

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
 * GET /clients/{clientId}/dashboard_shell.json: what the dashboard shell shows on every
 * page, in one call instead of three: the client (GET /clients/{id}), its go-paperless state
 * (GET …/go_paperless.json) and whether it has overdue invoices (GET
 * …/invoices/overdue_balance_report.json). The three separate calls stay, with the same answers.
 */
export const dashboardShellResponse = z.object({
  client: clientDetails,
  goPaperless: goPaperlessResponse,
  overdue: overdueBalanceResponse,
  /** failed deliveries (for those who see the delivery log) and the user's unread notices */
  deliveries: dashboardDeliveries.optional(),
});
export type DashboardShell = z.infer<typeof dashboardShellResponse>;

/**
 * GET /clients/{clientId}/page_version.json: the data version
 * (provider/db/data-version.ts), a number that changes with every write to anything a page shows,
 * for a member of the client (site administrators: any client) whose token is still valid. The
 * portal's page cache (app/page-cache.server.ts) answers from a page it rendered only while this
 * is still the version it read before rendering. The launchpad's pages, which have no client, ask
 * GET /users/{userId}/page_version.json (the user's own id and a valid token): the same answer.
 */
export const pageVersionResponse = z.object({ version: z.string() });
export type PageVersion = z.infer<typeof pageVersionResponse>;

/**
 * Field lengths of the new-client and re-sign bodies (addresses: contract/addresses.ts): the
 * provider enforces them here, the app's forms mirror them (`maxLength` and the same zod limits).
 */
export const CLIENT_LIMITS = { name: 120, officialBusinessName: 160, jobTitle: 120 } as const;
export const RESIGN_LIMITS = { jobTitle: 120, firstname: 80, lastname: 80 } as const;

export const createClientBody = z.object({
  name: oneLineText(CLIENT_LIMITS.name),
  officialBusinessName: oneLineText(CLIENT_LIMITS.officialBusinessName),
  businessType: z.enum(BUSINESS_TYPES),
  acceptTerms: z.literal(true, { error: 'The terms must be accepted' }),
  jobTitle: text(CLIENT_LIMITS.jobTitle),
});
/**
 * The lab's correction of a client's information (PUT /clients/{id}, document 2 §7): the three
 * fields of client settings, with the creation form's rules (a name is one line of text).
 */
export const editClientBody = createClientBody.pick({ name: true, officialBusinessName: true, businessType: true });
export type EditClientBody = z.infer<typeof editClientBody>;

/** A client awaiting the laboratory's approval, as the launchpad lists them to site administrators. */
export const pendingClient = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  officialBusinessName: z.string(),
  businessType: z.string(),
  createdAt: z.string(),
  /** who created it (its first Administrator), null when no member is left */
  createdBy: z.string().nullable(),
});
export type PendingClient = z.infer<typeof pendingClient>;
export const pendingClientsResponse = z.object({ data: z.array(pendingClient) });

export const APPROVAL_REASON_MAX = 500;
/** The lab's decision on a pending client: a denial carries the reason the members are told. */
export const approvalBody = z
  .object({
    decision: z.enum(['approve', 'deny'], { error: 'launchpad.approval.decisionRequired' }),
    reason: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(APPROVAL_REASON_MAX, { error: 'launchpad.approval.reasonTooLong' }).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'deny' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'launchpad.approval.reasonRequired' });
  });
export type ApprovalBody = z.infer<typeof approvalBody>;
export const approvalResponse = z.object({ id: z.number(), status: z.enum(CLIENT_STATUSES), notified: z.number() });

export const createClientResponse = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const resignBody = z.object({
  jobTitle: text(RESIGN_LIMITS.jobTitle),
  firstname: text(RESIGN_LIMITS.firstname),
  lastname: text(RESIGN_LIMITS.lastname),
  acceptTerms: z.literal(true, { error: 'The terms must be accepted for the agreement to be submitted.' }),
  /** the client id (the original payload carries it); must match the path when present */
  id: z.number().int().positive().optional(),
});

/**
 * A 403 for a record of another client (provider/http.ts `failNotOwned`): `owner` is there when
 * the caller may open that client, so the portal can offer to switch to it.
 */
export const notOwnedAnswer = z.object({
  error: z.string(),
  owner: z.object({ id: z.number().int().positive(), code: z.string(), name: z.string() }).optional(),
});
export type NotOwnedAnswer = z.infer<typeof notOwnedAnswer>;
