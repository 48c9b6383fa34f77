/**
 * /api/v1/ (mounted at /v1 of the provider): the calls of contract/api-v1.ts V1_CALLS, for a
 * client's API token (auth.ts). Each reads through the same repositories and services as the
 * portal's calls; every record is looked up within the token's client, so another client's id
 * answers 404 as an unknown one does.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { z } from 'zod';
import { type V1Env, apiToken, requireScope } from './auth.ts';
import { buildOpenApi } from './openapi.ts';
import { refuse } from '../errors.ts';
import { readJson, trackEvent } from '../http.ts';
import { batchesV1Query, invoicesV1Query, resultsV1Query, submissionV1Body } from '../../contract/api-v1.ts';
import { submitBody } from '../../contract/submissions.ts';
import { mayAccess } from '../../contract/access.ts';
import type { Role } from '../../contract/roles.ts';
import { findUser } from '../repositories/users.ts';
import { membershipOf } from '../repositories/team.ts';
import { claimTokenDraft, deleteTokenDraft } from '../repositories/submissions.ts';
import * as submissions from '../services/submissions.ts';
import { type ResultsKey, batchesPage, invoiceOfClient, releasedResults } from '../repositories/api-v1.ts';
import { findBatch, samplesOfBatch, toBatch } from '../repositories/batches.ts';
import { countInvoices, pageOfInvoices, toInvoice, unpaidBalance } from '../repositories/billing.ts';
import { batchLabReportPdf } from '../services/lab-report-pdf.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';
import { dollars } from '../../contract/billing.ts';

type V1Ctx = Context<V1Env>;

/** A token's draft this old was left by a placing that stopped half-way (a placing takes seconds). */
const STALE_DRAFT_MS = 5 * 60_000;

export const v1Routes = new Hono<V1Env>();

/** GET /v1/openapi.json: the document, public (it describes the calls; it opens none). */
let document: ReturnType<typeof buildOpenApi> | undefined;
v1Routes.get('/v1/openapi.json', (c) => {
  document ??= buildOpenApi();
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(document);
});

v1Routes.use('/v1/*', async (c, next) => (c.req.path === '/v1/openapi.json' ? next() : apiToken(c, next)));

function query<S extends z.ZodType>(c: V1Ctx, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse('invalid', issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message, { field: issue.path[0]?.toString() });
  }
  return parsed.data;
}

/** Cursors are opaque to clients: base64url of the last key read. */
const encodeCursor = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor<T>(raw: string | undefined, valid: (v: any) => v is T): T | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (!valid(value)) refuse('invalid', 'cursor: not a cursor this API answered', { field: 'cursor' });
  return value;
}
const isResultsKey = (v: any): v is { r: string; i: number } => !!v && typeof v.r === 'string' && v.r.length <= 40 && Number.isSafeInteger(v.i);
const isBatchKey = (v: any): v is { i: number } => !!v && Number.isSafeInteger(v.i);

v1Routes.get('/v1/results', requireScope('results:read'), async (c) => {
  const q = query(c, resultsV1Query);
  const key = decodeCursor(q.cursor, isResultsKey);
  const after: ResultsKey | null = key ? { reportedAt: key.r, id: key.i } : null;
  const { rows, hasMore } = await releasedResults(c.var.deps.db, c.var.client.id, q, after, q.limit);
  const last = rows.at(-1);
  const nextCursor = last ? encodeCursor({ r: last.reportedAt, i: last.id }) : (q.cursor ?? null);
  return c.json({ data: rows.map(({ amendments: _a, ...r }) => r), nextCursor, hasMore });
});

v1Routes.get('/v1/batches', requireScope('results:read'), async (c) => {
  const q = query(c, batchesV1Query);
  const key = decodeCursor(q.cursor, isBatchKey);
  const { rows, hasMore } = await batchesPage(c.var.deps.db, c.var.client.id, q.state, key?.i ?? null, q.limit);
  const last = rows.at(-1);
  return c.json({ data: rows, nextCursor: last && hasMore ? encodeCursor({ i: last.id }) : null, hasMore });
});

/** The token's client's batch by the path's id; another client's is unknown here (404). */
async function tokenBatch(c: V1Ctx) {
  const raw = c.req.param('batchId') ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  const batch = Number.isSafeInteger(id) && id > 0 ? await findBatch(c.var.deps.db, id) : undefined;
  if (!batch || batch.clientId !== c.var.client.id) refuse('not-found', 'Batch not found');
  return batch;
}

v1Routes.get('/v1/batches/:batchId{[0-9]+}', requireScope('results:read'), async (c) => {
  const batch = await tokenBatch(c);
  return c.json(toBatch(batch as never, await samplesOfBatch(c.var.deps.db, batch.id)));
});

