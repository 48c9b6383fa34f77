/**
 * A new client and the laboratory's office: site administrators list the clients awaiting
 * approval, approve or deny them (a denial with its reason), the members are e-mailed the outcome
 * and the history keeps the change; the lab corrects a client's information (PUT /clients/{id})
 * while members keep the read-only view. Then the order page of a client the lab has not approved,
 * "order again" by sample type, and the review step's delivery notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { htmlText } from '../helpers/html.ts';
import { pdfText } from '../helpers/pdf.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};
let pending: number;
let denied: number;
let approved: number;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-18T18:00:00Z' });
  for (const [k, email] of Object.entries({
    owner: 'owner@example.com', admin: 'admin@example.com', godmode: 'godmode@example.com', wes: 'wes.holloway@limestoneterrace.example', grace: 'grace.kim@napa-ridge.example',
  })) tokens[k] = await p.tokenFor(email);
  const ids = Object.fromEntries((await p.db.selectFrom('clients').select(['id', 'code']).execute()).map((c) => [c.code, c.id]));
  pending = ids.C12688;
  denied = ids.C12310;
  approved = ids.C10234;
}, 120_000);
afterAll(() => closeProvider(p));

const history = (clientId: number) => p.db.selectFrom('client_changes').selectAll().where('clientId', '=', clientId).where('kind', '=', 'client').orderBy('id').execute();

describe("the laboratory's approval of a new client", () => {
  it('lists the pending clients to site administrators only', async () => {
    const list = await p.call('GET', '/pending_clients.json', { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: { code: string }) => c.code)).toEqual(['C12688']);
    expect(list.json.data[0]).toMatchObject({ name: 'Limestone Terrace Estate', createdBy: 'wes.holloway@limestoneterrace.example' });
    for (const who of ['owner', 'wes']) expect((await p.call('GET', '/pending_clients.json', { token: tokens[who] })).json.code, who).toBe('site-admin-only');
    expect((await p.call('GET', '/pending_clients.json')).status).toBe(401);
  });

  it("is refused to the client's own Administrator; a denial needs its reason", async () => {
    const own = await p.call('POST', `/clients/${pending}/approval.json`, { token: tokens.wes, body: { decision: 'approve' } });
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('role-not-allowed');
    const noReason = await p.call('POST', `/clients/${pending}/approval.json`, { token: tokens.admin, body: { decision: 'deny', reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.field).toBe('reason');
    expect((await p.db.selectFrom('clients').select('status').where('id', '=', pending).executeTakeFirstOrThrow()).status).toBe('Pending Approval');
  });

  it('approves: the status changes once, every member gets one mail, the history says who and when', async () => {
    // a second accepted member, to see one mail per member
    const grace = await p.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'grace.kim@napa-ridge.example').executeTakeFirstOrThrow();
    const now = '2026-11-18T17:00:00.000Z';
    await p.db.insertInto('memberships').values({
      clientId: pending, userId: grace.id, email: grace.email, firstname: 'Grace', lastname: 'Kim', role: 'Full User', invoices: 0, reports: 0, primaryAccounting: 0, primaryReporting: 0,
      invitationTokenHash: null, invitationExpiresAt: null, acceptedAt: now, createdAt: now, updatedAt: now,
    }).execute();
    const before = p.outbox().length;
    const r = await p.call('POST', `/clients/${pending}/approval.json`, { token: tokens.admin, body: { decision: 'approve' } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ status: 'Approved', notified: 2 });
    const mails = p.outbox().slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['grace.kim@napa-ridge.example', 'wes.holloway@limestoneterrace.example']);
    expect(mails[0].subject).toBe('Limestone Terrace Estate (C12688) is approved');
    expect(mails[0].text).toContain('The laboratory has approved Limestone Terrace Estate (C12688)');
    const [h] = await history(pending);
    expect(h).toMatchObject({ actorEmail: 'admin@example.com', action: 'changed', subject: 'status' });
    expect(JSON.parse(h.before!)).toEqual({ status: 'Pending Approval' });
    expect(JSON.parse(h.after!)).toEqual({ status: 'Approved' });
    // decided once: a second decision (another administrator a moment later) is refused
    const again = await p.call('POST', `/clients/${pending}/approval.json`, { token: tokens.godmode, body: { decision: 'deny', reason: 'late' } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('client-not-pending');
    expect((await p.call('GET', '/pending_clients.json', { token: tokens.admin })).json.data).toEqual([]);
    // the approved client may now order: its submit is no longer refused for approval
    const submit = await p.call('POST', `/clients/${pending}/submissions/draft/submit.json`, { token: tokens.wes, body: { delivery: 'shipping' } });
    expect(submit.json.code).not.toBe('client-not-approved');
  });

  it('denies with the reason, which the members read in their mail and the history keeps', async () => {
    const created = await p.call('POST', '/clients.json', {
      token: tokens.owner, body: { name: 'Hilltop Test Cellars', officialBusinessName: 'Hilltop Test Cellars LLC', businessType: 'Other', acceptTerms: true, jobTitle: 'Owner' },
    });
    expect(created.status).toBe(201);
    const before = p.outbox().length;
    const r = await p.call('POST', `/clients/${created.json.id}/approval.json`, { token: tokens.godmode, body: { decision: 'deny', reason: 'We could not verify the winery licence.' } });
    expect(r.json).toMatchObject({ status: 'Denied', notified: 1 });
    const [mail] = p.outbox().slice(before);
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.subject).toBe('Hilltop Test Cellars (' + created.json.code + ') was not approved');
    expect(mail.text).toContain('Reason: We could not verify the winery licence.');
    expect(mail.text).toContain('(707) 963-4806');
    const [h] = await history(created.json.id);
    expect(JSON.parse(h.after!)).toEqual({ status: 'Denied', reason: 'We could not verify the winery licence.' });
    // a client that is not pending (denied before, approved long ago) is not decided again here
    expect((await p.call('POST', `/clients/${denied}/approval.json`, { token: tokens.admin, body: { decision: 'approve' } })).status).toBe(409);
    expect((await p.call('POST', `/clients/${approved}/approval.json`, { token: tokens.admin, body: { decision: 'deny', reason: 'x' } })).status).toBe(409);
  });
});

describe('PUT /clients/{id}: the lab corrects a client\'s information', () => {
  const info = { name: 'Napa Ridge Cellars', officialBusinessName: 'Napa Ridge Cellars Holding LLC', businessType: 'Corporation' };
  it('for site administrators: the client answered as GET does, only what changed in the history', async () => {
    const r = await p.call('PUT', `/clients/${approved}`, { token: tokens.admin, body: info });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ id: approved, ...info });
    const got = await p.call('GET', `/clients/${approved}`, { token: tokens.owner });
    expect(got.json).toMatchObject(info);
    const [h] = await history(approved);
    expect(h).toMatchObject({ actorEmail: 'admin@example.com', subject: 'information' });
    expect(Object.keys(JSON.parse(h.after!)).sort()).toEqual(['businessType', 'officialBusinessName']);
    // the same again changes nothing and records nothing
    await p.call('PUT', `/clients/${approved}`, { token: tokens.admin, body: info });
    expect(await history(approved)).toHaveLength(1);
  });

  it("not for the client's own Administrator (members keep the read-only view), and a name stays one line", async () => {
    const own = await p.call('PUT', `/clients/${approved}`, { token: tokens.owner, body: { ...info, name: 'Mine now' } });
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('role-not-allowed');
    const bad = await p.call('PUT', `/clients/${approved}`, { token: tokens.admin, body: { ...info, name: 'Two\nlines' } });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('name');
    expect((await p.call('GET', `/clients/${approved}`, { token: tokens.owner })).json.name).toBe('Napa Ridge Cellars');
  });
});

describe('the pages without JavaScript (request handler)', () => {
  let app: TestApp;
  const PAGE = '/dashboard/shop/order-analyses';
  beforeAll(async () => {
    app = await testApp({ seed: true });
  }, 120_000);
  afterAll(() => closeProvider(app.provider));
  const as = async (email: string) => {
    await app.post('/logout', {});
    await signIn(app, email);
  };
  const text = (html: string) => htmlText(html);

  it('a pending client is told up front on the order page; no courier pickup and no submit are offered; a refused submit says why', async () => {
    await as('wes.holloway@limestoneterrace.example');
    const page = await app.get(PAGE, false);
    expect(page.res.status).toBe(200);
    expect(text(page.html)).toContain('Limestone Terrace Estate is awaiting the laboratory’s approval. You can prepare your order now');
    // the draft can be prepared
    const added = await app.post(PAGE, { intent: 'add-sample', description: 'Syrah block 4', sampleTypeId: '1' });
    expect(added.res.status).toBe(303);
    const review = await app.get(`${PAGE}?step=review`, false);
    expect(text(review.html)).toContain('awaiting the laboratory’s approval');
    expect(review.html).not.toContain('Request a courier pickup');
    expect(review.html).not.toContain('Submit order');
    // a post all the same (a form kept open from before): the approval, not "could not be saved"
    const submit = await app.post(PAGE, { intent: 'submit', delivery: 'shipping' });
    expect(submit.res.status).toBe(403);
    expect(text(submit.html)).toContain('The order could not be submitted: the client is awaiting the laboratory’s approval');
    expect(submit.html).not.toContain('The order could not be saved');
  });

  it('site administrators approve or deny pending clients on the launchpad; a denial without a reason is refused', async () => {
    await as('godmode@example.com');
    const list = await app.get('/launchpad/clients', false);
    expect(text(list.html)).toContain('1 client awaiting approval');
    expect(text(list.html)).toMatch(/Limestone Terrace Estate \( ?C12688 ?\)/);
    const f = (await app.provider.db.selectFrom('clients').select('id').where('code', '=', 'C12688').executeTakeFirstOrThrow()).id;
    const noReason = await app.post('/launchpad/clients', { clientId: String(f), clientName: 'Limestone Terrace Estate', decision: 'deny', reason: '' });
    expect(noReason.res.status).toBe(400);
    expect(text(noReason.html)).toContain('Give the reason for denying this client');
    expect(noReason.html).toMatch(/<title>Error: /);
    const ok = await app.post('/launchpad/clients', { clientId: String(f), clientName: 'Limestone Terrace Estate', decision: 'approve', reason: '' });
    expect(ok.res.status).toBe(303);
    const after = await app.get('/launchpad/clients', false);
    expect(text(after.html)).toContain('Limestone Terrace Estate is approved; its member was told by e-mail.');
    expect(text(after.html)).toContain('No client is awaiting the laboratory’s approval.');
    // an owner sees no such list, and cannot post a decision
    await as('owner@example.com');
    const own = await app.get('/launchpad/clients', false);
    expect(own.html).not.toContain('awaiting approval');
    // the launchpad's menu (all clients, create new client) shows on the clients list and the new-client form too
    expect(text(own.html)).toContain('Create new client');
    expect(text((await app.get('/launchpad/new-client', false)).html)).toContain('All clients');
  });

  it('"order again" offers only tests for the sample\'s type, and a refusal names the test', async () => {
    await as('full@example.com');
    // a wine test ordered before: it is "recent" for this client
    const wine = await app.provider.db.selectFrom('analyses').select(['id', 'acode', 'testName']).where('acode', '=', 'W-204').executeTakeFirstOrThrow();
    const first = await app.post(PAGE, { intent: 'add-sample', description: 'Cabernet lot 2', sampleTypeId: '1' });
    expect((await app.post(PAGE, { intent: 'add-tests', sampleId: /pick=(\d+)/.exec(first.location!)![1], analysisIds: String(wine.id) })).res.status).toBe(303);
    expect((await app.post(PAGE, { intent: 'submit', delivery: 'shipping' })).res.status).toBe(303);
    // on another wine sample it is offered again
    const wine2 = await app.post(PAGE, { intent: 'add-sample', description: 'Merlot lot 3', sampleTypeId: '1' });
    const winePicker = await app.get(wine2.location!.replace('#picker', ''), false);
    expect(winePicker.html.match(new RegExp(`value="${wine.id}"`, 'g'))!.length).toBe(2);
    expect((await app.post(PAGE, { intent: 'remove-sample', sampleId: /pick=(\d+)/.exec(wine2.location!)![1] })).res.status).toBe(303);
    const beer = await app.post(PAGE, { intent: 'add-sample', description: 'Pale ale batch 12', sampleTypeId: '6' });
    const picker = await app.get(beer.location!.replace('#picker', ''), false);
    expect(text(picker.html)).toContain('Add tests to sample');
    expect(picker.html).not.toContain(`value="${wine.id}"`);
    expect(text(picker.html)).toContain('None of the tests you ordered recently is offered for Beer');
    const sampleId = /pick=(\d+)/.exec(beer.location!)![1];
    const refused = await app.post(PAGE, { intent: 'add-tests', sampleId, analysisIds: String(wine.id) });
    expect(refused.res.status).toBe(400);
    expect(text(refused.html)).toContain(`${wine.acode} ${wine.testName} is not offered for Beer samples`);
  });

  it('the review step shows what the chosen delivery needs: the dropbox to choose, or the lab\'s address to ship to', async () => {
    const review = await app.get(`${PAGE}?step=review`, false);
    expect(review.html).not.toContain('data-testid="lab-address"');
    expect(review.html).not.toContain('id="dropboxLocationId"');
    expect(text(review.html)).toContain('1. Samples and tests 2. Review and submit');
    // without JavaScript, Continue posts the choice
    const ship = await app.post(PAGE, { intent: 'submit', choose: '1', delivery: 'shipping' });
    expect(ship.location).toBe(`${PAGE}?step=review&delivery=shipping#delivery`);
    const shipping = await app.get(`${PAGE}?step=review&delivery=shipping`, false);
    expect(text(shipping.html)).toContain('Ship the samples with the printed chain-of-custody form to: Vinlab Analytical Laboratories – Sample receiving 899 Adams Street, Suite A, St. Helena, CA 94574');
    expect(shipping.html).not.toContain('id="dropboxLocationId"');
    const dropbox = await app.get(`${PAGE}?step=review&delivery=dropbox`, false);
    expect(dropbox.html).toContain('id="dropboxLocationId"');
    expect(text(dropbox.html)).not.toContain('Dropbox (optional)');
    expect(dropbox.html).not.toContain('data-testid="lab-address"');
  });

  it('editing a submission says which one is being edited', async () => {
    // the beer sample has no tests: give it one, then submit and edit
    const d = (await app.get(PAGE, false)).html;
    const sampleId = /name="sampleId" value="(\d+)"/.exec(d)![1];
    const br = await app.provider.db.selectFrom('analyses').select('id').where('acode', '=', 'BR-100').executeTakeFirstOrThrow();
    expect((await app.post(PAGE, { intent: 'add-tests', sampleId, analysisIds: String(br.id) })).res.status).toBe(303);
    const placed = await app.post(PAGE, { intent: 'submit', delivery: 'shipping' });
    expect(placed.location).toMatch(/submissions\/\d+\?placed=1$/);
    const detail = placed.location!.replace('?placed=1', '');
    const page = await app.get(detail, false);
    const number = /SUB-\d{6}/.exec(page.html)![0];
    expect(text(page.html)).toContain('Until the laboratory receives it, you can turn this submission back into your draft');
    expect((await app.post(detail, { intent: 'edit' })).res.status).toBe(303);
    const editing = await app.get(PAGE, false);
    expect(text(editing.html)).toContain(`Editing submission ${number}`);
  });

  it('client settings: the lab corrects the client information; members keep the read-only view', async () => {
    await as('owner@example.com');
    const own = await app.get('/dashboard/client-settings', false);
    expect(own.html).not.toContain('Correct the client information');
    expect((await app.post('/dashboard/client-settings', { intent: 'info', name: 'Mine', officialBusinessName: 'Mine LLC', businessType: 'Other' })).res.status).toBe(400);
    await as('admin@example.com');
    const a = (await app.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    expect((await app.post('/launchpad/clients', { clientId: String(a), to: 'results' })).res.status).toBe(303);
    const page = await app.get('/dashboard/client-settings?editInfo=1', false);
    expect(page.html).toContain('id="info-name"');
    const bad = await app.post('/dashboard/client-settings', { intent: 'info', name: '', officialBusinessName: 'Napa Ridge Cellars LLC', businessType: 'Corporation' });
    expect(bad.res.status).toBe(400);
    const saved = await app.post('/dashboard/client-settings', { intent: 'info', name: 'Napa Ridge Cellars', officialBusinessName: 'Napa Ridge Cellars Estate LLC', businessType: 'Corporation' });
    expect(saved.res.status).toBe(303);
    const after = await app.get('/dashboard/client-settings', false);
    expect(text(after.html)).toContain('The client information was saved.');
    expect(text(after.html)).toContain('Napa Ridge Cellars Estate LLC');
  });

  it('the terms beside "I accept" open in a new tab and say so', async () => {
    const page = await app.get('/launchpad/new-client', false);
    expect(page.html).toContain('<a href="/terms-and-conditions-and-credit-agreement" target="_blank" rel="noopener noreferrer">Read the terms<span class="new-tab-note"> (opens in a new tab)</span></a>');
  });
});

describe('the chain-of-custody form and the labels a lab would not query', () => {
  it('carry the client\'s contact, fields per sample, a lab-only receipt block; labels name the client, tests and printing date; cancelled ones say so', async () => {
    const base = `/clients/${approved}/submissions`;
    const so2 = await p.db.selectFrom('analyses').select('id').where('acode', '=', 'W-204').executeTakeFirstOrThrow();
    const sample = await p.call('POST', `${base}/draft/samples.json`, { token: tokens.owner, body: { description: 'Petite Sirah lot 8', sampleTypeId: 1 } });
    expect((await p.call('POST', `${base}/draft/samples/${sample.json.id}/analyses.json`, { token: tokens.owner, body: { analysisIds: [so2.id] } })).status).toBe(200);
    const placed = await p.call('POST', `${base}/draft/submit.json`, { token: tokens.owner, body: { delivery: 'shipping', language: 'en' } });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const pdf = async (kind: string) => pdfText(new Uint8Array(await (await p.app.request(`${base}/${placed.json.id}/${kind}.pdf`, { headers: { authorization: `Bearer ${tokens.owner}` } })).arrayBuffer()));
    const coc = await pdf('chain-of-custody');
    expect(coc).toContain('Client phone');
    expect(coc).toContain('707-555-0134');
    expect(coc).toContain('Client address');
    for (const label of ['Collected (date, time)', 'Sampled by', 'Containers (count)', 'Container type', 'For laboratory use only', 'Temperature on receipt', 'Condition on receipt', 'Date and time received']) expect(coc).toContain(label);
    expect(coc).not.toContain('CANCELLED');
    const labels = await pdf('labels');
    expect(labels).toContain('C10234');
    expect(labels).toContain(`${placed.json.number}-01`);
    expect(labels).toContain('W-204');
    expect(labels).toContain('Printed Nov 18, 2026');
    expect((await p.call('POST', `${base}/${placed.json.id}/cancel.json`, { token: tokens.owner })).status).toBe(200);
    expect(await pdf('chain-of-custody')).toContain('CANCELLED');
    expect(await pdf('labels')).toContain('CANCELLED');
  });
});
