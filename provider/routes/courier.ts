/**
 * Courier pick-ups (document 2 §3, §4, §7): a client's past courier requests (newest first,
 * paged), a new request (stored as pending and e-mailed to the laboratory) and the CSV export.
 * The addresses the request form offers come from routes/addresses.ts.
 *
 * Gated by the courier area of the role table (Administrator, Full User; site administrators
 * pass).
 */
import { Hono } from 'hono';
import { addressLine, courierRequestsQuery, createCourierRequestBody, isPoBox } from '../../contract/courier.ts';
import { type ProviderEnv, authorizeClient, currentUser, fail, readJson, readQuery, requireClient, trackEvent } from '../http.ts';
import { csvFile, safeCell } from '../../lib/csv.ts';
import { courierRequestMail } from '../services/mail-templates.ts';
import { labDate, labToday } from '../../contract/lab-time.ts';
import { approvalRefusal } from '../../contract/client-approval.ts';
import { findAddress } from '../repositories/addresses.ts';
import { allCourierRequests, courierRequestPage, findCourierRequest, insertCourierRequest } from '../repositories/courier.ts';

export const courierRoutes = new Hono<ProviderEnv>();

/** GET /clients/{clientId}/courier_requests.json?page&length: one page, newest first, and the total. */
courierRoutes.get('/clients/:clientId/courier_requests.json', requireClient('courier'), async (c) => {
  const q = readQuery(c, courierRequestsQuery);
  const { rows, total } = await courierRequestPage(c.var.deps.db, c.var.client.id, { limit: q.length, offset: (q.page - 1) * q.length });
  return c.json({ data: rows, recordsTotal: total });
});

/**
 * GET /clients/{clientId}/courier_requests/{id}.json (ours): one request of the client, or 404.
 * The "request sent" panel and the details dialog read the record, never the query string.
 */
courierRoutes.get('/clients/:clientId/courier_requests/:id{[0-9]{1,15}\\.json}', requireClient('courier'), async (c) => {
  const id = Number(c.req.param('id').replace(/\.json$/, ''));
  const request = await findCourierRequest(c.var.deps.db, c.var.client.id, id);
  if (!request) fail(404, 'No such courier request for this client');
  return c.json(request);
});

const CSV_HEADER = ['Request', 'Received (Pacific)', 'Scheduled (Pacific)', 'Address', 'Phone', 'Instructions', 'Status'];
const pacific = (iso: string) => labDate(iso, true);

/** GET /clients/{clientId}/courier_requests/export_to_csv: every request of the client, newest first. */
courierRoutes.get('/clients/:clientId/courier_requests/export_to_csv', requireClient('courier'), async (c) => {
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const rows = await allCourierRequests(db, client.id);
  const csv = csvFile(
    CSV_HEADER,
    rows.map((r) => [
      // A pending request is not scheduled yet: its creation time is not a schedule.
      String(r.id), pacific(r.createdAt), r.status === 'pending' ? '' : pacific(r.updatedAt), safeCell(r.address), safeCell(r.phoneNumber), safeCell(r.instructions),
      r.status === 'pending' ? 'received' : r.status,
    ]),
  );
  const day = labToday(clock.now());
  const filename = `${client.code}-courier-requests-${day}.csv`.replace(/[^\w.-]/g, '_');
  // With a UTF-8 byte-order mark, so Excel reads "—" and accents right.
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });
});

/**
 * POST /courier_requests.json: body { clientId, addressId, address, phoneNumber, instructions }.
 * The caller must be allowed the courier area for the client named in the body, and the address
 * must be one of that client's. Stored as pending; the laboratory's inbox (LAB_INBOX)
 * gets an e-mail; answers the created request (201).
 */
courierRoutes.post('/courier_requests.json', async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, createCourierRequestBody);
  await authorizeClient(c, body.clientId, 'courier');
  const client = c.var.client;
  // Not before the laboratory has approved the client (contract/client-approval.ts).
  const refusal = approvalRefusal(client.status);
  if (refusal) fail(403, refusal);
  const { db, mailer, clock, labInbox } = c.var.deps;
  const found = await findAddress(db, body.addressId);
  const place = found?.clientId === client.id ? found : null;
  if (!place) fail(400, 'This address is not one of the client’s locations');
  if (isPoBox(place)) fail(400, 'A courier cannot pick up from a PO box: choose a street address');
  const address = addressLine(place);
  const now = clock.now().toISOString();
  const stored = await insertCourierRequest(
    db,
    { clientId: client.id, userId: user.id, addressId: place.id, address, phoneNumber: body.phoneNumber, instructions: body.instructions, idempotencyKey: body.idempotencyKey ?? null },
    now,
  );
  // The same form posted again: the first request stands.
  if (!stored.created) {
    // Another user's key (only a forged post can carry one): not theirs to see.
    if (stored.userId !== user.id || stored.request.clientId !== client.id) fail(409, 'This form was already used: reload the page and send it again');
    return c.json(stored.request, 200);
  }
  const created = stored.request;
  await mailer.send({
    to: labInbox,
    replyTo: user.email,
    ...courierRequestMail({ id: created.id, client, sender: user, address, phoneNumber: body.phoneNumber, instructions: body.instructions, received: now }),
  });
  await trackEvent(c, 'courier-requested', { clientId: client.id, id: created.id });
  return c.json(created, 201);
});
