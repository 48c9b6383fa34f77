/**
 * Your devices (user settings), without and with JavaScript: a fresh account (never a demo
 * account: the other journeys' sign-ins must not end) signs in from two browsers; the first sees
 * both, ends the other one, and the other is sent to sign in on its next page. Signed in again
 * there, "Sign out everywhere else" (which says how many) ends it again and keeps the first.
 * axe runs on every page.
 */
import { expect, it } from 'vitest';
import { type Page, journeys, lastMailTo } from './support.ts';

const PASSWORD = 'Tempranillo-cask-6620';
const unique = (js: boolean) => `devices-${js ? 'js' : 'nojs'}-${Date.now().toString(36)}@winery.example`;

journeys('your devices', ({ js, open, visit, submit, login }) => {
  async function freshAccount(page: Page): Promise<string> {
    const email = unique(js);
    await visit(page, '/signup');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await submit(page, page.locator('main form').getByRole('button', { name: 'Create account' }));
    await page.waitForURL(/\/login\?email=/);
    const link = lastMailTo(email, /Confirm/)?.text.match(/https?:\/\/\S+\/confirmation\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await visit(page, new URL(link!).pathname);
    return email;
  }
  async function signIn(page: Page, email: string) {
    await visit(page, '/login');
    await login(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname.startsWith('/launchpad'));
  }
  const devices = (page: Page) => page.locator('section.user-devices');
  const flashed = (page: Page, text: string) => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).waitFor({ state: 'attached' });
  async function sentToSignIn(page: Page) {
    await visit(page, '/launchpad/user-settings');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/launchpad/user-settings');
    await flashed(page, 'Your session has ended. Please log in again.');
  }

  it('signs in from two browsers; the first ends the other, which is sent to sign in', async () => {
    const first = await open('/');
    const email = await freshAccount(first);
    await signIn(first, email);
    const second = await open('/');
    await signIn(second, email);

    await visit(first, '/launchpad/user-settings');
    const list = devices(first);
    await list.getByRole('heading', { name: 'Your devices' }).waitFor();
    expect(await list.locator('li.device').count()).toBe(2);
    expect(await list.locator('li.device.current').getByText('This device').count()).toBe(1);
    expect(await list.getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(1);
    expect(await list.getByRole('button', { name: 'Sign out everywhere else (1 device)' }).count()).toBe(1);
    expect(await list.textContent()).toMatch(/Active now/);

    await submit(first, list.getByRole('button', { name: 'Sign out', exact: true }));
    await flashed(first, 'That device has been signed out.');
    expect(await devices(first).locator('li.device').count()).toBe(1);
    expect(await devices(first).textContent()).toContain('You are not signed in anywhere else.');

    await sentToSignIn(second);

    // signed in there again: "everywhere else" ends it once more and keeps this browser
    await signIn(second, email);
    await visit(first, '/launchpad/user-settings');
    await submit(first, devices(first).getByRole('button', { name: 'Sign out everywhere else (1 device)' }));
    await flashed(first, '1 other device has been signed out.');
    await sentToSignIn(second);
    await visit(first, '/launchpad/user-settings');
    expect(new URL(first.url()).pathname).toBe('/launchpad/user-settings');
  });
});
