/**
 * Two-factor sign-in through the provider (both engines): the set-up (a correct code turns it on,
 * a wrong one does not), the sign-in's second step (ticket expiry and single use, no replay of a
 * code, a recovery code once, the slow-down on wrong codes, a known device does not skip it), a
 * password reset keeps it, and a client's requirement refuses the client's calls to a member
 * without it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestProvider, closeProvider, testProvider } from '../helpers/provider.ts';
import { decodeSecret, totpCodeAt } from '../../provider/services/two-factor.ts';
import { RESET_TTL_MS, issueOneTimeToken } from '../../provider/services/accounts.ts';

const PASSWORD = 'harvest-2026';
let p: TestProvider;

beforeEach(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
});
afterEach(async () => {
  await closeProvider(p);
});

const login = (email: string, device?: string, ip = '10.0.0.1') =>
  p.call('POST', '/login.json', { body: { user: { email, password: PASSWORD }, ...(device ? { device } : {}) }, headers: { 'x-lab-client-ip': ip } });
const second = (body: Record<string, unknown>) => p.call('POST', '/login/two_factor.json', { body });
const userId = async (email: string) => (await p.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const code = (key: Uint8Array, offsetMs = 0) => totpCodeAt(key, p.clock.now().getTime() + offsetMs);

/** Sets two-factor sign-in up for an account: its key and recovery codes. */
async function setUp(email: string) {
  const token = await p.tokenFor(email);
  const id = await userId(email);
  const started = await p.call('POST', `/users/${id}/two_factor/setup.json`, { token });
  expect(started.status).toBe(200);
  expect(started.json.pending.uri).toMatch(/^otpauth:\/\/totp\/Vinlab:.+\?secret=[A-Z2-7]+&issuer=Vinlab/);
  const key = decodeSecret(started.json.pending.secret);
  const enabled = await p.call('POST', `/users/${id}/two_factor/enable.json`, { token, body: { code: code(key) } });
  expect(enabled.status).toBe(200);
  p.clock.advance(30_000); // the confirming code's step is used
  return { key, token, id, recoveryCodes: enabled.json.recoveryCodes as string[] };
}

