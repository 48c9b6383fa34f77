/**
 * Mailed copies (client settings): whether the client also gets invoices and reports
 * by post. One state with the go-paperless banner (routes/clients.ts): `receivesMailedDocuments`
 * is on exactly when either switch is, and going paperless turns both off. Read by the
 * client-settings roles; changed by the client's Administrators and site administrators only.
 */
import { Hono } from 'hono';
import { mailedCopiesBody } from '../../contract/client-settings.ts';
import { type ProviderEnv, currentUser, fail, may, readJson, requireClient } from '../http.ts';
import { setMailedCopies } from '../repositories/clients.ts';
import { changedFields, recordChange } from '../repositories/history.ts';

export const mailedCopiesRoutes = new Hono<ProviderEnv>();

/** GET /clients/{clientId}/mailed_copies.json (ours) */
mailedCopiesRoutes.get('/clients/:clientId/mailed_copies.json', requireClient('client-settings:view'), (c) => {
  const client = c.var.client;
  return c.json({ invoices: !!client.mailedInvoices, reports: !!client.mailedReports, canChange: may(c, 'client-settings:change') });
});

/** PUT /clients/{clientId}/mailed_copies.json (ours) { invoices, reports } */
mailedCopiesRoutes.put('/clients/:clientId/mailed_copies.json', requireClient('client-settings:view'), async (c) => {
  if (!may(c, 'client-settings:change')) fail(403, 'Only an administrator of the client can change how it receives documents');
  const body = await readJson(c, mailedCopiesBody);
  const user = currentUser(c);
  const client = c.var.client;
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
    const diff = changedFields({ mailedInvoices: !!client.mailedInvoices, mailedReports: !!client.mailedReports }, { mailedInvoices: body.invoices, mailedReports: body.reports });
    if (!diff) return;
    await setMailedCopies(tx, client.id, body, now);
    await recordChange(tx, { clientId: client.id, actor: { id: user.id, email: user.email }, kind: 'mailed-copies', action: 'changed', subject: 'mailed-copies', ...diff, at: now });
  });
  return c.json({ invoices: body.invoices, reports: body.reports, canChange: true });
});
