/**
 * A new client and the laboratory's office: site administrators list the clients awaiting
 * approval, approve or deny them (a denial with its reason), the members are e-mailed the outcome
 * and the history keeps the change; the lab corrects a client's information (PUT /clients/{id})
 * while members keep the read-only view. Then the order page of a client the lab has not approved,
 * "order again" by sample type, and the review step's delivery notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

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
