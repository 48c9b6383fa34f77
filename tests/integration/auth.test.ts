/**
 * The provider's account calls: login and its brute-force slow-down (with the device cookie
 * and the proxy settings), logout, registration and confirmation, invitations, password reset,
 * the password change, the user's own record, notifications, locations. Work is compared by counting argon2 calls, not by timing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientIpFrom } from '../../server/limits.ts';
import { accountMailSettled } from '../../provider/services/accounts.ts';
import { hashPassword, passwordWork } from '../../provider/services/passwords.ts';
import { hashToken } from '../../provider/services/tokens.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { accountShellResponse } from '../../contract/auth.ts';

let p: TestProvider;
beforeEach(async () => {
  p = await testProvider({ now: '2026-11-18T17:00:00Z' });
});
afterEach(() => closeProvider(p));

const PASSWORD = 'harvest-2026';
let passwordHash: string | undefined;

async function user(email: string, flags: { administrator?: number; godmode?: number; confirmed?: boolean; lastClientId?: number } = {}) {
  passwordHash ??= await hashPassword(PASSWORD);
  const row = await p.db
    .insertInto('users')
    .values({
      pid: crypto.randomUUID(), email, firstname: 'Ann', lastname: 'Lee', administrator: flags.administrator ?? 0, godmode: flags.godmode ?? 0, isBetaUser: 0,
      confirmedAt: flags.confirmed === false ? null : '2026-01-01T00:00:00Z', passwordHash, phone: null, jobTitle: null, lastClientId: flags.lastClientId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function client(name: string, status: 'Approved' | 'Credit Hold' = 'Approved') {
  const row = await p.db
    .insertInto('clients')
    .values({ code: name.slice(0, 6).toUpperCase(), name, officialBusinessName: name, businessType: 'Corporation', status, primaryPhone: null, stateRegisteredIn: null, resignAgreement: 0, receivesMailedDocuments: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function member(clientId: number, userId: number | null, role: string, extra: { email?: string; tokenHash?: string; expiresAt?: string } = {}) {
  await p.db
    .insertInto('memberships')
    .values({
      clientId, userId, email: extra.email ?? `${userId}@x.test`, role: role as any, invoices: 0, reports: 0, primaryAccounting: 0, primaryReporting: 0,
      acceptedAt: userId ? '2026-01-01T00:00:00Z' : null, firstname: 'Leo', lastname: 'Martins', invitationTokenHash: extra.tokenHash ?? null, invitationExpiresAt: extra.expiresAt ?? null,
    })
    .execute();
}
const login = (email: string, password = PASSWORD, ip = '10.0.0.1', device?: string) =>
  p.call('POST', '/login.json', { body: { user: { email, password }, ...(device ? { device } : {}) }, headers: { 'x-lab-client-ip': ip } });
const linkIn = (text: string, path: string) => text.match(new RegExp(`http://lab\\.test/${path}/([A-Za-z0-9_-]+)`))?.[1];
/** The outbox once every account e-mail (sent after the answer) has gone out. */
const mail = async () => {
  await accountMailSettled();
  return p.outbox();
};
/** Each call waits for its e-mail to be written, so the outbox keeps the order of the calls. */
const signUp = async (email: string, password: string, ip = '10.0.0.1', names = { firstname: 'Fay', lastname: 'Ng' }) => {
  const r = await p.call('POST', '/users.json', { body: { user: { email, password, ...names } }, headers: { 'x-lab-client-ip': ip } });
  await accountMailSettled();
  return r;
};
const resetRequest = async (email: string, ip = '10.0.0.1') => {
  const r = await p.call('POST', '/password.json', { body: { user: { email } }, headers: { 'x-lab-client-ip': ip } });
  await accountMailSettled();
  return r;
};
const ledger = async () => (await p.db.selectFrom('attempts').select(['kind']).execute()).map((r) => r.kind).sort();
/** Passwords the strength check accepts (zxcvbn score ≥ 3). */
const STRONG = ['Cellar-door-Tannin-77', 'quartz-Vineyard-lantern-9', 'Barrel-oak-Meadow-41', 'copper-Harvest-river-58'];

