/**
 * Analysis submissions, the client's side: the draft, submitting it, tracking, cancelling and
 * editing a submission, and its two PDFs. Handlers parse the request by the contract's schemas,
 * check access and call services/submissions.ts, which holds the rules (numbering, the PDFs,
 * the mail). The lab's receiving desk is routes/receiving.ts.
 *
 * Access (contract/roles.ts): building and submitting is the `ordering` area (client
 * Administrators and Full Users, site administrators; not while the client must re-sign its
 * agreement, not on credit hold); tracking, the PDFs and cancelling are the `submissions` area
 * (the same people, on credit hold too). Editing a submission is ordering.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type ProviderEnv, type Ctx, currentUser, fail, idParam, readJson, readQuery, requireClient, trackEvent } from '../http.ts';
import { addAnalysesBody, sampleBody, submitBody } from '../../contract/submissions.ts';
import * as submissions from '../services/submissions.ts';

export const submissionRoutes = new Hono<ProviderEnv>();

/** The signed-in user acting for the client the path names (a draft is one user's, per client). */
const orderer = (c: Ctx): submissions.Orderer => ({ clientId: c.var.client.id, user: currentUser(c) });
const readSample = (c: Ctx) => readJson(c, sampleBody(submissions.labYear(c.var.deps.clock)));

// ─── the draft ───────────────────────────────────────────────────────────────

/** GET /clients/{clientId}/submissions/draft.json: the user's draft, priced (id null: none yet). */
submissionRoutes.get('/clients/:clientId/submissions/draft.json', requireClient('ordering'), async (c) => c.json(await submissions.draftView(c.var.deps, orderer(c))));

/** POST …/draft/samples.json: adds a sample (creating the draft); at most MAX_SAMPLES_PER_SUBMISSION. */
submissionRoutes.post('/clients/:clientId/submissions/draft/samples.json', requireClient('ordering'), async (c) => {
  const body = await readSample(c);
  return c.json(await submissions.addSample(c.var.deps, orderer(c), body));
});

/** PUT …/draft/samples/{sampleId}: changes a sample; a new sample type must still fit its tests. */
submissionRoutes.put('/clients/:clientId/submissions/draft/samples/:sampleId', requireClient('ordering'), async (c) => {
  const sampleId = idParam(c, 'sampleId');
  const body = await readSample(c);
  return c.json(await submissions.updateSample(c.var.deps, orderer(c), sampleId, body));
});

/** DELETE …/draft/samples/{sampleId}: removes a sample and its tests; the rest are renumbered. */
submissionRoutes.delete('/clients/:clientId/submissions/draft/samples/:sampleId', requireClient('ordering'), async (c) =>
  c.json(await submissions.removeSample(c.var.deps, orderer(c), idParam(c, 'sampleId'))),
);

/** POST …/draft/samples/{sampleId}/analyses.json: adds tests; each must be offered for the sample's type. */
submissionRoutes.post('/clients/:clientId/submissions/draft/samples/:sampleId/analyses.json', requireClient('ordering'), async (c) => {
  const sampleId = idParam(c, 'sampleId');
  const body = await readJson(c, addAnalysesBody);
  return c.json(await submissions.addTests(c.var.deps, orderer(c), sampleId, body.analysisIds));
});

/** DELETE …/draft/samples/{sampleId}/analyses/{analysisId}: removes one test. */
submissionRoutes.delete('/clients/:clientId/submissions/draft/samples/:sampleId/analyses/:analysisId', requireClient('ordering'), async (c) =>
  c.json(await submissions.removeTest(c.var.deps, orderer(c), idParam(c, 'sampleId'), idParam(c, 'analysisId'))),
);

/** POST …/draft/samples/{sampleId}/copy-previous.json: adds the previous sample's tests that fit this one's type. */
submissionRoutes.post('/clients/:clientId/submissions/draft/samples/:sampleId/copy-previous.json', requireClient('ordering'), async (c) =>
  c.json(await submissions.copyPrevious(c.var.deps, orderer(c), idParam(c, 'sampleId'))),
);

