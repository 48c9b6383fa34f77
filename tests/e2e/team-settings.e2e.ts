/**
 * Team settings, without and with JavaScript: the client administrator invites an
 * existing user (listed as invited, the same answer as for anyone; the user opens the e-mailed
 * link signed in and accepts, without setting a password) and invites a new address, changes a role and the switches, sets the primary
 * contacts, removes a member (choosing the replacement primary contact) and cancels the
 * invitation, and reads the change history; a Full User sees the page read-only. Each run
 * works on its own people (Willamette Hollow's Hannah without JavaScript, Ivy with it) and puts
 * the primary contacts back, since other journeys share the server. axe runs on every page.
 */
import { expect, it } from 'vitest';
import { signInTo } from './database.ts';
import { type Locator, type Page, journeys, lastMailTo } from './support.ts';

const PATH = '/dashboard/teams-settings';

journeys('team settings', ({ js, open, visit, submit, login, audit }) => {
  const person = js ? { email: 'ivy.brooks@willamette-hollow.example', name: 'Ivy Brooks' } : { email: 'hannah.olsen@willamette-hollow.example', name: 'Hannah Olsen' };
  const invitee = `cellar-${js ? 'js' : 'nojs'}-${Date.now().toString(36)}@napa-ridge.example`;
  const row = (page: Page, text: string) => page.locator('.member-table tbody tr', { hasText: text });
  /** Submits and reads the flash message before the audit (the message fades after 5 s), then audits. */
  async function submitSeeing(page: Page, target: Locator, text: string) {
    await submit(page, target, { audit: false });
    await page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).waitFor({ state: 'attached' });
    await audit(page);
  }

  async function asOwner(viaMenu = false) {
    await signInTo('owner@example.com', 'C10234');
    const page = await open('/');
    await login(page, 'owner@example.com');
    if (viaMenu) {
      await visit(page, '/dashboard/results');
      await submit(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team settings' }));
    } else await visit(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'Team settings' }).waitFor();
    return page;
  }
  async function addMember(page: Page, email: string, role: string, seeing?: string) {
    await submit(page, page.getByRole('button', { name: 'Add a team member' }));
    expect(await page.getByLabel('Role', { exact: true }).inputValue()).toBe('Full User');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption(role);
    if (seeing) await submitSeeing(page, page.getByRole('button', { name: 'Add member' }), seeing);
    else await submit(page, page.getByRole('button', { name: 'Add member' }));
  }

  it('refuses a bad e-mail with the error summary, keeping what was typed', async () => {
    const page = await asOwner();
    await addMember(page, 'not an address', 'Full User');
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Please enter a valid e-mail address');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('not an address');
    expect(await page.title()).toMatch(/^Error: Team settings/);
  });

  it('invites an existing user, who accepts on the e-mailed link\'s page (no password asked)', async () => {
    const page = await asOwner(true);
    await addMember(page, person.email, 'Billing User', `An invitation was sent to ${person.email}.`);
    // The same answer as for an unknown address: listed as invited, no name from the account.
    expect(await row(page, person.email).textContent()).toContain('Invited');
    expect(await row(page, person.name).count()).toBe(0);
    const mail = lastMailTo(person.email, /^Invitation to a client team/)!;
    expect(mail.text).toContain('Elena Marquez (owner@example.com) invites you to join the client "Napa Ridge Cellars"');
    expect(mail.text).toContain('as Billing User');
    const link = new URL(mail.text.match(/https?:\/\/\S+\/accept-invitation\/[A-Za-z0-9_-]+/)![0]);
    // The invitee opens the link signed out: asked to log in, then brought back to answer.
    const invitee = await open(link.pathname);
    await invitee.waitForURL(/\/login\?/);
    expect(await invitee.getByLabel('E-mail').inputValue()).toBe(person.email);
    await invitee.getByLabel('Password').fill('harvest-2026');
    await submit(invitee, invitee.locator('main form').getByRole('button', { name: 'Log in' }));
    await invitee.getByRole('heading', { level: 1, name: 'Your invitation' }).waitFor();
    expect(await invitee.locator('input[type="password"]').count()).toBe(0);
    expect(await invitee.getByText(`You have been invited to join Napa Ridge Cellars as Billing User. You are signed in as ${person.email}`).count()).toBe(1);
    await submitSeeing(invitee, invitee.getByRole('button', { name: 'Accept the invitation to Napa Ridge Cellars' }), 'You joined Napa Ridge Cellars.');
    expect(new URL(invitee.url()).pathname).toBe('/launchpad/clients');
    await page.goto(PATH);
    expect(await page.getByLabel(`Role of ${person.name}`).inputValue()).toBe('Billing User');
    expect(await row(page, person.email).textContent()).not.toContain('Invited');
  });

  it('invites a new address and resends the invitation', async () => {
    const page = await asOwner();
    await addMember(page, invitee, 'Reporting User', `An invitation was sent to ${invitee}.`);
    expect(await row(page, invitee).textContent()).toContain('Invited');
    expect(lastMailTo(invitee, /^Invitation to a client team/)?.text).toContain('as Reporting User');
    await submitSeeing(page, row(page, invitee).getByRole('button', { name: `Resend invitation to ${invitee}` }), `The invitation was sent again to ${invitee}.`);
  });

  it('changes a role and the switches', async () => {
    const page = await asOwner();
    await page.getByLabel(`Role of ${person.name}`).selectOption('Reporting User');
    await page.getByLabel(`${person.name} receives reports`).check();
    await submitSeeing(page, page.getByRole('button', { name: `Save changes to ${person.name}` }), 'The team member was updated.');
    await page.goto(PATH);
    expect(await page.getByLabel(`Role of ${person.name}`).inputValue()).toBe('Reporting User');
    expect(await page.getByLabel(`${person.name} receives reports`).isChecked()).toBe(true);
    // The administrator's own role is shown, not offered.
    expect(await page.getByLabel('Role of Elena Marquez').isDisabled()).toBe(true);
  });

  it('sets the primary contacts', async () => {
    const page = await asOwner();
    await page.getByLabel('Primary reporting contact').selectOption({ label: `${person.name} (${person.email})` });
    await submitSeeing(page, page.getByRole('button', { name: 'Save primary contacts' }), 'The primary contacts were saved.');
    expect(await row(page, person.email).textContent()).toContain('Reporting contact');
  });

  it('removes a member after choosing who takes over', async () => {
    const page = await asOwner();
    await submit(page, page.getByRole('link', { name: `Remove ${person.name}` }));
    await page.getByRole('heading', { name: `Remove ${person.name} from the team?` }).waitFor();
    // The demo's primary reporting contact comes back.
    await page.getByLabel('New primary reporting contact').selectOption({ label: 'Jacob Turner (full@example.com)' });
    await submitSeeing(page, page.getByRole('button', { name: 'Remove from the team' }), 'The team member was removed.');
    expect(await row(page, person.email).count()).toBe(0);
    expect(await row(page, 'full@example.com').textContent()).toContain('Reporting contact');
  });

  it('cancels the invitation after confirmation', async () => {
    const page = await asOwner();
    await submit(page, row(page, invitee).getByRole('link', { name: `Cancel invitation of ${invitee}` }));
    await submitSeeing(page, page.getByRole('button', { name: 'Cancel the invitation' }), 'The invitation was cancelled.');
    expect(await row(page, invitee).count()).toBe(0);
  });

  it('reads the change history, filters it by kind and downloads it', async () => {
    const page = await asOwner();
    const history = page.locator('.history-table');
    expect(await history.textContent()).toContain(`Team member · removed: ${person.name}`);
    await page.getByLabel('Show').selectOption('role');
    await submit(page, page.getByRole('button', { name: 'Filter' }));
    expect(new URL(page.url()).searchParams.get('kind')).toBe('role');
    const text = (await history.textContent()) ?? '';
    expect(text).toContain(`Role · changed: ${person.name}`);
    expect(text).not.toContain('Team member ·');
    const href = await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href');
    expect(href).toBe(`${PATH}/history.csv?kind=role`);
    const csv = await page.request.get(href!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(`role,changed,${person.name} <${person.email}>`);
  });

  it('shows the team read-only to a Full User', async () => {
    const page = await open('/');
    await login(page, 'full@example.com');
    await visit(page, PATH);
    await page.getByText('Only an Administrator of this client can change the team.').waitFor();
    expect(await page.getByRole('button', { name: 'Add a team member' }).count()).toBe(0);
    expect(await page.getByLabel('Primary accounting contact').isDisabled()).toBe(true);
    expect(await page.getByLabel('Role of Elena Marquez').isDisabled()).toBe(true);
    expect(await page.locator('.history-table').count()).toBe(0);
  });
});
