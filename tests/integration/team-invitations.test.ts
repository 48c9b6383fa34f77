/**
 * Lab mail anyone could make the laboratory send through the team actions, and one answer for
 * adding a member: invitations, resends, invoice reports and new clients are limited per sender,
 * per caller address and per recipient; an unapproved client invites nobody; an existing account
 * is invited (never linked at once) and accepts or declines; the inviter cannot tell an account
 * from an unknown address; a client name is one line and never a link in a subject; invoice
 * reports go freely only to the client's own people.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_REFUSALS } from '../../contract/team.ts';
import { MAIL_LIMITS } from '../../provider/services/rate-limits.ts';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { type TestApp } from '../helpers/app.ts';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest, signIn } from '../helpers/sign-in.ts';

let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
const byCode = async (code: string) => (await p.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const invite = (email: string, opts: { token?: string; ip?: string; client?: number; role?: string } = {}) =>
  p.call('POST', `/clients/${opts.client ?? napa}/memberships.json`, {
    token: opts.token ?? tokens.owner, headers: { 'x-lab-client-ip': opts.ip ?? '10.9.0.1' }, body: { email, role: opts.role ?? 'Full User' },
  });
const membership = async (clientId: number, email: string) =>
  p.db.selectFrom('memberships').selectAll().where('clientId', '=', clientId).where('email', '=', email).executeTakeFirst();
/** The hourly limits these tests count up to (literal, so the tests say what they expect on any code). */
const L = { invitation: { user: 10, address: 20, to: 3 }, invoiceReport: { user: 10, address: 20, to: 3 }, client: { user: 3, address: 10 } };
const lastMailTo = (email: string) => [...p.outbox()].reverse().find((m) => m.to.includes(email))!;

beforeEach(async () => {
  p = await testProvider({ seed: true });
  napa = await byCode('C10234');
  tokens = await roleTokens(p, ['owner@example.com', 'full@example.com', 'billing@example.com', 'godmode@example.com', 'newcomer@example.com']);
});
afterEach(async () => {
  await closeProvider(p);
});

describe('limits (per sender, per recipient, per caller address, per hour)', () => {
  it('are the ones services/rate-limits.ts sets', () => {
    expect(MAIL_LIMITS).toMatchObject({ ...L, recipient: 10, windowMs: 3600_000 });
  });

  it('invitations: at most L.invitation.to to one address, counting resends; 429 with Retry-After and nothing sent', async () => {
    const first = await invite('stranger@elsewhere.example');
    expect(first.status).toBe(201);
    const id = first.json.member.id;
    for (let i = 1; i < L.invitation.to; i++) {
      expect((await p.call('POST', `/clients/${napa}/memberships/${id}/resend.json`, { token: tokens.owner })).status).toBe(200);
    }
    const before = p.outbox().length;
    const over = await p.call('POST', `/clients/${napa}/memberships/${id}/resend.json`, { token: tokens.owner });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.json.error).toMatch(/several invitations/);
    expect(p.outbox().length).toBe(before);
    // Another sender on another client is held by the same per-recipient count.
    const willamette = await byCode('C10871');
    await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', willamette).execute();
    expect((await invite('stranger@elsewhere.example', { client: willamette, token: tokens.godmode, ip: '10.9.9.9' })).status).toBe(429);
    // An hour later the address may be invited again.
    p.clock.advance(3600_000 + 1000);
    expect((await p.call('POST', `/clients/${napa}/memberships/${id}/resend.json`, { token: tokens.owner })).status).toBe(200);
  });

  it('invitations: at most L.invitation.user per sender an hour, whatever the addresses', async () => {
    for (let i = 0; i < L.invitation.user; i++) expect((await invite(`person${i}@elsewhere.example`, { ip: `10.9.1.${i}` })).status).toBe(201);
    const over = await invite('one.more@elsewhere.example', { ip: '10.9.1.200' });
    expect(over.status).toBe(429);
    expect(await membership(napa, 'one.more@elsewhere.example')).toBeUndefined();
  });

  it('invitations: at most L.invitation.address per caller address an hour, whoever sends', async () => {
    const senders = [tokens.owner, tokens.godmode];
    for (let i = 0; i < L.invitation.address; i++) expect((await invite(`addr${i}@elsewhere.example`, { token: senders[i % 2], ip: '10.9.2.1' })).status).toBe(201);
    expect((await invite('addr-over@elsewhere.example', { token: tokens.godmode, ip: '10.9.2.1' })).status).toBe(429);
  });

  it('new clients: at most L.client.user per user an hour', async () => {
    const create = (n: number) => p.call('POST', '/clients.json', {
      token: tokens.newcomer, headers: { 'x-lab-client-ip': `10.9.3.${n}` },
      body: { name: `Test Cellars ${n}`, officialBusinessName: `Test Cellars ${n} LLC`, businessType: 'Corporation', acceptTerms: true, jobTitle: 'Owner' },
    });
    for (let i = 0; i < L.client.user; i++) expect((await create(i)).status).toBe(201);
    const over = await create(99);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await p.db.selectFrom('clients').select('id').where('name', '=', 'Test Cellars 99').executeTakeFirst()).toBeUndefined();
  });
});

