/**
 * Delivery of reports and invoices (services/deliveries.ts):
 * - the client's delivery log and "send again", for its Administrators (the access table's
 *   `deliveries`), and the same across clients for the lab's staff on the desk;
 * - the mailroom queue on the desk: the day's letters as one print-ready PDF, marked printed;
 * - the signed-in user's e-mail preferences per client and in-app notices.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type Ctx, type ProviderEnv, currentUser, fail, idParam, readJson, readQuery, requireClient, requireUser } from '../http.ts';
import { ROLE_REFUSAL, mayUseDesk } from '../../contract/access.ts';
import { DELIVERY_STATES, type DeliveryLog, type DeliveryMode, type DeliveryPreference, deliveryPreferenceBody, lettersPrintedBody } from '../../contract/deliveries.ts';
import * as repo from '../repositories/deliveries.ts';
import { mailroomLetters, resendDelivery } from '../services/deliveries.ts';
import { buildMailroomPdf } from '../services/mailroom-pdf.ts';
import { labToday } from '../../contract/lab-time.ts';

export const deliveryRoutes = new Hono<ProviderEnv>();

function requireDesk(c: Ctx) {
  const user = currentUser(c);
  if (!mayUseDesk(user)) fail(403, ROLE_REFUSAL);
  return user;
}

const logQuery = z.object({ state: z.enum(DELIVERY_STATES).optional().or(z.literal('').transform(() => undefined)) });
const problemStates = (s: string | undefined) => (s === 'failed' ? ['failed', 'bounced'] : s ? [s] : undefined);

/** GET /clients/{clientId}/deliveries.json?state=: the client's delivery log, newest first. */
deliveryRoutes.get('/clients/:clientId/deliveries.json', requireClient('deliveries'), async (c) => {
  const { state } = readQuery(c, logQuery);
  const { db } = c.var.deps;
  const client = c.var.client;
  const body: DeliveryLog = { deliveries: await repo.listDeliveries(db, { clientId: client.id, states: problemStates(state) }), failed: await repo.failedDeliveryCount(db, client.id) };
  return c.json(body);
});

/** POST /clients/{clientId}/deliveries/{id}/resend.json: "send again" to one recipient. */
deliveryRoutes.post('/clients/:clientId/deliveries/:id/resend.json', requireClient('deliveries'), async (c) => {
  const d = await repo.findDelivery(c.var.deps.db, idParam(c, 'id'));
  if (!d || d.clientId !== c.var.client.id) fail(404, 'No such delivery for this client');
  await resendDelivery(c.var.deps, d);
  return c.json({ success: true as const });
});

/** GET /desk/deliveries.json?state=: every client's deliveries (lab staff). */
deliveryRoutes.get('/desk/deliveries.json', async (c) => {
  requireDesk(c);
  const { state } = readQuery(c, logQuery);
  return c.json({ deliveries: await repo.listDeliveries(c.var.deps.db, { states: problemStates(state) }) });
});

/** POST /desk/deliveries/{id}/resend.json (lab staff). */
deliveryRoutes.post('/desk/deliveries/:id/resend.json', async (c) => {
  requireDesk(c);
  const d = await repo.findDelivery(c.var.deps.db, idParam(c, 'id'));
  if (!d) fail(404, 'No such delivery');
  await resendDelivery(c.var.deps, d);
  return c.json({ success: true as const });
});

/** GET /desk/mailroom.json: the letters waiting to be printed, oldest first. */
deliveryRoutes.get('/desk/mailroom.json', async (c) => {
  requireDesk(c);
  const letters = await repo.unprintedLetters(c.var.deps.db);
  return c.json({ letters: letters.map((l) => ({ id: l.id, clientCode: l.clientCode, addressBlock: l.addressBlock, eventKind: l.eventKind, batchId: l.batchId, invoiceNumber: l.invoiceNumber, reportVersion: l.reportVersion, createdAt: l.createdAt })) });
});

/** GET /desk/mailroom.pdf: the waiting letters as one print-ready PDF, each followed by the report or invoice it posts. */
deliveryRoutes.get('/desk/mailroom.pdf', async (c) => {
  requireDesk(c);
  const { clock, publicUrl } = c.var.deps;
  const pdf = await buildMailroomPdf(mailroomLetters(c.var.deps), clock.now(), publicUrl);
  return new Response(new Uint8Array(pdf), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="mailroom-${labToday(clock.now())}.pdf"`, 'cache-control': 'no-store' },
  });
});

/** POST /desk/mailroom/printed.json { ids }: marks letters printed (the ones already printed are left as they were). */
deliveryRoutes.post('/desk/mailroom/printed.json', async (c) => {
  const user = requireDesk(c);
  const { ids } = await readJson(c, lettersPrintedBody);
  const printed = await repo.markLettersPrinted(c.var.deps.db, ids, user.id, c.var.deps.clock.now().toISOString());
  return c.json({ printed });
});

/** GET /users/me/delivery_preferences.json: how the user receives each of their clients' reports and invoices. */
deliveryRoutes.get('/users/me/delivery_preferences.json', requireUser, async (c) => {
  const user = currentUser(c);
  const { db } = c.var.deps;
  const clients = await repo.memberClients(db, user.id);
  const modes = new Map((await repo.preferencesOf(db, user.id)).map((p) => [p.clientId, p.mode]));
  const preferences: DeliveryPreference[] = clients.map((k) => ({ clientId: k.id, clientCode: k.code, clientName: k.name, mode: (modes.get(k.id) ?? 'pdf') as DeliveryMode }));
  return c.json({ preferences });
});

/** PUT /users/me/delivery_preferences.json { clientId, mode }: for a client the user is a member of. */
deliveryRoutes.put('/users/me/delivery_preferences.json', requireUser, async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, deliveryPreferenceBody);
  const { db, clock } = c.var.deps;
  if (!(await repo.recipientFlags(db, body.clientId, user.id))) fail(403, 'You are not a member of this client');
  await repo.setPreference(db, user.id, body.clientId, body.mode, clock.now().toISOString());
  return c.json({ clientId: body.clientId, mode: body.mode });
});

/** GET /users/me/notices.json: the user's in-app delivery notices, newest first, and how many are unread. */
deliveryRoutes.get('/users/me/notices.json', requireUser, async (c) => {
  const user = currentUser(c);
  const { db } = c.var.deps;
  return c.json({ notices: await repo.noticesOf(db, user.id), unread: await repo.unreadNoticeCount(db, user.id) });
});

/** POST /users/me/notices/{id}/read.json, or /users/me/notices/read.json for all. */
deliveryRoutes.post('/users/me/notices/:id/read.json', requireUser, async (c) => {
  await repo.markNoticesRead(c.var.deps.db, currentUser(c).id, c.var.deps.clock.now().toISOString(), idParam(c, 'id'));
  return c.json({ success: true as const });
});
deliveryRoutes.post('/users/me/notices/read.json', requireUser, async (c) => {
  await repo.markNoticesRead(c.var.deps.db, currentUser(c).id, c.var.deps.clock.now().toISOString());
  return c.json({ success: true as const });
});