describe('login and logout', () => {
  it('signs in with the right password and answers user, token and a device token', async () => {
    const id = await user('ann@x.test');
    const c = await client('Napa Ridge');
    await member(c, id, 'Full User');
    const r = await login('ANN@x.test');
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    expect(r.json.user).toMatchObject({ id, email: 'ann@x.test', administrator: false, clientList: [{ id: c, name: 'Napa Ridge', role: 'Full User' }] });
    expect(r.json.user.passwordHash).toBeUndefined();
    expect(r.json.device).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only a hash of the device token is stored.
    const devices = await p.db.selectFrom('devices').selectAll().execute();
    expect(devices).toEqual([expect.objectContaining({ userId: id, tokenHash: hashToken(r.json.device) })]);
    expect((await p.call('GET', '/auth-ping.json', { token: r.json.token })).status).toBe(200);
    // The same browser keeps its token at the next login.
    expect((await login('ann@x.test', PASSWORD, '10.0.0.1', r.json.device)).json.device).toBe(r.json.device);
  });

  it('answers an unknown address and a wrong password alike', async () => {
    await user('ann@x.test');
    const a = await login('ann@x.test', 'wrong-password');
    const b = await login('nobody@x.test', 'wrong-password');
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.json).toEqual(b.json);
  });

  it('refuses an unconfirmed account even with the right password', async () => {
    await user('new@x.test', { confirmed: false });
    const r = await login('new@x.test');
    expect(r.status).toBe(403);
    expect(r.json.error).toMatch(/confirm/i);
  });

  it('slows an account down after 5 failures (1, 2, 4 … minutes after the latest), for known and unknown addresses alike', async () => {
    await user('ann@x.test');
    for (const email of ['ann@x.test', 'ghost@x.test']) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(email, 'wrong-password', `10.0.1.${i}`));
      expect(answers.slice(0, 4).map((a) => a.status)).toEqual([401, 401, 401, 401]);
      expect(answers[4].status).toBe(429);
      expect(answers[4].json.retryAfterMinutes).toBe(1);
      expect(answers[5].status).toBe(429);
      expect(answers[5].json.error).toMatch(/1 minute/);
      expect(answers[5].headers.get('retry-after')).toBe('60');
    }
    // The right password waits too (from a browser that never signed in) …
    expect((await login('ann@x.test', PASSWORD, '10.0.2.1')).status).toBe(429);
    // … a minute, then the next failure doubles the wait …
    p.clock.advance(61_000);
    const sixth = await login('ann@x.test', 'wrong-password', '10.0.2.2');
    expect(sixth.status).toBe(429);
    expect(sixth.json.retryAfterMinutes).toBe(2);
    p.clock.advance(60_000);
    expect((await login('ann@x.test', PASSWORD, '10.0.2.1')).json.retryAfterMinutes).toBe(1);
    // … and the right password works once the wait is over: slowed, never locked for good.
    p.clock.advance(61_000);
    expect((await login('ann@x.test', PASSWORD, '10.0.2.1')).status).toBe(200);
    const events = await p.db.selectFrom('events').select('kind').where('kind', '=', 'login-failed').execute();
    expect(events.length).toBeGreaterThanOrEqual(11);
  });

  it('lets the right password from a device that signed in before pass the slow-down strangers caused', async () => {
    const ann = await user('ann@x.test');
    await user('bob@x.test');
    const { device } = (await login('ann@x.test', PASSWORD, '10.0.0.7')).json;
    const bobDevice = (await login('bob@x.test', PASSWORD, '10.0.0.8')).json.device;
    // Someone makes ann wait, from many addresses, and makes the office's address wait too.
    for (let i = 0; i < 5; i++) await login('ann@x.test', 'guess', `10.6.6.${i}`);
    for (let i = 0; i < 20; i++) await login(`u${i}@x.test`, 'guess', '10.0.0.7');
    expect((await login('ann@x.test', PASSWORD, '10.0.0.9')).status).toBe(429);
    expect((await login('ann@x.test', PASSWORD, '10.0.0.7')).status).toBe(429);
    // Ann's own browser passes both, with the right password.
    const back = await login('ann@x.test', PASSWORD, '10.0.0.7', device);
    expect(back.status).toBe(200);
    expect(back.json.device).toBe(device);
    // Another account's device token vouches for nothing here.
    expect((await login('ann@x.test', PASSWORD, '10.0.0.9', bobDevice)).status).toBe(429);
    // A device that signed in before is slowed down by its own failures only.
    const own = [];
    for (let i = 0; i < 5; i++) own.push((await login('ann@x.test', 'typo', '10.0.0.7', device)).status);
    expect(own).toEqual([401, 401, 401, 401, 429]);
    expect((await login('ann@x.test', PASSWORD, '10.0.0.7', device)).status).toBe(429);
    // Kept as a hash, bound to the account: a made-up token is a stranger.
    expect((await login('ann@x.test', PASSWORD, '10.0.0.9', 'x'.repeat(43))).status).toBe(429);
    p.clock.advance(61_000);
    expect((await login('ann@x.test', PASSWORD, '10.0.0.7', device)).status).toBe(200);
    expect(await p.db.selectFrom('devices').select('userId').where('tokenHash', '=', hashToken(device)).execute()).toEqual([{ userId: ann }]);
  });

  it('lets one browser\'s device token vouch for every account that signed in there', async () => {
    const ann = await user('ann@x.test');
    const bob = await user('bob@x.test');
    const { device } = (await login('ann@x.test')).json;
    expect((await login('bob@x.test', PASSWORD, '10.0.0.1', device)).json.device).toBe(device);
    const rows = await p.db.selectFrom('devices').select(['userId', 'tokenHash']).orderBy('userId').execute();
    expect(rows).toEqual([{ userId: ann, tokenHash: hashToken(device) }, { userId: bob, tokenHash: hashToken(device) }]);
    for (let i = 0; i < 5; i++) await login('bob@x.test', 'guess', `10.6.7.${i}`);
    expect((await login('bob@x.test', PASSWORD, '10.0.0.1')).status).toBe(429);
    expect((await login('bob@x.test', PASSWORD, '10.0.0.1', device)).status).toBe(200);
    // A device is trusted for 180 days after its last sign-in.
    p.clock.advance(181 * 24 * 3600_000);
    for (let i = 0; i < 5; i++) await login('bob@x.test', 'guess', `10.6.8.${i}`);
    expect((await login('bob@x.test', PASSWORD, '10.0.0.1', device)).status).toBe(429);
  });

  it('slows an address down after 20 failures; the address is the hop the proxies saw, not what the client wrote', async () => {
    // Behind one proxy (TRUST_PROXY=1), the server takes the rightmost X-Forwarded-For entry:
    // a client that writes a new address at the left each time is still one address.
    const ip = (i: number) => clientIpFrom(`198.51.100.${i}, 203.0.113.7`, '10.0.0.2', 1);
    for (let i = 0; i < 19; i++) expect((await login(`u${i}@x.test`, 'wrong', ip(i))).status).toBe(401);
    expect((await login('u19@x.test', 'wrong', ip(19))).status).toBe(429);
    await user('ann@x.test');
    expect((await login('ann@x.test', PASSWORD, ip(20))).status).toBe(429);
    expect((await login('ann@x.test', PASSWORD, clientIpFrom('203.0.113.8', '10.0.0.2', 1))).status).toBe(200);
    // Without a trusted proxy the socket is the address: forged headers change nothing either.
    expect(clientIpFrom('198.51.100.1', '203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('logout revokes the token', async () => {
    await user('ann@x.test');
    const { json } = await login('ann@x.test');
    expect((await p.call('DELETE', '/logout.json', { token: json.token })).status).toBe(200);
    expect((await p.call('GET', '/auth-ping.json', { token: json.token })).status).toBe(401);
  });
});

