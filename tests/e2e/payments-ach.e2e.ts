/**
 * Paying by bank account and autopay, without and with JavaScript, axe on every page:
 * a Billing User of a client on credit hold (it can still pay) adds a bank account (ACH) after
 * every message of the form, pays an invoice with it to a receipt that says the debit is pending,
 * and deletes the account; an administrator enrols in autopay, the schedule comes due (the journey
 * moves its due time into the past, as a clock jumping ahead would) and the scheduler inside the
 * server pays the client's open invoices by itself, the run listed with its receipt.
 *
 * The e2e server ticks the scheduler every 2 s (AUTOPAY_TICK_SECONDS, global-setup.ts) and looks at
 * an ACH debit's settlement 8 s after it (ACH_SETTLE_AFTER_SECONDS), so the receipt is seen
 * pending however slow the browser is. Each mode
 * pays its own invoice (inserted here), so the two runs and the other journeys do not meet.
 */
import { expect, it } from 'vitest';
import { withServerDb } from './database.ts';
import { removeMethod } from '../../provider/repositories/payments.ts';
import { JOURNEY_ACH, JOURNEY_CARDS } from './payment-numbers.ts';
import { type Page, journeys, lastMailTo } from './support.ts';

const ACH = JOURNEY_ACH;
const CARD = JOURNEY_CARDS.approved;

