/**
 * Order analyses journeys, without and with JavaScript, axe on every page: a client
 * builds an order of three samples and sees the prices change tier, submits it and reads both
 * PDFs (the label barcodes are bwip-js's encoding of the sample numbers), the lab receives it at
 * the desk, and the client sees the samples arrive in results.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeys, lastMailTo } from './support.ts';
import { barsAt, pdfOps } from '../helpers/pdf-barcodes.ts';
import { code128Widths } from '../../provider/services/submission-pdfs.ts';

const PAGE = '/dashboard/shop/order-analyses';

journeys('order analyses', ({ js, open, submit, login, visit }) => {
  // One client user per run (the draft is theirs): the client administrator without JavaScript, a full user with it.
  const email = js ? 'full@example.com' : 'owner@example.com';
  let number = '';
  let detailPath = '';

  async function addSample(page: Page, description: string, type: string, ava?: string) {
    const form = page.locator('.add-sample');
    await form.getByLabel('Sample description').fill(description);
    await form.getByLabel('Sample type').selectOption({ label: type });
    if (await form.getByLabel('Vintage (optional)').count()) await form.getByLabel('Vintage (optional)').fill('2025');
    if (ava) await form.getByLabel('AVA (region) (optional)').selectOption(ava);
    await submit(page, form.getByRole('button', { name: 'Add sample' }));
  }

  it('starts an order: a future vintage is refused, then a first sample with one test at the single-sample price', async () => {
    const page = await open();
    await login(page, email);
    await visit(page, PAGE);
    await expect.poll(() => page.getByRole('heading', { name: 'Order analyses', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Order analyses' }).first().getAttribute('aria-current')).toBe('page');

    // A vintage in the future is refused next to the field, keeping what was typed.
    const form = page.locator('.add-sample');
    await form.getByLabel('Sample description').fill('Merlot barrel 7');
    await form.getByLabel('Sample type').selectOption({ label: 'Wine' });
    await form.getByLabel('Vintage (optional)').fill('2999');
    await submit(page, form.getByRole('button', { name: 'Add sample' }));
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('.error-summary').textContent()).toContain('The vintage cannot be in the future');
    expect(await page.locator('.add-sample').getByLabel('Sample description').inputValue()).toBe('Merlot barrel 7');
    expect(await page.title()).toMatch(/^Error: Order analyses/);

    // the region the sample's results will count in on the vintage portal
    await addSample(page, 'Merlot barrel 7', 'Wine', 'Napa Valley');
    expect(await page.locator('.order-sample').first().textContent()).toContain('AVA: Napa Valley');
    // The new sample opens its test picker: search, pick Free & Total SO2.
    const picker = page.locator('#picker');
    await expect.poll(() => picker.count()).toBe(1);
    await picker.getByLabel('Search tests').fill('SO2');
    if (!js) await submit(page, picker.getByRole('button', { name: 'Filter' }));
    const found = picker.getByRole('group', { name: /Tests found/ });
    await expect.poll(() => found.getByLabel(/W-204 Free & Total SO2/).count()).toBe(1);
    // A beer test is not offered for a wine.
    expect(await picker.getByText('BR-100').count()).toBe(0);
    await found.getByLabel(/W-204 Free & Total SO2/).check();
    await submit(page, picker.getByRole('button', { name: 'Add selected tests' }));
    const first = page.locator('.order-sample').first();
    await expect.poll(() => first.locator('.order-lines tbody tr').count()).toBe(1);
    expect(await first.locator('.order-lines tbody').textContent()).toContain('$28.00');
    expect(await first.locator('.order-lines tbody').textContent()).toContain('1 sample');
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe('$28.00');
  });

  it('adds two more samples copying the tests: the price drops to the 2–10 tier; a second tab sees the same draft', async () => {
    const page = await open();
    await login(page, email);
    await visit(page, PAGE);
    await expect.poll(() => page.locator('.order-sample').count()).toBe(1);
    // Two more samples copy the tests of the previous one: the SO2 line drops to the 2–10 tier.
    for (const description of ['Syrah tank 2', 'Zinfandel lot 9']) {
      await addSample(page, description, 'Wine');
      const card = page.locator('.order-sample').last();
      await submit(page, card.getByRole('button', { name: 'Copy tests from previous sample' }));
      await expect.poll(() => page.locator('.order-sample').last().locator('.order-lines tbody tr').count()).toBe(1);
    }
    await expect.poll(() => page.locator('.order-sample').count()).toBe(3);
    expect(await page.locator('.order-sample').first().locator('.order-lines tbody').textContent()).toContain('$25.00');
    expect(await page.locator('.order-sample').first().locator('.order-lines tbody').textContent()).toContain('2–10 samples');
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe('$75.00');

    // The draft is kept on the server: a second tab shows the same order.
    const again = await open(PAGE, { audit: false });
    await login(again, email);
    await visit(again, PAGE);
    await expect.poll(() => again.locator('.order-sample').count()).toBe(3);
  });

  it('submits the order and reads both PDFs; the label barcodes encode the sample numbers', async () => {
    const page = await open();
    await login(page, email);
    await visit(page, `${PAGE}?step=review`);
    // No delivery chosen: refused, nothing lost.
    await submit(page, page.getByRole('button', { name: 'Submit order' }));
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('.error-summary').textContent()).toContain('Choose how the samples will reach the lab');
    await page.getByLabel('Ship them to the lab').check();
    await submit(page, page.getByRole('button', { name: 'Submit order' }));
    await expect.poll(() => page.getByRole('heading', { name: /^Order SUB-\d{6} submitted$/ }).count()).toBe(1);
    number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Submission ', '');
    detailPath = new URL(page.url()).pathname;
    expect(number).toMatch(/^SUB-\d{6}$/);
    expect(await page.getByTestId('submission-state').textContent()).toBe('Submitted');
    expect(lastMailTo(email, new RegExp(`Your sample submission ${number}`))?.attachments).toHaveLength(2);

    const [coc] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Chain-of-custody form (PDF)' }).click()]);
    const c = await pdfOps(new Uint8Array(fs.readFileSync((await coc.path())!)));
    expect(c.text).toContain(`Chain of custody ${number}`);
    expect(c.text).toContain('Relinquished by');
    expect(c.text).toContain('Zinfandel lot 9');

    const [labels] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Sample labels (PDF)' }).click()]);
    const l = await pdfOps(new Uint8Array(fs.readFileSync((await labels.path())!)));
    expect(l.text).toContain(`${number}-03`);
    const y = [...new Set(l.rects.map((r) => r.y))].sort((a, b) => b - a)[0];
    expect(barsAt(l.rects, y, 0, 200)).toEqual(code128Widths(`${number}-01`));
    expect(barsAt(l.rects, y, 400, 612)).toEqual(code128Widths(`${number}-03`));
  });

  it('the lab receives it at the desk', async () => {
    const page = await open();
    await login(page, 'godmode@example.com');
    await visit(page, '/launchpad/receiving');
    await page.getByLabel('Barcode or submission number').fill('SUB-999999');
    await submit(page, page.getByRole('button', { name: 'Find' }));
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('.error-summary').textContent()).toContain('No submission has this barcode or number');
    // A scanned sample barcode finds its submission.
    await page.getByLabel('Barcode or submission number').fill(`${number}-02`);
    await submit(page, page.getByRole('button', { name: 'Find' }));
    await expect.poll(() => page.getByRole('heading', { name: new RegExp(number) }).count()).toBe(1);
    await page.getByLabel(`Condition ${number}-02`).selectOption({ label: 'Warm' });
    await page.getByLabel(`Note ${number}-02`).fill('No ice pack');
    // the AVA named on the order, to confirm or correct
    expect(await page.getByLabel(`AVA (region) ${number}-01`).inputValue()).toBe('Napa Valley');
    await page.getByLabel(`AVA (region) ${number}-01`).selectOption('Oakville');
    await submit(page, page.getByRole('button', { name: 'Mark received' }));
    await expect.poll(() => page.getByText(/received: batch \d+ created/).count()).toBe(1);
    expect(lastMailTo(email, new RegExp(`Samples of ${number} received`))?.text).toContain('received, warm (No ice pack)');
  });

  it('the client sees the samples arrive in results', async () => {
    const page = await open();
    await login(page, email);
    await visit(page, detailPath);
    await expect.poll(() => page.getByTestId('submission-state').textContent()).toBe('Received');
    expect(await page.locator('.order-review').textContent()).toContain('Warm');
    await submit(page, page.getByRole('link', { name: `${number}-01` }));
    await expect.poll(() => page.getByText('Merlot barrel 7').count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toContain('Pending');
    // the AVA the desk confirmed, which the client may still change here
    expect(await page.locator('#sample-ava').getByLabel('AVA (region)').inputValue()).toBe('Oakville');
    await visit(page, `/dashboard/results?q=${number}`);
    await expect.poll(() => page.locator('main').textContent()).toContain(`${number}-03`);
  });
});
