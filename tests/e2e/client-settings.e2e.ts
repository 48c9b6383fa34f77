/**
 * Client settings, without and with JavaScript: the client administrator adds a
 * location (US masks), edits it, deletes it after the confirmation step, and switches the mailed
 * copies (putting them back: other journeys share the server), and adds a fax number (a bad
 * number refused next to the field, keeping what was typed), edits it and deletes it. axe runs on
 * every page.
 */
import { expect, it } from 'vitest';
import { signInTo } from './database.ts';
import { type Locator, type Page, journeys } from './support.ts';

const PATH = '/dashboard/client-settings';

journeys('client settings', ({ js, open, visit, submit, login, audit }) => {
  const label = `Barrel room ${js ? 'js' : 'nojs'}`;
  const faxLabel = `Cellar fax ${js ? 'js' : 'nojs'}`;
  const faxDigits = js ? '7075550161' : '7075550162';
  const faxShown = `(707) 555-${faxDigits.slice(6)}`;
  async function asOwner() {
    await signInTo('owner@example.com', 'C10234');
    const page = await open('/');
    await login(page, 'owner@example.com');
    await visit(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'Client settings' }).waitFor();
    return page;
  }
  async function submitSeeing(page: Page, target: Locator, text: string) {
    await submit(page, target, { audit: false });
    await page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).waitFor({ state: 'attached' });
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

  it('adds a fax number: a bad number is refused next to the field, then it is saved in the usual spelling', async () => {
    const page = await asOwner();
    await submit(page, page.getByRole('button', { name: 'Add a fax number' }));
    const form = page.locator('#add-fax');
    await form.getByLabel('Fax number').fill('555-01');
    await form.getByLabel(/^Label/).fill(faxLabel);
    await submit(page, form.getByRole('button', { name: 'Save fax number' }));
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Enter a fax number with its area code');
    expect(await page.locator('#add-fax').getByLabel('Fax number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#add-fax').getByLabel(/^Label/).inputValue()).toBe(faxLabel);
    await page.locator('#add-fax').getByLabel('Fax number').fill(`${faxDigits.slice(0, 3)}.${faxDigits.slice(3, 6)}.${faxDigits.slice(6)}`);
    await page.locator('#add-fax').getByLabel('Receives invoices').check();
    await submitSeeing(page, page.locator('#add-fax').getByRole('button', { name: 'Save fax number' }), 'The fax number was added.');
    // With JavaScript the answer takes the focus (a screen reader reads it; the keyboard goes on from it).
    if (js) expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('The fax number was added.');
    const item = page.locator('.fax-list li', { hasText: faxLabel });
    expect(await item.textContent()).toContain(faxShown);
    expect(await item.textContent()).toContain('Receives reports and invoices');
  });

  it('edits the fax number and deletes it after confirmation', async () => {
    const page = await asOwner();
    const name = `${faxLabel} (${faxShown})`;
    await submit(page, page.getByRole('link', { name: `Edit the fax number ${name}` }));
    const form = page.locator(`form[aria-label="Edit the fax number ${name}"]`);
    await form.getByLabel('Receives reports').uncheck();
    await submitSeeing(page, form.getByRole('button', { name: 'Save fax number' }), 'The fax number was saved.');
    expect(await page.locator('.fax-list li', { hasText: faxLabel }).textContent()).toContain('Receives invoices');
    await submit(page, page.getByRole('link', { name: `Delete the fax number ${name}` }));
    await submitSeeing(page, page.getByRole('button', { name: 'Delete the fax number' }), 'The fax number was deleted.');
    expect(await page.locator('.fax-list li', { hasText: faxLabel }).count()).toBe(0);
  });
});
