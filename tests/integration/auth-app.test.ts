/**
 * Accounts and the site shell through the app's request handler (a browser without
 * JavaScript): login and where each account lands, the gate, sign-up, reset, invitations,
 * choosing a client, the notifications bar, logout.
 */
import { describe, expect, it } from 'vitest';
import { createMemorySessionStorage, redirect, RouterContextProvider } from 'react-router';
import { servicesContext, type AppServices } from '../../app/context.ts';
import { sessionContext } from '../../app/session.server.ts';
import { getActiveClient, requireAccess, requireUser } from '../../app/models/gate.server.ts';
import { safeRedirect } from '../../app/models/account.server.ts';
import { accountMailSettled } from '../../provider/services/accounts.ts';
import { hashToken } from '../../provider/services/tokens.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { testProvider } from '../helpers/provider.ts';
import { htmlText } from '../helpers/html.ts';

const PASSWORD = 'harvest-2026';
/** New passwords the provider's strength check accepts. */
const STRONG = 'Cellar-door-Tannin-77';
const STRONG_2 = 'quartz-Vineyard-lantern-9';
/** The outbox once the account e-mails (sent after the answer) have gone out. */
async function outbox(app: TestApp) {
  await accountMailSettled();
  return app.provider.outbox();
}

async function signIn(app: TestApp, email: string, extra: Record<string, string> = {}) {
  return app.post('/login', { email, password: PASSWORD, ...extra });
}
async function clientId(app: TestApp, code: string) {
  return (await app.provider.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

describe('login', () => {
  it('shows the form in the auth-only layout and asks for both fields', async () => {
    const app = await testApp({ seed: true });
    const page = await app.get('/login');
    expect(page.res.status).toBe(200);
    expect(page.html).toMatch(/<main[\s\S]*<form[^>]*method="post"[\s\S]*E-mail[\s\S]*Password[\s\S]*Log in/);
    const empty = await app.post('/login', { email: '', password: '' });
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('<title>Error: Log in');
    expect(empty.html).toContain('Enter your e-mail address');
    expect(empty.html).toContain('Enter your password');
  });

  it('shows login-error and records a login-failed event, the same for an unknown account', async () => {
    const app = await testApp({ seed: true });
    const wrong = await app.post('/login', { email: 'full@example.com', password: 'nope' });
    const ghost = await app.post('/login', { email: 'ghost@example.com', password: 'nope' });
    expect(wrong.res.status).toBe(400);
    expect(htmlText(wrong.html)).toContain('The e-mail address or password is not correct.');
    expect(htmlText(ghost.html)).toContain('The e-mail address or password is not correct.');
    expect(wrong.html).not.toContain('value="nope"');
    expect(app.provider.log.lines.filter((l) => l.msg === 'event' && l.data?.kind === 'login-failed').length).toBeGreaterThanOrEqual(4);
  });

  it('slows an account down after repeated failures and says how long', async () => {
    const app = await testApp({ seed: true });
    let last;
    for (let i = 0; i < 6; i++) last = await app.post('/login', { email: 'owner@example.com', password: `wrong-${i}` });
    expect(last!.res.status).toBe(400);
    expect(htmlText(last!.html)).toContain('Too many failed sign-in attempts. Please wait 1 minute');
    const right = await signIn(app, 'owner@example.com');
    expect(htmlText(right.html)).toContain('Too many failed sign-in attempts');
    app.provider.clock.advance(61_000);
    expect((await signIn(app, 'owner@example.com')).location).toBe('/dashboard');
  });

  it('keeps a signed, HttpOnly device cookie that lets the right password through a slow-down strangers caused', async () => {
    const app = await testApp({ seed: true });
    const first = await signIn(app, 'owner@example.com');
    const cookie = first.res.headers.getSetCookie().find((c) => c.startsWith('lab_device='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=15552000/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The cookie is signed; the provider keeps only a hash of the token inside it.
    const device = JSON.parse(Buffer.from(decodeURIComponent(cookie.split(';')[0].slice('lab_device='.length)).split('.')[0], 'base64').toString('utf8'));
    expect(await app.provider.db.selectFrom('devices').select('tokenHash').execute()).toEqual([{ tokenHash: hashToken(device) }]);
    await app.post('/logout', {});
    for (let i = 0; i < 5; i++) {
      await app.provider.call('POST', '/login.json', { body: { user: { email: 'owner@example.com', password: 'guess' } }, headers: { 'x-lab-client-ip': `10.9.0.${i}` } });
    }
    expect((await signIn(app, 'owner@example.com')).location).toBe('/dashboard');
    // Without the cookie (another browser), the same right password waits.
    const jarless = await app.provider.call('POST', '/login.json', { body: { user: { email: 'owner@example.com', password: PASSWORD } }, headers: { 'x-lab-client-ip': '10.9.1.1' } });
    expect(jarless.status).toBe(429);
  });

  it.each([
    ['godmode@example.com', '/launchpad'],
    ['admin@example.com', '/launchpad'],
    ['owner@example.com', '/dashboard'],
    ['full@example.com', '/dashboard'],
    ['reporting@example.com', '/dashboard'],
    ['billing@example.com', '/dashboard'],
    ['newcomer@example.com', '/launchpad'],
  ])('lands %s on %s', async (email, where) => {
    const app = await testApp({ seed: true });
    const r = await signIn(app, email);
    expect(r.res.status).toBe(303);
    expect(r.location).toBe(where);
    // Signed in, the auth-only pages send the user away.
    expect((await app.get('/login', false)).res.headers.get('location')).toBe(where);
  });

  it('returns to the page the user came from (same-site paths only)', async () => {
    const app = await testApp({ seed: true });
    const gated = await app.get('/dashboard', false);
    expect(gated.res.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard');
    expect((await signIn(app, 'full@example.com', { redirectTo: '/dashboard/results?x=1' })).location).toBe('/dashboard/results?x=1');
    const other = await testApp({ seed: true });
    expect((await signIn(other, 'full@example.com', { redirectTo: '//evil.example/' })).location).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/launchpad/clients?q=a')).toBe('/launchpad/clients?q=a');
  });

  it('logs out: the session ends, the token is revoked, and the portal asks for login again', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'full@example.com');
    const before = await app.provider.db.selectFrom('tokens').select('id').where('kind', '=', 'session').execute();
    expect(before).toHaveLength(1);
    const out = await app.post('/logout', {});
    expect(out.location).toBe('/login?signedOut=1');
    expect(await app.provider.db.selectFrom('tokens').select('id').where('kind', '=', 'session').execute()).toHaveLength(0);
    expect((await app.get('/launchpad/clients', false)).res.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
  });
});

describe('the shell', () => {
  it('shows every header menu, the login button signed out and My Accounts signed in', async () => {
    const app = await testApp({ seed: true });
    const home = htmlText((await app.get('/')).html);
    for (const label of ['Home', 'About us', 'Our story', 'Our services', 'Vintage portal', 'Analyses', 'Exporting', 'Publications', 'Sustainability', 'Contact', 'Sample dropboxes', 'Careers']) {
      expect(home).toContain(label);
    }
    expect(home).toMatch(/Log ?in/);
    expect(home).toContain('(707) 963-4806');
    expect(home).toContain('899 Adams Street');
    expect(home).toMatch(/St\. Helena , CA (Open until|Closing soon|Closed)/);
    await signIn(app, 'owner@example.com');
    const html = (await app.get('/')).html;
    expect(html).toContain('My Accounts');
    expect(html).toContain('owner@example.com');
    // Last used first, then the others by name.
    expect(htmlText(html)).toMatch(/Napa Ridge Cellars \( last used \)[\s\S]*Willamette Hollow Vineyards/);
    expect(html).toContain('View All Clients');
  });

  it('offers Create A New Client to a user with no clients', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'newcomer@example.com');
    const html = (await app.get('/')).html;
    expect(html).toContain('Create A New Client');
    expect(html).not.toContain('View All Clients');
  });

  // Read with the account in one call (GET /users/{id}/shell.json), or with the two
  // calls of the specification from a provider that has no combined read.
  it.each([
    ['', undefined],
    [' (a provider without the combined read)', /^\/users\/\d+\/shell\.json/],
  ])('lists the notifications, cuts long ones with ...more, and dismisses for the user%s', async (_, withoutCalls) => {
    const app = await testApp({ seed: true, withoutCalls });
    await signIn(app, 'full@example.com');
    const html = (await app.get('/')).html;
    // the account menu comes from the same read
    expect(html).toContain('Napa Ridge Cellars');
    const count = Number(htmlText(html).match(/(\d+) messages/)?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(html).toContain('...more');
    // Closed in the HTML (a phone without JavaScript starts closed); a notification has
    // priority, so the script opens it on a screen wider than 768 px.
    expect(html).toMatch(/<details class="container">/);
    expect(html).toContain('if(d&&innerWidth>768)d.open=true');
    const id = html.match(/action="\/notifications\/(\d+)\/dismiss"/)![1];
    const r = await app.post(`/notifications/${id}/dismiss`, { redirectTo: '/about-us' });
    expect(r.location).toBe('/about-us');
    const after = htmlText((await app.get('/')).html);
    expect(after).toContain(count - 1 === 1 ? '1 message' : `${count - 1} messages`);
  });

  it('lets a signed-out visitor dismiss a notification in their session', async () => {
    const app = await testApp({ seed: true });
    const html = (await app.get('/')).html;
    const count = Number(htmlText(html).match(/(\d+) messages/)?.[1]);
    const id = html.match(/action="\/notifications\/(\d+)\/dismiss"/)![1];
    await app.post(`/notifications/${id}/dismiss`, { redirectTo: '/' });
    expect(htmlText((await app.get('/')).html)).toContain(count - 1 === 1 ? '1 message' : `${count - 1} messages`);
  });

  it('answers the session poll', async () => {
    const app = await testApp({ seed: true });
    expect(await (await app.request('/auth-ping')).json()).toEqual({ signedIn: false });
    await signIn(app, 'full@example.com');
    expect(await (await app.request('/auth-ping')).json()).toMatchObject({ signedIn: true });
    await app.provider.db.deleteFrom('tokens').execute();
    expect(await (await app.request('/auth-ping')).json()).toEqual({ signedIn: false });
  });

  it('finds the nearest laboratory to a position', async () => {
    const app = await testApp({ seed: true });
    const res = await app.request('/nearest-lab?lat=45.52&long=-122.68');
    const body = await res.json();
    expect(body.lab.state).toBe('OR');
    expect(['open', 'closing-soon', 'closed']).toContain(body.lab.status.state);
  });
});

describe('choosing a client', () => {
  it('makes it active, saves it as the last client and goes to the dashboard', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'owner@example.com');
    const b = await clientId(app, 'C10871');
    const r = await app.post('/active-client', { clientId: String(b), redirectTo: '/about-us' });
    expect(r.location).toBe('/dashboard');
    const user = await app.provider.db.selectFrom('users').select('lastClientId').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    expect(user.lastClientId).toBe(b);
    expect(htmlText((await app.get('/')).html)).toMatch(/Willamette Hollow Vineyards \( last used \)/);
  });

  it('keeps a Reporting User on a credit-hold client where they were, with a warning and a contact link', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'reporting@example.com');
    const c = await clientId(app, 'C11402');
    const r = await app.post('/active-client', { clientId: String(c), redirectTo: '/about-us' });
    expect(r.location).toBe('/about-us');
    const page = await app.get('/');
    expect(htmlText(page.html)).toContain('Redwood Coast Brewing Co. is on credit hold');
    expect(page.html).toMatch(/href="\/contact-us"[^>]*>Contact us<\/a>/);
  });

  it('sends other roles on a credit-hold client to billing', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'admin@example.com');
    const c = await clientId(app, 'C11402');
    expect((await app.post('/active-client', { clientId: String(c), redirectTo: '/' })).location).toBe('/dashboard/billing');
  });

  it('flashes update-user-active-client-error when the client cannot be chosen', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'full@example.com');
    const c = await clientId(app, 'C11402');
    const r = await app.post('/active-client', { clientId: String(c), redirectTo: '/about-us' });
    expect(r.location).toBe('/about-us');
    expect(htmlText((await app.get('/')).html)).toContain('We could not switch to that client.');
  });
});