describe('an unapproved client', () => {
  it('cannot invite anyone (Pending Approval and Denied), nor resend', async () => {
    const created = await p.call('POST', '/clients.json', {
      token: tokens.newcomer, body: { name: 'New Cellars', officialBusinessName: 'New Cellars LLC', businessType: 'Corporation', acceptTerms: true, jobTitle: 'Owner' },
    });
    expect(created.status).toBe(201);
    const before = p.outbox().length;
    const r = await invite('victim@elsewhere.example', { client: created.json.id, token: tokens.newcomer });
    expect([r.status, r.json.error, r.json.code]).toEqual([403, TEAM_REFUSALS.notApproved, 'client-not-approved']);
    expect(await membership(created.json.id, 'victim@elsewhere.example')).toBeUndefined();
    const denied = await byCode('C12310');
    expect((await invite('victim@elsewhere.example', { client: denied, token: tokens.godmode })).json.error).toBe(TEAM_REFUSALS.notApproved);
    // A pending invitation of a client that is no longer approved is not resent.
    const pending = await membership(napa, 'harvest.intern@napa-ridge.example');
    await p.db.updateTable('clients').set({ status: 'Pending Approval' }).where('id', '=', napa).execute();
    expect((await p.call('POST', `/clients/${napa}/memberships/${pending!.id}/resend.json`, { token: tokens.owner })).status).toBe(403);
    expect(p.outbox().length).toBe(before);
  });
});

describe('an existing account', () => {
  it('is invited, not linked: it sees the invitation, accepts it, and only then is on the team', async () => {
    const r = await invite('newcomer@example.com', { role: 'Billing User' });
    expect(r.status).toBe(201);
    expect(r.json.member).toMatchObject({ status: 'invited', userId: null, firstname: null, lastname: null });
    // Not in the newcomer's clients, and no access.
    const newcomer = (await p.db.selectFrom('users').select('id').where('email', '=', 'newcomer@example.com').executeTakeFirstOrThrow()).id;
    expect((await p.call('GET', `/users/${newcomer}/clients`, { token: tokens.newcomer })).json.data).toEqual([]);
    expect((await p.call('GET', `/clients/${napa}/team_members.json`, { token: tokens.newcomer })).status).toBe(403);
    // The link, signed in as the account: no password to set, nothing accepted by opening it.
    const token = lastMailTo('newcomer@example.com').text.match(/accept-invitation\/([A-Za-z0-9_-]+)/)![1];
    const opened = await p.call('GET', `/memberships/${token}/accept`, { token: tokens.newcomer });
    expect(opened.json).toMatchObject({ needsSignup: false, needsLogin: false, accepted: false, invitationId: r.json.member.id, role: 'Billing User' });
    expect((await membership(napa, 'newcomer@example.com'))!.acceptedAt).toBeNull();
    // The launchpad's list.
    const list = await p.call('GET', '/invitations.json', { token: tokens.newcomer });
    expect(list.json.data).toEqual([expect.objectContaining({ id: r.json.member.id, clientName: 'Napa Ridge Cellars', role: 'Billing User', invitedBy: 'owner@example.com' })]);
    // Nobody else answers it.
    expect((await p.call('POST', `/invitations/${r.json.member.id}/accept.json`, { token: tokens.full })).status).toBe(404);
    const accepted = await p.call('POST', `/invitations/${r.json.member.id}/accept.json`, { token: tokens.newcomer });
    expect(accepted.json).toMatchObject({ answer: 'accepted', clientId: napa });
    expect((await p.call('GET', `/users/${newcomer}/clients`, { token: tokens.newcomer })).json.data.map((c: { id: number }) => c.id)).toEqual([napa]);
    const h = await p.db.selectFrom('client_changes').selectAll().where('clientId', '=', napa).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(h).toMatchObject({ action: 'accepted', subject: 'newcomer@example.com', actorEmail: 'newcomer@example.com' });
    expect((await p.call('GET', '/invitations.json', { token: tokens.newcomer })).json.data).toEqual([]);
  });

  it('declines: the pending membership goes and the client history records it', async () => {
    const r = await invite('newcomer@example.com');
    const declined = await p.call('POST', `/invitations/${r.json.member.id}/decline.json`, { token: tokens.newcomer });
    expect(declined.json).toMatchObject({ answer: 'declined', clientName: 'Napa Ridge Cellars' });
    expect(await membership(napa, 'newcomer@example.com')).toBeUndefined();
    const h = await p.db.selectFrom('client_changes').selectAll().where('clientId', '=', napa).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(h).toMatchObject({ kind: 'member', action: 'declined', subject: 'newcomer@example.com', actorEmail: 'newcomer@example.com' });
    expect((await p.call('POST', `/invitations/${r.json.member.id}/accept.json`, { token: tokens.newcomer })).status).toBe(404);
  });
});