v1Routes.get('/v1/batches/:batchId{[0-9]+}/report.pdf', requireScope('reports:read'), async (c) => {
  const batch = await tokenBatch(c);
  if (batch.status !== 'Completed') refuse('download-not-available', 'The lab report is available once the batch is Completed');
  const deps = c.var.deps;
  const client = c.var.client;
  const pdf = await batchLabReportPdf(deps.db, deps, client, { ...batch, updatedAt: batch.updatedAt as unknown as string }, deps.clock.now());
  await trackEvent(c as never, 'report-downloaded', { clientId: client.id, batchId: batch.id, reportType: 'ereport', via: 'api' });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="lab-report-${client.code}-${batch.id}.pdf"`.replace(/[^\w.\-;= "]/g, '_'),
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
});

v1Routes.get('/v1/invoices', requireScope('invoices:read'), async (c) => {
  const q = query(c, invoicesV1Query);
  const { db } = c.var.deps;
  const clientId = c.var.client.id;
  const [count, rows, balance] = await Promise.all([countInvoices(db, clientId, q), pageOfInvoices(db, clientId, q), unpaidBalance(db, clientId)]);
  return c.json({ data: rows.map(toInvoice), balance: dollars(balance), recordsTotal: count });
});

/** The PDF of a batch invoice (the billing page's download): 409 for a finance charge, an offline invoice or a batch not yet Completed. */
v1Routes.get('/v1/invoices/:invoiceId{[0-9]+}/invoice.pdf', requireScope('invoices:read'), async (c) => {
  const deps = c.var.deps;
  const client = c.var.client;
  const raw = Number(c.req.param('invoiceId'));
  const invoice = Number.isSafeInteger(raw) && raw > 0 ? await invoiceOfClient(deps.db, client.id, raw) : undefined;
  if (!invoice) refuse('not-found', 'Invoice not found');
  if (invoice.isOfflineInvoice) refuse('download-not-available', 'Contact the laboratory for a copy of this invoice');
  const batch = invoice.batchId !== null && invoice.docType === 'Invoice' && invoice.batchStatus === 'Completed' ? await findBatch(deps.db, invoice.batchId) : undefined;
  if (!batch) refuse('download-not-available', 'This invoice has no PDF (a finance charge, or its batch is not Completed yet)');
  const pdf = await batchInvoicePdf(deps.db, client, batch, invoice, deps.publicUrl);
  await trackEvent(c as never, 'report-downloaded', { clientId: client.id, batchId: batch.id, reportType: 'billing', via: 'api' });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${invoice.invoiceNumber.replace(/[^\w.-]/g, '_')}.pdf"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
});

/**
 * POST /v1/submissions: the order-analyses page's draft and submit in one call, through the page's
 * own service (services/submissions.ts: the same checks, numbering, prices and e-mail), built as
 * the token's own draft so the creator's draft on the page is never touched. The order is placed
 * in the name of the member who created the token, who must still be a member allowed to order;
 * a placing refused half-way leaves nothing behind. One placing per token at a time: a second call
 * while the first builds its draft is refused 409 (a shared draft would mix the two orders).
 */
v1Routes.post('/v1/submissions', requireScope('submissions:write'), async (c) => {
  const deps = c.var.deps;
  const { db, clock } = deps;
  const token = c.var.apiToken;
  const client = c.var.client;
  const body = await readJson(c as never, submissionV1Body(submissions.labYear(clock)));
  const choices = submitBody.safeParse({ delivery: body.delivery, dropboxLocationId: body.dropboxLocationId, language: body.language });
  if (!choices.success) refuse('invalid', choices.error.issues[0].message, { field: choices.error.issues[0].path[0]?.toString() });
  const user = token.createdBy !== null ? await findUser(db, token.createdBy) : undefined;
  const membership = user ? await membershipOf(db, client.id, user.id) : null;
  if (!user || !membership || !mayAccess(user, membership.role as Role, 'ordering')) {
    refuse('conflict', 'The member who created this token can no longer order for this client: an Administrator creates a new token for submissions');
  }
  const who: submissions.Orderer = { clientId: client.id, user: { id: user.id, email: user.email, firstname: user.firstname }, apiTokenId: token.id };
  const now = clock.now();
  if (!(await claimTokenDraft(db, client.id, user.id, token.id, now.toISOString(), new Date(now.getTime() - STALE_DRAFT_MS).toISOString()))) {
    refuse('conflict', 'Another submission with this token is being placed right now: send this one when that call has answered');
  }
  try {
    for (const { analysisIds, ...fields } of body.samples) {
      const { id } = await submissions.addSample(deps, who, fields);
      await submissions.addTests(deps, who, id, analysisIds);
    }
    const placed = await submissions.submitDraft(deps, who, choices.data);
    await trackEvent(c as never, 'submission', { id: placed.id, clientId: client.id, samples: placed.samples, via: 'api' });
    return c.json(await submissions.oneSubmission(deps, client.id, placed.id), 201);
  } catch (error) {
    await deleteTokenDraft(db, client.id, token.id);
    throw error;
  }
});