describe('registration and confirmation', () => {
  it('registers, e-mails a single-use confirmation link, then allows sign-in', async () => {
    const r = await signUp('Fresh@x.test', STRONG[0]);
    expect(r.status).toBe(201);
    expect((await login('fresh@x.test', STRONG[0])).status).toBe(403);
    const sent = (await mail()).at(-1)!;
    expect(sent.to).toEqual(['fresh@x.test']);
    const token = linkIn(sent.text, 'confirmation')!;
    expect(token).toBeTruthy();
    const ok = await p.call('GET', `/confirmation/${token}.json`);
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe('fresh@x.test');
    expect((await p.call('GET', `/confirmation/${token}.json`)).status).toBe(404);
    expect((await login('fresh@x.test', STRONG[0])).status).toBe(200);
  });

  it('expires a confirmation link after 48 hours', async () => {
    await signUp('late@x.test', STRONG[0]);
    const token = linkIn((await mail()).at(-1)!.text, 'confirmation')!;
    p.clock.advance(49 * 3600_000);
    expect((await p.call('GET', `/confirmation/${token}.json`)).status).toBe(404);
  });

  it('answers a known address like a new one and tells its owner by e-mail', async () => {
    await user('ann@x.test');
    const r = await signUp('ann@x.test', STRONG[1]);
    expect(r.status).toBe(201);
    expect((await mail()).at(-1)!.subject).toMatch(/already have an account/);
    expect((await login('ann@x.test', STRONG[1])).status).toBe(401);
  });

  it('does the same work for a new, an unconfirmed and a taken address: one hash, the same ledger, one e-mail', async () => {
    await user('taken@x.test');
    await user('pending@x.test', { confirmed: false });
    await signUp('warm@x.test', STRONG[0], '10.0.9.9'); // loads the password checker once
    await mail();
    const work = [];
    for (const [i, email] of ['new@x.test', 'pending@x.test', 'taken@x.test'].entries()) {
      const hashes = passwordWork.hashes;
      const verifications = passwordWork.verifications;
      const before = (await ledger()).length;
      const outbox = (await mail()).length;
      const r = await signUp(email, STRONG[1], `10.0.3.${i}`);
      work.push({
        status: r.status, body: r.json, hashes: passwordWork.hashes - hashes, verifications: passwordWork.verifications - verifications,
        ledger: (await ledger()).length - before, mails: (await mail()).length - outbox,
      });
    }
    expect(work[0]).toEqual({ status: 201, body: { success: true }, hashes: 1, verifications: 0, ledger: 2, mails: 1 });
    expect(work[1]).toEqual(work[0]);
    expect(work[2]).toEqual(work[0]);
  });

  it('limits sign-ups per address (429, the same for any e-mail) and mail per address signed up for (silently)', async () => {
    await user('taken@x.test');
    for (let i = 0; i < 3; i++) expect((await signUp('fay@x.test', STRONG[i], `10.0.4.${i}`)).status).toBe(201);
    const fourth = await signUp('fay@x.test', STRONG[3], '10.0.4.9');
    expect(fourth.status).toBe(201);
    expect((await mail()).filter((m) => m.to.includes('fay@x.test'))).toHaveLength(3);
    for (let i = 0; i < 10; i++) await signUp(`s${i}@x.test`, STRONG[0], '10.0.5.1');
    const known = await signUp('taken@x.test', STRONG[0], '10.0.5.1');
    const unknown = await signUp('other@x.test', STRONG[0], '10.0.5.1');
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(known.json).toEqual(unknown.json);
    expect(known.json.retryAfterMinutes).toBeGreaterThan(0);
    expect((await signUp('other@x.test', STRONG[0], '10.0.5.2')).status).toBe(201);
  });

  it('keeps the first password of an unconfirmed address until a link is used; each link sets only its own', async () => {
    await signUp('fay@x.test', STRONG[0], '10.0.6.1');
    await signUp('fay@x.test', STRONG[1], '10.0.6.2', { firstname: 'Mallory', lastname: 'Evil' });
    const [first, second] = (await mail()).filter((m) => m.to.includes('fay@x.test')).map((m) => linkIn(m.text, 'confirmation')!);
    // The second sign-up changed nothing yet: the first password is the account's (not confirmed).
    expect((await login('fay@x.test', STRONG[0])).status).toBe(403);
    expect((await login('fay@x.test', STRONG[1])).status).toBe(401);
    expect((await p.call('GET', `/confirmation/${first}.json`)).status).toBe(200);
    expect((await login('fay@x.test', STRONG[0])).status).toBe(200);
    expect((await login('fay@x.test', STRONG[1])).status).toBe(401);
    expect(await p.db.selectFrom('users').select(['firstname', 'lastname']).where('email', '=', 'fay@x.test').executeTakeFirst()).toEqual({ firstname: 'Fay', lastname: 'Ng' });
    // Once one link is used, the other is void: it cannot set its password later.
    expect((await p.call('GET', `/confirmation/${second}.json`)).status).toBe(404);
    expect((await login('fay@x.test', STRONG[1])).status).toBe(401);
  });

  it('sets the second sign-up\'s password and names when its link is the one used', async () => {
    await signUp('fay@x.test', STRONG[0], '10.0.6.1');
    await signUp('fay@x.test', STRONG[1], '10.0.6.2', { firstname: 'Faye', lastname: 'Ngo' });
    const [first, second] = (await mail()).filter((m) => m.to.includes('fay@x.test')).map((m) => linkIn(m.text, 'confirmation')!);
    expect((await p.call('GET', `/confirmation/${second}.json`)).status).toBe(200);
    expect((await login('fay@x.test', STRONG[1])).status).toBe(200);
    expect((await login('fay@x.test', STRONG[0])).status).toBe(401);
    expect(await p.db.selectFrom('users').select(['firstname', 'lastname']).where('email', '=', 'fay@x.test').executeTakeFirst()).toEqual({ firstname: 'Faye', lastname: 'Ngo' });
    expect((await p.call('GET', `/confirmation/${first}.json`)).status).toBe(404);
  });

  it('refuses weak passwords and says why', async () => {
    const cases: [string, string][] = [['aaaaaaaa', 'pattern'], ['12345678', 'common'], ['password1', 'common'], ['qwertyuiop', 'common'], ['fay.ng@x.test', 'personal'], ['Summer2024!', 'common']];
    for (const [password, problem] of cases) {
      const r = await signUp('fay.ng@x.test', password, '10.0.7.1');
      expect(r.status, password).toBe(400);
      expect(r.json.passwordProblem, password).toBe(problem);
      expect(r.json.error).toMatch(/^password: /);
    }
    expect(await mail()).toHaveLength(0);
    expect((await signUp('fay.ng@x.test', 'harvest-2026', '10.0.7.1')).status).toBe(201);
  });

  it('validates the body', async () => {
    const r = await p.call('POST', '/users.json', { body: { user: { email: 'bad', password: 'short', firstname: '', lastname: 'Y' } } });
    expect(r.status).toBe(400);
  });

  it('says whether a user exists (for the new-customer page)', async () => {
    await user('ann@x.test');
    expect((await p.call('POST', '/users/does_user_exist.json', { body: { email: 'ann@x.test' } })).json).toEqual({ exists: true });
    expect((await p.call('POST', '/users/does_user_exist.json', { body: { email: 'no@x.test' } })).json).toEqual({ exists: false });
  });
});

