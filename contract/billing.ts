/**
 * Billing calls (document 3 §7, "Billing"): the invoice list and the e-mailed invoice report.
 * Requests and responses; the app parses every answer with these schemas.
 *
 * Money: the database keeps integer cents; the API answers **dollars as a JSON number with at
 * most two decimals** (cents / 100, e.g. 1234.5 for $1,234.50), the unit the specification's
 * entity and its payment-total rule ("strip a dollar sign and a trailing .00") work in. The app
 * formats them as US dollars with thousands separators and two decimals.
 */
import { z } from 'zod';
import { MAX_PAGE_LENGTH, dateParam } from './params.ts';
import type { Actor } from './roles.ts';

export const INVOICE_STATUSES = ['PAID', 'UNPAID', 'PENDING'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_DOC_TYPES = ['Invoice', 'Finance Charge'] as const;

/** Page size of the invoice list (document 3 §9): 50 by default; 50, 100, 150 offered. */
export const INVOICES_DEFAULT_LENGTH = 50;
export const INVOICE_PAGE_SIZES = [50, 100, 150] as const;
/** Most invoices one e-mailed invoice report may carry (document 3 §5, §9). */
export const MAX_REPORT_INVOICES = 20;
/** Most recipients of one report (not in the specification: enough for a team, not a mailing list). */
export const MAX_REPORT_RECIPIENTS = 10;
export const MAX_INVOICE_NUMBER_SEARCH = 40;

/** Cents (how the database keeps money) → dollars (how the API answers it). */
export const dollars = (cents: number): number => Math.round(cents) / 100;

export const invoice = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  /** the batch ("group") the invoice bills; null for finance charges and offline invoices */
  batchNumber: z.number().nullable(),
  dateIssued: z.string(),
  dueAt: z.string(),
  /** dollars */
  totalAmount: z.number(),
  /** dollars */
  amountDue: z.number(),
  /** dollars */
  nakedBalance: z.number(),
  status: z.enum(INVOICE_STATUSES),
  docType: z.enum(INVOICE_DOC_TYPES),
  orderNumber: z.string().nullable(),
  isOfflineInvoice: z.boolean(),
  /** whether the invoice PDF can be downloaded (a batch invoice of a Completed batch, not offline) */
  pdfAvailable: z.boolean(),
});
export type Invoice = z.infer<typeof invoice>;

/**
 * GET /clients/{clientId}/invoices.json. `number`: part of an invoice number (case-insensitive);
 * `status`: PAID, UNPAID, PENDING, or ALL/empty for every status (any letter case); dates are
 * the lab's calendar days (Pacific) of `dateIssued`, inclusive, MM/dd/yyyy or yyyy-MM-dd.
 */
export const invoicesQuery = z
  .object({
    number: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .refine((v) => v === undefined || v.length <= MAX_INVOICE_NUMBER_SEARCH, { message: `number must be at most ${MAX_INVOICE_NUMBER_SEARCH} characters` }),
    status: z
      .string()
      .optional()
      .transform((v) => v?.trim().toUpperCase() || 'ALL')
      .pipe(z.enum(['ALL', ...INVOICE_STATUSES], { message: 'status must be one of ALL, PAID, UNPAID, PENDING' })),
    startDate: dateParam,
    endDate: dateParam,
    start: z.coerce.number({ message: 'start must be a number' }).int('start must be a whole number').min(0, 'start must not be negative').max(1_000_000_000).default(0),
    length: z.coerce
      .number({ message: 'length must be a number' })
      .int('length must be a whole number')
      .min(1, 'length must be at least 1')
      .max(MAX_PAGE_LENGTH, `length must be at most ${MAX_PAGE_LENGTH}`)
      .default(INVOICES_DEFAULT_LENGTH),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'The start date must not be after the end date', path: ['startDate'] });
export type InvoicesQuery = z.infer<typeof invoicesQuery>;

export const invoicesResponse = z.object({
  data: z.array(invoice),
  /** dollars: the sum of amountDue over the client's UNPAID invoices (the account, not the filtered page) */
  balance: z.number(),
  /** invoices matching the filters */
  recordsTotal: z.number(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

/** A selected invoice (document 3 §3): the invoice number names it; the other fields are accepted and ignored. */
const selectedInvoice = z.union([
  z.string().trim().min(1).max(MAX_INVOICE_NUMBER_SEARCH),
  z.object({ invoiceNumber: z.string().trim().min(1).max(MAX_INVOICE_NUMBER_SEARCH) }).loose(),
]);

/**
 * Send Invoices (the e-mailed invoice report, POST /finance_reports.json) is for site
 * administrators (the administrator or godmode flag) only: document 3 §2 and §6 show the toggle
 * to the Send Invoices view only to administrators (site flag), whatever the user's role on the
 * client. The billing page hides the view by this rule, its action refuses the view's intents by
 * it, and the provider refuses the call by it (403 with the message below).
 */
export function maySendInvoices(actor: Actor): boolean {
  return !!(actor.administrator || actor.godmode);
}

export const SEND_INVOICES_REFUSAL = 'Only site administrators may send invoices by e-mail';

/**
 * POST /finance_reports.json: e-mail the selected invoices of a client to the recipients
 * (the invoice PDFs where one exists, and a CSV summary of every selected invoice).
 */
export const invoiceReportBody = z.object({
  /** the client's id or code */
  clientId: z.union([z.number().int().positive(), z.string().trim().min(1).max(40)], { message: 'clientId is required' }),
  recipients: z
    .array(z.string().trim().toLowerCase().pipe(z.email({ message: 'each recipient must be an e-mail address' })), { message: 'recipients must be a list of e-mail addresses' })
    .min(1, 'at least one recipient is required')
    .max(MAX_REPORT_RECIPIENTS, `at most ${MAX_REPORT_RECIPIENTS} recipients`),
  invoices: z
    .array(selectedInvoice, { message: 'invoices must be a list of invoice numbers' })
    .min(1, 'at least one invoice is required')
    .max(MAX_REPORT_INVOICES, `at most ${MAX_REPORT_INVOICES} invoices per e-mail`),
  /**
   * Ours, not the reference API's: `true` checks the report and answers exactly what would be sent (the
   * invoices, the recipients and the attachment names) without sending or recording anything,
   * so the app's confirmation lists the server's view of the selection.
   */
  preview: z.boolean().optional(),
});
export type InvoiceReportBody = z.infer<typeof invoiceReportBody>;

/** POST /finance_reports.json with `preview: true` (200): what a send would e-mail. */
export const invoiceReportPreview = z.object({
  preview: z.literal(true),
  recipients: z.array(z.string()),
  invoices: z.array(invoice),
  attachments: z.array(z.string()),
});
export type InvoiceReportPreview = z.infer<typeof invoiceReportPreview>;

export const invoiceReportResponse = z.object({
  id: z.number(),
  recipients: z.array(z.string()),
  invoices: z.array(z.string()),
  attachments: z.array(z.string()),
});

/** GET /clients/{clientId}/invoices/overdue_balance_report.json: the portal's overdue banner. */
export const overdueBalanceResponse = z.object({
  hasOverdueInvoices: z.boolean(),
  /** cents; only for roles allowed billing, otherwise null */
  overdueBalance: z.number().nullable(),
});
