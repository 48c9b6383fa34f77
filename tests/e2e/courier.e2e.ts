/**
 * Request courier journeys (document 2 §2, §4, §5), without and with JavaScript, axe on every
 * page: a Full User requests a pick-up (through "schedule for tomorrow" when the same-day
 * cut-off has passed), sees the sent panel and the request in the list and opens its details;
 * a missing phone shows the error summary naming the field; narrow screens get cards.
 */
import { expect, it } from 'vitest';
import { journeys, lastMailTo, type JourneyTools, type Page } from './support.ts';

const PAGE = '/dashboard/shop/request-courier';

/** The form, through the same-day notice's "Schedule for tomorrow" link when it is after 10:00 AM Pacific. */
async function openForm(page: Page, { visit, submit }: JourneyTools) {
  await visit(page, PAGE);
  const tomorrow = page.getByRole('button', { name: /^Schedule for / });
  if (await tomorrow.count()) await submit(page, tomorrow);
  await expect.poll(() => page.getByLabel('Company address').count()).toBe(1);
}

/** The first address a courier can pick up from (the seed's PO box is listed but disabled). */
async function chooseStreetAddress(page: Page) {
  const select = page.getByLabel('Company address');
  expect(await select.locator('option', { hasText: 'PO box: no courier pick-up' }).first().isDisabled()).toBe(true);
  const value = await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  await select.selectOption(value!);
}

journeys('request courier', (tools) => {
  const { js, open, submit } = tools;

  it('a full user requests a pick-up, sees it sent and in the list, and opens its details', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 }, as: 'full@example.com' });
    await openForm(page, tools);
    await chooseStreetAddress(page);
    await page.getByLabel('Phone').fill('707-555-0142');
    const note = `Cooler by the door (${js ? 'js' : 'no js'})`;
    await page.getByLabel(/Special instructions/).fill(note);
    await submit(page, page.getByRole('button', { name: 'Request courier' }));
    await expect.poll(() => page.getByRole('heading', { name: 'Request sent' }).count()).toBe(1);
    const id = new URL(page.url()).searchParams.get('sent');
    expect(id).toMatch(/^\d+$/);
    expect(lastMailTo('lab@lab.example', new RegExp(`Courier request ${id} `))).toBeTruthy();

    // OK returns to the form.
    await submit(page, page.getByRole('button', { name: 'OK', exact: true }));
    await expect.poll(() => page.getByRole('heading', { name: 'Request sent' }).count()).toBe(0);

    const row = page.locator('.courier-table tbody tr').first();
    expect(await row.locator('th').textContent()).toBe(id);
    expect(await row.locator('.courier-status').textContent()).toBe('Received');
    await submit(page, row.getByRole('link', { name: `Details of request ${id}` }));
    const dialog = page.locator('dialog.courier-details');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(note);
    expect(await dialog.textContent()).toContain('Awaiting confirmation');
    await submit(page, dialog.getByRole('link', { name: 'Close' }));
    await expect.poll(() => page.locator('dialog.courier-details').count()).toBe(0);
  });

  it('names the missing phone in the error summary; narrow screens get cards', async () => {
    const page = await open(undefined, { viewport: { width: 420, height: 900 }, as: 'full@example.com' });
    await openForm(page, tools);
    await chooseStreetAddress(page);
    await page.getByLabel('Phone').fill('');
    await submit(page, page.getByRole('button', { name: 'Request courier' }));
    const summary = page.locator('.error-summary');
    await expect.poll(() => summary.count()).toBe(1);
    expect(await summary.textContent()).toContain('Phone is required');
    expect(await page.title()).toMatch(/^Error: Request Courier/);
    expect(await page.locator('.courier-cards').isVisible()).toBe(true);
    expect(await page.locator('.courier-table').isVisible()).toBe(false);
  });

  it('a client awaiting the lab’s approval sees a notice with the lab’s phone instead of the form', async () => {
    const page = await open(undefined, { as: 'wes.holloway@limestoneterrace.example' });
    await tools.visit(page, PAGE);
    const notice = page.locator('.client-approval');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.getByRole('heading').textContent()).toBe('Awaiting the laboratory’s approval');
    expect(await notice.textContent()).toContain('Limestone Terrace Estate is awaiting the laboratory’s approval');
    expect(await notice.getByRole('link', { name: '(707) 963-4806' }).count()).toBe(1);
    expect(await page.getByLabel('Company address').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Request courier' }).count()).toBe(0);
  });
});
