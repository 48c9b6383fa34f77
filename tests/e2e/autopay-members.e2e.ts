/**
 * Autopay ended when its payer loses the billing right, without and with JavaScript, axe on every
 * page: a Billing User added to Columbia Bench Cellars (C12901, which no other journey pays for)
 * accepts the invitation, saves a card and sets autopay up with it; the administrator removes them on Team settings; the
 * payment methods page tells the administrator that autopay was ended and why (and the e-mail
 * says it too), no longer offers the former member's card, and the administrator sets autopay up
 * again with a card of her own, which clears the notice. Each run adds its own person (June Park
 * without JavaScript, Nina Patel with it) and leaves them out of the team again.
 */
import { expect, it } from 'vitest';
import { signInTo, withServerDb } from './database.ts';
import { JOURNEY_CARDS } from './payment-numbers.ts';
import { type Page, journeys, lastMailTo } from './support.ts';

const CLIENT = { code: 'C12901', name: 'Columbia Bench Cellars' };
const ADMIN = 'kara.lindqvist@columbiabench.example';
const METHODS = '/dashboard/billing/payment-methods';

journeys('autopay ended when its payer loses the billing right', ({ js, open, visit, submit, login }) => {
  // the administrator saves her card in both runs: a different expiry each time, as the same card twice is refused
  const adminMonth = js ? '11' : '10';
  const person = js ? { email: 'nina.patel@drycreekheritage.example', name: 'Nina Patel' } : { email: 'june@goldenhourwine.example', name: 'June Park' };

  async function signedIn(email: string, viewport = { width: 1280, height: 900 }) {
    await signInTo(email, CLIENT.code);
    const page = await open('/', { viewport });
    await login(page, email);
    return page;
  }
  async function saveCard(page: Page, number: string, first: string, last: string, month: string) {
    await visit(page, `${METHODS}?add=card`);
    await page.getByLabel('First name', { exact: true }).fill(first);
    await page.getByLabel('Last name', { exact: true }).fill(last);
    await page.getByLabel('Card number', { exact: true }).fill(number);
    // Months no other journey uses: the journeys share one server, and the same card saved twice is refused.
    await page.getByLabel('Expiry month', { exact: true }).selectOption(month);
    await page.getByLabel('Expiry year', { exact: true }).selectOption(String(new Date().getUTCFullYear() + 2));
    await page.getByLabel('Street', { exact: true }).fill('53600 North Sunset Road');
    await page.getByLabel('City', { exact: true }).fill('Benton City');
    await page.getByLabel('State', { exact: true }).fill('WA');
    await page.getByLabel('ZIP code', { exact: true }).fill('99320');
    await submit(page, page.getByRole('button', { name: 'Save card' }));
    await expect.poll(() => page.getByText('The card was saved.').count()).toBeGreaterThan(0);
  }
  async function turnOnAutopay(page: Page, method: string, month: string) {
    // Each saved method is named with what tells two of one kind apart: a card's expiry.
    await page.getByLabel('Payment method', { exact: true }).selectOption({ label: `${method} · expires ${month}/${new Date().getUTCFullYear() + 2}` });
    await page.getByLabel('Frequency', { exact: true }).selectOption('DAILY');
    await page.getByLabel('Active', { exact: true }).check();
    await submit(page, page.getByRole('button', { name: 'Save autopay' }));
    await expect.poll(() => page.locator('.autopay [role="status"]').first().textContent()).toMatch(/Autopay is active \(Daily\)/);
  }

  it('the administrator adds a Billing User, who sets autopay up with their card', async () => {
    const admin = await signedIn(ADMIN);
    await visit(admin, '/dashboard/teams-settings');
    await submit(admin, admin.getByRole('button', { name: 'Add a team member' }));
    await admin.getByLabel('E-mail', { exact: true }).fill(person.email);
    await admin.getByLabel('Role', { exact: true }).selectOption('Billing User');
    await submit(admin, admin.getByRole('button', { name: 'Add member' }));
    await expect.poll(() => admin.getByText(`An invitation was sent to ${person.email}.`).count()).toBeGreaterThan(0);

    // The person joins by accepting the invitation the e-mail links to.
    const link = new URL(lastMailTo(person.email, /^Invitation to a client team/)!.text.match(/https?:\/\/\S+\/accept-invitation\/[A-Za-z0-9_-]+/)![0]);
    const invitee = await open(link.pathname);
    await invitee.waitForURL(/\/login\?/);
    await invitee.getByLabel('Password').fill('harvest-2026');
    await submit(invitee, invitee.locator('main form').getByRole('button', { name: 'Log in' }));
    await submit(invitee, invitee.getByRole('button', { name: `Accept the invitation to ${CLIENT.name}` }));
    await expect.poll(() => invitee.getByText(`You joined ${CLIENT.name}.`).count()).toBeGreaterThan(0);
    await visit(admin, '/dashboard/teams-settings');
    expect(await admin.getByLabel(`Role of ${person.name}`).count()).toBe(1);

    const page = await signedIn(person.email, { width: 390, height: 900 });
    await saveCard(page, JOURNEY_CARDS.approved, person.name.split(' ')[0], person.name.split(' ')[1], '10');
    await turnOnAutopay(page, 'Visa ending in 4242', '10');
    // the schedule is the client's, in the person's name
    const schedule = await withServerDb((db) =>
      db.selectFrom('scheduled_payments as s').innerJoin('clients as c', 'c.id', 's.clientId').innerJoin('users as u', 'u.id', 's.userId').select(['c.code', 'u.email', 's.state']).where('c.code', '=', CLIENT.code).executeTakeFirst());
    expect(schedule).toEqual({ code: CLIENT.code, email: person.email, state: 'ACTIVE' });
  });

  it('the administrator removes them: autopay ends, the page and the e-mail say why, their card is no longer offered', async () => {
    const admin = await signedIn(ADMIN);
    await visit(admin, '/dashboard/teams-settings');
    await submit(admin, admin.getByRole('link', { name: `Remove ${person.name}` }));
    await admin.getByRole('heading', { name: `Remove ${person.name} from the team?` }).waitFor();
    await submit(admin, admin.getByRole('button', { name: 'Remove from the team' }));
    await expect.poll(() => admin.getByText('The team member was removed.').count()).toBeGreaterThan(0);

    const row = await withServerDb((db) =>
      db.selectFrom('scheduled_payments as s').innerJoin('clients as c', 'c.id', 's.clientId').select(['s.state', 's.endedReason', 's.endedAt', 's.paymentMethodId']).where('c.code', '=', CLIENT.code).executeTakeFirst());
    expect(row).toMatchObject({ state: 'INACTIVE', endedReason: 'member-removed', paymentMethodId: null });
    await visit(admin, METHODS);
    expect(await admin.locator('.autopay').textContent()).toContain('Autopay was ended');
    const notice = admin.locator('.autopay-ended');
    const said = (await notice.textContent())!;
    expect(said).toContain('Autopay was ended');
    expect(said).toContain(`because ${person.name}, who set it up, was removed from the team.`);
    expect(said).toContain('Their saved payment methods were removed from this client');
    expect(await admin.locator('.autopay').textContent()).toContain('Autopay is inactive.');
    expect(await admin.locator('main').textContent()).not.toContain('Visa ending in 4242');
    const mail = lastMailTo(ADMIN, new RegExp(`Autopay ended — ${CLIENT.name}`));
    expect(mail?.text).toContain(`${person.name} was removed from the team`);
    expect(lastMailTo(person.email, /Autopay/)).toBeUndefined();
  });

  it('the administrator sets autopay up again with her own card: the notice goes', async () => {
    const admin = await signedIn(ADMIN, { width: 390, height: 900 });
    await visit(admin, METHODS);
    // still there until autopay is saved again
    expect(await admin.locator('.autopay-ended').count()).toBe(1);
    await saveCard(admin, JOURNEY_CARDS.mastercard, 'Kara', 'Lindqvist', adminMonth);
    await turnOnAutopay(admin, 'Mastercard ending in 4444', adminMonth);
    expect(await admin.locator('.autopay-ended').count()).toBe(0);
  });
});