journeys('bank account and autopay', ({ js, open, submit, login, visit }) => {
  async function addInvoice(clientCode: string, number: string, cents: number) {
    await withServerDb(async (db) => {
      const client = await db.selectFrom('clients').select('id').where('code', '=', clientCode).executeTakeFirstOrThrow();
      const now = new Date();
      await db.deleteFrom('invoices').where('invoiceNumber', '=', number).execute();
      await db
        .insertInto('invoices')
        .values({
          clientId: client.id, invoiceNumber: number, batchId: null, dateIssued: now.toISOString(), totalAmount: cents, amountDue: cents, nakedBalance: cents,
          status: 'UNPAID', docType: 'Invoice', orderNumber: null, isOfflineInvoice: 0, dueAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        } as never)
        .execute();
    });
  }
  const invoiceStatus = (number: string) =>
    withServerDb((db) => db.selectFrom('invoices').select('status').where('invoiceNumber', '=', number).executeTakeFirstOrThrow()).then((r) => r.status);

  async function tick(page: Page, number: string) {
    await visit(page, `/dashboard/billing?status=UNPAID&number=${number}`);
    const box = page.locator(`.invoice-table input[name="selected"][value="${number}"]`);
    await box.check();
    if (!js) await submit(page, page.getByRole('button', { name: 'Update selection' }));
    await expect.poll(() => page.locator('.pay-lines tbody').textContent(), { timeout: 15_000 }).toContain(number);
  }

  it('adds a bank account after every message of the form, pays with it (pending), and deletes it', async () => {
    const number = js ? '9800001' : '9800002';
    await addInvoice('C11402', number, 12_345);
    // A bank account left behind by an earlier try of this journey would make its label ambiguous.
    // Marked removed as the page's Delete does (past payments keep naming it).
    await withServerDb(async (db) => {
      const left = await db.selectFrom('payment_methods').select('id').where('lastFour', '=', ACH.account.slice(-4)).where('type', '=', 'ACH').where('removedAt', 'is', null).execute();
      for (const m of left) await removeMethod(db, m.id, new Date().toISOString());
    });
    const page = await open(undefined, { viewport: { width: 390, height: 900 } });
    await login(page, 'rosa.diaz@redwoodcoastbrewing.example');
    await visit(page, '/dashboard/billing/payment-methods?add=ach');

    // Nothing filled: every required field and both agreements are named in the summary.
    await submit(page, page.getByRole('button', { name: 'Save bank account' }));
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    const all = (await summary.textContent())!;
    for (const field of ['Routing number', 'Account number', 'Confirm account number']) expect(all).toContain(field);
    expect(all).toContain('Field must be checked');

    // A routing number failing the ABA checksum, and account numbers that differ.
    await page.getByLabel('Routing number', { exact: true }).fill(ACH.badRouting);
    await page.getByLabel('Account number', { exact: true }).fill(ACH.account);
    await page.getByLabel('Confirm account number', { exact: true }).fill(ACH.mistyped);
    await page.getByLabel('Checking account', { exact: true }).check();
    await page.getByLabel('Business (CCD)').check();
    await submit(page, page.getByRole('button', { name: 'Save bank account' }));
    await expect.poll(() => summary.textContent()).toContain('Enter a valid 9-digit routing number.');
    expect(await summary.textContent()).toContain('The account numbers do not match.');
    // the account numbers are never echoed back into the page
    expect(await page.content()).not.toContain(ACH.account);

    await page.getByLabel('Routing number', { exact: true }).fill(ACH.routing);
    await page.getByLabel('Account number', { exact: true }).fill(ACH.account);
    await page.getByLabel('Confirm account number', { exact: true }).fill(ACH.account);
    if (!(await page.getByLabel('Checking account', { exact: true }).isChecked())) await page.getByLabel('Checking account', { exact: true }).check();
    if (!(await page.getByLabel('Business (CCD)').isChecked())) await page.getByLabel('Business (CCD)').check();
    await page.getByLabel('I agree to the general ACH agreement above').check();
    await page.getByLabel('I agree to the business ACH agreement above').check();
    await submit(page, page.getByRole('button', { name: 'Save bank account' }));
    await expect.poll(() => page.getByText('The bank account was saved.').count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toContain('Checking account ending in 6789');

    await tick(page, number);
    await page.getByLabel(/Checking account ending in 6789/).check();
    const total = (await page.getByTestId('pay-total').textContent())!;
    expect(total).toBe('$123.45');
    await submit(page, page.locator('.billing-aside').getByRole('button', { name: `Pay ${total}` }));
    await page.waitForURL(/\/dashboard\/billing\/receipt\?order=ORD-/);
    const body = (await page.locator('main').textContent())!;
    expect(body).toContain('takes a few business days to settle');
    expect(body).toContain(number);
    // Pending until the settlement job (a durable job, 8 s later here; the sandbox settles it) marks it paid.
    await expect.poll(() => invoiceStatus(number), { timeout: 60_000, interval: 500 }).toBe('PAID');

    await visit(page, '/dashboard/billing/payment-methods');
    await submit(page, page.getByRole('link', { name: 'Delete Checking account ending in 6789' }));
    if (js) await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    else await page.waitForURL(/\/delete$/);
    await submit(page, page.locator(js ? 'dialog[open]' : 'main').getByRole('button', { name: 'Yes, delete it' }));
    await expect.poll(() => page.getByText('The payment method was deleted.').count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).not.toContain('Checking account ending in 6789');
  });

  it('enrols in autopay; when the schedule comes due the scheduler pays the open invoices by itself', async () => {
    const number = js ? '9800011' : '9800012';
    await addInvoice('C10412', number, 4_200);
    const page = await open(undefined, { viewport: { width: 1280, height: 900 } });
    await login(page, 'frank.deluca@drycreekheritage.example');
    await visit(page, '/dashboard/billing/payment-methods');
    if (!(await page.locator('main').textContent())?.includes('Visa ending in 4242')) {
      await visit(page, '/dashboard/billing/payment-methods?add=card');
      await page.getByLabel('First name', { exact: true }).fill('Frank');
      await page.getByLabel('Last name', { exact: true }).fill('DeLuca');
      await page.getByLabel('Card number', { exact: true }).fill(CARD);
      // A month no other journey uses: the journeys share one server, and the same card saved twice is refused.
      await page.getByLabel('Expiry month', { exact: true }).selectOption('09');
      await page.getByLabel('Expiry year', { exact: true }).selectOption(String(new Date().getUTCFullYear() + 2));
      await page.getByLabel('Street', { exact: true }).fill('2 Dry Creek Road');
      await page.getByLabel('City', { exact: true }).fill('Healdsburg');
      await page.getByLabel('State', { exact: true }).fill('CA');
      await page.getByLabel('ZIP code', { exact: true }).fill('95448');
      await submit(page, page.getByRole('button', { name: 'Save card' }));
      await expect.poll(() => page.getByText('The card was saved.').count()).toBeGreaterThan(0);
    }

    await page.getByLabel('Payment method', { exact: true }).selectOption({ label: `Visa ending in 4242 · expires 09/${new Date().getUTCFullYear() + 2}` });
    await page.getByLabel('Frequency', { exact: true }).selectOption('DAILY');
    await page.getByLabel('Active', { exact: true }).check();
    await submit(page, page.getByRole('button', { name: 'Save autopay' }));
    await expect.poll(() => page.getByText('Autopay was saved.').count()).toBeGreaterThan(0);
    expect(await page.locator('.autopay').textContent()).toContain('Autopay is active (Daily). Next run:');

    // The clock jumps past the due time: the next tick claims the run and a job pays.
    await withServerDb(async (db) => {
      const client = await db.selectFrom('clients').select('id').where('code', '=', 'C10412').executeTakeFirstOrThrow();
      await db.updateTable('scheduled_payments').set({ nextRunAt: new Date(Date.now() - 60_000).toISOString() }).where('clientId', '=', client.id).execute();
    });
    await expect.poll(() => invoiceStatus(number), { timeout: 60_000, interval: 1000 }).toBe('PAID');
    await visit(page, '/dashboard/billing/payment-methods');
    const runs = page.locator('.autopay table');
    expect(await runs.textContent()).toContain('Paid');
    const receipt = runs.getByRole('link', { name: /^ORD-/ }).first();
    const order = (await receipt.textContent())!;
    expect(lastMailTo('frank.deluca@drycreekheritage.example', new RegExp(`Payment receipt ${order}`))).toBeTruthy();
    await submit(page, receipt);
    expect(await page.locator('main').textContent()).toContain(number);

    // Put autopay back as the demo has it (other runs of this journey start from it).
    await visit(page, '/dashboard/billing/payment-methods');
    await page.getByLabel('Inactive', { exact: true }).check();
    await submit(page, page.getByRole('button', { name: 'Save autopay' }));
    await expect.poll(() => page.locator('.autopay').textContent()).toContain('Autopay is inactive.');
  });
});