describe('password reset', () => {
  it('e-mails a one-hour single-use link and answers the same for unknown addresses', async () => {
    await user('ann@x.test');
    const known = await resetRequest('ann@x.test');
    const unknown = await resetRequest('ghost@x.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(await mail()).toHaveLength(1);
    const token = linkIn(p.outbox()[0].text, 'reset-password')!;
    const { json: session } = await login('ann@x.test');

    const mismatch = await p.call('POST', '/password/reset.json', { body: { password: STRONG[0], confirm_password: 'other', reset_password_token: token } });
    expect(mismatch.status).toBe(400);
    // A weak password is refused with its reason, and the link still works.
    const weak = await p.call('POST', '/password/reset.json', { body: { password: '12345678', confirm_password: '12345678', reset_password_token: token } });
    expect(weak.status).toBe(400);
    expect(weak.json.passwordProblem).toBe('common');
    const ok = await p.call('POST', '/password/reset.json', { body: { password: STRONG[0], confirm_password: STRONG[0], reset_password_token: token } });
    expect(ok.status).toBe(200);
    expect((await p.call('POST', '/password/reset.json', { body: { password: STRONG[1], confirm_password: STRONG[1], reset_password_token: token } })).status).toBe(400);
    expect((await login('ann@x.test')).status).toBe(401);
    expect((await login('ann@x.test', STRONG[0])).status).toBe(200);
    // Every older session ends with the reset.
    expect((await p.call('GET', '/auth-ping.json', { token: session.token })).status).toBe(401);
  });

  it('does the same work for a known and an unknown address: no hash, the same ledger, a link minted either way', async () => {
    await user('ann@x.test');
    const work = [];
    for (const [i, email] of ['ann@x.test', 'ghost@x.test'].entries()) {
      const hashes = passwordWork.hashes + passwordWork.verifications;
      const before = (await ledger()).length;
      const r = await resetRequest(email, `10.1.0.${i}`);
      work.push({ status: r.status, body: r.json, argon2: passwordWork.hashes + passwordWork.verifications - hashes, ledger: (await ledger()).length - before });
    }
    expect(work[0]).toEqual({ status: 200, body: { success: true }, argon2: 0, ledger: 2 });
    expect(work[1]).toEqual(work[0]);
  });

  it('limits requests per address (429 for any e-mail) and reset e-mails per account (silently)', async () => {
    await user('ann@x.test');
    for (let i = 0; i < 6; i++) expect((await resetRequest('ann@x.test', `10.1.1.${i}`)).status).toBe(200);
    expect(await mail()).toHaveLength(5);
    for (let i = 0; i < 10; i++) await resetRequest(`x${i}@x.test`, '10.1.2.1');
    const known = await resetRequest('ann@x.test', '10.1.2.1');
    const unknown = await resetRequest('ghost@x.test', '10.1.2.1');
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(known.json).toEqual(unknown.json);
  });

  it('voids a pending sign-up\'s confirmation link when the password is reset', async () => {
    await signUp('fay@x.test', STRONG[0], '10.1.3.1');
    await signUp('fay@x.test', STRONG[1], '10.1.3.2');
    await resetRequest('fay@x.test');
    const sent = await mail();
    const confirm = linkIn(sent.filter((m) => /Confirm/.test(m.subject))[1].text, 'confirmation')!;
    const reset = linkIn(sent.find((m) => /Reset/.test(m.subject))!.text, 'reset-password')!;
    expect((await p.call('POST', '/password/reset.json', { body: { password: STRONG[2], confirm_password: STRONG[2], reset_password_token: reset } })).status).toBe(200);
    expect((await p.call('GET', `/confirmation/${confirm}.json`)).status).toBe(404);
    expect((await login('fay@x.test', STRONG[2])).status).toBe(200);
  });

  it('refuses a reset link older than an hour', async () => {
    await user('ann@x.test');
    await resetRequest('ann@x.test');
    const token = linkIn((await mail())[0].text, 'reset-password')!;
    p.clock.advance(61 * 60_000);
    const r = await p.call('POST', '/password/reset.json', { body: { password: STRONG[0], confirm_password: STRONG[0], reset_password_token: token } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/expired/);
  });
});

describe('invitations', () => {
  it('asks a confirmed account to log in; opened signed in as it, offers the answer and accepts only on yes', async () => {
    await user('ann@x.test');
    const c = await client('Napa Ridge');
    await member(c, null, 'Reporting User', { email: 'ann@x.test', tokenHash: hashToken('invite-token-0000000001') });
    const r = await p.call('GET', '/memberships/invite-token-0000000001/accept');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ needsSignup: false, needsLogin: true, accepted: false, clientName: 'Napa Ridge' });
    // The link alone attached nothing.
    expect((await login('ann@x.test')).json.user.clientList).toEqual([]);
    // Signed in as someone else: still not accepted.
    await user('bob@x.test');
    const bob = await p.tokenFor('bob@x.test');
    expect((await p.call('GET', '/memberships/invite-token-0000000001/accept', { token: bob })).json).toMatchObject({ needsLogin: true, accepted: false });
    const { json } = await login('ann@x.test');
    const opened = await p.call('GET', '/memberships/invite-token-0000000001/accept', { token: json.token });
    expect(opened.json).toMatchObject({ needsSignup: false, needsLogin: false, accepted: false, invitationId: expect.any(Number), role: 'Reporting User' });
    // Opening the link accepted nothing: the account says yes.
    expect((await login('ann@x.test')).json.user.clientList).toEqual([]);
    expect((await p.call('POST', `/invitations/${opened.json.invitationId}/accept.json`, { token: json.token })).json).toMatchObject({ answer: 'accepted', clientId: c });
    expect((await login('ann@x.test')).json.user.clientList.map((x: any) => x.id)).toEqual([c]);
    expect((await p.call('GET', '/memberships/invite-token-0000000001/accept')).status).toBe(404);
  });

  it('asks a new person to complete sign-up, then signs them in', async () => {
    const c = await client('Napa Ridge');
    await member(c, null, 'Full User', { email: 'intern@x.test', tokenHash: hashToken('invite-token-0000000002') });
    const r = await p.call('GET', '/memberships/invite-token-0000000002/accept');
    expect(r.json).toMatchObject({ needsSignup: true, needsLogin: false, email: 'intern@x.test', firstname: 'Leo' });
    const weak = { invitation_token: 'invite-token-0000000002', first_name: 'Leo', last_name: 'Martins', password: 'leomartins', password_confirmation: 'leomartins' };
    const refused = await p.call('POST', '/users/complete_signup', { body: weak });
    expect(refused.status).toBe(400);
    expect(refused.json.passwordProblem).toBe('personal');
    const body = { ...weak, password: STRONG[0], password_confirmation: STRONG[0] };
    const done = await p.call('POST', '/users/complete_signup', { body });
    expect(done.status).toBe(201);
    expect(done.json.user).toMatchObject({ email: 'intern@x.test', lastClientId: c, clientList: [{ id: c, role: 'Full User' }] });
    expect(await p.db.selectFrom('client_changes').select(['action', 'subject', 'actorEmail']).where('clientId', '=', c).orderBy('id', 'desc').executeTakeFirst()).toEqual({ action: 'accepted', subject: 'intern@x.test', actorEmail: 'intern@x.test' });
    expect((await p.call('POST', '/users/complete_signup', { body })).status).toBe(404);
    expect((await login('intern@x.test', STRONG[0])).status).toBe(200);
  });

  it('never lets an unconfirmed sign-up at the invited address take the invitee\'s account over', async () => {
    const c = await client('Napa Ridge');
    await member(c, null, 'Full User', { email: 'invitee@x.test', tokenHash: hashToken('invite-token-0000000004') });
    // The attacker signs up first with the invitee's address and their own password.
    expect((await signUp('invitee@x.test', STRONG[1], '10.2.0.1', { firstname: 'Mallory', lastname: 'Evil' })).status).toBe(201);
    const attackerLink = linkIn((await mail()).at(-1)!.text, 'confirmation')!;
    // The invitee opens the invitation: nothing is confirmed or attached; they set their own password.
    const opened = await p.call('GET', '/memberships/invite-token-0000000004/accept');
    expect(opened.json).toMatchObject({ needsSignup: true, needsLogin: false, accepted: false });
    const row = await p.db.selectFrom('users').select(['id', 'confirmedAt']).where('email', '=', 'invitee@x.test').executeTakeFirstOrThrow();
    expect(row.confirmedAt).toBeNull();
    expect((await login('invitee@x.test', STRONG[1])).status).toBe(403);
    const done = await p.call('POST', '/users/complete_signup', {
      body: { invitation_token: 'invite-token-0000000004', first_name: 'Ivy', last_name: 'Tan', password: STRONG[0], password_confirmation: STRONG[0] },
    });
    expect(done.status).toBe(201);
    expect(done.json.user).toMatchObject({ id: row.id, firstname: 'Ivy', clientList: [{ id: c, role: 'Full User' }] });
    // The attacker's password opens nothing, and their link is void.
    expect((await login('invitee@x.test', STRONG[1])).status).toBe(401);
    expect((await p.call('GET', `/confirmation/${attackerLink}.json`)).status).toBe(404);
    expect((await login('invitee@x.test', STRONG[1])).status).toBe(401);
    expect((await login('invitee@x.test', STRONG[0])).status).toBe(200);
  });

  it('refuses complete_signup for an address with a confirmed account (log in instead)', async () => {
    await user('ann@x.test');
    const c = await client('Napa Ridge');
    await member(c, null, 'Full User', { email: 'ann@x.test', tokenHash: hashToken('invite-token-0000000005') });
    const r = await p.call('POST', '/users/complete_signup', {
      body: { invitation_token: 'invite-token-0000000005', first_name: 'A', last_name: 'L', password: STRONG[0], password_confirmation: STRONG[0] },
    });
    expect(r.status).toBe(409);
    expect((await login('ann@x.test', STRONG[0])).status).toBe(401);
  });

  it('refuses an expired invitation', async () => {
    const c = await client('Napa Ridge');
    await member(c, null, 'Full User', { email: 'x@x.test', tokenHash: hashToken('invite-token-0000000003'), expiresAt: '2026-11-01T00:00:00Z' });
    expect((await p.call('GET', '/memberships/invite-token-0000000003/accept')).status).toBe(404);
  });
});

