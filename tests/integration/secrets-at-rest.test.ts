/**
 * After every kind of token and code has been issued and used, the
 * whole database, the provider's log and the outbox are scanned for each of them.
 *
 * - Session and device tokens go to the caller only: they are in no table, no log line, no mail.
 * - One-time links (confirmation, reset, invitation) reach their owner by e-mail, and only
 *   there: no table and no log line holds one, and no mail to anyone else.
 * - Passwords (sign-up, reset, invitation, change) are nowhere: not even the outbox.
 * - Report access codes are derived, never stored: no table and no log line holds one.
 * - Two-factor sign-in: the TOTP secret is stored encrypted, recovery codes and sign-in tickets
 *   as hashes only: none of them is in a table, a log line or a mail.
 * - A client's API token is answered once to its creator and stored as a hash only, and its
 *   uses (the call log) keep no copy of it.
 *
 * It runs on both engines (TEST_DATABASE), through the provider's own calls.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountMailSettled, sendInvitationMail, newInvitationToken } from '../../provider/services/accounts.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { decodeSecret, totpCodeAt } from '../../provider/services/two-factor.ts';

let p: TestProvider;
beforeEach(async () => {
  p = await testProvider({ seed: true, now: '2026-11-18T17:00:00Z' });
});
afterEach(() => closeProvider(p));

/** Every row of every table, as one text (the database "at rest"). */
async function databaseText(): Promise<string> {
  const tables = await p.db.introspection.getTables();
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await p.db.selectFrom(t.name as never).selectAll().execute();
    parts.push(`${t.name}\n${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

const linkIn = (text: string, path: string) => text.match(new RegExp(`http://lab\\.test/${path}/([A-Za-z0-9_-]+)`))?.[1];

describe('secrets at rest', () => {
  it('keeps no token, link, password or access code in the database or the log, and mails links only to their owner', async () => {
    const ip = { 'x-lab-client-ip': '192.0.2.10' };
    const secrets: { name: string; value: string; mailedTo?: string }[] = [];

    // Sign-up and its confirmation link.
    const signupPassword = 'Tannat-barrel-cellar-4417';
    const signupEmail = 'vera.scan@winery.example';
    expect((await p.call('POST', '/users.json', { body: { user: { email: signupEmail, password: signupPassword, firstname: 'Vera', lastname: 'Scan' } }, headers: ip })).status).toBe(201);
    await accountMailSettled();
    const confirmation = linkIn(p.outbox().find((m) => m.to.includes(signupEmail))!.text, 'confirmation')!;
    expect(confirmation).toBeTruthy();
    secrets.push({ name: 'sign-up password', value: signupPassword }, { name: 'confirmation link', value: confirmation, mailedTo: signupEmail });
    expect((await p.call('GET', `/confirmation/${confirmation}.json`)).status).toBe(200);

    // Login: a session token and a device token.
    const login = await p.call('POST', '/login.json', { body: { user: { email: signupEmail, password: signupPassword } }, headers: ip });
    expect(login.status).toBe(200);
    secrets.push({ name: 'session token', value: login.json.token }, { name: 'device token', value: login.json.device });

    // A password change while signed in.
    const changed = 'Mourvedre-foudre-press-8823';
    const change = await p.call('PUT', `/users/${login.json.user.id}/password.json`, {
      token: login.json.token,
      body: { user: { currentPassword: signupPassword, password: changed, passwordConfirmation: changed } },
    });
    expect(change.status).toBe(200);
    secrets.push({ name: 'changed password', value: changed });

    // A reset link and the password it sets.
    expect((await p.call('POST', '/password.json', { body: { user: { email: signupEmail } }, headers: ip })).status).toBe(200);
    await accountMailSettled();
    const reset = linkIn(p.outbox().filter((m) => m.to.includes(signupEmail)).at(-1)!.text, 'reset-password')!;
    expect(reset).toBeTruthy();
    const resetPassword = 'Grenache-amphora-lees-5531';
    expect((await p.call('POST', '/password/reset.json', { body: { reset_password_token: reset, password: resetPassword, confirm_password: resetPassword } })).status).toBe(200);
    secrets.push({ name: 'reset link', value: reset, mailedTo: signupEmail }, { name: 'reset password', value: resetPassword });

    // An invitation (as team settings sends one) accepted by a new person.
    const client = await p.db.selectFrom('clients').select(['id', 'name', 'code']).orderBy('id').executeTakeFirstOrThrow();
    const invitee = 'nina.scan@winery.example';
    const invitation = newInvitationToken(p.clock);
    await p.db
      .insertInto('memberships')
      .values({
        clientId: client.id, userId: null, email: invitee, role: 'Full User', invoices: 0, reports: 0, primaryAccounting: 0, primaryReporting: 0,
        acceptedAt: null, firstname: 'Nina', lastname: 'Scan', invitationTokenHash: invitation.hash, invitationExpiresAt: invitation.expiresAt,
      })
      .execute();
    await sendInvitationMail(p.deps.mailer, 'http://lab.test', invitee, { client, inviter: { firstname: null, lastname: null, email: 'owner@example.test' }, role: 'Full User' }, invitation.token);
    const inviteePassword = 'Carignan-concrete-egg-2290';
    const accepted = await p.call('POST', '/users/complete_signup', {
      body: { invitation_token: invitation.token, first_name: 'Nina', last_name: 'Scan', password: inviteePassword, password_confirmation: inviteePassword },
    });
    expect(accepted.status).toBe(201);
    secrets.push({ name: 'invitation link', value: invitation.token, mailedTo: invitee }, { name: 'invitee password', value: inviteePassword }, { name: 'invitee session', value: accepted.json.token });

    // A sign-in listed among the user's devices: its row keeps the browser, the address and the
    // last use, and still only the token's hash (the list answers no token either).
    const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0 DeviceScan';
    const listed = await p.call('POST', '/login.json', { body: { user: { email: signupEmail, password: resetPassword } }, headers: { ...ip, 'x-lab-user-agent': browser } });
    expect(listed.status).toBe(200);
    secrets.push({ name: 'listed session token', value: listed.json.token });
    expect((await p.call('POST', '/sessions/current/seen.json', { token: listed.json.token, headers: ip })).status).toBe(200);
    const devices = await p.call('GET', '/sessions.json', { token: listed.json.token });
    expect(JSON.stringify(devices.json)).toContain('DeviceScan');
    expect(JSON.stringify(devices.json)).not.toContain(listed.json.token);

    // A report verified with its access code.
    const report = await p.db.selectFrom('lab_reports').select('reportNumber').orderBy('reportNumber').executeTakeFirstOrThrow();
    const code = p.accessCode(report.reportNumber);
    expect((await p.call('GET', `/report_verification/${report.reportNumber}.json?access_token=${code}`, { headers: ip })).status).toBe(200);
    secrets.push({ name: 'report access code', value: code });

    // Two-factor sign-in: its TOTP secret (in every spelling), the recovery codes and a sign-in ticket.
    const inviteeId = accepted.json.user.id as number;
    const started = await p.call('POST', `/users/${inviteeId}/two_factor/setup.json`, { token: accepted.json.token });
    expect(started.status).toBe(200);
    const totpSecret = started.json.pending.secret as string;
    const totpKey = decodeSecret(totpSecret);
    const enabled = await p.call('POST', `/users/${inviteeId}/two_factor/enable.json`, { token: accepted.json.token, body: { code: totpCodeAt(totpKey, p.clock.now().getTime()) } });
    expect(enabled.status).toBe(200);
    secrets.push(
      { name: 'TOTP secret (base32)', value: totpSecret },
      { name: 'TOTP secret (hex)', value: Buffer.from(totpKey).toString('hex') },
      { name: 'TOTP secret (base64)', value: Buffer.from(totpKey).toString('base64').replace(/=+$/, '') },
    );
    for (const [i, r] of (enabled.json.recoveryCodes as string[]).entries()) {
      secrets.push({ name: `recovery code ${i + 1}`, value: r }, { name: `recovery code ${i + 1} (as typed)`, value: r.replace(/-/g, '') });
    }
    const ticketed = await p.call('POST', '/login.json', { body: { user: { email: invitee, password: inviteePassword } }, headers: ip });
    expect(ticketed.json.twoFactorRequired).toBe(true);
    const finished = await p.call('POST', '/login/two_factor.json', { body: { ticket: ticketed.json.ticket, recoveryCode: enabled.json.recoveryCodes[0] } });
    expect(finished.status).toBe(200);
    secrets.push({ name: 'sign-in ticket', value: ticketed.json.ticket }, { name: 'second-step session', value: finished.json.token });

    // A client's API token, created and used (its calls are logged).
    const owner = await p.tokenFor('owner@example.com');
    const apiToken = await p.call('POST', `/clients/${client.id}/api_tokens.json`, { token: owner, body: { name: 'Scan sync', scopes: ['results:read'], expiry: 'none' } });
    expect(apiToken.status).toBe(201);
    expect((await p.call('GET', '/v1/results?limit=1', { token: apiToken.json.secret, headers: ip })).status).toBe(200);
    expect((await p.call('GET', '/v1/invoices', { token: apiToken.json.secret, headers: ip })).status).toBe(403);
    secrets.push({ name: 'API token', value: apiToken.json.secret }, { name: 'API token (without its prefix)', value: apiToken.json.secret.slice('labk_'.length) });

    // The demo password of every seeded account.
    secrets.push({ name: 'demo password', value: 'harvest-2026' });

    await accountMailSettled();
    const db = await databaseText();
    const log = JSON.stringify(p.log.lines);
    const mails = p.outbox();
    // The scan reads what is there: the accounts, the seeded reports and the log lines are.
    expect(db).toContain(signupEmail);
    expect(db).toContain(report.reportNumber);
    expect(db).toContain('DeviceScan');
    expect(db).toContain('Scan sync');
    expect(p.log.lines.length).toBeGreaterThan(0);
    for (const s of secrets) {
      expect(db.includes(s.value), `${s.name} is stored in the database`).toBe(false);
      expect(log.includes(s.value), `${s.name} is in the log`).toBe(false);
      const carrying = mails.filter((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`.includes(s.value));
      if (s.mailedTo) {
        expect(carrying.length, `${s.name} reaches its owner`).toBeGreaterThan(0);
        for (const m of carrying) expect(m.to, `${s.name} is mailed only to its owner`).toEqual([s.mailedTo]);
      } else {
        expect(carrying.map((m) => m.subject), `${s.name} is in a mail`).toEqual([]);
      }
    }
  });
});
