/**
 * Client settings, without and with JavaScript (issue 17): the client administrator adds a
 * location (US masks), edits it, deletes it after the confirmation step, and switches the mailed
 * copies (putting them back: other journeys share the server). axe runs on every page.
 */
import { expect, it } from 'vitest';
import { type Locator, type Page, journeys } from './support.ts';

const PATH = '/dashboard/client-settings';

journeys('client settings', ({ js, open, visit, submit, login, audit }) => {
  const label = `Barrel room ${js ? 'js' : 'nojs'}`;
  async function asOwner() {
    const page = await open('/');
    await login(page, 'owner@example.com');
    await visit(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'Client settings' }).waitFor();
    return page;
  }
  async function submitSeeing(page: Page, target: Locator, text: string) {
    await submit(page, target, { audit: false });
    await page.getByRole('status').filter({ hasText: text }).waitFor();
    await audit(page);
  }

  it('adds a location', async () => {
    const page = await asOwner();
    await submit(page, page.getByRole('button', { name: 'Add a location' }));
    const form = page.locator('#add-location');
    await form.getByLabel(/^Label/).fill(label);
    await form.getByLabel('Street', { exact: true }).fill('300 Cellar Lane');
    await form.getByLabel('City').fill('Calistoga');
    await form.locator('#add-state').selectOption('CA');
    await form.getByLabel('Postal code').fill('94515');
    await form.getByLabel('Phone').fill('707 555 0142');
    await submitSeeing(page, form.getByRole('button', { name: 'Save location' }), 'The location was added.');
    const card = page.locator('details', { hasText: label });
    await card.locator('summary').click();
    expect(await card.textContent()).toContain('707-555-0142');
  });

  it('edits the location', async () => {
    const page = await asOwner();
    const card = page.locator('details', { hasText: label });
    await card.locator('summary').click();
    await submit(page, card.getByRole('link', { name: `Edit ${label}` }));
    const form = page.locator(`form[aria-label="Edit ${label}"]`);
    await form.getByLabel('City').fill('St. Helena');
    await form.getByLabel('Receives reports').check();
    await submitSeeing(page, form.getByRole('button', { name: 'Save location' }), 'The location was saved.');
    const saved = page.locator('details', { hasText: label });
    await saved.locator('summary').click();
    expect(await saved.textContent()).toContain('St. Helena, CA 94515');
  });

  it('deletes the location after confirmation', async () => {
    const page = await asOwner();
    const card = page.locator('details', { hasText: label });
    await card.locator('summary').click();
    await submit(page, card.getByRole('link', { name: `Delete ${label}` }));
    await submitSeeing(page, page.getByRole('button', { name: 'Delete the location' }), 'The location was deleted.');
    expect(await page.locator('details', { hasText: label }).count()).toBe(0);
  });

  it('switches mailed copies', async () => {
    const page = await asOwner();
    await page.getByLabel('Mail paper copies of invoices').uncheck();
    await submitSeeing(page, page.getByRole('button', { name: 'Save mailed copies' }), 'Mailed copies were updated.');
    expect(await page.getByLabel('Mail paper copies of invoices').isChecked()).toBe(false);
    expect(await page.getByLabel('Mail paper copies of reports').isChecked()).toBe(true);
    await page.getByLabel('Mail paper copies of invoices').check();
    await submitSeeing(page, page.getByRole('button', { name: 'Save mailed copies' }), 'Mailed copies were updated.');
    expect(await page.getByLabel('Mail paper copies of invoices').isChecked()).toBe(true);
  });
});