describe('one answer for an account and an unknown address', () => {
  it('answers, lists and mails both alike; the mail names the inviter and the role', async () => {
    const known = await invite('newcomer@example.com', { role: 'Reporting User' });
    const unknown = await invite('nobody.yet@elsewhere.example', { role: 'Reporting User' });
    expect(known.status).toBe(unknown.status);
    const shape = (m: Record<string, unknown>) => ({ ...m, id: 0, email: '', invitationExpiresAt: '' });
    expect(shape(known.json.member)).toEqual(shape(unknown.json.member));
    const a = lastMailTo('newcomer@example.com');
    const b = lastMailTo('nobody.yet@elsewhere.example');
    expect(a.subject).toBe(b.subject);
    const body = (m: { text: string }) => m.text.replace(/accept-invitation\/[A-Za-z0-9_-]+/, 'LINK');
    expect(body(a)).toBe(body(b));
    expect(a.text).toMatch(/^Elena Marquez \(owner@example\.com\) invites you/);
    expect(a.text).toContain('as Reporting User');
  });
});

describe('a client name', () => {
  it('is one line: CR/LF refused on create', async () => {
    for (const name of ['Evil\r\nBcc: x@y.example', 'Two\nlines', 'Tab\there']) {
      const r = await p.call('POST', '/clients.json', {
        token: tokens.newcomer, body: { name, officialBusinessName: 'Fine LLC', businessType: 'Corporation', acceptTerms: true, jobTitle: 'Owner' },
      });
      expect(r.status, JSON.stringify(name)).toBe(400);
    }
    const official = await p.call('POST', '/clients.json', {
      token: tokens.newcomer, body: { name: 'Fine', officialBusinessName: 'Fine\nLLC', businessType: 'Corporation', acceptTerms: true, jobTitle: 'Owner' },
    });
    expect(official.status).toBe(400);
  });

  it('never puts URL-looking text in a mail subject; invitations carry no client name in theirs', async () => {
    const evil = 'URGENT: payment failed - verify at https://evil.example/pay';
    await p.db.updateTable('clients').set({ name: evil }).where('id', '=', napa).execute();
    const before = p.outbox().length;
    expect((await invite('someone@elsewhere.example')).status).toBe(201);
    const chosen = (await p.call('GET', `/clients/${napa}/invoices.json?length=5`, { token: tokens.billing })).json.data.slice(0, 1).map((i: { invoiceNumber: string }) => i.invoiceNumber);
    expect((await p.call('POST', '/finance_reports.json', { token: tokens.godmode, body: { clientId: napa, recipients: ['owner@example.com'], invoices: chosen } })).status).toBe(201);
    const mails = p.outbox().slice(before);
    expect(mails.length).toBe(2);
    for (const m of mails) {
      expect(m.subject).not.toMatch(/evil|https?:|URGENT/i);
    }
    expect(mails[0].subject).toBe('Invitation to a client team on the Vinlab laboratory portal');
    expect(mails[1].subject).toBe('Invoices of client C10234 (C10234)');
    // In the body, the name is quoted as what it is: a name someone chose.
    expect(mails[0].text).toContain(`"${evil}" (client C10234)`);
  });
});

describe('invoice reports', () => {
  it('go freely to the client\'s members; a typed address only within the limits', async () => {
    // Only site administrators send invoice reports (the page shows Send Invoices to them alone).
    const chosen = (await p.call('GET', `/clients/${napa}/invoices.json?length=5`, { token: tokens.billing })).json.data.slice(0, 1).map((i: { invoiceNumber: string }) => i.invoiceNumber);
    const send = (recipients: string[], ip = '10.9.4.1') =>
      p.call('POST', '/finance_reports.json', { token: tokens.godmode, headers: { 'x-lab-client-ip': ip }, body: { clientId: napa, recipients, invoices: chosen } });
    for (let i = 0; i < L.invoiceReport.user + 2; i++) expect((await send(['owner@example.com', 'billing@example.com'])).status).toBe(201);
    for (let i = 0; i < L.invoiceReport.to; i++) expect((await send(['owner@example.com', 'victim@elsewhere.example'])).status).toBe(201);
    const before = p.outbox().length;
    const over = await send(['victim@elsewhere.example']);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The preview is refused as well, so no confirmation is offered for a send that would fail.
    const preview = await p.call('POST', '/finance_reports.json', { token: tokens.godmode, body: { clientId: napa, recipients: ['victim@elsewhere.example'], invoices: chosen, preview: true } });
    expect(preview.status).toBe(429);
    expect(p.outbox().length).toBe(before);
    // Per sender: other typed addresses until the user's count is spent.
    for (let i = L.invoiceReport.to; i < L.invoiceReport.user; i++) expect((await send([`typed${i}@elsewhere.example`])).status).toBe(201);
    expect((await send(['yet.another@elsewhere.example'])).status).toBe(429);
    // The members still get theirs.
    expect((await send(['owner@example.com'])).status).toBe(201);
  });
});

