/**
 * The laboratory's decisions on clients and the vintage days call, probed as an attacker would:
 * two administrators deciding at once, a decision by a member, a reason carrying markup or a NUL,
 * PUT /clients/{id} by members of the client or of another one, and unknown query values on
 * season_report.json.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};
let ids: Record<string, number>;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-18T18:00:00Z' });
  for (const [k, email] of Object.entries({
    owner: 'owner@example.com', full: 'full@example.com', admin: 'admin@example.com', godmode: 'godmode@example.com', wes: 'wes.holloway@limestoneterrace.example',
  })) tokens[k] = await p.tokenFor(email);
  ids = Object.fromEntries((await p.db.selectFrom('clients').select(['id', 'code']).execute()).map((c) => [c.code, c.id]));
}, 120_000);
afterAll(() => closeProvider(p));

const newPending = async (name: string) => {
  const created = await p.call('POST', '/clients.json', { token: tokens.owner, body: { name, officialBusinessName: `${name} LLC`, businessType: 'Other', acceptTerms: true, jobTitle: 'Owner' } });
  expect(created.status).toBe(201);
  return created.json.id as number;
};
const statusOf = async (id: number) => (await p.db.selectFrom('clients').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('decisions on a client, probed', () => {
  it('two administrators deciding at once: one decision, one history row, the members mailed once', async () => {
    const id = await newPending('Race Cellars');
    const before = p.outbox().length;
    const answers = await Promise.all([
      p.call('POST', `/clients/${id}/approval.json`, { token: tokens.admin, body: { decision: 'approve' } }),
      p.call('POST', `/clients/${id}/approval.json`, { token: tokens.godmode, body: { decision: 'deny', reason: 'no licence' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.json.status;
    expect(await statusOf(id)).toBe(winner);
    expect(await p.db.selectFrom('client_changes').select('id').where('clientId', '=', id).where('subject', '=', 'status').execute()).toHaveLength(1);
    expect(p.outbox().slice(before)).toHaveLength(1);
  });

  it('refused to members of the client (its own Administrator, who created it), another client\'s Administrator and a signed-out caller', async () => {
    const id = await newPending('Own Cellars');
    for (const who of ['owner', 'full', 'wes']) {
      const r = await p.call('POST', `/clients/${id}/approval.json`, { token: tokens[who], body: { decision: 'approve' } });
      expect(r.status, who).toBe(403);
    }
    expect((await p.call('POST', `/clients/${id}/approval.json`, { body: { decision: 'approve' } })).status).toBe(401);
    for (const bad of [{ decision: 'approve-all' }, { decision: ['approve'] }, {}, { decision: 'deny', reason: 'x'.repeat(5000) }]) {
      expect((await p.call('POST', `/clients/${id}/approval.json`, { token: tokens.admin, body: bad })).status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await p.call('POST', '/clients/99999999/approval.json', { token: tokens.admin, body: { decision: 'approve' } })).status).toBe(404);
    expect((await p.call('POST', '/clients/abc/approval.json', { token: tokens.admin, body: { decision: 'approve' } })).status).toBeLessThan(500);
    expect(await statusOf(id)).toBe('Pending Approval');
  });

  it('a denial reason with markup and a NUL is stored and mailed as plain text', async () => {
    const id = await newPending('Markup Cellars');
    const before = p.outbox().length;
    const reason = '<b>No</b> licence <script>alert(1)</script>\u0000\r\nBcc: x@evil.example';
    const r = await p.call('POST', `/clients/${id}/approval.json`, { token: tokens.admin, body: { decision: 'deny', reason } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const [mail] = p.outbox().slice(before);
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.text).toContain('Reason: <b>No</b> licence <script>alert(1)</script> Bcc: x@evil.example');
    expect(mail.text).not.toContain('\u0000');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('PUT /clients/{id}, probed', () => {
  const info = { name: 'Napa Ridge Cellars', officialBusinessName: 'Napa Ridge Cellars LLC', businessType: 'Corporation' };
  it('refused to every member and to another client\'s Administrator; unknown or malformed bodies refused', async () => {
    const napa = ids.C10234;
    const before = await p.call('GET', `/clients/${napa}`, { token: tokens.owner });
    for (const who of ['owner', 'full', 'wes']) expect((await p.call('PUT', `/clients/${napa}`, { token: tokens[who], body: { ...info, name: 'Taken' } })).status, who).toBe(403);
    expect((await p.call('PUT', `/clients/${napa}`, { body: info })).status).toBe(401);
    expect((await p.call('PUT', '/clients/99999999', { token: tokens.admin, body: info })).status).toBe(404);
    for (const bad of [{ ...info, name: 'x\u0000y' }, { ...info, name: 'x'.repeat(5000) }, { ...info, businessType: '<script>' }, { name: 'Only' }, { ...info, status: 'Approved', code: 'C1' }]) {
      const r = await p.call('PUT', `/clients/${napa}`, { token: tokens.admin, body: bad });
      if (r.status === 200) {
        // extra keys are ignored: the status and code stay
        expect(r.json.status).toBe(before.json.status);
        expect(r.json.code).toBe(before.json.code);
      } else expect(r.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
  });
});

describe('season_report.json, probed', () => {
  it('unknown, repeated or hostile query values are refused on their field, never a crash', async () => {
    const napa = ids.C10234;
    const first = (await p.call('GET', `/vintage_portal/analyses.json?client_id=${napa}`, { token: tokens.owner })).json[0];
    const v = (await p.call('GET', `/vintage_portal/varietals.json?client_id=${napa}&analyses=${first.id}`, { token: tokens.owner })).json[0];
    const base = `client_id=${napa}&analyses=${first.id}&varietal=${v.id}`;
    const probes = [
      `${base}&ava=0`, `${base}&ava=-1`, `${base}&ava=1e400`, `${base}&ava=%27%20or%201%3D1--`, `${base}&ava=1&origin=%3Cscript%3E`,
      `client_id=${napa}&analyses=%00&varietal=1&ava=1`, `client_id=${napa}&analyses=${'9'.repeat(400)}&varietal=1&ava=1`, `client_id=abc&analyses=1&varietal=1&ava=1`, `client_id=${ids.C12688}&analyses=1&varietal=1&ava=1`,
      `client_id=${napa}`, '',
    ];
    for (const q of probes) {
      const r = await p.call('GET', `/vintage_portal/season_report.json?${q}`, { token: tokens.owner });
      expect(r.status, q).toBeLessThan(500);
      expect(r.status, q).not.toBe(200);
    }
    // a repeated origin: the first one counts
    const region = (await p.call('GET', `/vintage_portal/regions.json?${base}`, { token: tokens.owner })).json[0];
    const twice = await p.call('GET', `/vintage_portal/season_report.json?${base}&ava=${region.id}&origin=first-sample&origin=%3Cscript%3E`, { token: tokens.owner });
    expect(twice.status).toBe(200);
    expect(twice.json.origin).toBe('first-sample');
  });
});