describe('the password change', () => {
  const change = (id: number, token: string, currentPassword: string, password = STRONG[0]) =>
    p.call('PUT', `/users/${id}/password.json`, { token, body: { user: { currentPassword, password, passwordConfirmation: password } } });

  it('slows wrong current passwords down like logins (429 after 5), and checks the new password', async () => {
    const ann = await user('ann@x.test');
    const token = await p.tokenFor('ann@x.test');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await change(ann, token, `guess-${i}`)).status);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    // While slowed, even the right one waits, and nothing is verified.
    const verifications = passwordWork.verifications;
    const waiting = await change(ann, token, PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.json.retryAfterMinutes).toBe(1);
    expect(passwordWork.verifications).toBe(verifications);
    p.clock.advance(61_000);
    const weak = await change(ann, token, PASSWORD, 'aaaaaaaaaaaa');
    expect(weak.status).toBe(400);
    expect(weak.json.passwordProblem).toBe('pattern');
    expect((await change(ann, token, PASSWORD)).status).toBe(200);
    expect((await login('ann@x.test', STRONG[0])).status).toBe(200);
  });
});

describe('the user record', () => {
  it('reads and updates only the caller, and saves a last client the caller belongs to', async () => {
    const ann = await user('ann@x.test');
    const bob = await user('bob@x.test');
    const a = await client('Alpha Cellars');
    const b = await client('Beta Brewing');
    await member(a, ann, 'Full User');
    const token = await p.tokenFor('ann@x.test');
    expect((await p.call('GET', `/users/${ann}.json`, { token })).json).toMatchObject({ id: ann, lastClientId: null });
    expect((await p.call('GET', `/users/${bob}.json`, { token })).status).toBe(403);
    expect((await p.call('GET', `/users/${ann}.json`)).status).toBe(401);
    const ok = await p.call('PUT', `/users/${ann}.json`, { token, body: { user: { lastClientId: a, firstname: 'Annie' } } });
    expect(ok.json).toMatchObject({ firstname: 'Annie', lastClientId: a, lastClient: { id: a, role: 'Full User' } });
    expect((await p.call('PUT', `/users/${ann}.json`, { token, body: { user: { lastClientId: b } } })).status).toBe(403);
    expect((await p.call('PUT', `/users/${ann}.json`, { token, body: { user: { administrator: true } } })).status).toBe(400);
  });

  it('lets a site administrator save any client as the last one', async () => {
    const admin = await user('admin@x.test', { administrator: 1 });
    const b = await client('Beta Brewing', 'Credit Hold');
    const token = await p.tokenFor('admin@x.test');
    const r = await p.call('PUT', `/users/${admin}.json`, { token, body: { user: { lastClientId: b } } });
    expect(r.json.lastClient).toMatchObject({ id: b, status: 'Credit Hold', role: null });
  });
});

