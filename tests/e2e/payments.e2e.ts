/**
 * Paying invoices, without and with JavaScript, axe on every page: a billing user
 * ticks an unpaid invoice, sees it in the Make a Payment aside with the total, pays by card and
 * reads the receipt and its PDF (paying from a page loaded again, which the signed-in page cache
 * answers); a declined card lands on the receipt saying nothing was charged;
 * the payment methods page shows the card form's messages, saves a card and deletes it.
 */
import { expect, it } from 'vitest';
import { JOURNEY_CARDS } from './payment-numbers.ts';
import { pdfText } from '../helpers/pdf.ts';
import { journeys, lastMailTo } from './support.ts';

const CARD = { declined: JOURNEY_CARDS.declined, approved: JOURNEY_CARDS.mastercard };

journeys('payments', ({ js, open, submit, login, visit }) => {
  async function tickFirstUnpaid(page: import('./support.ts').Page) {
    await visit(page, '/dashboard/billing?status=UNPAID');
    const box = page.locator('.invoice-table input[name="selected"]').first();
    const number = (await box.getAttribute('value'))!;
    await box.check();
    // with JavaScript the tick posts itself; without, "Update selection" posts it
    if (js) await expect.poll(() => page.locator('.pay-lines tbody').textContent(), { timeout: 15_000 }).toContain(number);
    else await submit(page, page.getByRole('button', { name: 'Update selection' }));
    await expect.poll(() => page.locator('.pay-lines tbody').textContent()).toContain(number);
    return number;
  }

  it('pays an unpaid invoice by card and gets the receipt and its PDF', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 } });
    await login(page, 'billing@example.com');
    const number = await tickFirstUnpaid(page);
    // Loaded again: the second load is answered from the signed-in page cache, with an order key
    // of its own, and pays as a rendered page does.
    const here = new URL(page.url());
    await visit(page, here.pathname + here.search);
    await visit(page, here.pathname + here.search);
    expect(await page.locator('.pay-lines tbody').textContent()).toContain(number);
    const total = (await page.getByTestId('pay-total').textContent())!;
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
    await submit(page, page.locator('.billing-aside').getByRole('button', { name: `Pay ${total}` }));
    await page.waitForURL(/\/dashboard\/billing\/receipt\?order=ORD-/);
    await expect.poll(() => page.getByRole('heading', { name: 'Payment receipt', level: 1 }).count()).toBe(1);
    const body = (await page.locator('main').textContent())!;
    expect(body).toContain('Thank you for your payment.');
    expect(body).toContain(number);
    expect(body).toContain(total);
    expect(body).toContain('Visa ending in 4242');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download receipt' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-ORD-\d+\.pdf$/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    const receipt = await pdfText(await download.path());
    for (const part of [orderNumber, number, total, 'Visa ending in 4242']) expect(receipt, part).toContain(part);
    expect(lastMailTo('billing@example.com', new RegExp(`Payment receipt ${orderNumber}`))?.attachments[0].filename).toBe(`receipt-${orderNumber}.pdf`);
    await submit(page, page.getByRole('button', { name: 'Return to billing' }));
    expect(await page.locator('.pay-lines').count()).toBe(0);
  });

  it('adds a card (with its messages first), pays with a declined card, and deletes it', async () => {
    const page = await open(undefined, { viewport: { width: 390, height: 900 } });
    await login(page, 'billing@example.com');
    await visit(page, '/dashboard/billing/payment-methods?add=card');
    await submit(page, page.getByRole('button', { name: 'Save card' }));
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('.error-summary').textContent()).toContain('Card number is a required field');
    // an empty form says only what is required: no expiry message, in the summary or under the expiry
    const emptyForm = (await page.locator('#add-method').textContent())!;
    for (const m of ['Expiry month is a required field', 'Expiry year is a required field']) expect(emptyForm).toContain(m);
    expect(emptyForm).not.toContain('The card has expired');
    // A number failing the Luhn check. (An expiry month already past this year depends on the
    // server's clock, which a journey cannot set: payments-app.test.ts checks it on a fixed clock.)
    await page.getByLabel('Card number', { exact: true }).fill(JOURNEY_CARDS.luhnFails);
    await submit(page, page.getByRole('button', { name: 'Save card' }));
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('Enter a valid card number.');
    expect(await page.content()).not.toContain(JOURNEY_CARDS.luhnFails);
    // A valid number of a brand the lab does not take (JCB).
    await page.getByLabel('Card number', { exact: true }).fill(JOURNEY_CARDS.otherBrand);
    await submit(page, page.getByRole('button', { name: 'Save card' }));
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('We accept Visa, Mastercard, American Express and Discover.');
    await page.getByLabel('First name', { exact: true }).fill('Laura');
    await page.getByLabel('Last name', { exact: true }).fill('Chen');
    await page.getByLabel('Card number', { exact: true }).fill(CARD.declined);
    await page.getByLabel('Expiry month', { exact: true }).selectOption('12');
    await page.getByLabel('Expiry year', { exact: true }).selectOption(String(new Date().getUTCFullYear() + 2));
    await page.getByLabel('Street', { exact: true }).fill('1 Vine St');
    await page.getByLabel('City', { exact: true }).fill('Napa');
    await page.getByLabel('State', { exact: true }).fill('CA');
    await page.getByLabel('ZIP code', { exact: true }).fill('94558');
    await submit(page, page.getByRole('button', { name: 'Save card' }));
    await expect.poll(() => page.getByText('The card was saved.').count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toContain('Visa ending in 0002');

    await tickFirstUnpaid(page);
    await page.getByLabel(/Visa ending in 0002/).check();
    const total = (await page.getByTestId('pay-total').textContent())!;
    await submit(page, page.locator('.billing-aside').getByRole('button', { name: `Pay ${total}` }));
    await page.waitForURL(/\/dashboard\/billing\/receipt/);
    const body = (await page.locator('main').textContent())!;
    expect(body).toContain('Nothing was charged.');
    expect(body).toContain('The card was declined.');

    await visit(page, '/dashboard/billing/payment-methods');
    await submit(page, page.getByRole('link', { name: 'Delete Visa ending in 0002' }));
    if (js) await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    else await page.waitForURL(/\/delete$/);
    await submit(page, page.locator(js ? 'dialog[open]' : 'main').getByRole('button', { name: 'Yes, delete it' }));
    await expect.poll(() => page.getByText('The payment method was deleted.').count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).not.toContain('Visa ending in 0002');
  });
});
