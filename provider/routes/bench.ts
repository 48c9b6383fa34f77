/**
 * The lab bench, for the lab's staff (the access table's 'bench'): the worklist, a batch's
 * values, entering (typed or an instrument CSV previewed first), verifying, releasing and
 * amending (services/bench.ts).
 */
import { Hono } from 'hono';
import { type ProviderEnv, type Ctx, currentUser, fail, idParam, readJson, trackEvent } from '../http.ts';
import { ROLE_REFUSAL, mayUseBench } from '../../contract/access.ts';
import { amendBody, enterBody, uploadBody, verifyBody } from '../../contract/bench.ts';
import * as bench from '../services/bench.ts';

export const benchRoutes = new Hono<ProviderEnv>();

function requireBench(c: Ctx) {
  const user = currentUser(c);
  if (!mayUseBench(user)) fail(403, ROLE_REFUSAL);
  return user;
}

const uploadId = (c: Ctx) => {
  const id = c.req.param('uploadId') ?? '';
  if (!/^[A-Za-z0-9_-]{10,40}$/.test(id)) fail(404, 'No such preview');
  return id;
};

/** GET /bench/worklist.json: received batches awaiting results, oldest first. */
benchRoutes.get('/bench/worklist.json', async (c) => {
  requireBench(c);
  return c.json(await bench.worklist(c.var.deps));
});

/** GET /bench/batches/{id}/bench.json: a batch's values with who entered and verified each. */
benchRoutes.get('/bench/batches/:id/bench.json', async (c) => {
  requireBench(c);
  return c.json(await bench.batchBench(c.var.deps, idParam(c, 'id')));
});

/** POST /bench/batches/{id}/values.json: enters typed values (blank ones skipped). */
benchRoutes.post('/bench/batches/:id/values.json', async (c) => {
  const user = requireBench(c);
  const body = await readJson(c, enterBody);
  return c.json(await bench.enter(c.var.deps, user.id, idParam(c, 'id'), body.values));
});

/** POST /bench/batches/{id}/verify.json: verifies values another person entered. */
benchRoutes.post('/bench/batches/:id/verify.json', async (c) => {
  const user = requireBench(c);
  const body = await readJson(c, verifyBody);
  return c.json(await bench.verify(c.var.deps, user.id, idParam(c, 'id'), body.resultIds));
});

/** POST /bench/batches/{id}/uploads.json: an instrument CSV read and stored as a preview. */
benchRoutes.post('/bench/batches/:id/uploads.json', async (c) => {
  const user = requireBench(c);
  const body = await readJson(c, uploadBody);
  return c.json(await bench.previewCsv(c.var.deps, user.id, idParam(c, 'id'), body.csv));
});

/** GET /bench/batches/{id}/uploads/{uploadId}/preview.json: the stored preview. */
benchRoutes.get('/bench/batches/:id/uploads/:uploadId/preview.json', async (c) => {
  const user = requireBench(c);
  return c.json(await bench.csvPreview(c.var.deps, user.id, idParam(c, 'id'), uploadId(c)));
});

/** POST /bench/batches/{id}/uploads/{uploadId}/apply.json: applies the matched rows, all or none. */
benchRoutes.post('/bench/batches/:id/uploads/:uploadId/apply.json', async (c) => {
  const user = requireBench(c);
  return c.json(await bench.applyCsv(c.var.deps, user.id, idParam(c, 'id'), uploadId(c)));
});

/** POST /bench/batches/{id}/release.json: completes a fully verified batch, issues its invoice, announces both. */
benchRoutes.post('/bench/batches/:id/release.json', async (c) => {
  const user = requireBench(c);
  const done = await bench.release(c.var.deps, user.id, idParam(c, 'id'));
  await trackEvent(c, 'batch-released', done);
  return c.json(done);
});

/** POST /bench/batches/{id}/amend.json: amends a released value with a reason (the report's next version). */
benchRoutes.post('/bench/batches/:id/amend.json', async (c) => {
  const user = requireBench(c);
  const body = await readJson(c, amendBody);
  const done = await bench.amend(c.var.deps, user.id, idParam(c, 'id'), body);
  await trackEvent(c, 'result-amended', { ...done, resultId: body.resultId });
  return c.json(done);
});
