/**
 * Billing journeys (document 3 §2), without and with JavaScript, axe on every page: the
 * Billing User lands on billing, filters by status, pages, sends ticked invoices by e-mail
 * (the report with its attachments in the outbox) and resets; narrow screens get cards.
 */
import { expect, it } from 'vitest';
import { type Page, journeys, lastMailTo } from './support.ts';

journeys('billing', ({ js, open, submit, login, visit }) => {
  /** Send Invoices is the aside's second view, for site administrators: admin@ on Napa Ridge. */
  async function adminOnNapa(page: Page) {
    await login(page, 'admin@example.com');
    await visit(page, '/launchpad/clients');
    await submit(page, page.getByRole('button', { name: 'Napa Ridge Cellars' }).filter({ visible: true }).first());
  }

  it('a billing user lands on billing, filters by status, pages and sends invoices', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 } });
    await login(page, 'billing@example.com');
    await page.waitForURL((u) => u.pathname === '/dashboard/billing');
    await visit(page, '/dashboard/billing');
    await expect.poll(() => page.getByRole('heading', { name: 'Billing', level: 1 }).count()).toBe(1);
    expect(await page.locator('.billing-balance strong').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    const rows = page.locator('.invoice-table tbody tr');
    expect(await rows.count()).toBe(50);

    // Filter: unpaid only (with JavaScript the select submits itself; the button works either way).
    await page.getByLabel('Status').selectOption('UNPAID');
    if (js) await page.waitForURL(/status=UNPAID/);
    else await submit(page, page.getByRole('button', { name: 'Apply filters' }));
    if (js) await visit(page, page.url());
    expect(page.url()).toContain('status=UNPAID');
    const statuses = await page.locator('.invoice-table tbody .invoice-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Unpaid']));

    // Page: back to all, page 2.
    await visit(page, '/dashboard/billing');
    await submit(page, page.getByRole('link', { name: 'Go to page 2' }));
    await page.waitForURL(/page=2/);
    expect(await page.locator('.pagination a[aria-current="page"]').textContent()).toBe('2');

    // Send two ticked invoices (a site administrator, in the Send Invoices view).
    await page.context().clearCookies();
    await adminOnNapa(page);
    await visit(page, '/dashboard/billing?view=send&page=2');
    const boxes = page.locator('.invoice-table tbody input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    if (js) await expect.poll(() => page.locator('#invoice-counter').textContent()).toContain('2 / 20');
    const recipient = `books-${js ? 'js' : 'nojs'}@winery.example`;
    await page.getByLabel('Recipient e-mail').fill(recipient);
    await submit(page, page.getByRole('button', { name: 'Send', exact: true }));
    // The confirmation lists exactly the two ticked invoices; nothing is mailed until confirmed.
    await expect.poll(() => page.locator('.send-confirm tbody tr').count()).toBe(2);
    expect(lastMailTo(recipient, /Invoices of Napa Ridge Cellars/)).toBeFalsy();
    await submit(page, page.getByRole('button', { name: 'Confirm and send 2 invoices' }));
    await expect.poll(() => page.getByText(`The Selected Invoices Have Been Sent to ${recipient}`).count()).toBeGreaterThan(0);
    expect(page.url()).toContain('page=2');
    const mail = lastMailTo(recipient, /Invoices of Napa Ridge Cellars/);
    expect(mail).toBeTruthy();
    expect(mail!.attachments.some((a) => a.contentType === 'text/csv')).toBe(true);
    expect(await boxes.nth(0).isChecked()).toBe(false);

    // Reset.
    await submit(page, page.getByRole('button', { name: 'Reset' }));
    await expect.poll(() => page.getByText('Send Invoices Form Has Been Reset').count()).toBeGreaterThan(0);
  });

  it('sends only what stays ticked after a failed submit: one checkbox per invoice', async () => {
    const page = await open(undefined, { viewport: { width: 420, height: 900 } });
    await adminOnNapa(page);
    await visit(page, '/dashboard/billing?view=send');
    const boxes = page.locator('input[type="checkbox"][name="invoices"]');
    for (const n of [0, 1, 2]) await boxes.nth(n).check();
    // No recipient: the form fails and comes back with the three ticked.
    await submit(page, page.getByRole('button', { name: 'Send', exact: true }));
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('input[type="checkbox"][name="invoices"]:checked').count()).toBe(3);
    await boxes.nth(1).uncheck();
    await boxes.nth(2).uncheck();
    if (js) await expect.poll(() => page.locator('#invoice-counter').textContent()).toContain('1 / 20');
    const kept = await boxes.nth(0).getAttribute('value');
    const recipient = `one-${js ? 'js' : 'nojs'}@winery.example`;
    await page.getByLabel('Recipient e-mail').fill(recipient);
    await submit(page, page.getByRole('button', { name: 'Send', exact: true }));
    await expect.poll(() => page.locator('.send-confirm tbody tr').count()).toBe(1);
    expect(await page.locator('.send-confirm tbody th').textContent()).toBe(kept);
    await submit(page, page.getByRole('button', { name: 'Confirm and send 1 invoice' }));
    await expect.poll(() => page.getByText(`The Selected Invoices Have Been Sent to ${recipient}`).count()).toBeGreaterThan(0);
    const mail = lastMailTo(recipient, /Invoices of Napa Ridge Cellars/)!;
    expect(mail.text).toContain(kept!);
    expect(mail.text).toMatch(/sent you an invoice of/);
  });

  it('says what is wrong when nothing is ticked or the address is not one', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 } });
    await adminOnNapa(page);
    await visit(page, '/dashboard/billing?view=send');
    await page.getByLabel('Recipient e-mail').fill('not-an-address');
    await submit(page, page.getByRole('button', { name: 'Send', exact: true }));
    const summary = page.locator('.error-summary');
    await expect.poll(() => summary.count()).toBe(1);
    expect(await summary.textContent()).toContain('Enter a valid e-mail address');
    expect(await summary.textContent()).toContain('Select at least one invoice');
    expect(await page.title()).toMatch(/^Error: Billing/);
  });

  it('shows cards on a narrow screen, finance-charge note and the contact link for offline invoices', async () => {
    const page = await open(undefined, { viewport: { width: 420, height: 900 }, as: 'owner@example.com' });
    // owner@ administers two clients and other journeys may leave either active: choose Napa Ridge.
    await visit(page, '/launchpad/clients');
    await submit(page, page.getByRole('button', { name: 'Napa Ridge Cellars' }).filter({ visible: true }).first());
    await visit(page, '/dashboard/billing?size=150');
    // One table whose rows are laid out as cards: the header row is hidden, the rows are blocks.
    expect(await page.locator('.invoice-table tbody tr').first().evaluate((e) => getComputedStyle(e).display)).toBe('block');
    expect(await page.locator('.invoice-table thead').evaluate((e) => e.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    const note = page.locator('.invoice-table .finance-note').first();
    await note.locator('summary').click();
    expect(await note.textContent()).toContain('2% per month');
    const contact = page.locator('.invoice-table').getByRole('link', { name: /^Contact the provider for invoice/ }).first();
    expect(await contact.getAttribute('href')).toMatch(/^\/contact-us\?message=/);
  });
});
