/**
 * Analyses ordered online (ours, no call of the original): the client's draft order,
 * submitting it, tracking and cancelling it, its two PDFs, and the lab's receiving desk.
 *
 * Access (contract/roles.ts): building and submitting an order is the `ordering` area
 * (client Administrators and Full Users, site administrators; not while the client must re-sign
 * its agreement, not on credit hold); tracking, the PDFs and cancelling are the `submissions`
 * area (the same people, on credit hold too). The desk is for godmode site administrators.
 * SQL lives in repositories/submissions.ts; prices and dates are computed there.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type ProviderEnv, type Ctx, currentUser, fail, idParam, readJson, readQuery, requireClient, trackEvent } from '../http.ts';
import { MAX_SAMPLES_PER_ORDER, addAnalysesBody, hasVintage, offeredFor, receiveBody, sampleBody, submitBody } from '../../contract/submissions.ts';
import { approvalRefusal } from '../../contract/client-approval.ts';
import * as repo from '../repositories/submissions.ts';
import { buildChainOfCustodyPdf, buildLabelSheetPdf } from '../services/submission-pdfs.ts';
import { submissionPlacedMail, submissionReceivedMail } from '../services/mail-templates.ts';
import { LAB_ZONE } from '../../contract/lab-hours.ts';
import { DateTime } from 'luxon';

export const submissionRoutes = new Hono<ProviderEnv>();

const nowIso = (c: Ctx) => c.var.deps.clock.now().toISOString();
const thisYear = (c: Ctx) => DateTime.fromJSDate(c.var.deps.clock.now()).setZone(LAB_ZONE).year;

async function draftOrFail(c: Ctx) {
  const draft = await repo.findDraft(c.var.deps.db, c.var.client.id, currentUser(c).id);
  if (!draft) fail(404, 'orders.error.noDraft');
  return draft;
}

async function draftSample(c: Ctx) {
  const draft = await draftOrFail(c);
  const sample = await repo.sampleOf(c.var.deps.db, draft.id, idParam(c, 'sampleId'));
  if (!sample) fail(404, 'orders.error.noSample');
  return { draft, sample };
}

/** The sample's fields checked against the catalogue: a known sample type; varietal and vintage only where they apply. */
async function checkedSample(c: Ctx) {
  const body = await readJson(c, sampleBody(thisYear(c)));
  const type = await repo.sampleType(c.var.deps.db, body.sampleTypeId);
  if (!type) fail(400, 'sampleTypeId: orders.error.sampleTypeRequired');
  if (!hasVintage(type.name)) Object.assign(body, { varietal: null, vintage: null });
  return { body, type };
}

// ─── the draft ───────────────────────────────────────────────────────────────

/** GET /clients/{clientId}/submissions/draft.json: the user's draft, priced (id null: none yet). */
submissionRoutes.get('/clients/:clientId/submissions/draft.json', requireClient('ordering'), async (c) => {
  const { db, clock } = c.var.deps;
  const user = currentUser(c);
  const draft = await repo.findDraft(db, c.var.client.id, user.id);
  const now = clock.now().toISOString();
  const row = draft ?? {
    id: 0, clientId: c.var.client.id, userId: user.id, state: 'draft' as const, number: null, delivery: null, dropboxLocationId: null, language: 'en',
    totalCents: null, batchId: null, createdAt: now, updatedAt: now, submittedAt: null, receivedAt: null, receivedBy: null, cancelledAt: null,
  };
  const view = await repo.orderView(db, row, clock.now());
  return c.json({ ...view, id: draft ? view.id : null, createdAt: draft ? view.createdAt : null });
});

/** POST …/draft/samples.json: adds a sample (creating the draft); at most MAX_SAMPLES_PER_ORDER. */
submissionRoutes.post('/clients/:clientId/submissions/draft/samples.json', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const { body } = await checkedSample(c);
  const draft = await repo.draftFor(db, c.var.client.id, currentUser(c).id, nowIso(c));
  const count = await repo.sampleCount(db, draft.id);
  if (count >= MAX_SAMPLES_PER_ORDER) fail(400, 'orders.error.tooManySamples');
  const last = (await repo.samplesOf(db, draft.id)).at(-1)?.position ?? 0;
  const id = await repo.insertSample(db, draft.id, last + 1, body);
  await repo.touch(db, draft.id, nowIso(c));
  return c.json({ id });
});

/** PUT …/draft/samples/{sampleId}: changes a sample; a new sample type must still fit its tests. */
submissionRoutes.put('/clients/:clientId/submissions/draft/samples/:sampleId', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const { draft, sample } = await draftSample(c);
  const { body, type } = await checkedSample(c);
  if (body.sampleTypeId !== sample.sampleTypeId) {
    const misfits = await repo.testsNotOffered(db, sample.id, type.name);
    if (misfits.length) fail(400, `sampleTypeId: orders.error.testsNotOffered (${misfits.map((m) => m.acode).join(', ')})`);
  }
  await repo.updateSample(db, sample.id, body);
  await repo.touch(db, draft.id, nowIso(c));
  return c.json({ id: sample.id });
});

