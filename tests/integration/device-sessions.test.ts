/**
 * The sign-ins a user can see and end (user settings, "Your devices"): each sign-in is a row
 * holding the hash of its token (never the token) with its browser, address and last use; the
 * list shows them, this one marked; ending one signs that device out on its next request (two
 * browsers on one database); "everywhere else" keeps this one; another user's sign-in cannot be
 * ended (404, the same as an unknown id); the last use moves at most once a minute, and not for
 * the page's poll. Provider calls, then the app's pages (two cookie jars, one provider).
 */
import { describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { type TestProvider, testProvider } from '../helpers/provider.ts';
import { hashToken } from '../../provider/services/tokens.ts';
import { htmlText } from '../helpers/html.ts';
import { PASSWORD, signIn } from '../helpers/sign-in.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** an address in the United Kingdom (a public one the country data places there) */
const UK_ADDRESS = '81.2.69.160';

type Clocked = TestProvider & { clock: TestProvider['clock'] & { advance(ms: number): void } };

async function login(p: TestProvider, email: string, headers: Record<string, string> = {}) {
  const res = await p.call('POST', '/login.json', { body: { user: { email, password: PASSWORD } }, headers });
  expect(res.status).toBe(200);
  return res.json.token as string;
}
const sessionRows = (p: TestProvider, email: string) =>
  p.db.selectFrom('tokens').innerJoin('users', 'users.id', 'tokens.userId').selectAll('tokens').where('users.email', '=', email).where('tokens.kind', '=', 'session').orderBy('tokens.id').execute();

describe('the provider: a user’s own sign-ins', () => {
  it('keeps each sign-in’s browser, address and times with the hash of its token, never the token', async () => {
    const p = await testProvider({ seed: true });
    const token = await login(p, 'full@example.com', { 'x-lab-user-agent': FIREFOX, 'x-lab-client-ip': UK_ADDRESS });
    const [row] = await sessionRows(p, 'full@example.com');
    expect(row).toMatchObject({ tokenHash: hashToken(token), userAgent: FIREFOX, address: UK_ADDRESS });
    expect(row.lastUsedAt).toBe(p.clock.now().toISOString());
    expect(row.createdAt).toBe(p.clock.now().toISOString());
    expect(JSON.stringify(row)).not.toContain(token);
    // an API client's own User-Agent when no web node forwards one; a very long one is trimmed
    await login(p, 'full@example.com', { 'user-agent': `${CHROME} ${'x'.repeat(2000)}` });
    const second = (await sessionRows(p, 'full@example.com'))[1];
    expect(second.userAgent!.startsWith(CHROME)).toBe(true);
    expect(second.userAgent!.length).toBeLessThanOrEqual(400);
    expect(second.address).toBeNull(); // no address known ('local')
  });

  it('answers each address as its network only, never the full address of another device', async () => {
    const p = await testProvider({ seed: true });
    const mine = await login(p, 'full@example.com', { 'x-lab-client-ip': UK_ADDRESS });
    await login(p, 'full@example.com', { 'x-lab-client-ip': '2001:db8:85a3:1:2:8a2e:370:7334' });
    await login(p, 'full@example.com', { 'x-lab-client-ip': '::ffff:10.1.2.3' });
    const list = await p.call('GET', '/sessions.json', { token: mine });
    const addresses = list.json.sessions.map((s: { address: string | null }) => s.address).sort();
    expect(addresses).toEqual(['2001:db8:85a3::', '81.2.69.0', '::ffff:10.1.2.0']);
    for (const full of [UK_ADDRESS, '8a2e', '370:7334', '10.1.2.3']) expect(JSON.stringify(list.json)).not.toContain(full);
  });

  it('lists them, this one marked; ends another one (its token then refused) and all the others', async () => {
    const p = await testProvider({ seed: true });
    const mine = await login(p, 'full@example.com', { 'x-lab-user-agent': FIREFOX });
    const phone = await login(p, 'full@example.com', { 'x-lab-user-agent': SAFARI });
    const laptop = await login(p, 'full@example.com', { 'x-lab-user-agent': CHROME });
    const list = await p.call('GET', '/sessions.json', { token: mine });
    expect(list.status).toBe(200);
    expect(list.json.sessions).toHaveLength(3);
    expect(list.json.sessions.filter((s: { current: boolean }) => s.current).map((s: { userAgent: string }) => s.userAgent)).toEqual([FIREFOX]);
    expect(JSON.stringify(list.json)).not.toMatch(/tokenHash|[0-9a-f]{64}/);
    for (const t of [mine, phone, laptop]) expect(JSON.stringify(list.json)).not.toContain(t);

    const phoneId = list.json.sessions.find((s: { userAgent: string }) => s.userAgent === SAFARI).id;
    expect((await p.call('DELETE', `/sessions/${phoneId}.json`, { token: mine })).status).toBe(200);
    expect((await p.call('GET', '/auth-ping.json', { token: phone })).status).toBe(401);
    expect((await p.call('GET', '/auth-ping.json', { token: laptop })).status).toBe(200);
    // already ended: the same 404 as an id that never was
    expect((await p.call('DELETE', `/sessions/${phoneId}.json`, { token: mine })).status).toBe(404);

    const others = await p.call('DELETE', '/sessions/others.json', { token: mine });
    expect(others).toMatchObject({ status: 200, json: { ended: 1 } });
    expect((await p.call('GET', '/auth-ping.json', { token: laptop })).status).toBe(401);
    expect((await p.call('GET', '/auth-ping.json', { token: mine })).status).toBe(200);
    expect((await p.call('GET', '/sessions.json', { token: mine })).json.sessions).toHaveLength(1);
    expect((await p.call('GET', '/sessions.json')).status).toBe(401);
  });

  it('does not let one user end another’s sign-in: 404, the same as an unknown id', async () => {
    const p = await testProvider({ seed: true });
    const mine = await login(p, 'full@example.com');
    const theirs = await login(p, 'reporting@example.com');
    const [their] = await sessionRows(p, 'reporting@example.com');
    const refused = await p.call('DELETE', `/sessions/${their.id}.json`, { token: mine });
    const unknown = await p.call('DELETE', '/sessions/999999.json', { token: mine });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual(unknown.json);
    expect((await p.call('GET', '/auth-ping.json', { token: theirs })).status).toBe(200);
    // and "all the others" ends only the caller's own
    await p.call('DELETE', '/sessions/others.json', { token: mine });
    expect((await p.call('GET', '/auth-ping.json', { token: theirs })).status).toBe(200);
    expect((await p.call('GET', '/sessions.json', { token: mine })).json.sessions.map((s: { id: number }) => s.id)).not.toContain(their.id);
  });

  it('moves the last use at most once a minute', async () => {
    const p = (await testProvider({ seed: true })) as Clocked;
    const token = await login(p, 'full@example.com');
    const at = async () => (await sessionRows(p, 'full@example.com'))[0].lastUsedAt;
    const first = await at();
    p.clock.advance(30_000);
    expect((await p.call('POST', '/sessions/current/seen.json', { token })).status).toBe(200);
    expect(await at()).toBe(first);
    p.clock.advance(31_000);
    await p.call('POST', '/sessions/current/seen.json', { token });
    expect(await at()).toBe(p.clock.now().toISOString());
  });
});

describe('the user-settings page: your devices', () => {
  async function browsers() {
    const first = await testApp({ seed: true, userAgent: FIREFOX, clientAddress: UK_ADDRESS });
    const second = await testApp({ provider: first.provider, userAgent: SAFARI, clientAddress: '10.1.2.3' });
    for (const app of [first, second]) await signIn(app, 'full@example.com');
    return { first, second, p: first.provider as Clocked };
  }
  const idOf = async (p: TestProvider, ua: string) => (await sessionRows(p, 'full@example.com')).find((r) => r.userAgent === ua)!.id;
  const end = (app: TestApp, fields: Record<string, string>) => app.post('/launchpad/user-settings/sessions', fields);

  it('lists each sign-in with its browser, place and last use, this one marked', async () => {
    const { first, p } = await browsers();
    p.clock.advance(5 * 60_000);
    const page = await first.get('/launchpad/user-settings');
    expect(page.res.status).toBe(200);
    const shown = htmlText(page.html);
    expect(shown).toContain('Your devices');
    expect(shown).toMatch(/Firefox 128 on Windows 10 This device United Kingdom \( ?81\.2\.69\.x ?\) Active now/);
    expect(shown).toMatch(/Safari 17 on iOS Local network \( ?10\.1\.2\.x ?\) Last used 5 minutes ago/);
    expect(page.html.match(/>Sign out</g)).toHaveLength(1);
    expect(shown).toContain('This signs out 1 other device.');
    expect(shown).toContain('Sign out everywhere else (1 device)');
    expect(page.html).not.toContain(UK_ADDRESS);
    const sessions = await sessionRows(p, 'full@example.com');
    for (const s of sessions) expect(page.html).not.toContain(s.tokenHash);
    // in German too
    const de = htmlText((await first.get('/launchpad/user-settings?lng=de')).html);
    expect(de).toContain('Ihre Geräte');
    expect(de).toMatch(/Firefox 128 unter Windows 10 Dieses Gerät Vereinigtes Königreich/);
  });

  it('ends another device: that browser is sent to sign in on its next request', async () => {
    const { first, second } = await browsers();
    expect((await second.get('/launchpad/user-settings')).url).toBe('/launchpad/user-settings');
    const ended = await end(first, { intent: 'end', id: String(await idOf(first.provider, SAFARI)) });
    expect(ended.res.status).toBe(303);
    expect(ended.location).toBe('/launchpad/user-settings#devices-title');
    const back = await first.get('/launchpad/user-settings');
    expect(htmlText(back.html)).toContain('That device has been signed out.');
    expect(htmlText(back.html)).toContain('You are not signed in anywhere else.');
    const there = await second.get('/launchpad/user-settings');
    expect(there.url).toBe('/login?redirectTo=%2Flaunchpad%2Fuser-settings');
    expect(htmlText(there.html)).toContain('Your session has ended. Please log in again.');
    // and this browser is still signed in
    expect((await first.get('/launchpad/user-settings')).url).toBe('/launchpad/user-settings');
  });

  it('"everywhere else" ends every other sign-in and keeps this one, and says how many', async () => {
    const { first, second, p } = await browsers();
    const third = await testApp({ provider: p, userAgent: CHROME });
    await signIn(third, 'full@example.com');
    const page = htmlText((await first.get('/launchpad/user-settings')).html);
    expect(page).toContain('Sign out everywhere else (2 devices)');
    expect(page).toContain('This signs out 2 other devices. This device stays signed in.');
    const ended = await end(first, { intent: 'end-others' });
    expect(ended.res.status).toBe(303);
    expect(htmlText((await first.get('/launchpad/user-settings')).html)).toContain('2 other devices have been signed out.');
    for (const other of [second, third]) expect((await other.get('/launchpad/clients')).url).toMatch(/^\/login\?redirectTo=/);
    expect((await first.get('/launchpad/clients')).url).toBe('/launchpad/clients');
    expect(await sessionRows(p, 'full@example.com')).toHaveLength(1);
  });

  it('refuses to end another user’s sign-in: 404, as for an id that is not there', async () => {
    const { first, p } = await browsers();
    const stranger = await testApp({ provider: p });
    await signIn(stranger, 'reporting@example.com');
    const [theirs] = await sessionRows(p, 'reporting@example.com');
    expect((await end(first, { intent: 'end', id: String(theirs.id) })).res.status).toBe(404);
    expect((await end(first, { intent: 'end', id: '999999' })).res.status).toBe(404);
    expect((await stranger.get('/launchpad/clients')).url).toBe('/launchpad/clients');
    expect((await end(first, { intent: 'end', id: 'nonsense' })).res.status).toBe(400);
    // no id is 0: refused as input, not passed on (the provider's 400 was a 500 here)
    for (const id of ['0', '000']) expect((await end(first, { intent: 'end', id })).res.status).toBe(400);
    // ending all of one's own others leaves the other user signed in
    expect((await end(first, { intent: 'end-others' })).res.status).toBe(303);
    expect((await stranger.get('/launchpad/clients')).url).toBe('/launchpad/clients');
  });

  it('moves the last use when the device is used, at most once a minute, and not for the page’s poll', async () => {
    const { second, p } = await browsers();
    const lastUsed = async () => (await sessionRows(p, 'full@example.com')).find((r) => r.userAgent === SAFARI)!.lastUsedAt;
    const signedInAt = await lastUsed();
    p.clock.advance(30_000);
    await second.get('/launchpad/clients');
    expect(await lastUsed()).toBe(signedInAt); // within the minute: not written
    p.clock.advance(2 * 60_000);
    expect((await second.get('/auth-ping')).res.status).toBe(200);
    expect(await lastUsed()).toBe(signedInAt); // the poll does not count
    await second.get('/launchpad/clients');
    const used = await lastUsed();
    expect(used).toBe(p.clock.now().toISOString());
    p.clock.advance(10 * 60_000);
    for (let i = 0; i < 3; i++) await second.get('/auth-ping');
    expect(await lastUsed()).toBe(used);
  });
});