describe('the gate', () => {
  async function contextFor(email: string | null, activeCode?: string) {
    const p = await testProvider({ seed: true });
    const storage = createMemorySessionStorage();
    const session = await storage.getSession();
    if (email) {
      const user = await p.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      session.set('token', await p.tokenFor(email));
      session.set('user', { id: user.id, pid: user.pid, email, firstname: user.firstname, lastname: user.lastname, administrator: !!user.administrator, godmode: !!user.godmode });
      if (activeCode) session.set('activeClientId', (await p.db.selectFrom('clients').select('id').where('code', '=', activeCode).executeTakeFirstOrThrow()).id);
    }
    const services = { provider: async (path: string, init?: RequestInit) => p.app.request(path, init), log: p.log } as unknown as AppServices;
    return new RouterContextProvider(new Map<any, any>([[servicesContext, services], [sessionContext, { session, destroy: false }]]));
  }
  const request = new Request('http://lab.test/dashboard/results?from=1');
  const redirectOf = async (f: () => unknown) => {
    try {
      await f();
    } catch (e) {
      if (e instanceof Response) return e.headers.get('location');
      throw e;
    }
    return null;
  };

  it('sends a signed-out visitor to login with the way back', async () => {
    const ctx = await contextFor(null);
    expect(await redirectOf(() => requireUser(ctx, request))).toBe('/login?redirectTo=%2Fdashboard%2Fresults%3Ffrom%3D1');
  });

  it('applies the role table', async () => {
    expect(await redirectOf(async () => requireAccess(await contextFor('billing@example.com', 'C10234'), request, 'results'))).toBe('/dashboard/billing');
    expect(await redirectOf(async () => requireAccess(await contextFor('reporting@example.com', 'C10234'), request, 'billing'))).toBe('/launchpad');
    expect(await redirectOf(async () => requireAccess(await contextFor('full@example.com', 'C10234'), request, 'client-settings:change'))).toBe('/launchpad');
    expect(await redirectOf(async () => requireAccess(await contextFor('full@example.com', 'C10234'), request, 'courier'))).toBeNull();
    expect(await redirectOf(async () => requireAccess(await contextFor('admin@example.com', 'C10234'), request, 'client-settings:change'))).toBeNull();
    // No active client: the launchpad.
    expect(await redirectOf(async () => requireAccess(await contextFor('full@example.com'), request, 'results'))).toBe('/launchpad');
  });

  it('reads the active client with the role', async () => {
    const client = await getActiveClient(await contextFor('reporting@example.com', 'C11402'));
    expect(client).toMatchObject({ code: 'C11402', role: 'Reporting User', status: 'Credit Hold' });
    expect(redirect('/x').status).toBe(302);
  });
});