/** DELETE …/draft/samples/{sampleId}: removes a sample and its tests; the rest are renumbered. */
submissionRoutes.delete('/clients/:clientId/submissions/draft/samples/:sampleId', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const { draft, sample } = await draftSample(c);
  await repo.deleteSample(db, draft.id, sample.id);
  await repo.touch(db, draft.id, nowIso(c));
  return c.json({ id: sample.id });
});

/** POST …/draft/samples/{sampleId}/analyses.json: adds tests; each must be offered for the sample's type. */
submissionRoutes.post('/clients/:clientId/submissions/draft/samples/:sampleId/analyses.json', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const { draft, sample } = await draftSample(c);
  const body = await readJson(c, addAnalysesBody);
  const type = await repo.sampleType(db, sample.sampleTypeId);
  const found = await repo.analysesWithMatrix(db, body.analysisIds);
  if (found.length !== new Set(body.analysisIds).size) fail(400, 'analysisIds: orders.error.unknownAnalysis');
  const misfits = found.filter((a) => !offeredFor(a.matrix, type?.name ?? ''));
  if (misfits.length) fail(400, `analysisIds: orders.error.notOffered (${misfits.map((m) => m.acode).join(', ')})`);
  const have = await repo.testsOf(db, sample.id);
  if (new Set([...have.map((t) => t.analysisId), ...body.analysisIds]).size > 40) fail(400, 'analysisIds: orders.error.tooManyTests');
  await repo.addTests(db, sample.id, body.analysisIds);
  await repo.touch(db, draft.id, nowIso(c));
  return c.json({ id: sample.id });
});

/** DELETE …/draft/samples/{sampleId}/analyses/{analysisId}: removes one test. */
submissionRoutes.delete('/clients/:clientId/submissions/draft/samples/:sampleId/analyses/:analysisId', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const { draft, sample } = await draftSample(c);
  await repo.removeTest(db, sample.id, idParam(c, 'analysisId'));
  await repo.touch(db, draft.id, nowIso(c));
  return c.json({ id: sample.id });
});

/** POST …/draft/samples/{sampleId}/copy-previous.json: adds the previous sample's tests that fit this one's type. */
submissionRoutes.post('/clients/:clientId/submissions/draft/samples/:sampleId/copy-previous.json', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const { draft, sample } = await draftSample(c);
  const previous = (await repo.samplesOf(db, draft.id)).filter((s) => s.position < sample.position).at(-1);
  if (!previous) fail(400, 'orders.error.noPreviousSample');
  const tests = await repo.testsOf(db, previous.id);
  const type = await repo.sampleType(db, sample.sampleTypeId);
  const fit = (await repo.analysesWithMatrix(db, tests.map((t) => t.analysisId))).filter((a) => offeredFor(a.matrix, type?.name ?? '')).map((a) => a.id);
  const ordered = tests.map((t) => t.analysisId).filter((id) => fit.includes(id));
  if (!ordered.length) fail(400, 'orders.error.nothingToCopy');
  await repo.addTests(db, sample.id, ordered);
  await repo.touch(db, draft.id, nowIso(c));
  return c.json({ id: sample.id });
});

/** GET …/submissions/recent-analyses.json: the client's recently ordered tests ("order again"). */
submissionRoutes.get('/clients/:clientId/submissions/recent-analyses.json', requireClient('ordering'), async (c) => c.json(await repo.recentAnalyses(c.var.deps.db, c.var.client.id)));

/** GET …/submissions/dropboxes.json: the dropboxes a client may leave samples in (the locations). */
submissionRoutes.get('/clients/:clientId/submissions/dropboxes.json', requireClient('ordering'), async (c) => c.json(await repo.dropboxes(c.var.deps.db)));

/**
 * POST …/draft/submit.json: checks the whole order (samples, a test on each, each test offered
 * for its sample's type), numbers it and its samples, fixes the total, and e-mails the submitter
 * both PDFs. Answers { id, number }.
 */
