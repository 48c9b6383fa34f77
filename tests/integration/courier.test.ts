/**
 * Request courier (document 2 §2, §4, §5, §7, §8, §9): the provider's courier calls (roles,
 * another client's address refused, validation, paging newest first, CSV, the lab's e-mail),
 * then the app's /dashboard/shop/request-courier page through the request handler (form errors
 * naming the field, the sent panel, the failure panel, details dialog, paging, the CSV, the
 * same-day notice after 10:00 AM Pacific).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { courierCutoff } from '../../app/models/courier-cutoff.server.ts';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

let p: TestProvider;
let A: number;
let C: number;
let addressA: number;
let addressC: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  const byCode = async (code: string) => (await p.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  A = await byCode('C10234');
  C = await byCode('C11402');
  // a street address: the seed's first address of A is its PO box, which a courier cannot use
  addressA = (await p.db.selectFrom('addresses').select('id').where('clientId', '=', A).where('street_1', 'not like', 'PO Box%').executeTakeFirstOrThrow()).id;
  addressC = (await p.db.selectFrom('addresses').select('id').where('clientId', '=', C).executeTakeFirstOrThrow()).id;
  Object.assign(tokens, await roleTokens(p, [
    'billing@example.com', 'full@example.com', 'owner@example.com', 'reporting@example.com', 'colin.reyes@sierracrest.example', 'admin@example.com', 'wes.holloway@limestoneterrace.example', 'june@goldenhourwine.example',
  ]));
}, 120_000);
afterAll(() => closeProvider(p));

const list = (client: number, token: string, query = '') => p.call('GET', `/clients/${client}/courier_requests.json${query}`, { token });
const create = (token: string, body: Record<string, unknown>) => p.call('POST', '/courier_requests.json', { token, body });
const valid = () => ({ clientId: A, addressId: addressA, address: 'ignored', phoneNumber: '707-555-0134', instructions: 'Cooler by the door' });

describe('GET /clients/{clientId}/courier_requests.json', () => {
  it('lets full users, client administrators and site administrators in; refuses reporting and billing users and other clients', async () => {
    for (const who of ['full', 'owner', 'admin']) expect((await list(A, tokens[who])).status, who).toBe(200);
    for (const who of ['reporting', 'billing']) {
      const r = await list(A, tokens[who]);
      expect(r.status, who).toBe(403);
      expect(r.json.error).toBe('Your role does not allow this');
    }
    expect((await list(A, tokens.colin)).status).toBe(403);
    expect((await p.call('GET', `/clients/${A}/courier_requests.json`)).status).toBe(401);
  });

  it('answers one page newest first (10 by default) with the total; pages from 1', async () => {
    const first = (await list(A, tokens.full)).json;
    expect(first.data).toHaveLength(10);
    const stored = await p.db.selectFrom('courier_requests').select('id').where('clientId', '=', A).execute();
    expect(first.recordsTotal).toBe(stored.length);
    const dates = first.data.map((r: any) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data[0]).toMatchObject({ id: expect.any(Number), address: expect.any(String), updatedAt: expect.any(String), status: expect.stringMatching(/^(pending|confirmed|cancelled)$/) });
    const all = (await list(A, tokens.full, '?length=50')).json;
    const second = (await list(A, tokens.full, '?page=2&length=25')).json;
    expect(second.data.map((r: any) => r.id)).toEqual(all.data.slice(25, 50).map((r: any) => r.id));
    expect((await list(A, tokens.full, '?page=0')).status).toBe(400);
    expect((await list(A, tokens.full, '?length=abc')).status).toBe(400);
  });
});

const FLAGS = { primary: 0, mailing: 0, invoices: 0, reports: 0, inServiceArea: 1, mostRecent: 0 };

describe('POST /courier_requests.json', () => {
  it('stores a pending request at the client’s own address, e-mails the lab and answers it', async () => {
    const r = await create(tokens.full, valid());
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ clientId: A, addressId: addressA, status: 'pending', phoneNumber: '707-555-0134', instructions: 'Cooler by the door' });
    expect(r.json.address).not.toBe('ignored');
    const newest = (await list(A, tokens.full)).json.data[0];
    expect(newest.id).toBe(r.json.id);
    const mail = p.outbox().find((m) => m.subject.includes(`Courier request ${r.json.id}`));
    expect(mail?.to).toEqual(['lab@lab.example']);
    expect(mail?.text).toContain('707-555-0134');
    expect((await create(tokens.owner, { ...valid(), instructions: '' })).json.instructions).toBeNull();
    expect((await create(tokens.admin, valid())).status).toBe(201);
  });

  it('the same idempotency key twice, even at once, creates one request and mails the lab once; the second answers the first', async () => {
    const key = 'k-' + 'a1b2c3d4e5f6a7b8c9d0';
    const mails = p.outbox().length;
    const [a, b] = await Promise.all([create(tokens.full, { ...valid(), idempotencyKey: key }), create(tokens.full, { ...valid(), idempotencyKey: key })]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.id).toBe(b.json.id);
    expect(await p.db.selectFrom('courier_requests').select('id').where('idempotencyKey', '=', key).execute()).toHaveLength(1);
    expect(p.outbox().length).toBe(mails + 1);
    // another user cannot read a request through its key; a different key is a new request
    expect((await create(tokens.owner, { ...valid(), idempotencyKey: key })).status).toBe(409);
    expect((await create(tokens.full, { ...valid(), idempotencyKey: key + 'x' })).json.id).not.toBe(a.json.id);
    expect((await create(tokens.full, { ...valid(), idempotencyKey: 'short' })).status).toBe(400);
  });

  it('refuses roles without the courier area, other clients and another client’s address', async () => {
    for (const who of ['reporting', 'billing', 'colin']) expect((await create(tokens[who], valid())).status, who).toBe(403);
    const foreign = await create(tokens.full, { ...valid(), addressId: addressC });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error).toMatch(/not one of the client/);
    expect((await create('', valid())).status).toBe(401);
  });

  it('refuses a PO box as the pick-up address', async () => {
    const poBox = (street_1: string, street_2: string | null = null) =>
      p.db
        .insertInto('addresses')
        .values({ clientId: A, label: 'Mail', street_1, street_2, city: 'Oakville', state: 'CA', country: 'United States', postalCode: '94562', ...FLAGS })
        .returning('id')
        .executeTakeFirstOrThrow();
    for (const [s1, s2] of [['PO Box 123', null], ['P.O. Box 9', null], ['Post Office Box 4', null], ['7850 Main St', 'POB 12'], ['Box 77', null]] as const) {
      const { id } = await poBox(s1, s2);
      const r = await create(tokens.full, { ...valid(), addressId: Number(id) });
      expect(r.status, s1).toBe(400);
      expect(r.json.error).toMatch(/cannot pick up from a PO box/);
    }
    const { id } = await poBox('12 Boxwood Lane');
    expect((await create(tokens.full, { ...valid(), addressId: Number(id) })).status).toBe(201);
  });

  it('validates the body: phone mask, ids, instructions length', async () => {
    for (const body of [
      { ...valid(), phoneNumber: '7075550134' },
      { ...valid(), phoneNumber: '' },
      { ...valid(), addressId: undefined },
      { ...valid(), clientId: 'x y' },
      { ...valid(), instructions: 'x'.repeat(1001) },
    ]) expect((await create(tokens.full, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
  });
});

describe('POST /courier_requests.json for a client the lab has not approved', () => {
  it('refuses Pending Approval and Denied clients with a 403 that says so, stores and mails nothing; opens once approved', async () => {
    const F = (await p.db.selectFrom('clients').select(['id', 'status']).where('code', '=', 'C12688').executeTakeFirstOrThrow());
    const E = (await p.db.selectFrom('clients').select(['id', 'status']).where('code', '=', 'C12310').executeTakeFirstOrThrow());
    expect([F.status, E.status]).toEqual(['Pending Approval', 'Denied']);
    const addressF = (await p.db.selectFrom('addresses').select('id').where('clientId', '=', F.id).executeTakeFirstOrThrow()).id;
    const mails = p.outbox().length;
    const pending = await create(tokens.wes, { ...valid(), clientId: F.id, addressId: addressF });
    expect(pending.status).toBe(403);
    expect(pending.json.error).toMatch(/awaiting the laboratory’s approval/);
    const denied = await create(tokens.june, { ...valid(), clientId: E.id, addressId: addressF });
    expect(denied.status).toBe(403);
    expect(denied.json.error).toMatch(/has not approved this client/);
    // A site administrator too: the lab approves the client first.
    expect((await create(tokens.admin, { ...valid(), clientId: F.id, addressId: addressF })).status).toBe(403);
    expect(await p.db.selectFrom('courier_requests').select('id').where('clientId', 'in', [F.id, E.id]).execute()).toEqual([]);
    expect(p.outbox().length).toBe(mails);
    await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', F.id).execute();
    try {
      expect((await create(tokens.wes, { ...valid(), clientId: F.id, addressId: addressF })).status).toBe(201);
    } finally {
      await p.db.updateTable('clients').set({ status: 'Pending Approval' }).where('id', '=', F.id).execute();
    }
  });
});

describe('GET /clients/{clientId}/courier_requests/export_to_csv', () => {
  it('answers every request as a CSV attachment, for the courier roles only', async () => {
    const res = await p.app.request(`/clients/${A}/courier_requests/export_to_csv`, { headers: { authorization: `Bearer ${tokens.full}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="C10234-courier-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // a UTF-8 byte-order mark first, so Excel reads "—" and accents right
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Request,Received (Pacific),Scheduled (Pacific),Address,Phone,Instructions,Status');
    const total = (await list(A, tokens.full)).json.recordsTotal;
    expect(lines).toHaveLength(total + 1);
    // A pending request has no scheduled time: the cell is empty, not its creation time.
    const pending = lines.slice(1).filter((l) => l.endsWith(',received'));
    expect(pending.length).toBeGreaterThan(0);
    for (const l of pending) expect(l.split(',')[2]).toBe('');
    const denied = await p.app.request(`/clients/${A}/courier_requests/export_to_csv`, { headers: { authorization: `Bearer ${tokens.reporting}` } });
    expect(denied.status).toBe(403);
  });
});

// ─── the page ────────────────────────────────────────────────────────────────

describe('/dashboard/shop/request-courier', () => {
  const PAGE = '/dashboard/shop/request-courier';
  const apps = appsPerTest();
  afterEach(() => {
    vi.useRealTimers();
  });
  /**
   * Signs in; with `offsetMs`, the whole visit happens as if the lab's clock read `offsetMs`
   * from today's 10:00 AM Pacific cut-off (sign-in included: a session idle for hours between
   * sign-in and page would rightly have ended).
   */
  async function as(email: string, offsetMs?: number) {
    if (offsetMs !== undefined) vi.useFakeTimers({ toFake: ['Date'], now: courierCutoff(new Date()) + offsetMs });
    return apps.as(email);
  }
  const rowCount = (html: string) => (html.match(/<tr><th scope="row">/g) ?? []).length;

  it('shows the form and past orders; /dashboard/shop opens it; paging and page sizes', async () => {
    const a = await as('full@example.com', -3600_000);
    const shop = await a.get('/dashboard/shop');
    expect(shop.url).toBe(PAGE);
    const { res, html } = await a.get(PAGE);
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Request Courier | Vinlab Analytical Laboratories</title>');
    expect(html).toContain('Company address');
    expect(html).toMatch(/name="phoneNumber"[^>]*value="\d{3}-\d{3}-\d{4}"|value="\d{3}-\d{3}-\d{4}"[^>]*name="phoneNumber"/);
    expect(html).not.toContain('Same-day pick-up has closed');
    expect(rowCount(html)).toBe(10);
    expect(html).toContain(`href="${PAGE}/export.csv"`);
    expect(rowCount((await a.get(`${PAGE}?size=25`)).html)).toBe(25);
    expect((await a.get(`${PAGE}?page=2`)).html).toContain('aria-current="page" aria-label="Go to page 2"');
  });

  it('says what is missing, naming the field, and refuses a malformed phone', async () => {
    const a = await as('full@example.com');
    const r = await a.post(`${PAGE}?tomorrow=1`, { addressId: '', phoneNumber: '', instructions: '' });
    expect(r.res.status).toBe(400);
    expect(r.html).toContain('<title>Error: Request Courier');
    expect(r.html).toContain('Company address is required');
    expect(r.html).toContain('Phone is required');
    expect(r.html).toContain('error-summary');
    const bad = await a.post(PAGE, { addressId: '1', phoneNumber: '12', instructions: '' });
    expect(bad.html).toContain('Enter the phone as ###-###-####');
  });

  it('prefills a pickup for an analyses order: the primary shipping address and the order in the instructions', async () => {
    const a = await as('full@example.com', -3600_000);
    const { html } = await a.get(`${PAGE}?order=SUB-000123`);
    const selected = html.match(/<option value="(\d+)" selected="">/);
    expect(selected).not.toBeNull();
    const address = await a.provider.db.selectFrom('addresses').select(['primaryShipping']).where('id', '=', Number(selected![1])).executeTakeFirstOrThrow();
    expect(Number(address.primaryShipping)).toBe(1);
    expect(html).toContain('Pick up the samples of analyses order SUB-000123.');
    // anything else in the parameter is ignored
    const odd = await a.get(`${PAGE}?order=${encodeURIComponent('<b>x</b>')}`);
    expect(odd.res.status).toBe(200);
    expect(odd.html).not.toContain('Pick up the samples of analyses order');
  });

  it('sends a request: the sent panel, the request in the list, its details with the timeline', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get(`${PAGE}?tomorrow=1`);
    const addressId = html.match(/<option value="(\d+)">/)![1];
    const r = await a.post(`${PAGE}?tomorrow=1`, { addressId, phoneNumber: '(707) 555 0199', instructions: 'Ring the bell' });
    expect(r.res.status).toBe(303);
    const id = Number(r.location!.match(/\?sent=(\d+)$/)![1]);
    const sent = await a.get(r.location!);
    expect(sent.html).toContain('Request sent');
    expect(sent.html).toContain(`Your courier request ${id} has been received`);
    expect(sent.html).toContain(`href="${PAGE}"`);
    expect(sent.html).toContain(`>${id}</th>`);
    const details = await a.get(`${PAGE}?details=${id}`);
    expect(details.html).toMatch(/<dialog open="" class="courier-details"/);
    expect(details.html).toContain('Ring the bell');
    expect(details.html).toContain('707-555-0199');
    expect(details.html).toContain('Awaiting confirmation');
    const stored = await a.provider.db.selectFrom('courier_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'pending', phoneNumber: '707-555-0199' });
  });

  it('the form carries a fresh idempotency key: posted twice, it makes one request', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get(`${PAGE}?tomorrow=1`);
    const key = html.match(/<input type="hidden" name="idempotencyKey" value="([^"]+)"/)![1];
    expect(key).toMatch(/^[\w-]{16,64}$/);
    expect((await a.get(`${PAGE}?tomorrow=1`)).html).not.toContain(key);
    const addressId = html.match(/<option value="(\d+)">/)![1];
    const form = { addressId, phoneNumber: '707-555-0142', instructions: 'Twice', idempotencyKey: key };
    const first = await a.post(`${PAGE}?tomorrow=1`, form);
    const second = await a.post(`${PAGE}?tomorrow=1`, form);
    expect(first.location).toMatch(/\?sent=\d+$/);
    expect(second.location).toBe(first.location);
    expect(await a.provider.db.selectFrom('courier_requests').select('id').where('idempotencyKey', '=', key).execute()).toHaveLength(1);
  });

  it('lists a pending request as awaiting confirmation, not scheduled; a PO box cannot be chosen', async () => {
    const a = await as('full@example.com');
    const full = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const { html } = await a.get(`${PAGE}?tomorrow=1`);
    const pending = await a.provider.db.selectFrom('courier_requests').select('id').where('clientId', '=', full.id).where('status', '=', 'pending').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const row = html.match(new RegExp(`<tr><th scope="row">${pending.id}</th>(.*?)</tr>`))![1];
    expect(row).toContain('Awaiting confirmation');
    expect(row.match(/\d{2}\/\d{2}\/\d{4}/g)).toHaveLength(1);
    const box = await a.provider.db
      .insertInto('addresses')
      .values({ clientId: full.id, label: 'Mail', street_1: 'PO Box 88', city: 'Oakville', state: 'CA', country: 'United States', postalCode: '94562', ...FLAGS })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await a.get(`${PAGE}?tomorrow=1`);
    expect(form.html).toMatch(new RegExp(`<option value="${box.id}" disabled="">[^<]*PO box: no courier pick-up`));
    const r = await a.post(`${PAGE}?tomorrow=1`, { addressId: String(box.id), phoneNumber: '707-555-0134' });
    expect(r.res.status).toBe(400);
    expect(r.html).toContain('A courier cannot pick up from a PO box');
  });

  it('confirms only requests that exist for this client; details of an older request open too', async () => {
    const a = await as('full@example.com');
    const none = await a.get(`${PAGE}?sent=999999`);
    expect(none.res.status).toBe(200);
    expect(none.html).not.toContain('Request sent');
    expect(none.html).not.toContain('has been received');
    const foreign = await a.provider.db.selectFrom('courier_requests').select('id').where('clientId', '=', C).executeTakeFirstOrThrow();
    expect((await a.get(`${PAGE}?sent=${foreign.id}`)).html).not.toContain('Request sent');
    // A request beyond the first page still opens in the details dialog (read by id, not from the page).
    const full = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const oldest = await a.provider.db.selectFrom('courier_requests').select('id').where('clientId', '=', full.id).orderBy('createdAt', 'asc').executeTakeFirstOrThrow();
    expect((await a.get(`${PAGE}?details=${oldest.id}`)).html).toMatch(/<dialog open="" class="courier-details"/);
  });

  it('shows the no-available-locations panel when the request fails or the client has no address', async () => {
    const a = await as('full@example.com');
    const foreign = (await a.provider.db.selectFrom('addresses').select('id').where('clientId', '=', C).executeTakeFirstOrThrow()).id;
    const r = await a.post(`${PAGE}?tomorrow=1`, { addressId: String(foreign), phoneNumber: '707-555-0134' });
    expect(r.res.status).toBe(400);
    expect(r.html).toContain('Choose one of the company addresses');
    await a.provider.db.updateTable('courier_requests').set({ addressId: null }).execute();
    const full = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await a.provider.db.deleteFrom('addresses').where('clientId', '=', full.id).execute();
    const none = await a.get(`${PAGE}?tomorrow=1`);
    expect(none.html).toContain('No available locations');
    expect(none.html).toContain('899 Adams Street');
    expect(none.html).toContain('(707) 963-4806');
    expect(none.html).toContain('<title>Error: Request Courier');
  });

  it('after 10:00 AM Pacific shows the same-day notice; "schedule for tomorrow" reveals the form', async () => {
    const a = await as('owner@example.com', 3600_000);
    const after = await a.get(PAGE);
    expect(after.html).toContain('Same-day pick-up has closed');
    expect(after.html).toContain('(707) 963-4806');
    expect(after.html).toContain(`href="${PAGE}?tomorrow=1"`);
    expect(after.html).not.toContain('name="phoneNumber"');
    const tomorrow = await a.get(`${PAGE}?tomorrow=1`);
    expect(tomorrow.html).toContain('name="phoneNumber"');
    expect(tomorrow.html).toMatch(/This request will be scheduled for pick-up on \w+day, \d\d\/\d\d\/\d{4}, the next day the laboratory is open\./);
  });

  it('a client awaiting approval sees the notice instead of the form; a post is refused', async () => {
    const a = await as('wes.holloway@limestoneterrace.example', -3600_000);
    const page = await a.get(PAGE);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Awaiting the laboratory’s approval');
    expect(page.html).toContain('Limestone Terrace Estate is awaiting the laboratory’s approval');
    expect(page.html).not.toContain('name="phoneNumber"');
    const F = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C12688').executeTakeFirstOrThrow()).id;
    const addressId = String((await a.provider.db.selectFrom('addresses').select('id').where('clientId', '=', F).executeTakeFirstOrThrow()).id);
    const post = await a.post(`${PAGE}?tomorrow=1`, { addressId, phoneNumber: '805-555-0129' });
    expect(post.res.status).toBe(403);
    expect(post.html).toContain('Awaiting the laboratory’s approval');
    expect(await a.provider.db.selectFrom('courier_requests').select('id').where('clientId', '=', F).execute()).toEqual([]);
  });

  it('when the client’s approval is withdrawn after the page loaded, the provider’s refusal shows the notice', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get(`${PAGE}?tomorrow=1`);
    const addressId = html.match(/<option value="(\d+)"/)![1];
    // The app's account (cached a minute) still says Approved; the provider is the authority.
    await a.provider.db.updateTable('clients').set({ status: 'Pending Approval' }).where('code', '=', 'C10234').execute();
    const post = await a.post(`${PAGE}?tomorrow=1`, { addressId, phoneNumber: '707-555-0134' });
    expect(post.res.status).toBe(403);
    expect(post.html).toContain('Napa Ridge Cellars is awaiting the laboratory’s approval');
    expect(post.html).not.toContain('name="phoneNumber"');
  });

  it('streams the CSV; keeps reporting and billing users out', async () => {
    const a = await as('full@example.com');
    const csv = await a.request(`${PAGE}/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="C10234-courier-requests-/);
    expect((await csv.text()).split('\r\n')[0]).toContain('Request,Received (Pacific)');
    const b = await as('billing@example.com');
    const page = await b.get(PAGE, false);
    expect(page.res.status).toBe(302);
    expect(page.res.headers.get('location')).toBe('/launchpad');
  });
});