describe('the password change on user settings', () => {
  it('says why a new password is refused, and slows wrong current passwords down like logins', async () => {
    const app = await testApp({ seed: true });
    await signIn(app, 'full@example.com');
    const change = (currentPassword: string, password = STRONG) =>
      app.post('/launchpad/user-settings', { intent: 'password', username: 'full@example.com', currentPassword, password, confirmPassword: password });
    const weak = await change(PASSWORD, 'password123');
    expect(weak.res.status).toBe(400);
    expect(htmlText(weak.html)).toContain('This password is on a list of commonly used passwords.');
    const statuses = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await change(`not-it-${i}`);
      statuses.push(last.res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(htmlText(last!.html)).toContain('Too many attempts in a short time. Please wait 1 minute and try again.');
    // Still signed in: the limit does not end the session.
    expect(htmlText((await change(PASSWORD)).html)).toContain('Too many attempts in a short time.');
    app.provider.clock.advance(61_000);
    expect((await change(PASSWORD)).location).toBe('/launchpad/user-settings');
  });
});

describe('account entry', () => {
  it('signs up, confirms by the e-mailed link, then signs in', async () => {
    const app = await testApp({ seed: true });
    const r = await app.post('/signup', { firstname: 'Fay', lastname: 'Ng', email: 'fay@winery.example', phone: '', password: STRONG, confirmPassword: STRONG });
    expect(r.location).toBe('/login?email=fay%40winery.example');
    const mail = (await outbox(app)).at(-1)!;
    const link = new URL(mail.text.match(/http:\/\/lab\.test\/confirmation\/\S+/)![0]);
    const confirmed = await app.get(link.pathname, false);
    expect(confirmed.res.headers.get('location')).toBe('/login?email=fay%40winery.example');
    expect((await app.get(link.pathname, false)).res.status).toBe(404);
    expect((await app.post('/login', { email: 'fay@winery.example', password: STRONG })).location).toBe('/launchpad');
  });

  it('says why a weak password is refused, on the password field', async () => {
    const app = await testApp({ seed: true });
    const common = await app.post('/signup', { firstname: 'Fay', lastname: 'Ng', email: 'fay@winery.example', phone: '', password: '12345678', confirmPassword: '12345678' });
    expect(common.res.status).toBe(400);
    expect(common.html).toContain('<title>Error: ');
    expect(htmlText(common.html)).toContain('This password is on a list of commonly used passwords.');
    expect(common.html).not.toContain('value="12345678"');
    const repeat = await app.post('/signup', { firstname: 'Fay', lastname: 'Ng', email: 'fay@winery.example', phone: '', password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' });
    expect(htmlText(repeat.html)).toContain('The password follows a pattern that is easy to guess');
    expect(await outbox(app)).toHaveLength(0);
  });

  it('checks the sign-up form', async () => {
    const app = await testApp({ seed: true });
    const r = await app.post('/signup', { firstname: '', lastname: 'Ng', email: 'bad', password: 'short', confirmPassword: 'other' });
    expect(r.res.status).toBe(400);
    const t = htmlText(r.html);
    expect(t).toContain('Enter your first name');
    expect(t).toContain('Please enter a valid e-mail address');
    expect(t).toContain('The password must have 8 to 128 characters');
  });

  it('resets a password by the e-mailed link, once', async () => {
    const app = await testApp({ seed: true });
    const asked = await app.post('/request-reset-password', { email: 'full@example.com' });
    expect(asked.location).toBe('/login');
    const unknown = await app.post('/request-reset-password', { email: 'ghost@example.com' });
    expect(unknown.location).toBe('/login');
    const link = new URL((await outbox(app)).at(-1)!.text.match(/http:\/\/lab\.test\/reset-password\/\S+/)![0]);
    const weak = await app.post(link.pathname, { password: 'jacobturner', confirmPassword: 'jacobturner' });
    expect(weak.res.status).toBe(400);
    expect(htmlText(weak.html)).toContain('The password contains your name or e-mail address.');
    const done = await app.post(link.pathname, { password: STRONG, confirmPassword: STRONG });
    expect(done.location).toBe('/login');
    const again = await app.post(link.pathname, { password: STRONG_2, confirmPassword: STRONG_2 });
    expect(again.res.status).toBe(400);
    expect(htmlText(again.html)).toContain('This password reset link is invalid, has already been used or has expired.');
    expect((await app.post('/login', { email: 'full@example.com', password: STRONG })).location).toBe('/dashboard');
  });

  it('accepts an invitation for a new person and signs them in', async () => {
    const app = await testApp({ seed: true });
    const a = await clientId(app, 'C10234');
    await app.provider.db
      .insertInto('memberships')
      .values({ clientId: a, userId: null, email: 'cellar.hand@napa-ridge.example', firstname: 'Cal', lastname: 'Hand', role: 'Reporting User', invoices: 0, reports: 1, primaryAccounting: 0, primaryReporting: 0, invitationTokenHash: hashToken('test-invitation-token-1'), invitationExpiresAt: null, acceptedAt: null })
      .execute();
    const bad = await app.get('/accept-invitation/no-such-invitation-token');
    expect(bad.res.status).toBe(404);
    expect(htmlText(bad.html)).toContain('The invitation is invalid, has already been accepted or has expired.');
    const page = await app.get('/accept-invitation/test-invitation-token-1');
    expect(htmlText(page.html)).toContain('You have been invited to Napa Ridge Cellars');
    const r = await app.post('/accept-invitation/test-invitation-token-1', { firstname: 'Cal', lastname: 'Hand', phone: '', password: STRONG, confirmPassword: STRONG });
    expect(r.location).toBe('/dashboard');
    expect(htmlText((await app.get('/')).html)).toContain('cellar.hand@napa-ridge.example');
  });

  it('asks an existing account to log in first, then offers Accept and Decline (no password to set); accepting joins', async () => {
    const app = await testApp({ seed: true });
    const willamette = await clientId(app, 'C10871');
    await app.provider.db
      .insertInto('memberships')
      .values({ clientId: willamette, userId: null, email: 'full@example.com', firstname: 'Jacob', lastname: 'Turner', role: 'Reporting User', invoices: 0, reports: 1, primaryAccounting: 0, primaryReporting: 0, invitationTokenHash: hashToken('test-invitation-token-2'), invitationExpiresAt: null, acceptedAt: null })
      .execute();
    const opened = await app.get('/accept-invitation/test-invitation-token-2', false);
    expect(opened.res.headers.get('location')).toBe('/login?email=full%40example.com&redirectTo=%2Faccept-invitation%2Ftest-invitation-token-2');
    const loginPage = await app.get(opened.res.headers.get('location')!);
    expect(htmlText(loginPage.html)).toContain('full@example.com already has an account. Log in with it to accept the invitation to Willamette Hollow Vineyards.');
    const member = () => app.provider.db.selectFrom('memberships').select(['id', 'acceptedAt']).where('invitationTokenHash', '=', hashToken('test-invitation-token-2')).executeTakeFirst();
    expect((await member())?.acceptedAt).toBeNull();
    const signedIn = await signIn(app, 'full@example.com', { redirectTo: '/accept-invitation/test-invitation-token-2' });
    expect(signedIn.location).toBe('/accept-invitation/test-invitation-token-2');
    const back = await app.get(signedIn.location!);
    expect(back.res.status).toBe(200);
    expect(htmlText(back.html)).toContain('You have been invited to join Willamette Hollow Vineyards as Reporting User. You are signed in as full@example.com');
    expect(back.html).not.toContain('type="password"');
    expect((await member())?.acceptedAt).toBeNull(); // opening the link accepted nothing
    const { id } = (await member())!;
    expect(back.html).toContain(`action="/launchpad/invitations/${id}"`);
    const answered = await app.post(`/launchpad/invitations/${id}`, { intent: 'accept' });
    expect(answered.location).toBe('/launchpad/clients');
    expect(htmlText((await app.get('/launchpad/clients')).html)).toContain('You joined Willamette Hollow Vineyards.');
    const row = await app.provider.db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId').select('memberships.acceptedAt').where('users.email', '=', 'full@example.com').where('memberships.clientId', '=', willamette).executeTakeFirst();
    expect(row?.acceptedAt).toBeTruthy();
  });

  it('lists a pending invitation on the launchpad, also to an account linked to no client; Decline removes it', async () => {
    const app = await testApp({ seed: true });
    const willamette = await clientId(app, 'C10871');
    const insert = (email: string) => app.provider.db
      .insertInto('memberships')
      .values({ clientId: willamette, userId: null, email, firstname: null, lastname: null, role: 'Billing User', invoices: 0, reports: 0, primaryAccounting: 0, primaryReporting: 0, invitationTokenHash: null, invitationExpiresAt: null, acceptedAt: null })
      .execute();
    await insert('newcomer@example.com');
    await insert('full@example.com');
    // Linked to no client, but an invitation waits: the list shows it instead of sending them to create a client.
    await signIn(app, 'newcomer@example.com');
    const list = await app.get('/launchpad/clients');
    expect(list.url).toMatch(/\/launchpad\/clients$/);
    expect(htmlText(list.html)).toContain('You are invited to join Willamette Hollow Vineyards as Billing User.');
    await app.post('/logout', {});
    await signIn(app, 'full@example.com');
    const id = (await app.provider.db.selectFrom('memberships').select('id').where('email', '=', 'full@example.com').where('clientId', '=', willamette).executeTakeFirstOrThrow()).id;
    expect(htmlText((await app.get('/launchpad/clients')).html)).toContain('Decline');
    expect((await app.post(`/launchpad/invitations/${id}`, { intent: 'decline' })).location).toBe('/launchpad/clients');
    expect(await app.provider.db.selectFrom('memberships').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const after = htmlText((await app.get('/launchpad/clients')).html);
    expect(after).toContain('You declined the invitation to Willamette Hollow Vineyards.');
    expect(after).not.toContain('Invitations waiting for your answer');
  });
});