describe('the pages (no JavaScript)', () => {
  const apps = appsPerTest();
  async function signedIn(email: string, before?: (a: TestApp) => Promise<void>) {
    const app = await apps.open();
    if (before) await before(app);
    return signIn(app, email);
  }

  it('team settings of an unapproved client says invitations wait for approval instead of offering the form', async () => {
    const a = await signedIn('owner@example.com', (x) => x.provider.db.updateTable('clients').set({ status: 'Pending Approval' }).where('code', '=', 'C10234').execute().then(() => undefined));
    const page = await a.get('/dashboard/teams-settings?add=1');
    expect(htmlText(page.html)).toContain('This client is awaiting the laboratory’s approval: you can invite team members once the laboratory has approved it.');
    expect(page.html).not.toContain('id="add-member"');
    expect(page.html).not.toContain('?add=1#add-member');
    expect(page.html).not.toContain('name="intent" value="resend"');
    const posted = await a.post('/dashboard/teams-settings', { intent: 'add', email: 'victim@elsewhere.example', role: 'Full User' });
    expect(posted.res.status).toBe(400);
    expect(htmlText(posted.html)).toContain('Invitations open once the laboratory has approved this client.');
  });

  it('team settings over the invitation limit: 429 with Retry-After, the message and what was typed', async () => {
    const a = await signedIn('owner@example.com');
    for (let i = 0; i < L.invitation.user; i++) {
      expect((await a.post('/dashboard/teams-settings', { intent: 'add', email: `p${i}@elsewhere.example`, role: 'Full User' })).res.status).toBe(303);
    }
    const over = await a.post('/dashboard/teams-settings', { intent: 'add', email: 'kept@elsewhere.example', role: 'Billing User' });
    expect(over.res.status).toBe(429);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(htmlText(over.html)).toMatch(/You have sent several invitations in a short time\. Please wait \d+ minutes? and try again\./);
    expect(over.html).toContain('value="kept@elsewhere.example"');
  });

  it('billing: a report to a typed address over the limit answers 429 with the message, the recipient kept', async () => {
    // The send view is the site administrators'.
    const a = await signedIn('admin@example.com');
    const napaId = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    await a.post('/active-client', { clientId: String(napaId), redirectTo: '/dashboard/billing' });
    const { html } = await a.get('/dashboard/billing?view=send');
    const chosen = [...html.matchAll(/name="invoices" value="([^"]+)"/g)].map((m) => m[1]).slice(0, 1);
    expect(chosen).toHaveLength(1);
    for (let i = 0; i < L.invoiceReport.to; i++) {
      expect((await a.post('/dashboard/billing?view=send', { intent: 'confirm', recipient: 'victim@elsewhere.example', invoices: chosen })).res.status).toBe(303);
    }
    const over = await a.post('/dashboard/billing?view=send', { intent: 'send', recipient: 'victim@elsewhere.example', invoices: chosen });
    expect(over.res.status).toBe(429);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(htmlText(over.html)).toContain('You have sent several invoice reports to addresses outside this client in a short time.');
    expect(over.html).toContain('value="victim@elsewhere.example"');
    // The client's members still get it.
    expect((await a.post('/dashboard/billing?view=send', { intent: 'confirm', recipient: 'owner@example.com', invoices: chosen })).res.status).toBe(303);
  });

  it('new client: a name with a line break is refused with a message', async () => {
    const a = await signedIn('newcomer@example.com');
    const bad = await a.post('/launchpad/new-client', {
      name: 'Evil\r\nBcc: x@y.example', officialBusinessName: 'Fine LLC', businessType: 'Other', street_1: '12 Orchard Rd', city: 'Sebastopol',
      country: 'United States', state: 'CA', stateText: '', postalCode: '95472', phone: '7075550190', jobTitle: 'Owner', acceptTerms: 'on',
    });
    expect(bad.res.status).toBe(400);
    expect(htmlText(bad.html)).toContain('Company operating name must be one line of text.');
    expect(await a.provider.db.selectFrom('clients').select('id').where('officialBusinessName', '=', 'Fine LLC').executeTakeFirst()).toBeUndefined();
  });
});
