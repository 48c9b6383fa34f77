/**
 * User settings, without and with JavaScript: open it from the account menu, change the phone
 * and see it saved (then put the demo user's phone back, other journeys share the server); a
 * bad value shows the error summary; a password change on a freshly signed-up account (never a
 * demo account's password) ends in signing in with the new one. axe runs on every page.
 */
import { expect, it } from 'vitest';
import { type Page, journeys, lastMailTo } from './support.ts';

const unique = (js: boolean) => `settings-${js ? 'js' : 'nojs'}-${Date.now().toString(36)}@winery.example`;

journeys('user settings', ({ js, open, visit, submit, login }) => {
  async function openSettings(page: Page) {
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    await submit(page, page.locator('.account-menu').getByRole('link', { name: /User settings for/ }));
    await page.getByRole('heading', { level: 1, name: 'User settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/launchpad/user-settings');
  }
  const phone = (page: Page) => page.getByLabel(/^Phone/);
  const saveProfile = (page: Page) => submit(page, page.getByRole('button', { name: 'Save profile' }));

  it('changes the phone from the account menu and shows it saved', async () => {
    const page = await open('/');
    await login(page, 'full@example.com');
    await openSettings(page);
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('full@example.com');
    expect(await page.getByRole('textbox', { name: 'E-mail' }).getAttribute('readonly')).not.toBeNull();
    const before = await phone(page).inputValue();

    await phone(page).fill('707-555-0177');
    await saveProfile(page);
    await page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Your profile has been saved.' }).waitFor({ state: 'attached' });
    expect(await phone(page).inputValue()).toBe('707-555-0177');
    await visit(page, '/launchpad/user-settings');
    expect(await phone(page).inputValue()).toBe('707-555-0177');

    // put the demo user back as it was
    await phone(page).fill(before);
    await saveProfile(page);
    await page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Your profile has been saved.' }).waitFor({ state: 'attached' });
    expect(await phone(page).inputValue()).toBe(before);
  });

  it('shows the error summary for a bad phone and an empty name, and a wrong current password', async () => {
    const page = await open('/');
    await login(page, 'full@example.com');
    await visit(page, '/launchpad/user-settings');
    await phone(page).fill('call me');
    await page.getByLabel('First name').fill('');
    await saveProfile(page);
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('First name is required');
    expect(await summary.textContent()).toContain('Enter the phone with digits');
    expect(await page.title()).toMatch(/^Error: User settings/);
    expect(await phone(page).getAttribute('aria-invalid')).toBe('true');

    await visit(page, '/launchpad/user-settings');
    expect(await page.getByLabel('First name').inputValue()).toBe('Jacob');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
    await submit(page, page.getByRole('button', { name: 'Change password' }));
    await summary.waitFor();
    expect(await summary.textContent()).toContain('The current password is not correct');
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
  });

  it('changes the password of a fresh account; the new one signs in', async () => {
    const page = await open('/');
    const email = unique(js);
    await visit(page, '/signup');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('New password', { exact: true }).fill('Sangiovese-barrel-4471');
    await page.getByLabel('Confirm password').fill('Sangiovese-barrel-4471');
    await submit(page, page.locator('main form').getByRole('button', { name: 'Create account' }));
    await page.waitForURL(/\/login\?email=/);
    const mail = lastMailTo(email, /Confirm/);
    const link = mail?.text.match(/https?:\/\/\S+\/confirmation\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await visit(page, new URL(link!).pathname);
    await login(page, email, 'Sangiovese-barrel-4471');
    await page.waitForURL((u) => u.pathname.startsWith('/launchpad'));

    await visit(page, '/launchpad/user-settings');
    await page.getByLabel('Current password').fill('Sangiovese-barrel-4471');
    await page.getByLabel('New password', { exact: true }).fill('Zinfandel-tank-9382');
    await page.getByLabel('Confirm new password').fill('Zinfandel-tank-9382');
    await submit(page, page.getByRole('button', { name: 'Change password' }));
    await page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Your password has been changed.' }).waitFor({ state: 'attached' });
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    await page.locator('summary', { hasText: 'My Accounts' }).click();
    await submit(page, page.locator('.account-menu').getByRole('button', { name: 'Log out' }));
    await login(page, email, 'Zinfandel-tank-9382');
    await page.waitForURL((u) => u.pathname.startsWith('/launchpad'));
  });
});
