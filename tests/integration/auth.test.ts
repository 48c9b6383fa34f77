/**
 * The provider's account calls: login and its brute-force lock, logout, registration and
 * confirmation, invitations, password reset, the user's own record, notifications, locations.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../provider/services/passwords.ts';
import { hashToken } from '../../provider/services/tokens.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

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
const login = (email: string, password = PASSWORD, ip = '10.0.0.1') =>
  p.call('POST', '/login.json', { body: { user: { email, password } }, headers: { 'x-lab-client-ip': ip } });
const linkIn = (text: string, path: string) => text.match(new RegExp(`http://lab\\.test/${path}/([A-Za-z0-9_-]+)`))?.[1];

describe('login and logout', () => {
  it('signs in with the right password and answers user and token', async () => {
    const id = await user('ann@x.test');
    const c = await client('Napa Ridge');
    await member(c, id, 'Full User');
    const r = await login('ANN@x.test');
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    expect(r.json.user).toMatchObject({ id, email: 'ann@x.test', administrator: false, clientList: [{ id: c, name: 'Napa Ridge', role: 'Full User' }] });
    expect(r.json.user.passwordHash).toBeUndefined();
    expect((await p.call('GET', '/auth-ping.json', { token: r.json.token })).status).toBe(200);
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

  it('locks an account after 5 failures in 15 minutes, for known and unknown addresses alike', async () => {
    await user('ann@x.test');
    for (const email of ['ann@x.test', 'ghost@x.test']) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(email, 'wrong-password', `10.0.1.${i}`));
      expect(answers.slice(0, 4).map((a) => a.status)).toEqual([401, 401, 401, 401]);
      expect(answers[4].status).toBe(429);
      expect(answers[5].status).toBe(429);
      expect(answers[5].json.retryAfterMinutes).toBe(15);
      expect(answers[5].json.error).toMatch(/15 minutes/);
      expect(answers[5].headers.get('retry-after')).toBe('900');
    }
    // Even the right password is refused while locked, and the lock lifts after the window.
    expect((await login('ann@x.test', PASSWORD, '10.0.2.1')).status).toBe(429);
    p.clock.advance(10 * 60_000);
    const later = await login('ann@x.test', PASSWORD, '10.0.2.1');
    expect(later.json.retryAfterMinutes).toBe(5);
    p.clock.advance(5 * 60_000 + 1000);
    expect((await login('ann@x.test', PASSWORD, '10.0.2.1')).status).toBe(200);
    const events = await p.db.selectFrom('events').select('kind').where('kind', '=', 'login-failed').execute();
    expect(events.length).toBeGreaterThanOrEqual(10);
  });

  it('locks an address after 20 failures in 15 minutes', async () => {
    for (let i = 0; i < 19; i++) expect((await login(`u${i}@x.test`, 'wrong', '10.9.9.9')).status).toBe(401);
    expect((await login('u19@x.test', 'wrong', '10.9.9.9')).status).toBe(429);
    await user('ann@x.test');
    expect((await login('ann@x.test', PASSWORD, '10.9.9.9')).status).toBe(429);
    expect((await login('ann@x.test', PASSWORD, '10.9.9.8')).status).toBe(200);
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
    const r = await p.call('POST', '/users.json', { body: { user: { email: 'Fresh@x.test', password: 'long-enough-1', firstname: 'Fay', lastname: 'Ng' } } });
    expect(r.status).toBe(201);
    expect((await login('fresh@x.test', 'long-enough-1')).status).toBe(403);
    const mail = p.outbox().at(-1)!;
    expect(mail.to).toEqual(['fresh@x.test']);
    const token = linkIn(mail.text, 'confirmation')!;
    expect(token).toBeTruthy();
    const ok = await p.call('GET', `/confirmation/${token}.json`);
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe('fresh@x.test');
    expect((await p.call('GET', `/confirmation/${token}.json`)).status).toBe(404);
    expect((await login('fresh@x.test', 'long-enough-1')).status).toBe(200);
  });

  it('expires a confirmation link after 48 hours', async () => {
    await p.call('POST', '/users.json', { body: { user: { email: 'late@x.test', password: 'long-enough-1', firstname: 'L', lastname: 'T' } } });
    const token = linkIn(p.outbox().at(-1)!.text, 'confirmation')!;
    p.clock.advance(49 * 3600_000);
    expect((await p.call('GET', `/confirmation/${token}.json`)).status).toBe(404);
  });

  it('answers a known address like a new one and tells its owner by e-mail', async () => {
    await user('ann@x.test');
    const r = await p.call('POST', '/users.json', { body: { user: { email: 'ann@x.test', password: 'another-pass', firstname: 'X', lastname: 'Y' } } });
    expect(r.status).toBe(201);
    expect(p.outbox().at(-1)!.subject).toMatch(/already have an account/);
    expect((await login('ann@x.test', 'another-pass')).status).toBe(401);
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
    const known = await p.call('POST', '/password.json', { body: { user: { email: 'ann@x.test' } } });
    const unknown = await p.call('POST', '/password.json', { body: { user: { email: 'ghost@x.test' } } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(p.outbox()).toHaveLength(1);
    const token = linkIn(p.outbox()[0].text, 'reset-password')!;
    const { json: session } = await login('ann@x.test');

    const mismatch = await p.call('POST', '/password/reset.json', { body: { password: 'new-password-1', confirm_password: 'other', reset_password_token: token } });
    expect(mismatch.status).toBe(400);
    const ok = await p.call('POST', '/password/reset.json', { body: { password: 'new-password-1', confirm_password: 'new-password-1', reset_password_token: token } });
    expect(ok.status).toBe(200);
    expect((await p.call('POST', '/password/reset.json', { body: { password: 'new-password-2', confirm_password: 'new-password-2', reset_password_token: token } })).status).toBe(400);
    expect((await login('ann@x.test')).status).toBe(401);
    expect((await login('ann@x.test', 'new-password-1')).status).toBe(200);
    // Every older session ends with the reset.
    expect((await p.call('GET', '/auth-ping.json', { token: session.token })).status).toBe(401);
  });

  it('refuses a reset link older than an hour', async () => {
    await user('ann@x.test');
    await p.call('POST', '/password.json', { body: { user: { email: 'ann@x.test' } } });
    const token = linkIn(p.outbox()[0].text, 'reset-password')!;
    p.clock.advance(61 * 60_000);
    const r = await p.call('POST', '/password/reset.json', { body: { password: 'new-password-1', confirm_password: 'new-password-1', reset_password_token: token } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/expired/);
  });
});

describe('invitations', () => {
  it('links an existing account at once', async () => {
    const id = await user('ann@x.test');
    const c = await client('Napa Ridge');
    await member(c, null, 'Reporting User', { email: 'ann@x.test', tokenHash: hashToken('invite-token-0000000001') });
    const r = await p.call('GET', '/memberships/invite-token-0000000001/accept');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ needsSignup: false, clientName: 'Napa Ridge' });
    const { json } = await login('ann@x.test');
    expect(json.user.clientList.map((x: any) => x.id)).toEqual([c]);
    expect(id).toBeGreaterThan(0);
    expect((await p.call('GET', '/memberships/invite-token-0000000001/accept')).status).toBe(404);
  });

  it('asks a new person to complete sign-up, then signs them in', async () => {
    const c = await client('Napa Ridge');
    await member(c, null, 'Full User', { email: 'intern@x.test', tokenHash: hashToken('invite-token-0000000002') });
    const r = await p.call('GET', '/memberships/invite-token-0000000002/accept');
    expect(r.json).toMatchObject({ needsSignup: true, email: 'intern@x.test', firstname: 'Leo' });
    const body = { invitation_token: 'invite-token-0000000002', first_name: 'Leo', last_name: 'Martins', password: 'intern-pass-1', password_confirmation: 'intern-pass-1' };
    const done = await p.call('POST', '/users/complete_signup', { body });
    expect(done.status).toBe(201);
    expect(done.json.user).toMatchObject({ email: 'intern@x.test', lastClientId: c, clientList: [{ id: c, role: 'Full User' }] });
    expect((await p.call('POST', '/users/complete_signup', { body })).status).toBe(404);
    expect((await login('intern@x.test', 'intern-pass-1')).status).toBe(200);
  });

  it('refuses an expired invitation', async () => {
    const c = await client('Napa Ridge');
    await member(c, null, 'Full User', { email: 'x@x.test', tokenHash: hashToken('invite-token-0000000003'), expiresAt: '2026-11-01T00:00:00Z' });
    expect((await p.call('GET', '/memberships/invite-token-0000000003/accept')).status).toBe(404);
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
