/**
 * Order supplies (document 2 §2, §4, §5, §7): the provider's catalogue and supply request
 * (roles, validation, the stored row, e-mails to the lab and the orderer); then the app's
 * /dashboard/shop/order-supplies page through the request handler, as a browser without
 * JavaScript: the three steps, the empty order, the field messages and the gate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  Object.assign(tokens, await roleTokens(p, [
    'billing@example.com', 'full@example.com', 'owner@example.com', 'reporting@example.com', 'colin.reyes@sierracrest.example', 'admin@example.com', 'wes.holloway@limestoneterrace.example', 'june@goldenhourwine.example',
  ]));
}, 120_000);
afterAll(() => closeProvider(p));

const ADDRESS = {
  firstname: 'Fran', lastname: 'Fuller', street_1: '7850 St. Helena Highway', street_2: '', city: 'Oakville', state: 'CA', country: 'United States',
  postalCode: '94562', phone: '707-555-0135', email: 'fran@winery.example',
};
const order = (token: string | undefined, supplies: Record<string, unknown>, over: Record<string, unknown> = {}, clientCode = 'C10234') =>
  p.call('POST', '/supply_requests.json', { token, body: { clientCode, clientName: 'Napa Ridge Cellars', request: { ...ADDRESS, ...over, supplies } } });

describe('GET /cms/supplies.json', () => {
  it('lists the eight supplies in order, publicly, cacheable', async () => {
    const r = await p.call('GET', '/cms/supplies.json');
    expect(r.status).toBe(200);
    expect(r.json.map((s: any) => s.key)).toEqual([
      'thermopod_envelopes', 'glutathione_sampling', 'sample_tubes', 'sample_bottles', 'atmospheric_traps', 'berry_sample_labels', 'juice_sample_labels',
      'wine_sample_labels',
    ]);
    expect(Object.keys(r.json[0]).sort()).toEqual(['description', 'key', 'maxPerOrder', 'name', 'packSize', 'subheading']);
    expect(Object.fromEntries(r.json.map((s: any) => [s.key, s.maxPerOrder]))).toMatchObject({ glutathione_sampling: 5, sample_tubes: 20, atmospheric_traps: 4 });
    expect(r.headers.get('cache-control')).toMatch(/public, max-age=600/);
  });
});

describe('POST /supply_requests.json', () => {
  it('lets a full user and a client administrator order; stores the row; answers the order id; e-mails the lab and the orderer', async () => {
    const before = p.outbox().length;
    const r = await order(tokens.full, { sample_tubes: 2, berry_sample_labels: '1', wine_sample_labels: 0, juice_sample_labels: 'abc' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ id: expect.any(Number) });
    const row = await p.db.selectFrom('supply_requests').selectAll().where('id', '=', r.json.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.request);
    expect(stored.supplies).toEqual({ sample_tubes: 2, berry_sample_labels: 1 });
    expect(stored).toMatchObject({ clientCode: 'C10234', firstname: 'Fran', street_1: '7850 St. Helena Highway', email: 'fran@winery.example' });
    const mails = p.outbox().slice(before);
    expect(mails).toHaveLength(2);
    const lab = mails.find((m) => m.to.includes('lab@lab.example'))!;
    expect(lab.subject).toBe(`Supply order ${r.json.id} from Napa Ridge Cellars`);
    expect(lab.text).toContain('2 × 50 mL Sample Tubes');
    expect(lab.text).toContain('1 × Berry Sample Labels');
    // The confirmation goes to the signed-in user only: the typed address is nobody of the client's.
    const confirmation = mails.find((m) => m.subject.startsWith('Your supply order'))!;
    expect(confirmation.to).toEqual(['full@example.com']);
    expect(confirmation.subject).toBe(`Your supply order ${r.json.id}`);
    expect((await order(tokens.owner, { atmospheric_traps: 1 })).status).toBe(200);
    expect((await order(tokens.admin, { atmospheric_traps: 1 })).status).toBe(200);
  });

  it('refuses reporting and billing users, other clients, and anonymous callers', async () => {
    for (const who of ['reporting', 'billing']) {
      const r = await order(tokens[who], { sample_tubes: 1 });
      expect(r.status, who).toBe(403);
      expect(r.json.error).toBe('Your role does not allow this');
    }
    expect((await order(tokens.colin, { sample_tubes: 1 })).status).toBe(403);
    expect((await order(tokens.full, { sample_tubes: 1 }, {}, 'C11402')).status).toBe(403);
    expect((await order(undefined, { sample_tubes: 1 })).status).toBe(401);
  });

  it('validates: at least one item, known keys, whole quantities 1–99, required fields and a valid e-mail', async () => {
    const rows = async () => (await p.db.selectFrom('supply_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await rows();
    const none = await order(tokens.full, { sample_tubes: 0, wine_sample_labels: '' });
    expect(none.status).toBe(400);
    expect(none.json.error).toMatch(/at least one supply/);
    const unknown = await order(tokens.full, { sample_tubes: 1, caviar: 2 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatch(/Unknown supply: caviar/);
    for (const bad of [-1, 1.5, 100]) expect((await order(tokens.full, { sample_tubes: bad })).status, String(bad)).toBe(400);
    // Each supply's own limit: 50 mL tubes up to 20, glutathione kits up to 5.
    const over = await order(tokens.full, { sample_tubes: 21 });
    expect(over.status).toBe(400);
    expect(over.json.error).toMatch(/request\.supplies\.sample_tubes: at most 20 50 mL Sample Tubes per order/);
    expect((await order(tokens.full, { glutathione_sampling: 6 })).json.error).toMatch(/at most 5 .* per order/);
    expect((await order(tokens.full, { glutathione_sampling: 99 })).status).toBe(400);
    expect((await order(tokens.full, { sample_tubes: 20 })).status).toBe(200);
    const missing = await order(tokens.full, { sample_tubes: 1 }, { street_1: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatch(/request\.street_1/);
    expect((await order(tokens.full, { sample_tubes: 1 }, { email: 'nope' })).status).toBe(400);
    expect(await rows()).toBe(Number(before) + 1);
  });

  it('refuses clients the lab has not approved (Pending Approval, Denied) with a 403 that says so; opens once approved', async () => {
    const mails = p.outbox().length;
    const pending = await order(tokens.wes, { sample_tubes: 2 }, {}, 'C12688');
    expect(pending.status).toBe(403);
    expect(pending.json.error).toMatch(/awaiting the laboratory’s approval/);
    const denied = await order(tokens.june, { sample_tubes: 2 }, {}, 'C12310');
    expect(denied.status).toBe(403);
    expect(denied.json.error).toMatch(/has not approved this client/);
    expect((await order(tokens.admin, { sample_tubes: 2 }, {}, 'C12688')).status).toBe(403);
    const F = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C12688').executeTakeFirstOrThrow()).id;
    expect(await p.db.selectFrom('supply_requests').select('id').where('clientId', '=', F).execute()).toEqual([]);
    expect(p.outbox().length).toBe(mails);
    await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', F).execute();
    try {
      expect((await order(tokens.wes, { sample_tubes: 2 }, {}, 'C12688')).status).toBe(200);
    } finally {
      await p.db.updateTable('clients').set({ status: 'Pending Approval' }).where('id', '=', F).execute();
    }
  });

  it('gives the order form the client’s primary shipping address', async () => {
    const A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const r = await p.call('GET', `/clients/${A}/supply_requests/shipping.json`, { token: tokens.full });
    expect(r.status).toBe(200);
    expect(r.json.address).toMatchObject({ street_1: '7850 St. Helena Highway', city: 'Oakville', state: 'CA', postalCode: '94562' });
    expect((await p.call('GET', `/clients/${A}/supply_requests/shipping.json`, { token: tokens.reporting })).status).toBe(403);
  });
});

describe('/dashboard/shop/order-supplies', () => {
  const { as } = appsPerTest();
  const PAGE = '/dashboard/shop/order-supplies';

  it('walks the three steps without JavaScript: catalogue, shipping form (prefilled, back keeps quantities), placed', async () => {
    const a = await as('full@example.com');
    const step0 = await a.get(PAGE);
    expect(step0.res.status).toBe(200);
    expect(step0.html).toContain('<title>Order supplies | Vinlab Analytical Laboratories</title>');
    expect(step0.html).toContain('50 mL Sample Tubes');
    expect(step0.html).toMatch(/<input[^>]*name="sample_tubes"[^>]*type="number"|<input[^>]*type="number"[^>]*name="sample_tubes"/);
    expect(step0.html).toContain('About sampling supplies');

    const step1 = await a.get(`${PAGE}?step=1&sample_tubes=2&berry_sample_labels=1&wine_sample_labels=0&thermopod_envelopes=x`);
    expect(step1.html).toContain('Shipping address');
    expect(step1.html).toMatch(/type="hidden" name="sample_tubes" value="2"/);
    expect(step1.html).toMatch(/type="hidden" name="berry_sample_labels" value="1"/);
    expect(step1.html).not.toMatch(/name="wine_sample_labels"/);
    expect(step1.html).not.toMatch(/type="hidden" name="thermopod_envelopes"/);
    expect(step1.html).toContain('value="7850 St. Helena Highway"');
    expect(step1.html).toContain('value="full@example.com"');
    expect(step1.html).toContain(`href="${PAGE}?sample_tubes=2&amp;berry_sample_labels=1"`);
    const back = await a.get(`${PAGE}?sample_tubes=2&berry_sample_labels=1`);
    expect(back.html).toMatch(/id="qty-sample_tubes"[^>]*value="2"|value="2"[^>]*id="qty-sample_tubes"/);

    const before = a.provider.outbox().length;
    const placed = await a.post(`${PAGE}?step=1&sample_tubes=2&berry_sample_labels=1`, {
      sample_tubes: '2', berry_sample_labels: '1', firstname: 'Fran', lastname: 'Fuller', email: 'fran@winery.example', phone: '7075550135',
      street_1: '7850 St. Helena Highway', street_2: '', city: 'Oakville', country: 'United States', state: 'CA', stateText: '', postalCode: '94562',
    });
    expect(placed.res.status).toBe(303);
    // The confirmation reads the order from the provider: only its id is in the address.
    const m = placed.location!.match(/^\/dashboard\/shop\/order-supplies\?placed=(\d+)$/);
    expect(m).toBeTruthy();
    const row = await a.provider.db.selectFrom('supply_requests').selectAll().where('id', '=', Number(m![1])).executeTakeFirstOrThrow();
    expect(JSON.parse(row.request)).toMatchObject({ phone: '707-555-0135', supplies: { sample_tubes: 2, berry_sample_labels: 1 } });
    expect(a.provider.outbox().length).toBe(before + 2);
    const done = await a.get(placed.location!);
    expect(done.html).toContain('Your order has been placed');
    expect(done.html).toContain(`<strong class="order-number">${m![1]}</strong>`);
    expect(done.html).toContain('Berry Sample Labels');
    // the confirmation says where the supplies go
    expect(done.html).toMatch(/<h3>Ships to<\/h3><address>Fran Fuller<br\/>7850 St. Helena Highway<br\/>Oakville, CA 94562<br\/>United States<\/address>/);
    expect(done.html).toContain(`href="${PAGE}"`);
    // Quantities in the address do not change what the confirmation says was ordered.
    const tampered = await a.get(`${placed.location!}&sample_tubes=9&wine_sample_labels=4`);
    expect(tampered.html).toMatch(/50 mL Sample Tubes[\s\S]*?<td>2<\/td>/);
    expect(tampered.html).not.toContain('Wine Sample Labels</td>');
  });

  it('offers the client’s saved shipping addresses: a chosen one prefills the form, another client’s or an unknown id falls back to the primary', async () => {
    const a = await as('full@example.com');
    const idOf = async (street_1: string) => (await a.provider.db.selectFrom('addresses').select('id').where('street_1', '=', street_1).executeTakeFirstOrThrow()).id;
    const warehouse = await idOf('2100 Jefferson Street');
    const step1 = `${PAGE}?step=1&sample_tubes=2`;
    const primary = await a.get(step1);
    // A GET form of its own (the select and button join it by `form`): step 1 again with the quantities and the choice.
    expect(primary.html).toMatch(/<form[^>]*method="get"[^>]*id="supplies-address-choice"|<form[^>]*id="supplies-address-choice"[^>]*method="get"/);
    expect(primary.html).toMatch(/id="supplies-address-choice"[^>]*>\s*<input type="hidden" name="step" value="1"\/><input type="hidden" name="sample_tubes" value="2"\/><\/form>/);
    expect(primary.html).toMatch(/<label for="supplies-address">Saved shipping address<\/label>/);
    expect(primary.html).toMatch(/<select id="supplies-address"[^>]*name="address"[^>]*form="supplies-address-choice"/);
    expect(primary.html).toMatch(/<button type="submit" form="supplies-address-choice"[^>]*>Use this address<\/button>/);
    // The shipping addresses, the primary one chosen and named; not the mailing-only PO box.
    expect(primary.html).toMatch(/<option value="\d+" selected="">Winery: 7850 St. Helena Highway, Oakville, CA 94562 \(primary shipping address\)<\/option>/);
    expect(primary.html).toContain(`<option value="${warehouse}">Barrel Warehouse: 2100 Jefferson Street, Unit 6, Napa, CA 94559</option>`);
    expect(primary.html).toContain('Carneros Vineyard: 1200 Duhig Road');
    expect(primary.html).not.toContain('PO Box 218');
    expect(primary.html).toContain('value="7850 St. Helena Highway"');

    const chosen = await a.get(`${step1}&address=${warehouse}`);
    expect(chosen.res.status).toBe(200);
    expect(chosen.html).toContain(`<option value="${warehouse}" selected="">Barrel Warehouse`);
    expect(chosen.html).toMatch(/name="street_1"[^>]*value="2100 Jefferson Street"|value="2100 Jefferson Street"[^>]*name="street_1"/);
    expect(chosen.html).toMatch(/name="street_2"[^>]*value="Unit 6"|value="Unit 6"[^>]*name="street_2"/);
    expect(chosen.html).toMatch(/name="city"[^>]*value="Napa"|value="Napa"[^>]*name="city"/);
    expect(chosen.html).toMatch(/name="postalCode"[^>]*value="94559"|value="94559"[^>]*name="postalCode"/);
    // the contact phone is not the chosen address's: a saved address fills the address fields only
    expect(chosen.html).not.toMatch(/name="phone"[^>]*value="707-555-0138"|value="707-555-0138"[^>]*name="phone"/);
    expect(chosen.html.match(/<input[^>]*name="phone"[^>]*>/)![0]).toBe(primary.html.match(/<input[^>]*name="phone"[^>]*>/)![0]);
    expect(chosen.html).not.toContain('value="7850 St. Helena Highway"');
    // The contact stays the signed-in user; the quantities ride along.
    expect(chosen.html).toContain('value="full@example.com"');
    expect(chosen.html).toMatch(/type="hidden" name="sample_tubes" value="2"/);

    // Another client's address, an unknown id or nonsense: the primary shipping address, never an error page.
    const foreign = await a.provider.db
      .selectFrom('addresses').innerJoin('clients', 'clients.id', 'addresses.clientId').select('addresses.id').where('clients.code', '!=', 'C10234').where('addresses.shipping', '=', 1)
      .executeTakeFirstOrThrow();
    const foreignStreet = (await a.provider.db.selectFrom('addresses').select('street_1').where('id', '=', foreign.id).executeTakeFirstOrThrow()).street_1;
    for (const id of [String(foreign.id), '999999', 'abc', '-1']) {
      const r = await a.get(`${step1}&address=${id}`);
      expect(r.res.status, id).toBe(200);
      expect(r.html, id).toContain('value="7850 St. Helena Highway"');
      expect(r.html, id).not.toContain(foreignStreet);
      expect(r.html, id).toMatch(/<option value="\d+" selected="">Winery: 7850 St. Helena Highway/);
    }

    // The fields stay the user's: a different address typed over the chosen one is what is ordered.
    const placed = await a.post(`${step1}&address=${warehouse}`, {
      sample_tubes: '2', firstname: 'Fran', lastname: 'Fuller', email: 'fran@winery.example', phone: '707-555-0199',
      street_1: '9 Other Road', street_2: '', city: 'Napa', country: 'United States', state: 'CA', stateText: '', postalCode: '94558',
    });
    expect(placed.res.status).toBe(303);
    const id = Number(placed.location!.match(/placed=(\d+)$/)![1]);
    const row = await a.provider.db.selectFrom('supply_requests').select('request').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.request)).toMatchObject({ street_1: '9 Other Road', postalCode: '94558' });
  });

  it('confirms only orders that exist for this client', async () => {
    const a = await as('full@example.com');
    const r = await a.get(`${PAGE}?placed=424242`);
    expect(r.res.status).toBe(200);
    expect(r.html).not.toContain('Your order has been placed');
    expect(r.html).not.toContain('class="order-number"');
    expect(r.html).toContain('This supply order was not found for this client.');
    // Another client's order is not this client's.
    const other = await a.provider.db.selectFrom('clients').select('id').where('code', '!=', 'C10234').executeTakeFirstOrThrow();
    const foreign = await a.provider.db
      .insertInto('supply_requests')
      .values({ clientId: other.id, userId: 1, request: JSON.stringify({ ...ADDRESS, supplies: { sample_tubes: 1 } }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await a.get(`${PAGE}?placed=${foreign.id}`)).html).not.toContain('Your order has been placed');
  });

  it('refuses an empty order on step 0 with a message', async () => {
    const a = await as('full@example.com');
    const r = await a.get(`${PAGE}?step=1&sample_tubes=0&berry_sample_labels=`);
    expect(r.html).toContain('<title>Error: Order supplies | Vinlab Analytical Laboratories</title>');
    expect(r.html).toContain('Enter a quantity above 0 for at least one item to order.');
    expect(r.html).not.toContain('Shipping address');
    const big = await a.get(`${PAGE}?step=1&sample_tubes=100`);
    expect(big.html).toContain('Quantities are whole numbers from 0 to 20.');
    // Each item's own limit, stated and enforced: glutathione kits up to 5.
    const over = await a.get(`${PAGE}?step=1&glutathione_sampling=99`);
    expect(over.html).not.toContain('Shipping address');
    expect(over.html).toContain('Glutathione Sampling Kit: enter a whole number from 0 to 5 (up to 5 per order).');
    expect(over.html).toMatch(/<input[^>]*id="qty-glutathione_sampling"[^>]*max="5"/);
    const posted = await a.post(`${PAGE}?step=1&glutathione_sampling=5`, {
      glutathione_sampling: '99', firstname: 'Fran', lastname: 'Fuller', email: 'fran@winery.example', phone: '7075550135',
      street_1: '1 Main St', city: 'Oakville', country: 'United States', state: 'CA', postalCode: '94562',
    });
    expect(posted.res.status).toBe(302);
    expect(posted.location).not.toContain('placed=');
  });

  it('names each missing field, the street included, and checks the e-mail format', async () => {
    const a = await as('full@example.com');
    const r = await a.post(`${PAGE}?step=1&sample_tubes=2`, {
      sample_tubes: '2', firstname: '', lastname: 'Fuller', email: 'not-an-address', phone: '707-555-0135', street_1: '', city: 'Oakville',
      country: 'United States', state: '', postalCode: '9456',
    });
    expect(r.res.status).toBe(400);
    expect(r.html).toContain('<title>Error: Order supplies | Vinlab Analytical Laboratories</title>');
    expect(r.html).toContain('class="error-summary"');
    expect(r.html).toContain('First name is required');
    expect(r.html).toContain('Street is required');
    expect(r.html).not.toContain('Last name is required');
    expect(r.html).toContain('Please enter a valid e-mail address');
    // The US checks come in the same round as the missing fields.
    expect(r.html).toContain('Enter a 5-digit postal code.');
    expect(r.html).toContain('State is required');
    // Too long is named as such (not "is required") and mirrored by maxlength.
    const long = await a.post(`${PAGE}?step=1&sample_tubes=2`, {
      sample_tubes: '2', firstname: 'F'.repeat(81), lastname: 'Fuller', email: 'fran@winery.example', phone: '707-555-0135', street_1: '1 Main St', city: 'Oakville',
      country: 'United States', state: 'CA', postalCode: '94562',
    });
    expect(long.res.status).toBe(400);
    expect(long.html).toContain('First name can be at most 80 characters');
    expect(long.html).not.toContain('First name is required');
    expect(long.html).toMatch(/<input[^>]*name="firstname"[^>]*maxLength="80"|<input[^>]*maxLength="80"[^>]*name="firstname"/);
    // The US checks (state select, masks) once the plain fields are filled.
    const us = await a.post(`${PAGE}?step=1&sample_tubes=2`, {
      sample_tubes: '2', firstname: 'Fran', lastname: 'Fuller', email: 'fran@winery.example', phone: '707-555-013', street_1: '1 Main St', city: 'Oakville',
      country: 'United States', state: '', postalCode: '9456',
    });
    expect(us.res.status).toBe(400);
    expect(us.html).toContain('State is required');
    expect(us.html).toContain('Enter a 5-digit postal code.');
    expect(us.html).toContain('Enter the phone as ###-###-####.');
    // Another country: free-text state, no US masks.
    const ok = await a.post(`${PAGE}?step=1&sample_tubes=2`, {
      sample_tubes: '2', firstname: 'Fran', lastname: 'Fuller', email: 'fran@winery.example', phone: '+49 30 1234', street_1: 'Weinstraße 1', city: 'Bad Dürkheim',
      country: 'Germany', state: '', stateText: 'Rheinland-Pfalz', postalCode: '67098',
    });
    expect(ok.res.status).toBe(303);
  });

  it('a client awaiting approval sees the notice instead of the catalogue and the form; a post is refused', async () => {
    const a = await as('wes.holloway@limestoneterrace.example');
    for (const path of [PAGE, `${PAGE}?step=1&sample_tubes=2`]) {
      const page = await a.get(path);
      expect(page.res.status).toBe(200);
      expect(page.html).toContain('Limestone Terrace Estate is awaiting the laboratory’s approval');
      expect(page.html).not.toContain('name="sample_tubes"');
      expect(page.html).not.toContain('name="street_1"');
    }
    const post = await a.post(`${PAGE}?step=1&sample_tubes=2`, { sample_tubes: '2', ...ADDRESS });
    expect(post.res.status).toBe(403);
    expect(post.html).toContain('Awaiting the laboratory’s approval');
    const F = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C12688').executeTakeFirstOrThrow()).id;
    expect(await a.provider.db.selectFrom('supply_requests').select('id').where('clientId', '=', F).execute()).toEqual([]);
  });

  it('when the client’s approval is withdrawn after the page loaded, the provider’s refusal shows the notice', async () => {
    const a = await as('full@example.com');
    expect((await a.get(PAGE)).html).toContain('name="sample_tubes"');
    await a.provider.db.updateTable('clients').set({ status: 'Pending Approval' }).where('code', '=', 'C10234').execute();
    const post = await a.post(`${PAGE}?step=1&sample_tubes=2`, { sample_tubes: '2', ...ADDRESS });
    expect(post.res.status).toBe(403);
    expect(post.html).toContain('Napa Ridge Cellars is awaiting the laboratory’s approval');
  });

  it('sends roles without supplies to the launchpad', async () => {
    const a = await as('billing@example.com');
    const r = await a.get(PAGE, false);
    expect(r.res.status).toBe(302);
    expect(r.res.headers.get('location')).toBe('/launchpad');
  });
});
