/**
 * Billing (document 3 §7 "Billing"): the invoice list with its filters, paging and balance, and
 * the invoice report e-mailed to chosen recipients (POST /finance_reports.json).
 *
 * Both are gated by the billing area of the role table (Administrator, Full User, Billing User;
 * site administrators pass). Money leaves the provider in dollars (contract/billing.ts).
 * Payment orders, payments, payment methods and autopay are routes/payments.ts.
 */
import { Hono } from 'hono';
import { SEND_INVOICES_REFUSAL, dollars, invoiceReportBody, invoicesQuery, maySendInvoices } from '../../contract/billing.ts';
import { type Ctx, type ProviderEnv, authorizeClient, clientAddress, currentUser, fail, readJson, readQuery, requireClient, trackEvent, tooManyAnswer } from '../http.ts';
import { countInvoices, invoicesByNumber, pageOfInvoices, toInvoice, unpaidBalance } from '../repositories/billing.ts';
import { isMemberEmail } from '../repositories/team.ts';
import { type Limit, limitWait, recipientLimits, senderLimits, spend, waitText } from '../services/rate-limits.ts';
import { invoiceReportFiles, sendInvoiceReport } from '../services/invoice-report.ts';
import { lastMonth, statementFileName, statementQuery } from '../../contract/statement.ts';
import { buildStatementPdf, statementOf } from '../services/statement-pdf.ts';

export const billingRoutes = new Hono<ProviderEnv>();

/** GET /clients/{clientId}/invoices.json: one page of invoices, newest first, with the balance. */
billingRoutes.get('/clients/:clientId/invoices.json', requireClient('billing'), async (c) => {
  const q = readQuery(c, invoicesQuery);
  const { db } = c.var.deps;
  const clientId = c.var.client.id;
  const [count, rows, balance] = await Promise.all([countInvoices(db, clientId, q), pageOfInvoices(db, clientId, q), unpaidBalance(db, clientId)]);
  return c.json({ data: rows.map(toInvoice), balance: dollars(balance), recordsTotal: count });
});

/**
 * GET /clients/{clientId}/statement.pdf?month=yyyy-MM: the statement of account (open invoices
 * aged against today, payments in the month, the balance); the month defaults to the last whole
 * one. The billing roles, on credit hold too (when a client most needs it), as the invoice list.
 */
billingRoutes.get('/clients/:clientId/statement.pdf', requireClient('billing'), async (c) => {
  const q = readQuery(c, statementQuery);
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const month = q.month ?? lastMonth(now);
  const client = c.var.client;
  const pdf = await buildStatementPdf(await statementOf(db, client, month, now));
  await trackEvent(c, 'statement-downloaded', { clientId: client.id, month });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${statementFileName(client.code, month)}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
});

// ─── the e-mailed invoice report (services/invoice-report.ts) ──────────────────

/**
 * The limits a report must pass: none when it goes only to the sender and the client's accepted
 * members (the people on file: the client's addresses and faxes carry no e-mail address);
 * with any other (typed) address, the sender's, the caller address's and each typed
 * recipient's counts, as for any mail to a stranger.
 */
async function reportLimits(c: Ctx, clientId: number, recipients: string[]): Promise<Limit[]> {
  const user = currentUser(c);
  const typed: string[] = [];
  for (const to of recipients) {
    if (to !== user.email.toLowerCase() && !(await isMemberEmail(c.var.deps.db, clientId, to))) typed.push(to);
  }
  if (!typed.length) return [];
  return [...senderLimits('invoiceReport', user.id, clientAddress(c)), ...typed.flatMap((to) => recipientLimits('invoiceReport', to))];
}

/**
 * POST /finance_reports.json: body { clientId, recipients, invoices } (at most 20 invoices).
 * Recipients other than the sender and the client's members are limited (`reportLimits`).
 * One e-mail to the recipients with the invoice PDF of each selected batch invoice that has one
 * and a CSV summary of every selected invoice (finance charges and offline invoices have no PDF:
 * the CSV lists them). A finance_reports row records who sent what.
 */
billingRoutes.post('/finance_reports.json', async (c) => {
  const user = currentUser(c);
  // The page shows Send Invoices to site administrators only; the call answers the same rule.
  if (!maySendInvoices(user)) fail(403, SEND_INVOICES_REFUSAL);
  const body = await readJson(c, invoiceReportBody);
  await authorizeClient(c, body.clientId, 'billing');
  const client = c.var.client;
  const { db, clock } = c.var.deps;
  const numbers = [...new Set(body.invoices.map((i) => (typeof i === 'string' ? i : i.invoiceNumber)))];
  const recipients = [...new Set(body.recipients)];
  const rows = await invoicesByNumber(db, client.id, numbers);
  const found = new Map(rows.map((r) => [r.invoiceNumber, r]));
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length) fail(400, `Unknown invoice for this client: ${missing.slice(0, 5).join(', ')}`);
  const invoices = numbers.map((n) => ({ invoice: toInvoice(found.get(n)!), row: found.get(n)! }));
  const now = clock.now();
  // The preview checks the limits too (spending nothing), so the confirmation is not offered for a send that would be refused.
  const limits = await reportLimits(c, client.id, recipients);
  const wait = await limitWait(db, clock, limits);
  if (wait > 0) {
    return tooManyAnswer(c, wait, `You have sent several invoice reports to addresses outside this client in a short time. Please wait ${waitText(wait)}, or send them to the client's members.`);
  }
  if (body.preview) {
    // The confirmation step: exactly what a send would carry, nothing sent.
    const { pdfName, csvName } = invoiceReportFiles(client, now);
    const list = invoices.map((i) => i.invoice);
    return c.json({ preview: true, recipients, invoices: list, attachments: [...list.filter((i) => i.pdfAvailable).map(pdfName), csvName] });
  }
  await spend(db, clock, limits);
  const { id, attachments } = await sendInvoiceReport(c.var.deps, { user, client, recipients, invoices, now });
  await trackEvent(c, 'invoices-sent', { clientId: client.id, invoices: numbers.length, recipients: recipients.length });
  return c.json({ id, recipients, invoices: numbers, attachments }, 201);
});
