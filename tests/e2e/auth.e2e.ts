/**
 * Accounts and the site shell, each journey without and with JavaScript: sign-up with the
 * e-mailed confirmation, password reset, invitations, where each demo account lands, the way
 * back after login, choosing a client (credit hold both ways), dismissing a notification and
 * the brute-force lock.
 *
 * Failed logins count against the address (after 20 in an hour from 127.0.0.1, each further
 * try waits), and sign-ups and reset requests are limited per address (10 an hour each), so
 * only the slow-down journey fails on purpose, and sparingly.
 */
import { expect, it } from 'vitest';
import { hashToken } from '../../provider/services/tokens.ts';
import { withServerDb } from './database.ts';
import { type Page, journeys, lastMailTo } from './support.ts';

const linkPath = (text: string, prefix: string) => {
  const m = text.match(new RegExp(`https?://[^\\s]+/${prefix}/[A-Za-z0-9_-]+`));
  if (!m) throw new Error(`no ${prefix} link in the e-mail`);
  return new URL(m[0]).pathname;
};
const unique = (what: string, js: boolean) => `${what}-${js ? 'js' : 'nojs'}-${Date.now().toString(36)}@winery.example`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

journeys('accounts', ({ js, open, visit, submit, login }) => {
  async function signUp(page: Page, email: string, password: string) {
    await visit(page, '/signup');
    await page.getByLabel('First name').fill('Fay');
    await page.getByLabel('Last name').fill('Ng');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await submit(page, page.locator('main form').getByRole('button', { name: 'Create account' }));
    await page.waitForURL(/\/login\?email=/);
    expect(await page.getByRole('status').first().textContent()).toContain('we sent a confirmation link');
    const mail = lastMailTo(email, /Confirm/);
    expect(mail).toBeTruthy();
    await visit(page, linkPath(mail!.text, 'confirmation'));
    await page.waitForURL(/\/login/);
    expect(await page.getByRole('status').first().textContent()).toContain('Your e-mail address is confirmed');
  }

  it('signs up, confirms by the link from the outbox, and signs in', async () => {
    const page = await open('/');
    const email = unique('signup', js);
    await signUp(page, email, 'vineyard-pass-1');
    await login(page, email, 'vineyard-pass-1');
    await page.waitForURL((u) => u.pathname.startsWith('/launchpad'));
    expect(await page.locator('header').textContent()).toContain('My Accounts');
  });

  it('resets a password by the link from the outbox; the link fails the second time', async () => {
    const page = await open('/');
    const email = unique('reset', js);
    await signUp(page, email, 'first-password-1');
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/request-reset-password/);
    await page.getByLabel('E-mail').fill(email);
    await submit(page, page.locator('main form').getByRole('button', { name: 'Send reset link' }));
    await page.waitForURL(/\/login$/);
    expect(await page.getByRole('status').first().textContent()).toContain('If an account exists');
    const link = linkPath(lastMailTo(email, /Reset/)!.text, 'reset-password');
    await visit(page, link);
    await page.getByLabel('New password').fill('second-password-2');
    await page.getByLabel('Confirm password').fill('second-password-2');
    await submit(page, page.locator('main form').getByRole('button', { name: 'Save new password' }));
    await page.waitForURL(/\/login$/);
    await login(page, email, 'second-password-2');
    await page.waitForURL((u) => u.pathname.startsWith('/launchpad'));

    const again = await open(link);
    await again.getByLabel('New password').fill('third-password-3');
    await again.getByLabel('Confirm password').fill('third-password-3');
    await submit(again, again.locator('main form').getByRole('button', { name: 'Save new password' }));
    expect(await again.getByRole('alert').textContent()).toContain('This password reset link is invalid, has already been used or has expired.');
    expect(await again.title()).toMatch(/^Error: /);
  });

  it('accepts an invitation', async () => {
    const email = unique('invited', js);
    const token = `e2e-invitation-${js ? 'js' : 'nojs'}-${Date.now().toString(36)}`;
    await withServerDb(async (db) => {
      const client = await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
      await db
        .insertInto('memberships')
        .values({
          clientId: client.id, userId: null, email, firstname: 'Cal', lastname: 'Hand', role: 'Reporting User', invoices: 0, reports: 1,
          primaryAccounting: 0, primaryReporting: 0, invitationTokenHash: hashToken(token), invitationExpiresAt: null, acceptedAt: null,
        })
        .execute();
    });
    const page = await open(`/accept-invitation/${token}`);
    expect(await page.locator('main').textContent()).toContain('You have been invited to Napa Ridge Cellars');
    expect(await page.getByLabel('First name').inputValue()).toBe('Cal');
    await page.getByLabel('New password').fill('cellar-pass-1');
    await page.getByLabel('Confirm password').fill('cellar-pass-1');
    await submit(page, page.locator('main form').getByRole('button', { name: 'Create account and accept' }));
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    expect(await page.locator('.account-menu').textContent()).toContain('Napa Ridge Cellars');
  });

  it.each([
    ['godmode@example.com', '/launchpad'],
    ['admin@example.com', '/launchpad'],
    ['owner@example.com', '/dashboard'],
    ['full@example.com', '/dashboard'],
    ['reporting@example.com', '/dashboard'],
    ['billing@example.com', '/dashboard/billing'],
    ['newcomer@example.com', '/launchpad'],
  ])('lands %s under %s', async (email, where) => {
    if (email === 'newcomer@example.com') {
      // Journeys share one server and another one (portal) lets newcomer@ create a client:
      // start from the demo state, linked to no client.
      await withServerDb(async (db) => {
        const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
        await db.deleteFrom('memberships').where('userId', '=', user.id).execute();
        await db.updateTable('users').set({ lastClientId: null }).where('id', '=', user.id).execute();
      });
    }
    const page = await open();
    await login(page, email);
    await page.waitForURL((u) => u.pathname.startsWith(where));
    expect(pathOf(page).startsWith(where)).toBe(true);
  });

  it('returns to /dashboard/results after a signed-out visit and login', async () => {
    const page = await open('/dashboard/results', { audit: false });
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard%2Fresults/);
    await page.getByLabel('E-mail').fill('full@example.com');
    await page.getByLabel('Password').fill('harvest-2026');
    await submit(page, page.locator('main form').getByRole('button', { name: 'Log in' }), { audit: false });
    await page.waitForURL((u) => u.pathname === '/dashboard/results');
  });

  it('switches clients from the account menu; a Reporting User on credit hold stays with a warning', async () => {
    const page = await open();
    await login(page, 'reporting@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await visit(page, '/about-us');
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    await submit(page, page.locator('.account-menu').getByRole('button', { name: /Redwood Coast Brewing/ }));
    await page.waitForURL((u) => u.pathname === '/about-us');
    const warning = page.locator('.flash-warning');
    expect(await warning.textContent()).toContain('is on credit hold');
    expect(await warning.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    expect(await page.locator('.account-menu').textContent()).toMatch(/Redwood Coast Brewing Co\.\s*\(last used\)/);
    await submit(page, page.locator('.account-menu').getByRole('button', { name: /Napa Ridge Cellars/ }));
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  });

  it('sends other roles choosing a credit-hold client to billing', async () => {
    const page = await open();
    await login(page, 'mike.oconnell@redwoodcoastbrewing.example');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await visit(page, '/about-us');
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    await page.locator('.account-menu').getByRole('button', { name: /Redwood Coast Brewing/ }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/billing');
  });

  it('dismisses a notification and comes back to the same page', async () => {
    const page = await open();
    await login(page, js ? 'owner@example.com' : 'full@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await visit(page, '/about-us');
    const bar = page.getByRole('region', { name: 'Laboratory messages' });
    const count = async () => Number((await bar.locator('summary').first().textContent())?.match(/(\d+) message/)?.[1] ?? 0);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    if ((await bar.locator('details').first().getAttribute('open')) === null) await bar.locator('summary').first().click();
    await submit(page, bar.getByRole('button', { name: /^Dismiss/ }).first());
    await page.waitForURL((u) => u.pathname === '/about-us');
    await expect.poll(async () => ((await bar.count()) ? count() : 0)).toBe(before - 1);
  });

  it('reveals the rest of a long notification with ...more', async () => {
    const page = await open('/');
    const bar = page.getByRole('region', { name: 'Laboratory messages' });
    const more = bar.locator('details.more').first();
    if ((await bar.locator('details').first().getAttribute('open')) === null) await bar.locator('summary').first().click();
    // Each message is one line (its title) until opened.
    const message = bar.locator('details.notification-item').filter({ has: page.locator('details.more') }).first();
    expect(await more.isVisible()).toBe(false);
    await message.locator('summary').first().click();
    expect(await more.getAttribute('open')).toBeNull();
    await more.locator('summary').click();
    expect(await more.getAttribute('open')).not.toBeNull();
  });

  it('opens the header menus from the keyboard', async () => {
    const page = await open('/');
    const menu = page.locator('header details').filter({ has: page.locator('summary', { hasText: 'About us' }) });
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).not.toBeNull();
    expect(await menu.getByRole('link', { name: 'Our story' }).isVisible()).toBe(true);
  });

  it('slows down after five wrong passwords, with the same message whether or not the account exists', async () => {
    const page = await open();
    // One known account in one run, an unknown address in the other: the page must not tell them apart.
    const email = js ? 'no-such-person@winery.example' : 'grace.kim@napa-ridge.example';
    for (let i = 0; i < 4; i++) await login(page, email, `not-the-password-${i}`);
    expect(await page.getByRole('alert').textContent()).toContain('The e-mail address or password is not correct.');
    // The fifth failure starts a one-minute wait (then 2, 4, 8, 15 minutes: slowed, never locked for good).
    await login(page, email, 'not-the-password-4');
    expect(await page.getByRole('alert').textContent()).toContain('Too many failed sign-in attempts. Please wait 1 minute and try again');
    // While it lasts, even the right password waits (this browser never signed in to the account).
    if (!js) await login(page, email);
    else await login(page, email, 'not-the-password-5');
    expect(await page.getByRole('alert').textContent()).toContain('Too many failed sign-in attempts. Please wait 1 minute and try again');
    expect(await page.title()).toMatch(/^Error: /);
  });
});
