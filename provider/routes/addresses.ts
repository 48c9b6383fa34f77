/**
 * A client's addresses (document 2 §7 "addresses"; edit, delete and the flags are ours): the list the courier, supply and client settings
 * forms read; add, edit and delete by the client's Administrators and site administrators.
 * Every change is recorded in the client's change history. The primary mailing and the primary
 * shipping address are one each per client and cannot be deleted or unmarked, only replaced.
 */
import { Hono } from 'hono';
import { ADDRESS_REFUSALS, type AddressInput, type ClientAddress, addressCreateBody, addressUpdateBody } from '../../contract/addresses.ts';
import { isPoBox } from '../../contract/courier.ts';
import { type Ctx, type ProviderEnv, authorizeSettingsChange, fail, idParam, may, readJson, requireClient, trackEvent, changeActor } from '../http.ts';
import { deleteAddress, findAddress, hasAddresses, insertAddress, listAddresses, updateAddress } from '../repositories/addresses.ts';
import { setPrimaryPhone } from '../repositories/clients.ts';
import { refuse } from '../errors.ts';
import { changedFields, recordChange } from '../repositories/history.ts';
import { inTransaction } from '../db/connect.ts';

export const addressRoutes = new Hono<ProviderEnv>();

const describe = (a: Pick<ClientAddress, 'label' | 'street_1' | 'city'>) => (a.label ? `${a.label} (${a.street_1}, ${a.city})` : `${a.street_1}, ${a.city}`);
/** What the history keeps of an address. */
const snapshot = (a: ClientAddress | AddressInput) => ({
  label: a.label, street_1: a.street_1, street_2: a.street_2, city: a.city, state: a.state, country: a.country, postalCode: a.postalCode, phone: a.phone,
  notes: a.notes, mailing: !!a.mailing, shipping: !!a.shipping, invoices: !!a.invoices, reports: !!a.reports, primaryMailing: !!a.primaryMailing, primaryShipping: !!a.primaryShipping,
});

const authorizeChange = (c: Ctx, clientId: number | string) => authorizeSettingsChange(c, clientId, 'Only an administrator of the client can change its addresses');

function checkPrimaryFlags(input: AddressInput) {
  if (input.primaryMailing && !input.mailing) refuse('primary-mailing-needs-mail', ADDRESS_REFUSALS.primaryMailingFlag, { field: 'mailing' });
  if (input.primaryShipping && (!input.shipping || isPoBox(input))) refuse('primary-shipping-needs-shipping', ADDRESS_REFUSALS.primaryShippingFlag, { field: 'shipping' });
}

/** GET /clients/{clientId}/addresses.json: the client's addresses, primary first (courier, supplies, client settings and the card form's billing address read it). */
addressRoutes.get('/clients/:clientId/addresses.json', requireClient('member'), async (c) => {
  if (!may(c, 'courier') && !may(c, 'client-settings:view') && !may(c, 'supplies') && !may(c, 'billing')) fail(403, 'Your role does not allow this');
  return c.json({ data: await listAddresses(c.var.deps.db, c.var.client.id), canChange: may(c, 'client-settings:change') });
});

/** POST /addresses.json: adds an address. A client's first address is its primary mailing and shipping address. */
addressRoutes.post('/addresses.json', async (c) => {
  const body = await readJson(c, addressCreateBody);
  await authorizeChange(c, body.clientId);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const now = clock.now().toISOString();
  const first = !(await hasAddresses(db, client.id));
  const input: AddressInput = first
    ? { ...body, mailing: true, shipping: body.shipping ?? !isPoBox(body), invoices: body.invoices ?? true, reports: body.reports ?? true, primaryMailing: true, primaryShipping: !isPoBox(body) }
    : { ...body, mailing: body.mailing ?? false, shipping: body.shipping ?? false };
  if (!first) checkPrimaryFlags(input);
  const created = await inTransaction(db, async (tx) => {
    const row = await insertAddress(tx, client.id, input, now);
    if (first && !client.primaryPhone) await setPrimaryPhone(tx, client.id, body.phone, now);
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'address', action: 'added', subject: describe(row), after: snapshot(row), at: now });
    return row;
  });
  await trackEvent(c, 'address-added', { clientId: client.id });
  return c.json(created, 201);
});

async function ownAddress(c: Ctx, id: number): Promise<ClientAddress> {
  const address = await findAddress(c.var.deps.db, id);
  // Another client's address is answered as the caller's own access to that client would be:
  // a non-member learns nothing (403), and nothing is changed.
  if (!address) refuse('address-not-found', ADDRESS_REFUSALS.notFound);
  await authorizeChange(c, address.clientId);
  return address;
}

/** PUT /addresses/{id}.json: the whole address with its flags. */
addressRoutes.put('/addresses/:id{[0-9]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const body = await readJson(c, addressUpdateBody);
  const current = await ownAddress(c, id);
  // A primary address stays primary until another takes its place.
  if ((current.primaryMailing && body.primaryMailing === false) || (current.primaryShipping && body.primaryShipping === false)) refuse('primary-address-unset', ADDRESS_REFUSALS.primaryUnset);
  const input: AddressInput = {
    ...body,
    primaryMailing: body.primaryMailing ?? current.primaryMailing,
    primaryShipping: body.primaryShipping ?? current.primaryShipping,
    mailing: body.mailing ?? false,
    shipping: body.shipping ?? false,
  };
  checkPrimaryFlags(input);
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  const clientId = current.clientId;
  await inTransaction(db, async (tx) => {
    const diff = changedFields(snapshot(current), snapshot(input));
    if (!diff) return;
    await updateAddress(tx, clientId, id, input, now);
    await recordChange(tx, { clientId, actor: changeActor(c), kind: 'address', action: 'changed', subject: describe(current), ...diff, at: now });
  });
  return c.json((await findAddress(db, id))!);
});

/** DELETE /addresses/{id}.json: not the primary mailing or primary shipping address. */
addressRoutes.delete('/addresses/:id{[0-9]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const current = await ownAddress(c, id);
  if (current.primaryMailing || current.primaryShipping) refuse('primary-address-undeletable', ADDRESS_REFUSALS.primaryDelete);
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    await deleteAddress(tx, current.clientId, id);
    await recordChange(tx, { clientId: current.clientId, actor: changeActor(c), kind: 'address', action: 'removed', subject: describe(current), before: snapshot(current), at: now });
  });
  return c.json({ removed: id });
});
