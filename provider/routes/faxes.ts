/**
 * A client's fax numbers (document 2 §7 "faxes"): GET /clients/{clientId}/faxes.json,
 * POST /faxes.json, PUT and DELETE /faxes/{id}.json. The same permissions as addresses: the
 * client's Administrators and Full Users read them, its Administrators and site administrators
 * change them, not while the agreement must be re-signed. Every change is recorded in the
 * client's change history (kind "fax").
 */
import { Hono } from 'hono';
import { FAX_REFUSALS, displayFax, faxCreateBody, faxUpdateBody } from '../../contract/faxes.ts';
import { type Ctx, type ProviderEnv, authorizeSettingsChange, fail, idParam, may, readJson, requireClient, trackEvent, changeActor } from '../http.ts';
import { type FaxInput, deleteFax, faxListed, findFax, insertFax, listFaxes, updateFax } from '../repositories/faxes.ts';
import { changedFields, recordChange } from '../repositories/history.ts';

export const faxRoutes = new Hono<ProviderEnv>();

const authorizeChange = (c: Ctx, clientId: number | string) => authorizeSettingsChange(c, clientId, 'Only an administrator of the client can change its fax numbers');
const describe = (f: FaxInput) => (f.label ? `${f.label} (${displayFax(f.number)})` : displayFax(f.number));
const snapshot = (f: FaxInput) => ({ number: f.number, label: f.label, invoices: f.invoices, reports: f.reports });

faxRoutes.get('/clients/:clientId/faxes.json', requireClient('client-settings:view'), async (c) => {
  return c.json({ data: await listFaxes(c.var.deps.db, c.var.client.id), canChange: may(c, 'client-settings:change') });
});

faxRoutes.post('/faxes.json', async (c) => {
  const { clientId, ...fax } = await readJson(c, faxCreateBody);
  await authorizeChange(c, clientId);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  if (await faxListed(db, client.id, fax.number)) fail(409, FAX_REFUSALS.duplicate);
  const now = clock.now().toISOString();
  const created = await db.transaction().execute(async (tx) => {
    const row = await insertFax(tx, client.id, fax, now);
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'fax', action: 'added', subject: describe(fax), after: snapshot(fax), at: now });
    return row;
  });
  await trackEvent(c, 'fax-added', { clientId: client.id });
  const { clientId: _, ...answer } = created;
  return c.json(answer, 201);
});

/** The fax by id, when the caller may change its client's settings (a non-member learns nothing: 403). */
async function ownFax(c: Ctx, id: number) {
  const fax = await findFax(c.var.deps.db, id);
  if (!fax) fail(404, FAX_REFUSALS.notFound);
  await authorizeChange(c, fax.clientId);
  return fax;
}

faxRoutes.put('/faxes/:id{[0-9]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const body = await readJson(c, faxUpdateBody);
  const current = await ownFax(c, id);
  const { db, clock } = c.var.deps;
  if (await faxListed(db, current.clientId, body.number, id)) fail(409, FAX_REFUSALS.duplicate);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
    const diff = changedFields(snapshot(current), snapshot(body));
    if (!diff) return;
    await updateFax(tx, current.clientId, id, body, now);
    await recordChange(tx, { clientId: current.clientId, actor: changeActor(c), kind: 'fax', action: 'changed', subject: describe(current), ...diff, at: now });
  });
  const { clientId: _, ...answer } = (await findFax(db, id))!;
  return c.json(answer);
});

faxRoutes.delete('/faxes/:id{[0-9]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const current = await ownFax(c, id);
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
    await deleteFax(tx, current.clientId, id);
    await recordChange(tx, { clientId: current.clientId, actor: changeActor(c), kind: 'fax', action: 'removed', subject: describe(current), before: snapshot(current), at: now });
  });
  return c.json({ removed: id });
});
