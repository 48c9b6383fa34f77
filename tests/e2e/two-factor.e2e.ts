/**
 * Two-factor sign-in, without and with JavaScript, on accounts and a client made for the journey
 * (no demo account has it on, so the other journeys keep signing in with a password): the set-up
 * from user settings (the code is computed from the key the page shows as text), signing in with
 * a code, signing in with a recovery code, and a client Administrator requiring it, which sends a
 * member without it to the set-up. axe runs on every page.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { type Page, journeys } from './support.ts';
import { withServerDb } from './database.ts';
import { hashPassword } from '../../provider/services/passwords.ts';
import { decodeSecret, totpCodeAt, totpStep } from '../../provider/services/two-factor.ts';

const PASSWORD = 'Tempranillo-cask-6620';

/** An account (confirmed) with its own client, where it is the Administrator, and a Full User of it. */
async function makeAccounts(tag: string) {
  const hash = await hashPassword(PASSWORD);
  return withServerDb(async (db) => {
    const client = await db
      .insertInto('clients')
      .values({ code: `TF${tag.toUpperCase()}`.slice(0, 12), name: `Two Factor Cellars ${tag}`, officialBusinessName: `Two Factor Cellars ${tag}`, businessType: 'Corporation', status: 'Approved', primaryPhone: null, stateRegisteredIn: null, resignAgreement: 0, receivesMailedDocuments: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const emails = { admin: `tf-admin-${tag}@winery.example`, member: `tf-member-${tag}@winery.example` };
    for (const [role, email] of [['Administrator', emails.admin], ['Full User', emails.member]] as const) {
      const user = await db
        .insertInto('users')
        .values({ pid: randomUUID(), email, passwordHash: hash, firstname: 'Tess', lastname: 'Fields', phone: null, jobTitle: null, administrator: 0, godmode: 0, isBetaUser: 0, lastClientId: client.id, confirmedAt: '2026-01-01T00:00:00Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('memberships')
        .values({ clientId: client.id, userId: user.id, email, firstname: 'Tess', lastname: 'Fields', role, invoices: 0, reports: 0, primaryAccounting: 0, primaryReporting: 0, invitationTokenHash: null, invitationExpiresAt: null, acceptedAt: '2026-01-01T00:00:00Z' })
        .execute();
    }
    return emails;
  });
}

journeys('two-factor sign-in', ({ js, open, visit, submit, login }) => {
  const tag = `${js ? 'js' : 'nojs'}${Date.now().toString(36)}`;
  let accounts: { admin: string; member: string };
  let key: Uint8Array;
  let recoveryCodes: string[] = [];
  let lastStep = 0;

  /** A code the server has not seen yet: the current step's, or the next one's (one step of drift is allowed). */
  async function nextCode(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const step = totpStep(now);
      if (step > lastStep) {
        lastStep = step;
        return totpCodeAt(key, now);
      }
      if (step + 1 > lastStep) {
        lastStep = step + 1;
        return totpCodeAt(key, now + 30_000);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  async function logOut(page: Page) {
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    await submit(page, page.locator('.account-menu').getByRole('button', { name: 'Log out' }));
  }

  it('sets two-factor sign-in up from user settings: QR code, typed key, a code, ten recovery codes shown once', async () => {
    accounts = await makeAccounts(tag);
    const page = await open('/');
    await login(page, accounts.admin, PASSWORD);
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await visit(page, '/launchpad/user-settings');
    await submit(page, page.getByRole('link', { name: 'Set up two-factor sign-in' }));
    expect(new URL(page.url()).pathname).toBe('/launchpad/user-settings/two-factor');
    await submit(page, page.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await page.locator('.qr-code svg path').count()).toBeGreaterThan(0);
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    key = decodeSecret(secret);

    // a wrong code does not turn it on
    await page.getByLabel('Code', { exact: true }).fill(totpCodeAt(key, Date.now() + 5 * 60_000));
    await submit(page, page.getByRole('button', { name: 'Turn on' }));
    await page.locator('.error-summary').waitFor();
    expect(await page.locator('.error-summary').textContent()).toContain('That code is not right');
    expect(await page.title()).toMatch(/^Error: /);

    await page.getByLabel('Code', { exact: true }).fill(await nextCode());
    await submit(page, page.getByRole('button', { name: 'Turn on' }));
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    recoveryCodes = (await page.locator('.recovery-code-list').textContent())!.split('\n').filter(Boolean);
    expect(recoveryCodes).toHaveLength(10);
    const download = page.getByRole('link', { name: 'Download as a text file.' });
    expect(await download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(decodeURIComponent((await download.getAttribute('href'))!)).toContain(recoveryCodes[9]);

    await submit(page, page.getByRole('link', { name: 'I have saved my codes' }));
    await page.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('10 recovery codes left.');
    expect(await page.locator('main').textContent()).not.toContain(recoveryCodes[0]);
  });

  it('signs in with the password and a code from the app; a wrong code is refused', async () => {
    const page = await open('/');
    await login(page, accounts.admin, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/login/two-factor');
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill('000000');
    await submit(page, page.getByRole('button', { name: 'Sign in' }));
    await page.locator('.error-summary').waitFor();
    expect(await page.locator('.error-summary').textContent()).toContain('That code is not right');
    await page.getByLabel('Code', { exact: true }).fill(await nextCode());
    await submit(page, page.getByRole('button', { name: 'Sign in' }));
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await logOut(page);
  });

  it('signs in with a recovery code, once', async () => {
    const page = await open('/');
    await login(page, accounts.admin, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/login/two-factor');
    await submit(page, page.getByRole('link', { name: 'Use a recovery code' }));
    await page.getByLabel('Recovery code').fill(recoveryCodes[0].toLowerCase());
    await submit(page, page.getByRole('button', { name: 'Sign in' }));
    // a lost phone, most likely: to the set-up, where new codes are one step away
    await page.waitForURL((u) => u.pathname === '/launchpad/user-settings/two-factor');
    await page.getByText('You signed in with a recovery code. 9 codes are left.').waitFor({ state: 'attached' });
    expect(await page.locator('main').textContent()).toContain('9 recovery codes left.');
    await logOut(page);

    await login(page, accounts.admin, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/login/two-factor');
    await visit(page, '/login/two-factor?recovery=1');
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await submit(page, page.getByRole('button', { name: 'Sign in' }));
    await page.locator('.error-summary').waitFor();
    expect(await page.locator('.error-summary').textContent()).toContain('That recovery code is not right');
  });

  it('a client Administrator requires it; a member without it is sent to the set-up', async () => {
    const page = await open('/');
    await login(page, accounts.admin, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/login/two-factor');
    await page.getByLabel('Code', { exact: true }).fill(await nextCode());
    await submit(page, page.getByRole('button', { name: 'Sign in' }));
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await visit(page, '/dashboard/client-settings');
    await page.getByRole('switch', { name: 'Require two-factor sign-in for every member' }).check();
    await submit(page, page.getByRole('button', { name: 'Save' }).last());
    await page.getByText('The two-factor sign-in requirement was updated.').waitFor({ state: 'attached' });
    expect(await page.getByRole('switch', { name: 'Require two-factor sign-in for every member' }).isChecked()).toBe(true);
    await logOut(page);

    await login(page, accounts.member, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/launchpad/user-settings/two-factor');
    await page.getByText(`Two Factor Cellars ${tag} requires two-factor sign-in.`, { exact: false }).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
    // the dashboard stays closed until it is set up
    await visit(page, '/dashboard');
    expect(new URL(page.url()).pathname).toBe('/launchpad/user-settings/two-factor');
  });
});
