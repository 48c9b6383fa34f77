/**
 * Client settings at the provider: addresses (list, add, edit, delete) with the
 * address rules and the primary-address rules, fax numbers (E.164), and the mailed-copies
 * switches, one state with the go-paperless banner; each role, another client's user and godmode; history entries.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_REFUSALS, normaliseCountry } from '../../contract/addresses.ts';
import { FAX_REFUSALS, displayFax, toE164 } from '../../contract/faxes.ts';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
const changes = async (kind: string) => p.db.selectFrom('client_changes').selectAll().where('clientId', '=', napa).where('kind', '=', kind as never).orderBy('id', 'desc').execute();
const addressesOf = async (clientId: number) => p.db.selectFrom('addresses').selectAll().where('clientId', '=', clientId).execute();
const place = { street_1: '1 Vine Street', city: 'Yountville', state: 'ca', country: 'USA', postalCode: '94599', phone: '(707) 555 0190', label: 'Tasting room' };

beforeEach(async () => {
  p = await testProvider({ seed: true });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
});
afterEach(async () => {
  await closeProvider(p);
});

describe('country spellings', () => {
  it('normalises the usual variants and keeps the rest', () => {
    expect(['USA', 'u.s.a.', ' United  States of America ', 'us'].map(normaliseCountry)).toEqual(Array(4).fill('United States'));
    expect(normaliseCountry('Deutschland')).toBe('Germany');
    expect(normaliseCountry('  Chile ')).toBe('Chile');
  });
});

describe('GET /clients/{id}/addresses.json', () => {
  it('lists the primary mailing and shipping addresses first, with the flags, for the roles that use addresses', async () => {
    // billing users read them too: the card form takes its billing address from one of the saved addresses
    for (const [who, status, canChange] of [['owner', 200, true], ['full', 200, false], ['godmode', 200, true], ['billing', 200, false], ['reporting', 403, false], ['mike', 403, false]] as const) {
      const r = await p.call('GET', `/clients/${napa}/addresses.json`, { token: tokens[who] });
      expect(r.status, who).toBe(status);
      if (status === 200) {
        expect(r.json.canChange).toBe(canChange);
        expect(r.json.data[0]).toMatchObject({ label: 'Office', primaryMailing: true, mailing: true, invoices: true });
        expect(r.json.data[1]).toMatchObject({ label: 'Winery', primaryShipping: true, shipping: true });
      }
    }
  });
});

describe('POST /addresses.json', () => {
  it('adds an address by the client administrator, with the US rules applied and the country normalised', async () => {
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('POST', '/addresses.json', { token: tokens[who], body: { clientId: napa, ...place } })).status, who).toBe(403);
    const r = await p.call('POST', '/addresses.json', { token: tokens.owner, body: { clientId: napa, ...place, shipping: true, reports: true } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ country: 'United States', state: 'CA', phone: '707-555-0190', shipping: true, reports: true, primaryShipping: false });
    expect((await changes('address'))[0]).toMatchObject({ action: 'added', subject: 'Tasting room (1 Vine Street, Yountville)', actorEmail: 'owner@example.com' });
  });

  it('refuses US addresses that break the masks and allows free text elsewhere', async () => {
    const bad = await p.call('POST', '/addresses.json', { token: tokens.owner, body: { clientId: napa, ...place, state: 'Cali', postalCode: '9459', phone: '555-01' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain(ADDRESS_REFUSALS.state);
    expect(bad.json.error).toContain(ADDRESS_REFUSALS.postalCode);
    expect(bad.json.error).toContain(ADDRESS_REFUSALS.phone);
    expect(bad.json).toMatchObject({ code: 'invalid', field: 'state' });
    const abroad = await p.call('POST', '/addresses.json', { token: tokens.godmode, body: { clientId: napa, street_1: 'Weinstraße 4', city: 'Deidesheim', state: 'Rheinland-Pfalz', country: 'Deutschland', postalCode: '67146', phone: '+49 6326 1234' } });
    expect(abroad.status).toBe(201);
    expect(abroad.json).toMatchObject({ country: 'Germany', state: 'Rheinland-Pfalz' });
    expect((await p.call('POST', '/addresses.json', { token: tokens.owner, body: { clientId: napa, ...place, city: '' } })).status).toBe(400);
  });

  it('makes a new primary shipping address replace the old one', async () => {
    const r = await p.call('POST', '/addresses.json', { token: tokens.owner, body: { clientId: napa, ...place, shipping: true, primaryShipping: true } });
    expect(r.status).toBe(201);
    const rows = await addressesOf(napa);
    expect(rows.filter((a) => a.primaryShipping).map((a) => a.id)).toEqual([r.json.id]);
    expect(rows.find((a) => a.label === 'Winery')).toMatchObject({ primaryShipping: 0, primary: 0 });
    const pobox = await p.call('POST', '/addresses.json', { token: tokens.owner, body: { clientId: napa, ...place, street_1: 'PO Box 12', shipping: true, primaryShipping: true } });
    expect(pobox.status).toBe(400);
    expect(pobox.json.error).toBe(ADDRESS_REFUSALS.primaryShippingFlag);
    expect(pobox.json).toMatchObject({ code: 'primary-shipping-needs-shipping', field: 'shipping' });
  });
});

describe('PUT and DELETE /addresses/{id}.json', () => {
  it('edits an address and records before and after; refuses other roles and another client\'s address', async () => {
    const carneros = (await addressesOf(napa)).find((a) => a.label === 'Carneros Vineyard')!;
    const body = { ...place, label: 'Carneros Vineyard', street_1: '1200 Duhig Road', city: 'Napa', postalCode: '94559', phone: '707-555-0199', shipping: true, invoices: false, reports: true };
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('PUT', `/addresses/${carneros.id}.json`, { token: tokens[who], body })).status, who).toBe(403);
    const r = await p.call('PUT', `/addresses/${carneros.id}.json`, { token: tokens.owner, body });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ phone: '707-555-0199', reports: true, shipping: true });
    const [entry] = await changes('address');
    expect(JSON.parse(entry.before!)).toMatchObject({ phone: '707-555-0136', reports: false });
    expect(JSON.parse(entry.after!)).toMatchObject({ phone: '707-555-0199', reports: true });
    const redwood = (await p.db.selectFrom('addresses').innerJoin('clients', 'clients.id', 'addresses.clientId').select('addresses.id').where('clients.code', '=', 'C11402').executeTakeFirstOrThrow()).id;
    expect((await p.call('PUT', `/addresses/${redwood}.json`, { token: tokens.owner, body })).json).toMatchObject({ code: 'not-member' });
    expect((await p.call('DELETE', `/addresses/${redwood}.json`, { token: tokens.owner })).status).toBe(403);
    expect((await p.call('PUT', '/addresses/999999.json', { token: tokens.owner, body })).json).toMatchObject({ code: 'address-not-found' });
  });

  it('deletes another location but never a primary address, which can only be replaced', async () => {
    const rows = await addressesOf(napa);
    const office = rows.find((a) => a.label === 'Office')!;
    const warehouse = rows.find((a) => a.label === 'Barrel Warehouse')!;
    const del = await p.call('DELETE', `/addresses/${office.id}.json`, { token: tokens.owner });
    expect(del.status).toBe(409);
    expect(del.json.error).toBe(ADDRESS_REFUSALS.primaryDelete);
    expect(del.json.code).toBe('primary-address-undeletable');
    const unset = await p.call('PUT', `/addresses/${office.id}.json`, { token: tokens.owner, body: { ...place, label: 'Office', mailing: true, primaryMailing: false } });
    expect(unset.status).toBe(409);
    expect(unset.json.code).toBe('primary-address-unset');
    expect((await p.call('DELETE', `/addresses/${warehouse.id}.json`, { token: tokens.full })).status).toBe(403);
    expect((await p.call('DELETE', `/addresses/${warehouse.id}.json`, { token: tokens.godmode })).status).toBe(200);
    expect((await addressesOf(napa)).some((a) => a.id === warehouse.id)).toBe(false);
    expect((await changes('address'))[0]).toMatchObject({ action: 'removed', actorEmail: 'godmode@example.com' });
  });
});

describe('mailed copies', () => {
  it('switches mailed invoices and reports (administrators only), one state with go-paperless', async () => {
    const url = `/clients/${napa}/mailed_copies.json`;
    expect((await p.call('GET', url, { token: tokens.full })).json).toEqual({ invoices: true, reports: true, canChange: false });
    for (const who of ['reporting', 'billing', 'mike']) expect((await p.call('GET', url, { token: tokens[who] })).status, who).toBe(403);
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('PUT', url, { token: tokens[who], body: { invoices: false, reports: false } })).status, who).toBe(403);
    expect((await p.call('PUT', url, { token: tokens.owner, body: { invoices: false, reports: true } })).status).toBe(200);
    expect((await p.call('GET', `/clients/${napa}/go_paperless.json`, { token: tokens.owner })).json.receivesMailedDocuments).toBe(true);
    expect((await p.call('PUT', url, { token: tokens.godmode, body: { invoices: false, reports: false } })).status).toBe(200);
    expect((await p.call('GET', `/clients/${napa}/go_paperless.json`, { token: tokens.owner })).json.receivesMailedDocuments).toBe(false);
    await p.call('PUT', url, { token: tokens.owner, body: { invoices: true, reports: true } });
    expect((await p.call('POST', `/clients/${napa}/go_paperless.json`, { token: tokens.owner })).status).toBe(200);
    expect((await p.call('GET', url, { token: tokens.owner })).json).toMatchObject({ invoices: false, reports: false });
    const entries = await changes('mailed-copies');
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({ subject: 'go-paperless', after: '{"mailedInvoices":false,"mailedReports":false}' });
    expect((await p.call('PUT', url, { token: tokens.owner, body: { invoices: 'yes', reports: true } })).status).toBe(400);
  });

  it('is refused for a client that must re-sign its agreement', async () => {
    const willamette = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
    expect((await p.call('GET', `/clients/${willamette}/mailed_copies.json`, { token: tokens.owner })).status).toBe(403);
    expect((await p.call('POST', '/addresses.json', { token: tokens.owner, body: { clientId: willamette, ...place } })).status).toBe(403);
  });
});

describe('fax numbers', () => {
  const faxesOf = async (clientId: number) => p.db.selectFrom('faxes').selectAll().where('clientId', '=', clientId).orderBy('id').execute();

  it('reads typed numbers as E.164 (US when no country code) and shows them back nationally or internationally', () => {
    expect(['707-555-0177', '(707) 555 0177', '+1 707 555 0177', '1-707-555-0177'].map(toE164)).toEqual(Array(4).fill('+17075550177'));
    expect(toE164('+49 6326 1234')).toBe('+4963261234');
    expect(toE164('555-01')).toBeNull();
    expect(toE164('call the office')).toBeNull();
    expect(displayFax('+17075550177')).toBe('(707) 555-0177');
    expect(displayFax('+4963261234')).toBe('+49 6326 1234');
  });

  it('lists the client\'s faxes to the roles that see client settings', async () => {
    for (const [who, status, canChange] of [['owner', 200, true], ['full', 200, false], ['godmode', 200, true], ['reporting', 403, false], ['billing', 403, false], ['mike', 403, false]] as const) {
      const r = await p.call('GET', `/clients/${napa}/faxes.json`, { token: tokens[who] });
      expect(r.status, who).toBe(status);
      if (status === 200) {
        expect(r.json.canChange, who).toBe(canChange);
        expect(r.json.data).toEqual([
          { id: expect.any(Number), number: '+17075550199', label: 'Office', invoices: true, reports: false },
          { id: expect.any(Number), number: '+17075550198', label: 'Winery lab', invoices: false, reports: true },
        ]);
      }
    }
  });

  it('adds a fax by the client administrator in E.164, refuses a bad number, one that receives nothing and a duplicate, and records it', async () => {
    const body = { clientId: napa, number: '(707) 555-0177', label: 'Cellar office', invoices: false, reports: true };
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('POST', '/faxes.json', { token: tokens[who], body })).status, who).toBe(403);
    const r = await p.call('POST', '/faxes.json', { token: tokens.owner, body });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ id: expect.any(Number), number: '+17075550177', label: 'Cellar office', invoices: false, reports: true });
    expect((await changes('fax'))[0]).toMatchObject({ action: 'added', subject: 'Cellar office ((707) 555-0177)', actorEmail: 'owner@example.com' });
    expect(JSON.parse((await changes('fax'))[0].after!)).toEqual({ number: '+17075550177', label: 'Cellar office', invoices: false, reports: true });

    const bad = await p.call('POST', '/faxes.json', { token: tokens.owner, body: { ...body, number: '555-01' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain(FAX_REFUSALS.number);
    expect(bad.json).toMatchObject({ code: 'invalid', field: 'number' });
    const nothing = await p.call('POST', '/faxes.json', { token: tokens.owner, body: { ...body, number: '707-555-0176', reports: false } });
    expect(nothing.status).toBe(400);
    expect(nothing.json.error).toContain(FAX_REFUSALS.receives);
    expect(nothing.json).toMatchObject({ code: 'invalid', field: 'reports' });
    const twice = await p.call('POST', '/faxes.json', { token: tokens.godmode, body: { ...body, number: '+1 707 555 0177' } });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(FAX_REFUSALS.duplicate);
    expect(twice.json).toMatchObject({ code: 'fax-listed', field: 'number' });
    expect((await p.call('POST', '/faxes.json', { token: tokens.owner, body: { ...body, extra: 1 } })).status).toBe(400);
    expect((await faxesOf(napa)).length).toBe(3);
  });

  it('edits and deletes a fax by the administrator, with before and after; another client\'s fax and other roles are refused', async () => {
    const [office] = await faxesOf(napa);
    const body = { number: '707 555 0190', label: 'Office', invoices: true, reports: true };
    for (const who of ['full', 'reporting', 'billing', 'mike']) {
      expect((await p.call('PUT', `/faxes/${office.id}.json`, { token: tokens[who], body })).status, who).toBe(403);
      expect((await p.call('DELETE', `/faxes/${office.id}.json`, { token: tokens[who] })).status, who).toBe(403);
    }
    const r = await p.call('PUT', `/faxes/${office.id}.json`, { token: tokens.owner, body });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ number: '+17075550190', reports: true });
    const [entry] = await changes('fax');
    expect(entry).toMatchObject({ action: 'changed', subject: 'Office ((707) 555-0199)' });
    expect(JSON.parse(entry.before!)).toEqual({ number: '+17075550199', reports: false });
    expect(JSON.parse(entry.after!)).toEqual({ number: '+17075550190', reports: true });
    const [, lab] = await faxesOf(napa);
    expect((await p.call('PUT', `/faxes/${lab.id}.json`, { token: tokens.owner, body })).status).toBe(409);

    const dryCreek = (await p.db.selectFrom('faxes').innerJoin('clients', 'clients.id', 'faxes.clientId').select('faxes.id').where('clients.code', '=', 'C10412').executeTakeFirstOrThrow()).id;
    expect((await p.call('PUT', `/faxes/${dryCreek}.json`, { token: tokens.owner, body: { ...body, number: '503-555-0111' } })).status).toBe(403);
    expect((await p.call('DELETE', `/faxes/${dryCreek}.json`, { token: tokens.owner })).status).toBe(403);
    expect((await p.call('PUT', '/faxes/999999.json', { token: tokens.owner, body })).status).toBe(404);

    expect((await p.call('DELETE', `/faxes/${lab.id}.json`, { token: tokens.godmode })).status).toBe(200);
    expect((await faxesOf(napa)).map((f) => f.id)).toEqual([office.id]);
    expect((await changes('fax'))[0]).toMatchObject({ action: 'removed', subject: 'Winery lab ((707) 555-0198)', actorEmail: 'godmode@example.com' });
  });
});
