/**
 * Team settings at the provider: every team call with each role (client
 * Administrator, Full, Reporting and Billing User, a user of another client, godmode), the
 * last-administrator rule, tampering, and the change history each change leaves.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_REFUSALS } from '../../contract/team.ts';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
const members = async () => p.db.selectFrom('memberships').selectAll().where('clientId', '=', napa).execute();
const memberId = async (email: string) => (await members()).find((m) => m.email === email)!.id;
const history = async () => p.db.selectFrom('client_changes').selectAll().where('clientId', '=', napa).orderBy('id', 'desc').execute();

beforeEach(async () => {
  p = await testProvider({ seed: true });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
});
afterEach(async () => {
  await closeProvider(p);
});

describe('GET /clients/{id}/team_members.json', () => {
  it('lists the team to every role, says who may change it, and refuses another client\'s user', async () => {
    for (const [who, canChange] of [['owner', true], ['full', false], ['reporting', false], ['billing', false], ['godmode', true]] as const) {
      const r = await p.call('GET', `/clients/${napa}/team_members.json`, { token: tokens[who] });
      expect(r.status, who).toBe(200);
      expect(r.json.canChange, who).toBe(canChange);
      expect(r.json.data.map((m: { email: string }) => m.email)).toContain('full@example.com');
    }
    const invited = (await p.call('GET', `/clients/${napa}/team_members.json`, { token: tokens.owner })).json.data.find((m: { email: string }) => m.email === 'harvest.intern@napa-ridge.example');
    expect(invited).toMatchObject({ status: 'invited', role: 'Reporting User' });
    expect((await p.call('GET', `/clients/${napa}/team_members.json`, { token: tokens.mike })).status).toBe(403);
  });

  it('stays readable for a client that must re-sign its agreement', async () => {
    const willamette = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
    expect((await p.call('GET', `/clients/${willamette}/team_members.json`, { token: tokens.owner })).status).toBe(200);
  });
});

describe('POST /clients/{id}/memberships.json', () => {
  it('invites an existing account like an unknown address (nobody is linked at once); only administrators may', async () => {
    for (const who of ['full', 'reporting', 'billing', 'mike']) {
      expect((await p.call('POST', `/clients/${napa}/memberships.json`, { token: tokens[who], body: { email: 'x@example.com', role: 'Full User' } })).status, who).toBe(403);
    }
    const existing = await p.call('POST', `/clients/${napa}/memberships.json`, { token: tokens.owner, body: { email: 'Newcomer@Example.com', role: 'Billing User' } });
    expect(existing.status).toBe(201);
    expect(existing.json.member).toMatchObject({ email: 'newcomer@example.com', status: 'invited', role: 'Billing User', userId: null, firstname: null });
    const invited = await p.call('POST', `/clients/${napa}/memberships.json`, { token: tokens.godmode, body: { email: 'new.hire@napa-ridge.example' } });
    expect(invited.status).toBe(201);
    expect(invited.json.member).toMatchObject({ status: 'invited', role: 'Full User', userId: null });
    const mail = p.outbox().find((m) => m.to.includes('new.hire@napa-ridge.example'))!;
    expect(mail.text).toMatch(/http:\/\/lab\.test\/accept-invitation\/[A-Za-z0-9_-]+/);
    expect(p.outbox().some((m) => m.to.includes('newcomer@example.com') && /accept-invitation\//.test(m.text))).toBe(true);
    const h = await history();
    expect(h[0]).toMatchObject({ kind: 'member', action: 'invited', subject: 'new.hire@napa-ridge.example', actorEmail: 'godmode@example.com' });
    expect(h[1]).toMatchObject({ kind: 'member', action: 'invited', subject: 'newcomer@example.com', actorEmail: 'owner@example.com' });
  });

  it('refuses a duplicate e-mail, an unknown role and a bad address', async () => {
    const dup = await p.call('POST', `/clients/${napa}/memberships.json`, { token: tokens.owner, body: { email: 'full@example.com', role: 'Full User' } });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe(TEAM_REFUSALS.alreadyMember);
    expect((await p.call('POST', `/clients/${napa}/memberships.json`, { token: tokens.owner, body: { email: 'a@example.com', role: 'Owner' } })).status).toBe(400);
    expect((await p.call('POST', `/clients/${napa}/memberships.json`, { token: tokens.owner, body: { email: 'not-an-address', role: 'Full User' } })).status).toBe(400);
    expect((await members()).length).toBe(7);
  });
});

describe('PUT /clients/{id}/memberships/{id}.json', () => {
  it('changes a role and the switches (administrators only) and records each', async () => {
    const id = await memberId('reporting@example.com');
    const url = `/clients/${napa}/memberships/${id}.json`;
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('PUT', url, { token: tokens[who], body: { role: 'Full User' } })).status, who).toBe(403);
    const r = await p.call('PUT', url, { token: tokens.owner, body: { role: 'Full User', invoices: true } });
    expect(r.status).toBe(200);
    expect(r.json.member).toMatchObject({ role: 'Full User', invoices: true, reports: true });
    const [switches, role] = await history();
    expect(role).toMatchObject({ kind: 'role', action: 'changed', before: '{"role":"Reporting User"}', after: '{"role":"Full User"}' });
    expect(switches).toMatchObject({ kind: 'member', before: '{"invoices":false}', after: '{"invoices":true}' });
    expect((await p.call('PUT', url, { token: tokens.godmode, body: { role: 'Billing User' } })).json.member.role).toBe('Billing User');
  });

  it('refuses the last administrator\'s demotion, an own role change, an unknown role, the e-mail and another client\'s member', async () => {
    const owner = await memberId('owner@example.com');
    const last = await p.call('PUT', `/clients/${napa}/memberships/${owner}.json`, { token: tokens.godmode, body: { role: 'Full User' } });
    expect(last.status).toBe(409);
    expect(last.json.error).toBe(TEAM_REFUSALS.lastAdministrator);
    // With a second administrator the owner still cannot change their own role.
    await p.call('PUT', `/clients/${napa}/memberships/${await memberId('full@example.com')}.json`, { token: tokens.owner, body: { role: 'Administrator' } });
    const own = await p.call('PUT', `/clients/${napa}/memberships/${owner}.json`, { token: tokens.owner, body: { role: 'Full User' } });
    expect(own.status).toBe(403);
    expect(own.json.error).toBe(TEAM_REFUSALS.ownRole);
    expect((await p.call('PUT', `/clients/${napa}/memberships/${owner}.json`, { token: tokens.owner, body: { role: 'Superuser' } })).status).toBe(400);
    expect((await p.call('PUT', `/clients/${napa}/memberships/${owner}.json`, { token: tokens.owner, body: { email: 'me@example.com' } })).status).toBe(400);
    const mikeMembership = (await p.db.selectFrom('memberships').select('id').where('email', '=', 'mike.oconnell@redwoodcoastbrewing.example').executeTakeFirstOrThrow()).id;
    expect((await p.call('PUT', `/clients/${napa}/memberships/${mikeMembership}.json`, { token: tokens.owner, body: { role: 'Billing User' } })).status).toBe(404);
    expect((await p.db.selectFrom('memberships').select('role').where('id', '=', mikeMembership).executeTakeFirstOrThrow()).role).toBe('Administrator');
    expect((await members()).find((m) => m.id === owner)!.role).toBe('Administrator');
  });
});

describe('DELETE /clients/{id}/memberships/{id}.json', () => {
  it('removes a member, who loses access at the next call', async () => {
    const id = await memberId('reporting@example.com');
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('DELETE', `/clients/${napa}/memberships/${id}.json`, { token: tokens[who] })).status, who).toBe(403);
    expect((await p.call('GET', `/clients/${napa}/team_members.json`, { token: tokens.reporting })).status).toBe(200);
    expect((await p.call('DELETE', `/clients/${napa}/memberships/${id}.json`, { token: tokens.owner })).status).toBe(200);
    expect((await p.call('GET', `/clients/${napa}/team_members.json`, { token: tokens.reporting })).status).toBe(403);
    expect((await history())[0]).toMatchObject({ kind: 'member', action: 'removed', subject: 'Priya Shah <reporting@example.com>' });
  });

  it('asks for a replacement before removing a primary contact, and refuses the last administrator', async () => {
    const billing = await memberId('billing@example.com');
    const url = `/clients/${napa}/memberships/${billing}.json`;
    const ask = await p.call('DELETE', url, { token: tokens.owner });
    expect(ask.status).toBe(409);
    expect(ask.json.error).toBe(TEAM_REFUSALS.needsReplacement);
    expect((await p.call('DELETE', `${url}?primaryAccountingId=${billing}`, { token: tokens.owner })).status).toBe(400);
    const invited = await memberId('harvest.intern@napa-ridge.example');
    expect((await p.call('DELETE', `${url}?primaryAccountingId=${invited}`, { token: tokens.owner })).status).toBe(400);
    const owner = await memberId('owner@example.com');
    expect((await p.call('DELETE', `${url}?primaryAccountingId=${owner}`, { token: tokens.owner })).status).toBe(200);
    expect((await members()).filter((m) => m.primaryAccounting).map((m) => m.email)).toEqual(['owner@example.com']);
    const [removed, primary] = await history();
    expect(removed).toMatchObject({ action: 'removed' });
    expect(primary).toMatchObject({ kind: 'primary-contact', subject: 'primaryAccounting', after: '{"member":"Elena Marquez <owner@example.com>"}' });
    const last = await p.call('DELETE', `/clients/${napa}/memberships/${owner}.json`, { token: tokens.owner });
    expect(last.status).toBe(409);
    expect(last.json.error).toBe(TEAM_REFUSALS.lastAdministrator);
  });

  it('cancels an invitation, and resends one with a new link', async () => {
    const invited = await memberId('harvest.intern@napa-ridge.example');
    expect((await p.call('POST', `/clients/${napa}/memberships/${invited}/resend.json`, { token: tokens.full })).status).toBe(403);
    const before = (await members()).find((m) => m.id === invited)!.invitationTokenHash;
    expect((await p.call('POST', `/clients/${napa}/memberships/${invited}/resend.json`, { token: tokens.owner })).status).toBe(200);
    expect((await members()).find((m) => m.id === invited)!.invitationTokenHash).not.toBe(before);
    expect(p.outbox().filter((m) => m.to.includes('harvest.intern@napa-ridge.example'))).toHaveLength(1);
    expect((await p.call('POST', `/clients/${napa}/memberships/${await memberId('full@example.com')}/resend.json`, { token: tokens.owner })).status).toBe(409);
    expect((await p.call('DELETE', `/clients/${napa}/memberships/${invited}.json`, { token: tokens.owner })).status).toBe(200);
    expect((await members()).some((m) => m.id === invited)).toBe(false);
  });
});

describe('PUT /clients/{id}/primary_contacts.json', () => {
  it('makes one member each primary contact (administrators only), active members of the client only', async () => {
    const url = `/clients/${napa}/primary_contacts.json`;
    const tomas = await memberId('tomas.alvarez@napa-ridge.example');
    const owner = await memberId('owner@example.com');
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('PUT', url, { token: tokens[who], body: { primaryAccounting: tomas, primaryReporting: tomas } })).status, who).toBe(403);
    expect((await p.call('PUT', url, { token: tokens.owner, body: { primaryAccounting: await memberId('harvest.intern@napa-ridge.example'), primaryReporting: tomas } })).status).toBe(400);
    const mikeMembership = (await p.db.selectFrom('memberships').select('id').where('email', '=', 'mike.oconnell@redwoodcoastbrewing.example').executeTakeFirstOrThrow()).id;
    expect((await p.call('PUT', url, { token: tokens.owner, body: { primaryAccounting: mikeMembership, primaryReporting: tomas } })).status).toBe(400);
    const r = await p.call('PUT', url, { token: tokens.owner, body: { primaryAccounting: String(owner), primaryReporting: tomas } });
    expect(r.status).toBe(200);
    const m = await members();
    expect(m.filter((x) => x.primaryAccounting).map((x) => x.id)).toEqual([owner]);
    expect(m.filter((x) => x.primaryReporting).map((x) => x.id)).toEqual([tomas]);
    expect((await history()).slice(0, 2).map((h) => h.subject).sort()).toEqual(['primaryAccounting', 'primaryReporting']);
  });
});

describe('GET /clients/{id}/history.json and history.csv', () => {
  it('shows the history to administrators, newest first, by kind, and as CSV', async () => {
    await p.call('PUT', `/clients/${napa}/memberships/${await memberId('grace.kim@napa-ridge.example')}.json`, { token: tokens.owner, body: { role: 'Full User' } });
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('GET', `/clients/${napa}/history.json`, { token: tokens[who] })).status, who).toBe(403);
    const all = await p.call('GET', `/clients/${napa}/history.json`, { token: tokens.owner });
    expect(all.status).toBe(200);
    expect(all.json.data[0]).toMatchObject({ kind: 'role', subject: 'Grace Kim <grace.kim@napa-ridge.example>', before: { role: 'Reporting User' }, after: { role: 'Full User' } });
    const times = all.json.data.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const roles = await p.call('GET', `/clients/${napa}/history.json?kind=primary-contact`, { token: tokens.godmode });
    expect(roles.json.data.length).toBeGreaterThan(0);
    expect(roles.json.data.every((e: { kind: string }) => e.kind === 'primary-contact')).toBe(true);
    expect((await p.call('GET', `/clients/${napa}/history.json?kind=nonsense`, { token: tokens.owner })).status).toBe(400);
    const csv = await p.call('GET', `/clients/${napa}/history.csv`, { token: tokens.owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/C10234-change-history-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = String(csv.json).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Time (Pacific),Changed by,Kind,Action,Subject,Before,After');
    expect(lines[1]).toContain('role,changed,Grace Kim <grace.kim@napa-ridge.example>,role: Reporting User,role: Full User');
    expect((await p.call('GET', `/clients/${napa}/history.csv`, { token: tokens.full })).status).toBe(403);
  });
});
