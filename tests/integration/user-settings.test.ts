/**
 * /launchpad/user-settings through the app's request handler (a browser without JavaScript):
 * the gate, the profile save (session summary and account cache refreshed), validation, the
 * password change (PUT /users/{id}/password.json, other sign-ins ended), the redirects of the
 * other listed profile paths; the contact form's ?message= prefill; field-error-required naming
 * the field on the new-client form in English and German.
 */
import { describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { testProvider } from '../helpers/provider.ts';
import { htmlText } from '../helpers/html.ts';
import { PASSWORD, appsPerTest } from '../helpers/sign-in.ts';

const apps = appsPerTest();
const signedIn = (email = 'full@example.com') => apps.as(email);
const profile = (fields: Record<string, string>) => ({ intent: 'profile', firstname: 'Jacob', lastname: 'Turner', phone: '707-555-0104', jobTitle: 'Assistant Winemaker', ...fields });
const userRow = (app: TestApp, email: string) => app.provider.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('user settings page', () => {
  it('sends a signed-out visitor to login and back', async () => {
    const app = await testApp({ seed: true });
    const res = await app.get('/launchpad/user-settings', false);
    expect(res.res.status).toBe(302);
    expect(res.res.headers.get('location')).toBe('/login?redirectTo=%2Flaunchpad%2Fuser-settings');
  });

  it('shows the profile with the e-mail read-only, the launchpad sidebar and the password form', async () => {
    const app = await signedIn();
    const page = await app.get('/launchpad/user-settings');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('<title>User settings | ');
    expect(page.html).toMatch(/<input id="user-email" type="email" readOnly=""[^>]*value="full@example.com"/);
    expect(page.html).toMatch(/value="Jacob"/);
    expect(page.html).toMatch(/value="707-555-0104"/);
    expect(page.html).toMatch(/value="Assistant Winemaker"/);
    expect(page.html).toContain('href="/launchpad/clients"');
    expect(page.html).toContain('href="/launchpad/new-client"');
    expect(page.html).toMatch(/name="currentPassword"[^>]*type="password"|type="password"[^>]*name="currentPassword"/);
    // the account menu links here
    expect(page.html).toContain('<a aria-label="User settings for full@example.com" href="/launchpad/user-settings"');
  });

  it('saves the profile (303), flashes, and every page sees the change at once', async () => {
    const app = await signedIn();
    await app.get('/launchpad/clients'); // fills the minute-long account cache with the old name
    const saved = await app.post('/launchpad/user-settings', profile({ firstname: 'Jake', phone: '+1 (707) 555-0199', jobTitle: 'Winemaker' }));
    expect(saved.res.status).toBe(303);
    expect(saved.location).toBe('/launchpad/user-settings');
    const row = await userRow(app, 'full@example.com');
    expect(row).toMatchObject({ firstname: 'Jake', lastname: 'Turner', phone: '+1 (707) 555-0199', jobTitle: 'Winemaker' });
    const page = await app.get('/launchpad/user-settings');
    expect(htmlText(page.html)).toContain('Your profile has been saved.');
    expect(page.html).toMatch(/value="Jake"/);
    expect(page.html).toMatch(/value="Winemaker"/);
    // the launchpad's welcome line reads the cached account record: invalidated by the save
    expect(htmlText((await app.get('/launchpad/clients')).html)).toContain('Jake Turner');
    // the session's summary prefills the contact form
    expect((await app.get('/contact-us')).html).toMatch(/id="cp-first-name"[^>]*value="Jake"|value="Jake"[^>]*id="cp-first-name"/);
    // an emptied optional field is stored as nothing
    expect((await app.post('/launchpad/user-settings', profile({ jobTitle: '' }))).res.status).toBe(303);
    expect((await userRow(app, 'full@example.com')).jobTitle).toBeNull();
  });

  it('refuses a bad phone and a missing name with the error summary and an Error: title', async () => {
    const app = await signedIn();
    const bad = await app.post('/launchpad/user-settings', profile({ firstname: ' ', phone: 'call me maybe' }));
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('<title>Error: User settings | ');
    expect(bad.html).toMatch(/class="error-summary" role="alert"/);
    const t = htmlText(bad.html);
    expect(t).toContain('First name is required');
    expect(t).toContain('Enter the phone with digits');
    expect(bad.html).toMatch(/value="call me maybe"/); // what the user typed comes back
    expect((await userRow(app, 'full@example.com')).phone).toBe('707-555-0104');
    const de = await app.post('/launchpad/user-settings?lng=de', profile({ lastname: '' }));
    expect(htmlText(de.html)).toContain('Nachname ist erforderlich');
  });

  it('changes the password: the current one must be right; other sign-ins end, this one stays', async () => {
    const app = await signedIn();
    const other = await app.provider.tokenFor('full@example.com');
    const id = (await userRow(app, 'full@example.com')).id;
    const pw = (fields: Record<string, string>) => app.post('/launchpad/user-settings', { intent: 'password', currentPassword: PASSWORD, password: 'new-harvest-2027', confirmPassword: 'new-harvest-2027', ...fields });

    const empty = await pw({ currentPassword: '', password: '', confirmPassword: '' });
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('<title>Error: User settings');
    expect(htmlText(empty.html)).toContain('Current password is required');

    const differ = await pw({ confirmPassword: 'something-else' });
    expect(htmlText(differ.html)).toContain('The two passwords are not the same');

    const wrong = await pw({ currentPassword: 'not-my-password' });
    expect(wrong.res.status).toBe(400);
    expect(htmlText(wrong.html)).toContain('The current password is not correct');
    expect(wrong.html).not.toContain('not-my-password');
    expect(wrong.html).not.toContain('new-harvest-2027');
    expect((await app.provider.call('GET', `/users/${id}.json`, { token: other })).status).toBe(200);

    const ok = await pw({});
    expect(ok.res.status).toBe(303);
    expect(ok.location).toBe('/launchpad/user-settings');
    const after = await app.get('/launchpad/user-settings');
    expect(after.url).toBe('/launchpad/user-settings'); // still signed in here
    expect(htmlText(after.html)).toContain('Your password has been changed.');
    expect((await app.provider.call('GET', `/users/${id}.json`, { token: other })).status).toBe(401);
    expect((await app.provider.call('POST', '/login.json', { body: { user: { email: 'full@example.com', password: PASSWORD } } })).status).toBe(401);
    expect((await app.provider.call('POST', '/login.json', { body: { user: { email: 'full@example.com', password: 'new-harvest-2027' } } })).status).toBe(200);
  });

  it.each(['/users', '/users/add', '/users/edit', '/my-profile/change-email'])('%s redirects (302) to user settings', async (path) => {
    const app = await testApp({ seed: true });
    const res = await app.get(path, false);
    expect(res.res.status).toBe(302);
    expect(res.res.headers.get('location')).toBe('/launchpad/user-settings');
  });
});

describe('PUT /users/{id}/password.json', () => {
  it('changes only the caller\'s own password, checks the current one and the confirmation', async () => {
    const p = await testProvider({ seed: true });
    const token = await p.tokenFor('full@example.com');
    const { id } = await p.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    const { id: ownerId } = await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    const body = (user: Record<string, string>) => ({ user: { currentPassword: PASSWORD, password: 'fresh-pass-123', passwordConfirmation: 'fresh-pass-123', ...user } });
    expect((await p.call('PUT', `/users/${id}/password.json`, { body: body({}) })).status).toBe(401);
    expect((await p.call('PUT', `/users/${ownerId}/password.json`, { token, body: body({}) })).status).toBe(403);
    expect((await p.call('PUT', `/users/${id}/password.json`, { token, body: body({ password: 'short', passwordConfirmation: 'short' }) })).status).toBe(400);
    expect((await p.call('PUT', `/users/${id}/password.json`, { token, body: body({ passwordConfirmation: 'other-pass-123' }) })).status).toBe(400);
    expect((await p.call('PUT', `/users/${id}/password.json`, { token, body: { user: { ...body({}).user, administrator: true } } })).status).toBe(400);
    const wrong = await p.call('PUT', `/users/${id}/password.json`, { token, body: body({ currentPassword: 'nope' }) });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatch(/current password/);
    const other = await p.tokenFor('full@example.com');
    const ok = await p.call('PUT', `/users/${id}/password.json`, { token, body: body({}) });
    expect(ok).toMatchObject({ status: 200, json: { success: true } });
    expect((await p.call('GET', `/users/${id}.json`, { token })).status).toBe(200);
    expect((await p.call('GET', `/users/${id}.json`, { token: other })).status).toBe(401);
    expect(p.log.lines.some((l) => l.msg === 'event' && l.data?.kind === 'password-changed')).toBe(true);
  });
});

describe('contact form prefill from ?message=', () => {
  it('opens the form with the note prefilled, escaped and capped', async () => {
    const app = await testApp({ seed: true });
    const plain = await app.get('/contact-us');
    expect(plain.html).not.toMatch(/<details class="contact-panel" id="contact-form" open=""/);
    const message = 'About sample 42: <script>alert("x")</script> & more';
    const page = await app.get(`/contact-us?message=${encodeURIComponent(message)}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toMatch(/<details class="contact-panel" id="contact-form" open=""/);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).toContain('About sample 42: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</textarea>');
    const long = await app.get(`/contact-us?message=${'a'.repeat(5000)}`);
    const note = long.html.match(/<textarea[^>]*id="cp-note"[^>]*>([^<]*)<\/textarea>/)?.[1] ?? '';
    expect(note).toBe('a'.repeat(2000));
  });
});

describe('field-error-required names the field', () => {
  it('on the new-client form, in English and German', async () => {
    const app = await signedIn('newcomer@example.com');
    const en = await app.post('/launchpad/new-client', { country: 'United States' });
    expect(en.res.status).toBe(400);
    const t = htmlText(en.html);
    for (const label of ['Company operating name', 'Official business name', 'Business type', 'Street', 'City', 'Postal code', 'Phone', 'Job title']) {
      expect(t).toContain(`${label} is required`);
    }
    expect(t).not.toMatch(/(^|[^A-Za-z)]) is required/);
    const de = htmlText((await app.post('/launchpad/new-client?lng=de', { country: 'United States' })).html);
    expect(de).toContain('Handelsname ist erforderlich');
    expect(de).not.toContain('{{field}}');
  });
});