describe('notifications', () => {
  it('lists in sort order and hides those the user acknowledged', async () => {
    for (const [i, title] of ['Second', 'First'].entries()) {
      await p.db.insertInto('notifications').values({ title, messageBody: 'Body', sortOrder: 2 - i, showPriority: i, truncateMessage: 0 }).execute();
    }
    const anon = await p.call('GET', '/notifications.json');
    expect(anon.json.notifications.map((n: any) => n.title)).toEqual(['First', 'Second']);
    expect(anon.json.notifications[0].showPriority).toBe(true);
    await user('ann@x.test');
    const token = await p.tokenFor('ann@x.test');
    const id = anon.json.notifications[0].id;
    expect((await p.call('POST', `/notifications/${id}/ack.json`)).status).toBe(401);
    expect((await p.call('POST', `/notifications/${id}/ack.json`, { token })).status).toBe(200);
    expect((await p.call('POST', `/notifications/${id}/ack.json`, { token })).status).toBe(200);
    expect((await p.call('POST', '/notifications/999/ack.json', { token })).status).toBe(404);
    expect((await p.call('GET', '/notifications.json', { token })).json.notifications.map((n: any) => n.title)).toEqual(['Second']);
    expect((await p.call('GET', '/notifications.json')).json.notifications).toHaveLength(2);

    // The header's one read: the same record and the same notifications as the two calls.
    const ann = (await p.db.selectFrom('users').select('id').where('email', '=', 'ann@x.test').executeTakeFirstOrThrow()).id;
    const shell = await p.call('GET', `/users/${ann}/shell.json`, { token });
    expect(shell.status).toBe(200);
    expect(accountShellResponse.safeParse(shell.json).success).toBe(true);
    expect(shell.json).toEqual({
      user: (await p.call('GET', `/users/${ann}.json`, { token })).json,
      notifications: (await p.call('GET', '/notifications.json', { token })).json.notifications,
    });
    expect(shell.json.notifications.map((n: any) => n.title)).toEqual(['Second']);
    await user('bob@x.test');
    expect((await p.call('GET', `/users/${ann}/shell.json`, { token: await p.tokenFor('bob@x.test') })).status).toBe(403);
    expect((await p.call('GET', `/users/${ann}/shell.json`)).status).toBe(401);
  });
});

