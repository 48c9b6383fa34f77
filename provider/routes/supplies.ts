/**
 * Supplies (document 2 §2 "Order supplies", §3, §7): the public catalogue and the supply
 * request. A request names its client by code in the body; the caller must be allowed the
 * supplies area there (Administrator, Full User; site administrators pass). The order is stored
 * as a supply_requests row, e-mailed to the lab and confirmed to the orderer; the answer is the
 * order id. Quantities: see contract/supplies.ts (MAX_SUPPLY_QUANTITY).
 *
 * Orders (each one sends mail) are limited per user and per caller address,
 * and the confirmation, a lab-branded message quoting what the orderer typed, goes only to the
 * signed-in user and, when the form's e-mail is one of the client's people (an accepted
 * member), to that person too; never to an address that was merely typed. Each recipient
 * gets at most MAIL_LIMITS.recipient copies an hour.
 */
import { Hono } from 'hono';
import { SUPPLIES_FRESHNESS, supplyRequestWithin } from '../../contract/supplies.ts';
import { type ProviderEnv, authorizeClient, clientAddress, currentUser, fail, readJson, requireClient, trackEvent, tooManyAnswer } from '../http.ts';
import { limitWait, recipientsWithRoom, senderLimits, spend, waitText } from '../services/rate-limits.ts';
import { supplyConfirmationMail, supplyOrderMail } from '../services/mail-templates.ts';
import { shippingAddress } from '../repositories/addresses.ts';
import { findSupplyRequest, insertSupplyRequest, listSupplies } from '../repositories/supplies.ts';
import { isMemberEmail } from '../repositories/team.ts';

export const suppliesRoutes = new Hono<ProviderEnv>();

/** GET /cms/supplies.json: the catalogue in its display order (public; cacheable for 10 minutes). */
suppliesRoutes.get('/cms/supplies.json', async (c) => {
  const rows = await listSupplies(c.var.deps.db);
  c.header('Cache-Control', `public, max-age=${SUPPLIES_FRESHNESS}`);
  return c.json(rows);
});

/** GET /clients/{clientId}/supply_requests/shipping.json (ours): the primary shipping address, to prefill the order form. */
suppliesRoutes.get('/clients/:clientId/supply_requests/shipping.json', requireClient('supplies'), async (c) => {
  return c.json({ address: await shippingAddress(c.var.deps.db, c.var.client.id) });
});

/**
 * GET /clients/{clientId}/supply_requests/{id}.json (ours): one order of the client as stored
 * (id, createdAt and the request block), or 404: the order-placed step reads the record, never
 * the query string (which anyone could write).
 */
suppliesRoutes.get('/clients/:clientId/supply_requests/:id{[0-9]{1,15}\\.json}', requireClient('supplies'), async (c) => {
  const id = Number(c.req.param('id').replace(/\.json$/, ''));
  const order = await findSupplyRequest(c.var.deps.db, c.var.client.id, id);
  if (!order) fail(404, 'No such supply order for this client');
  return c.json(order);
});

/** POST /supply_requests.json: body { clientCode, clientName, request } → { id }. */
suppliesRoutes.post('/supply_requests.json', async (c) => {
  const user = currentUser(c);
  const { db, mailer, labInbox, clock } = c.var.deps;
  const catalogue = await listSupplies(db);
  // Known keys and each supply's per-order limit, in the contract.
  const body = await readJson(c, supplyRequestWithin(catalogue));
  // Not before the laboratory has approved the client (the access table's 'supplies:order').
  await authorizeClient(c, body.clientCode, 'supplies:order', 'clientCode');
  const client = c.var.client;
  const r = body.request;
  const limits = senderLimits('supply', user.id, clientAddress(c));
  const wait = await limitWait(db, clock, limits);
  if (wait > 0) return tooManyAnswer(c, wait, `You have placed several orders in a short time. Please wait ${waitText(wait)} or call us.`);
  // In catalogue order, whatever order the body used.
  const lines = catalogue.filter((s) => r.supplies[s.key]).map((s) => ({ ...s, quantity: r.supplies[s.key] }));
  const stored = {
    clientCode: client.code,
    clientName: client.name,
    firstname: r.firstname, lastname: r.lastname, street_1: r.street_1, street_2: r.street_2, city: r.city, state: r.state,
    country: r.country, postalCode: r.postalCode, phone: r.phone, email: r.email,
    supplies: Object.fromEntries(lines.map((l) => [l.key, l.quantity])),
  };
  await spend(db, clock, limits);
  const id = await insertSupplyRequest(db, client.id, user.id, stored);
  const order = { id, client, lines, shipTo: r };
  await mailer.send({ to: labInbox, replyTo: r.email, ...supplyOrderMail({ ...order, orderedBy: user.email }) });
  const typed = r.email.trim().toLowerCase();
  const typedIsMember = typed !== user.email.toLowerCase() && (await isMemberEmail(db, client.id, typed));
  const confirmTo = await recipientsWithRoom(db, clock, [user.email.toLowerCase(), ...(typedIsMember ? [typed] : [])]);
  if (confirmTo.length) {
    await mailer.send({ to: confirmTo, ...supplyConfirmationMail(order) });
  }
  await trackEvent(c, 'supply-request', { id, clientId: client.id, items: lines.length });
  return c.json({ id });
});