describe('two-factor set-up', () => {
  it('is only on after a correct code; ten recovery codes are answered once', async () => {
    const token = await p.tokenFor('full@example.com');
    const id = await userId('full@example.com');
    const started = await p.call('POST', `/users/${id}/two_factor/setup.json`, { token });
    const key = decodeSecret(started.json.pending.secret);
    const wrong = String((Number(code(key)) + 1) % 1_000_000).padStart(6, '0');
    expect((await p.call('POST', `/users/${id}/two_factor/enable.json`, { token, body: { code: wrong } })).status).toBe(422);
    expect((await p.call('GET', `/users/${id}/two_factor.json`, { token })).json.enabled).toBe(false);
    // a password alone still signs in
    expect((await login('full@example.com')).json.token).toBeTruthy();
    const ok = await p.call('POST', `/users/${id}/two_factor/enable.json`, { token, body: { code: code(key) } });
    expect(ok.status).toBe(200);
    expect(ok.json.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.json.recoveryCodes).size).toBe(10);
    const status = (await p.call('GET', `/users/${id}/two_factor.json`, { token })).json;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, pending: null });
    // nobody reads another's set-up
    const other = await p.tokenFor('owner@example.com');
    expect((await p.call('GET', `/users/${id}/two_factor.json`, { token: other })).status).toBe(403);
  });

  it('turns off with the password or a current code, not with a wrong one', async () => {
    const { key, token, id } = await setUp('full@example.com');
    expect((await p.call('DELETE', `/users/${id}/two_factor.json`, { token, body: { password: 'not-it' } })).status).toBe(422);
    expect((await p.call('DELETE', `/users/${id}/two_factor.json`, { token, body: { code: code(key) } })).status).toBe(200);
    expect((await login('full@example.com')).json.token).toBeTruthy();
  });

  it('new recovery codes need a current code, and the old ones stop working', async () => {
    const { key, token, id, recoveryCodes } = await setUp('full@example.com');
    expect((await p.call('POST', `/users/${id}/two_factor/recovery_codes.json`, { token, body: { code: '000000' } })).status).toBe(422);
    const renewed = await p.call('POST', `/users/${id}/two_factor/recovery_codes.json`, { token, body: { code: code(key) } });
    expect(renewed.status).toBe(200);
    const { ticket } = (await login('full@example.com')).json;
    expect((await second({ ticket, recoveryCode: recoveryCodes[0] })).status).toBe(401);
    expect((await second({ ticket, recoveryCode: renewed.json.recoveryCodes[0] })).status).toBe(200);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('the password answers a ticket, not a session; a code finishes it once', async () => {
    const { key } = await setUp('full@example.com');
    const first = await login('full@example.com');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ twoFactorRequired: true });
    expect(first.json.token).toBeUndefined();
    const done = await second({ ticket: first.json.ticket, code: code(key) });
    expect(done.status).toBe(200);
    expect(done.json.token).toBeTruthy();
    expect((await p.call('GET', '/auth-ping.json', { token: done.json.token })).status).toBe(200);
    // the ticket is spent
    p.clock.advance(30_000);
    expect((await second({ ticket: first.json.ticket, code: code(key) })).status).toBe(410);
    // only its hash is stored
    const rows = await p.db.selectFrom('tokens').select('tokenHash').where('kind', '=', 'two-factor').execute();
    expect(rows.map((r) => r.tokenHash)).not.toContain(first.json.ticket);
  });

  it('a used code is not accepted again (replay), nor an older one; drift of one step either way is', async () => {
    const { key } = await setUp('full@example.com');
    const used = code(key);
    const a = await login('full@example.com');
    expect((await second({ ticket: a.json.ticket, code: used })).status).toBe(200);
    const b = await login('full@example.com');
    expect((await second({ ticket: b.json.ticket, code: used })).status).toBe(401);
    // the previous step's code is older than the one used: refused
    expect((await second({ ticket: b.json.ticket, code: code(key, -30_000) })).status).toBe(401);
    // the next step's code (a phone 30 s ahead) is accepted
    expect((await second({ ticket: b.json.ticket, code: code(key, 30_000) })).status).toBe(200);
    // two steps away is not
    p.clock.advance(60_000);
    const c = await login('full@example.com');
    expect((await second({ ticket: c.json.ticket, code: code(key, 90_000) })).status).toBe(401);
  });

  it('a ticket expires after 5 minutes', async () => {
    const { key } = await setUp('full@example.com');
    const { ticket } = (await login('full@example.com')).json;
    p.clock.advance(5 * 60_000 + 1000);
    expect((await second({ ticket, code: code(key) })).status).toBe(410);
  });

  it('a recovery code works once', async () => {
    const { recoveryCodes } = await setUp('full@example.com');
    const a = await login('full@example.com');
    const ok = await second({ ticket: a.json.ticket, recoveryCode: recoveryCodes[3].toLowerCase() });
    expect(ok.status).toBe(200);
    expect(ok.json.recoveryCodesLeft).toBe(9);
    const b = await login('full@example.com');
    expect((await second({ ticket: b.json.ticket, recoveryCode: recoveryCodes[3] })).status).toBe(401);
  });

  it('wrong codes slow the account down like wrong passwords, and a known device does not skip the code', async () => {
    const { key } = await setUp('full@example.com');
    // a device that signed in before
    const a = await login('full@example.com');
    const done = await second({ ticket: a.json.ticket, code: code(key) });
    const device = done.json.device as string;
    p.clock.advance(30_000);
    const b = await login('full@example.com', device);
    expect(b.json.twoFactorRequired).toBe(true);
    expect(b.json.token).toBeUndefined();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await second({ ticket: b.json.ticket, code: '000000', device })).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    // the right code waits too
    const locked = await second({ ticket: b.json.ticket, code: code(key), device });
    expect(locked.status).toBe(429);
    expect(locked.json.retryAfterMinutes).toBeGreaterThan(0);
  });

  it('a password reset keeps two-factor sign-in on', async () => {
    const { key, id } = await setUp('full@example.com');
    const token = await issueOneTimeToken(p.db, p.clock, id, 'reset', RESET_TTL_MS);
    const reset = await p.call('POST', '/password/reset.json', { body: { password: 'Quiet-Cellar-Ferment-88', confirm_password: 'Quiet-Cellar-Ferment-88', reset_password_token: token } });
    expect(reset.status).toBe(200);
    const after = await p.call('POST', '/login.json', { body: { user: { email: 'full@example.com', password: 'Quiet-Cellar-Ferment-88' } } });
    expect(after.json.twoFactorRequired).toBe(true);
    expect(after.json.token).toBeUndefined();
    expect((await second({ ticket: after.json.ticket, code: code(key) })).status).toBe(200);
  });
});

describe("a client's requirement", () => {
  it('refuses the client’s calls to a member without two-factor sign-in, and is recorded in the history', async () => {
    const client = await p.db.selectFrom('clients').select(['id']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const full = await p.tokenFor('full@example.com');
    expect((await p.call('GET', `/clients/${client.id}/dashboard_shell.json`, { token: full })).status).toBe(200);
    // an Administrator without it of their own cannot turn it on (they would be shut out)
    const owner = await p.tokenFor('owner@example.com');
    expect((await p.call('PUT', `/clients/${client.id}/two_factor_requirement.json`, { token: owner, body: { required: true } })).status).toBe(409);
    const { token: ownerWith } = await setUp('owner@example.com');
    // a Full User may not change it
    expect((await p.call('PUT', `/clients/${client.id}/two_factor_requirement.json`, { token: full, body: { required: true } })).status).toBe(403);
    const on = await p.call('PUT', `/clients/${client.id}/two_factor_requirement.json`, { token: ownerWith, body: { required: true } });
    expect(on.status).toBe(200);
    const refused = await p.call('GET', `/clients/${client.id}/dashboard_shell.json`, { token: full });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ twoFactorRequired: true });
    // site administrators too
    const admin = await p.tokenFor('godmode@example.com');
    expect((await p.call('GET', `/clients/${client.id}/dashboard_shell.json`, { token: admin })).json.twoFactorRequired).toBe(true);
    // the member's account says which clients require it
    const fullId = await userId('full@example.com');
    expect((await p.call('GET', `/users/${fullId}/two_factor.json`, { token: full })).json.requiredBy).toEqual(['Napa Ridge Cellars']);
    await setUp('full@example.com');
    const full2 = await p.tokenFor('full@example.com');
    expect((await p.call('GET', `/clients/${client.id}/dashboard_shell.json`, { token: full2 })).status).toBe(200);
    const history = await p.db.selectFrom('client_changes').selectAll().where('clientId', '=', client.id).where('kind', '=', 'two-factor').execute();
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0].after!)).toEqual({ requireTwoFactor: true });
  });
});