describe('locations', () => {
  async function location(slug: string, type: 'primary_lab' | 'satellite_lab' | 'dropbox', latitude: number, longitude: number) {
    const row = await p.db
      .insertInto('locations')
      .values({ slug, type, name: slug, state: 'CA', city: slug, street_1: '1 Main St', postalCode: '94574', country: 'US', phone: null, latitude, longitude, imageName: null, description: null, securityCode: '1234', accessDescription: 'Side door' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await p.db.insertInto('location_hours').values({ locationId: row.id, day: 1, dayName: 'Monday', openTime: '08:00', closeTime: '17:00', openOnDay: 1 }).execute();
  }

  it('filters by type, sorts by distance and shows codes only to signed-in callers', async () => {
    await location('st-helena', 'primary_lab', 38.5052, -122.4703);
    await location('newberg', 'satellite_lab', 45.3, -122.97);
    await location('box', 'dropbox', 38.3, -122.3);
    const labs = await p.call('GET', '/locations.json?type=lab');
    expect(labs.json.locations.map((l: any) => l.slug)).toEqual(['st-helena', 'newberg']);
    expect(labs.json.locations[0].hours[0]).toEqual({ day: 1, dayName: 'Monday', openTime: '08:00', closeTime: '17:00', openOnDay: true });
    expect(labs.json.locations[0].securityCode).toBeUndefined();
    const near = await p.call('GET', '/locations.json?type=lab&lat=45.5&long=-122.6');
    expect(near.json.locations.map((l: any) => l.slug)).toEqual(['newberg', 'st-helena']);
    expect(near.json.locations[0].distance).toBeGreaterThan(0);
    await user('ann@x.test');
    const token = await p.tokenFor('ann@x.test');
    const signed = await p.call('GET', '/locations.json?type=dropbox', { token });
    expect(signed.json.locations[0]).toMatchObject({ slug: 'box', securityCode: '1234', accessDescription: 'Side door' });
    expect((await p.call('GET', '/locations.json?lat=200&long=0')).status).toBe(400);
  });
});