/** GET …/submissions/recent-analyses.json: the client's recently ordered tests ("order again"). */
submissionRoutes.get('/clients/:clientId/submissions/recent-analyses.json', requireClient('ordering'), async (c) => c.json(await submissions.recentAnalyses(c.var.deps, c.var.client.id)));

/** GET …/submissions/dropboxes.json: the dropboxes a client may leave samples in (the locations). */
submissionRoutes.get('/clients/:clientId/submissions/dropboxes.json', requireClient('ordering'), async (c) => c.json(await submissions.dropboxes(c.var.deps)));

/**
 * POST …/draft/submit.json: checks the whole draft, numbers it and its samples, fixes the total,
 * and e-mails the submitter both PDFs. Answers { id, number }. A client the laboratory has not
 * approved may not submit (before the body is read, as any refusal of access).
 */
submissionRoutes.post('/clients/:clientId/submissions/draft/submit.json', requireClient('ordering:submit'), async (c) => {
  const body = await readJson(c, submitBody);
  const placed = await submissions.submitDraft(c.var.deps, orderer(c), body);
  await trackEvent(c, 'submission', { id: placed.id, clientId: c.var.client.id, samples: placed.samples });
  return c.json({ id: placed.id, number: placed.number });
});

// ─── tracking ────────────────────────────────────────────────────────────────

const listQuery = z.object({ start: z.coerce.number().int().min(0).default(0), length: z.coerce.number().int().min(1).max(100).default(25) });

/** GET /clients/{clientId}/submissions.json: the client's submissions, newest first. */
submissionRoutes.get('/clients/:clientId/submissions.json', requireClient('submissions'), async (c) => {
  const q = readQuery(c, listQuery);
  return c.json(await submissions.listSubmissions(c.var.deps, c.var.client.id, { offset: q.start, limit: q.length }));
});

/** The submission id of the path (0 is a number, and a submission no client has: the service answers 404). */
function submissionId(c: Ctx): number {
  const raw = (c.req.param('id') ?? '').replace(/\.json$/, '');
  if (!/^\d{1,15}$/.test(raw)) fail(400, 'id must be a number');
  return Number(raw);
}

/** GET /clients/{clientId}/submissions/{id}.json: one submission, priced. */
submissionRoutes.get('/clients/:clientId/submissions/:id{[0-9]{1,15}\\.json}', requireClient('submissions'), async (c) =>
  c.json(await submissions.oneSubmission(c.var.deps, c.var.client.id, submissionId(c))),
);

/** POST …/submissions/{id}/cancel.json: until the lab receives the samples. */
submissionRoutes.post('/clients/:clientId/submissions/:id/cancel.json', requireClient('submissions'), async (c) => {
  const done = await submissions.cancelSubmission(c.var.deps, c.var.client.id, submissionId(c));
  await trackEvent(c, 'submission-cancelled', done);
  return c.json(done);
});

/**
 * POST …/submissions/{id}/edit.json: until the lab receives it, a submission goes back to being
 * the caller's draft. Refused on credit hold: editing is ordering.
 */
submissionRoutes.post('/clients/:clientId/submissions/:id/edit.json', requireClient('ordering'), async (c) => {
  const done = await submissions.reopenSubmission(c.var.deps, orderer(c), submissionId(c));
  await trackEvent(c, 'submission-edit', done);
  return c.json(done);
});

async function pdfAnswer(c: Ctx, kind: 'chain-of-custody' | 'labels'): Promise<Response> {
  const pdf = await submissions.submissionPdf(c.var.deps, c.var.client.id, submissionId(c), kind);
  return new Response(new Uint8Array(pdf.bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${pdf.filename}"`, 'Cache-Control': 'private, no-store' },
  });
}

/** GET …/submissions/{id}/chain-of-custody.pdf (in the submission's language). */
submissionRoutes.get('/clients/:clientId/submissions/:id/chain-of-custody.pdf', requireClient('submissions'), async (c) => pdfAnswer(c, 'chain-of-custody'));

/** GET …/submissions/{id}/labels.pdf: the label sheet. */
submissionRoutes.get('/clients/:clientId/submissions/:id/labels.pdf', requireClient('submissions'), async (c) => pdfAnswer(c, 'labels'));