submissionRoutes.post('/clients/:clientId/submissions/draft/submit.json', requireClient('ordering'), async (c) => {
  const { db, clock, mailer } = c.var.deps;
  const user = currentUser(c);
  const refusal = approvalRefusal(c.var.client.status);
  if (refusal) fail(403, refusal);
  const body = await readJson(c, submitBody);
  const draft = await draftOrFail(c);
  if (body.delivery === 'dropbox' && !(await repo.dropboxes(db)).some((d) => d.id === body.dropboxLocationId)) fail(400, 'dropboxLocationId: orders.error.dropboxRequired');
  const view = await repo.orderView(db, draft, clock.now());
  if (!view.samples.length) fail(400, 'orders.error.emptyOrder');
  if (view.samples.length > MAX_SAMPLES_PER_ORDER) fail(400, 'orders.error.tooManySamples');
  const untested = view.samples.filter((s) => !s.lines.length);
  if (untested.length) fail(400, `orders.error.sampleWithoutTests (${untested.map((s) => s.position).join(', ')})`);
  for (const s of view.samples) {
    const misfits = (await repo.analysesWithMatrix(db, s.lines.map((l) => l.analysisId))).filter((a) => !offeredFor(a.matrix, s.sampleType));
    if (misfits.length) fail(400, `orders.error.notOffered (${s.position}: ${misfits.map((m) => m.acode).join(', ')})`);
  }
  const now = nowIso(c);
  const number = draft.number ?? repo.submissionNumber(draft.id);
  const moved = await repo.submitDraft(
    db,
    draft.id,
    { number, delivery: body.delivery, dropboxLocationId: body.delivery === 'dropbox' ? body.dropboxLocationId! : null, language: body.language, totalCents: view.totalCents },
    view.samples,
    now,
  );
  // A second tab submitted the same draft a moment ago: that submission stands.
  if (!moved) fail(409, 'orders.error.alreadySubmitted');
  const placed = await repo.submissionOf(db, c.var.client.id, draft.id);
  const final = await repo.orderView(db, placed!, clock.now());
  const [coc, labels] = await Promise.all([
    buildChainOfCustodyPdf(final, { lab: await repo.primaryLab(db), terms: await repo.termsVersion(db), now: clock.now() }),
    buildLabelSheetPdf(final, { now: clock.now() }),
  ]);
  await mailer.send({
    to: user.email,
    ...submissionPlacedMail({ lang: body.language, number, firstname: user.firstname, samples: final.samples }),
    attachments: [
      { filename: `${number}-chain-of-custody.pdf`, contentType: 'application/pdf', content: coc },
      { filename: `${number}-labels.pdf`, contentType: 'application/pdf', content: labels },
    ],
  });
  await trackEvent(c, 'submission', { id: draft.id, clientId: c.var.client.id, samples: final.samples.length });
  return c.json({ id: draft.id, number });
});

// ─── tracking ────────────────────────────────────────────────────────────────

const listQuery = z.object({ start: z.coerce.number().int().min(0).default(0), length: z.coerce.number().int().min(1).max(100).default(25) });

/** GET /clients/{clientId}/submissions.json: the client's submissions, newest first. */
submissionRoutes.get('/clients/:clientId/submissions.json', requireClient('submissions'), async (c) => {
  const q = readQuery(c, listQuery);
  return c.json(await repo.listSubmissions(c.var.deps.db, c.var.client.id, { offset: q.start, limit: q.length }));
});

async function submissionOrFail(c: Ctx) {
  const raw = (c.req.param('id') ?? '').replace(/\.json$/, '');
  if (!/^\d{1,15}$/.test(raw)) fail(400, 'id must be a number');
  const sub = await repo.submissionOf(c.var.deps.db, c.var.client.id, Number(raw));
  // Another client's id, or none: the same 404 (ids cannot be probed across clients).
  if (!sub) fail(404, 'orders.error.noSubmission');
  return sub;
}

/** GET /clients/{clientId}/submissions/{id}.json: one submission, priced. */
submissionRoutes.get('/clients/:clientId/submissions/:id{[0-9]{1,15}\\.json}', requireClient('submissions'), async (c) => {
  const sub = await submissionOrFail(c);
  return c.json(await repo.orderView(c.var.deps.db, sub, c.var.deps.clock.now()));
});

/** POST …/submissions/{id}/cancel.json: until the lab receives the samples. */
submissionRoutes.post('/clients/:clientId/submissions/:id/cancel.json', requireClient('submissions'), async (c) => {
  const sub = await submissionOrFail(c);
  if (sub.state !== 'submitted') fail(409, 'orders.error.notCancellable');
  const now = nowIso(c);
  if (!(await repo.cancelSubmission(c.var.deps.db, sub.id, now))) fail(409, 'orders.error.notCancellable');
  await trackEvent(c, 'submission-cancelled', { id: sub.id });
  return c.json({ id: sub.id });
});

/**
 * POST …/submissions/{id}/edit.json: until the lab receives it, a submission goes back to being
 * the caller's draft (its number stays: submitting again gives the same one, and new PDFs). Refused
 * while the caller has another draft (one draft per user and client), and on credit hold (editing
 * is ordering).
 */
