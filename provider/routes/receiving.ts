/**
 * The laboratory's receiving desk, for the lab's staff (the access table's 'desk'): a submission found by its
 * number or a sample's barcode, and received (services/receiving.ts: the results batch, the
 * mail to the submitter).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type ProviderEnv, type Ctx, currentUser, fail, idParam, readJson, readQuery, trackEvent } from '../http.ts';
import { receiveBody } from '../../contract/submissions.ts';
import { ROLE_REFUSAL, mayUseDesk } from '../../contract/access.ts';
import * as desk from '../services/receiving.ts';

export const receivingRoutes = new Hono<ProviderEnv>();

function requireDesk(c: Ctx) {
  const user = currentUser(c);
  if (!mayUseDesk(user)) fail(403, ROLE_REFUSAL);
  return user;
}

const lookupQuery = z.object({ code: z.string().trim().min(1, 'orders.error.codeRequired').max(40, 'orders.error.codeUnknown') });

/** GET /receiving/lookup.json?code=: a submission by its number or one of its sample barcodes. */
receivingRoutes.get('/receiving/lookup.json', async (c) => {
  requireDesk(c);
  const q = readQuery(c, lookupQuery);
  return c.json(await desk.lookup(c.var.deps, q.code));
});

/** POST /receiving/submissions/{id}/receive.json: marks samples received; answers the results batch. */
receivingRoutes.post('/receiving/submissions/:id/receive.json', async (c) => {
  const user = requireDesk(c);
  const id = idParam(c, 'id');
  const body = await readJson(c, receiveBody);
  const done = await desk.receive(c.var.deps, user.id, id, body);
  await trackEvent(c, 'submission-received', { id: done.id, batchId: done.batchId, samples: done.samples });
  return c.json({ id: done.id, batchId: done.batchId });
});
