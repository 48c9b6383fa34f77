/**
 * A client's webhook endpoints (services/webhooks.ts), for its Administrators and site
 * administrators (the access table's `webhooks`):
 *
 *   GET    /clients/{clientId}/webhooks.json                       the endpoints
 *   POST   /clients/{clientId}/webhooks.json                       register one: its secret, shown once
 *   GET    /clients/{clientId}/webhooks/{id}.json                  one endpoint and its delivery log
 *   DELETE /clients/{clientId}/webhooks/{id}.json                  delete it (with its log)
 *   POST   /clients/{clientId}/webhooks/{id}/rotate.json           a new secret; the old one signs too for 48 h
 *   POST   /clients/{clientId}/webhooks/{id}/enable.json           enable a disabled endpoint again
 *   POST   /clients/{clientId}/webhooks/{id}/test.json             send a test event
 *   POST   /clients/{clientId}/webhooks/{id}/deliveries/{deliveryId}/redeliver.json
 */
import { Hono } from 'hono';
import { webhookCreateBody } from '../../contract/webhooks.ts';
import { type ProviderEnv, currentUser, idParam, readJson, requireClient } from '../http.ts';
import {
  createWebhook, deleteWebhook, enableWebhook, listWebhooks, redeliver, rotateWebhookSecret, sendTestEvent, webhookDetail,
} from '../services/webhooks.ts';

export const webhookRoutes = new Hono<ProviderEnv>();
const gate = requireClient('webhooks');
const ID = ':id{[0-9]+}';

webhookRoutes.get('/clients/:clientId/webhooks.json', gate, async (c) => c.json({ endpoints: await listWebhooks(c.var.deps, c.var.client.id) }));

webhookRoutes.post('/clients/:clientId/webhooks.json', gate, async (c) => {
  const body = await readJson(c, webhookCreateBody);
  return c.json(await createWebhook(c.var.deps, c.var.client.id, currentUser(c).id, body), 201);
});

webhookRoutes.get('/clients/:clientId/webhooks/:id{[0-9]+\\.json}', gate, async (c) => c.json(await webhookDetail(c.var.deps, c.var.client.id, idParam(c, 'id'))));

webhookRoutes.delete('/clients/:clientId/webhooks/:id{[0-9]+\\.json}', gate, async (c) => {
  const id = idParam(c, 'id');
  await deleteWebhook(c.var.deps, c.var.client.id, id);
  return c.json({ removed: id });
});

webhookRoutes.post(`/clients/:clientId/webhooks/${ID}/rotate.json`, gate, async (c) => c.json(await rotateWebhookSecret(c.var.deps, c.var.client.id, idParam(c, 'id'))));

webhookRoutes.post(`/clients/:clientId/webhooks/${ID}/enable.json`, gate, async (c) => {
  await enableWebhook(c.var.deps, c.var.client.id, idParam(c, 'id'));
  return c.json({ ok: true });
});

webhookRoutes.post(`/clients/:clientId/webhooks/${ID}/test.json`, gate, async (c) => c.json(await sendTestEvent(c.var.deps, c.var.client.id, idParam(c, 'id')), 202));

webhookRoutes.post(`/clients/:clientId/webhooks/${ID}/deliveries/:deliveryId{[0-9]+}/redeliver.json`, gate, async (c) => {
  await redeliver(c.var.deps, c.var.client.id, idParam(c, 'id'), idParam(c, 'deliveryId'));
  return c.json({ ok: true }, 202);
});