submissionRoutes.post('/clients/:clientId/submissions/:id/edit.json', requireClient('ordering'), async (c) => {
  const { db } = c.var.deps;
  const user = currentUser(c);
  const sub = await submissionOrFail(c);
  if (sub.state !== 'submitted') fail(409, 'orders.error.notEditable');
  if (await repo.findDraft(db, c.var.client.id, user.id)) fail(409, 'orders.error.draftInTheWay');
  const now = nowIso(c);
  if (!(await repo.reopenSubmission(db, sub.id, user.id, now))) fail(409, 'orders.error.notEditable');
  await trackEvent(c, 'submission-edit', { id: sub.id });
  return c.json({ id: sub.id });
});

function pdfAnswer(bytes: Buffer, filename: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' },
  });
}

/** GET …/submissions/{id}/chain-of-custody.pdf (in the submission's language). */
submissionRoutes.get('/clients/:clientId/submissions/:id/chain-of-custody.pdf', requireClient('submissions'), async (c) => {
  const { db, clock } = c.var.deps;
  const sub = await submissionOrFail(c);
  const view = await repo.orderView(db, sub, clock.now());
  const pdf = await buildChainOfCustodyPdf(view, { lab: await repo.primaryLab(db), terms: await repo.termsVersion(db), now: clock.now() });
  return pdfAnswer(pdf, `${sub.number}-chain-of-custody.pdf`);
});

/** GET …/submissions/{id}/labels.pdf: the label sheet. */
submissionRoutes.get('/clients/:clientId/submissions/:id/labels.pdf', requireClient('submissions'), async (c) => {
  const { db, clock } = c.var.deps;
  const sub = await submissionOrFail(c);
  return pdfAnswer(await buildLabelSheetPdf(await repo.orderView(db, sub, clock.now()), { now: clock.now() }), `${sub.number}-labels.pdf`);
});

// ─── the receiving desk ──────────────────────────────────────────────────────

function requireDesk(c: Ctx) {
  const user = currentUser(c);
  if (!user.godmode) fail(403, 'Your role does not allow this');
  return user;
}

const lookupQuery = z.object({ code: z.string().trim().min(1, 'orders.error.codeRequired').max(40, 'orders.error.codeUnknown') });

/** GET /receiving/lookup.json?code=: a submission by its number or one of its sample barcodes. */
submissionRoutes.get('/receiving/lookup.json', async (c) => {
  requireDesk(c);
  const { db, clock } = c.var.deps;
  const q = readQuery(c, lookupQuery);
  const found = await repo.findByCode(db, q.code);
  if (!found || found.sub.state === 'draft') fail(404, 'orders.error.codeUnknown');
  return c.json({ ...(await repo.orderView(db, found.sub, clock.now())), matchedSampleId: found.sampleId });
});

/**
 * POST /receiving/submissions/{id}/receive.json: marks samples received with their condition
 * and note, creates the results batch (Pending) with a sample and Pending result rows per test
 * component, and e-mails the submitter. Samples not marked received stay off the batch.
 */
submissionRoutes.post('/receiving/submissions/:id/receive.json', async (c) => {
  const desk = requireDesk(c);
  const { db, clock, mailer } = c.var.deps;
  const id = idParam(c, 'id');
  const body = await readJson(c, receiveBody);
  const sub = await repo.findSubmission(db, id);
  if (!sub || sub.state === 'draft') fail(404, 'orders.error.codeUnknown');
  if (sub.state !== 'submitted') fail(409, sub.state === 'cancelled' ? 'orders.error.cancelled' : 'orders.error.alreadyReceived');
  const view = await repo.orderView(db, sub, clock.now());
  const marks = new Map(body.samples.map((s) => [s.id, s]));
  if ([...marks.keys()].some((k) => !view.samples.some((s) => s.id === k))) fail(400, 'orders.error.noSample');
  const received = view.samples.filter((s) => marks.get(s.id)?.received);
  if (!received.length) fail(400, 'orders.error.nothingReceived');
  const now = nowIso(c);
  const batchId = await repo.receiveSubmission(
    db,
    sub,
    received.map((s) => ({ ...s, condition: marks.get(s.id)!.condition, note: marks.get(s.id)!.note || null })),
    desk.id,
    now,
  );
  if (batchId === null) fail(409, 'orders.error.alreadyReceived');
  await mailer.send({
    to: view.submitter.email,
    ...submissionReceivedMail({ lang: sub.language, number: sub.number ?? '', batch: batchId, name: view.submitter.name, samples: view.samples.map((s) => ({ ...s, mark: marks.get(s.id) })) }),
  });
  await trackEvent(c, 'submission-received', { id: sub.id, batchId, samples: received.length });
  return c.json({ id: sub.id, batchId });
});
