/**
 * Positive-pay journeys, each without and with JavaScript, axe on the pages they land on: the
 * positive-pay builder's validation messages at their boundaries, Save, Edit, Delete, Start
 * Over, and Generate (from the batch alone and from the form plus the batch), with the
 * downloaded file compared byte for byte with the hand-written files in tests/fixtures/.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { journeys, type Page } from './support.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** The checks of tests/fixtures/positive-pay-*.csv, in the order they are saved. */
const BATCH = [
  { accountNumber: '12345678901', checkNumber: '1001', checkDate: '2026-03-05', checkAmount: '1250.5', payeeLine1: 'Napa Glass Co' },
  { accountNumber: '12345678901', checkNumber: '1002', checkDate: '2026-03-06', checkAmount: '89.99', payeeLine1: 'Ann "Bee" Barrels, Inc.' },
  { accountNumber: '98765432109', checkNumber: '7', checkDate: '2026-12-31', checkAmount: '3', payeeLine1: 'Château Montelena' },
];
const FORM = { accountNumber: '55555555555', checkNumber: '42', checkDate: '2026-01-02', checkAmount: '0.5', payeeLine1: 'Sonoma Corks' };
type Check = typeof FORM;

const LABELS: Record<keyof Check, string> = {
  accountNumber: 'Account number',
  checkNumber: 'Check number',
  checkDate: 'Check date',
  checkAmount: 'Amount',
  payeeLine1: 'Payee',
};
const ERROR_IDS: Record<keyof Check, string> = {
  accountNumber: '#pp-account-number-error',
  checkNumber: '#pp-check-number-error',
  checkDate: '#pp-check-date-error',
  checkAmount: '#pp-check-amount-error',
  payeeLine1: '#pp-payee-error',
};

async function fillCheck(page: Page, check: Partial<Check>) {
  for (const [name, value] of Object.entries(check) as [keyof Check, string][]) {
    await page.getByLabel(LABELS[name], { exact: true }).fill(value);
  }
}

const rowCount = (page: Page) => page.locator('table.positive-pay-batch tbody tr').count();

/** With JavaScript: wait until React has taken over the form (before that a click posts natively). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector('#pp-check-amount');
    return Boolean(input && Object.keys(input).some((k) => k.startsWith('__react')));
  });
}

/** Clicks Generate file and returns the download (with or without JavaScript the browser receives a file). */
async function generate(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate file' }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

journeys('positive pay', ({ js, open: openPage, submit, audit }) => {
  async function open(path: string, options: Parameters<typeof openPage>[1] = {}) {
    const page = await openPage(path, options);
    if (js) await hydrated(page);
    return page;
  }

  /** Presses a button that changes the server's state and waits for the page showing it. */
  async function press(page: Page, button: ReturnType<Page['getByRole']>, options: { audit?: boolean } = {}) {
    const form = page.locator('form#positive-pay');
    const before = await form.getAttribute('data-version');
    await submit(page, button, { audit: false });
    await expect.poll(() => form.getAttribute('data-version'), { timeout: 10_000 }).not.toBe(before);
    if (js) await hydrated(page);
    if (options.audit) await audit(page);
  }

  /** Presses Save on a form that is not valid: the messages come (from the browser's check, or the server's 400 page). */
  async function refusedSave(page: Page) {
    await submit(page, page.getByRole('button', { name: 'Save Check to Batch' }), { audit: false });
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    if (js) await hydrated(page);
  }

  it('shows each message at its boundary, beside the field, in the summary and in the title', async () => {
    const page = await open('/positive-pay');
    const save = page.getByRole('button', { name: 'Save Check to Batch' });
    const cases: [Partial<Check>, keyof Check, string | null][] = [
      [{ accountNumber: '1234567890' }, 'accountNumber', 'Account Number must be 11 digits'],
      [{ accountNumber: '123456789012' }, 'accountNumber', 'Account Number must be 11 digits'],
      [{ checkNumber: '' }, 'checkNumber', 'Check Number must be 1-5 digits'],
      [{ checkNumber: '123456' }, 'checkNumber', 'Check Number must be 1-5 digits'],
      [{ checkDate: '' }, 'checkDate', 'Check Date is required'],
      [{ payeeLine1: 'P'.repeat(51) }, 'payeeLine1', 'Payee name is required and must be 50 characters or less'],
      [{ checkAmount: '1.505' }, 'checkAmount', 'Enter a valid dollar amount'],
      // with JavaScript the amount field drops the letters: an empty amount, the same message
      [{ checkAmount: 'abc' }, 'checkAmount', 'Enter a valid dollar amount'],
      // the accepted side of each boundary
      [{ accountNumber: '12345678901', checkNumber: '12345', payeeLine1: 'P'.repeat(50), checkAmount: '1.5' }, 'accountNumber', null],
    ];
    let saved = 0;
    for (const [change, field, message] of cases) {
      await fillCheck(page, { ...FORM, ...change });
      if (message) await refusedSave(page);
      else await press(page, save);
      if (message) {
        expect(await page.locator(ERROR_IDS[field]).textContent(), JSON.stringify(change)).toBe(`Error: ${message}`);
        expect(await page.locator('.error-summary[role="alert"]').getByRole('link', { name: message }).getAttribute('href')).toBe(
          `#${ERROR_IDS[field].slice(1, -'-error'.length)}`,
        );
        expect(await page.title()).toMatch(/^Error: Positive pay file builder/);
        // what was typed stays
        for (const [name, value] of Object.entries(change) as [keyof Check, string][]) {
          if (!(js && name === 'checkAmount')) expect(await page.getByLabel(LABELS[name], { exact: true }).inputValue()).toBe(value);
        }
      } else {
        saved++;
        expect(await page.locator('.error-summary').count()).toBe(0);
        expect(await page.title()).toMatch(/^Positive pay file builder/);
        expect(await rowCount(page)).toBe(saved);
        expect(await page.getByLabel('Account number').inputValue()).toBe('');
      }
    }
    await audit(page);
  });

  it('takes only digits and one point in the amount (with JavaScript the keys are filtered)', async () => {
    const page = await open('/positive-pay', { audit: false });
    const amount = page.getByLabel('Amount', { exact: true });
    await fillCheck(page, FORM);
    await amount.fill('');
    await amount.pressSequentially('-3');
    if (js) {
      expect(await amount.inputValue()).toBe('3');
      await amount.fill('');
      await amount.pressSequentially('1a2.3.4$5');
      expect(await amount.inputValue()).toBe('12.345');
      await amount.fill('$1,000.25'); // a paste
      expect(await amount.inputValue()).toBe('1000.25');
    } else {
      expect(await amount.inputValue()).toBe('-3');
      await refusedSave(page);
      await audit(page);
      expect(await page.locator('#pp-check-amount-error').textContent()).toBe('Error: Enter a valid dollar amount');
    }
  });

  it('saves, edits, deletes and starts over', async () => {
    const page = await open('/positive-pay', { audit: false });
    const save = page.getByRole('button', { name: 'Save Check to Batch' });
    for (const [i, check] of BATCH.entries()) {
      await fillCheck(page, check);
      await press(page, save, { audit: i === BATCH.length - 1 });
    }
    expect(await rowCount(page)).toBe(3);
    expect(await page.getByText('3 checks').count()).toBe(1);
    expect(await page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Check 7 was saved to the batch.' }).count()).toBe(1);

    // Edit: the row goes into the form and out of the batch
    await press(page, page.getByRole('button', { name: /^Edit check 1002 / }), { audit: true });
    expect(await rowCount(page)).toBe(2);
    for (const [name, value] of Object.entries(BATCH[1]) as [keyof Check, string][]) {
      expect(await page.getByLabel(LABELS[name], { exact: true }).inputValue()).toBe(value);
    }
    await page.getByLabel('Amount', { exact: true }).fill('90');
    await press(page, save);
    expect(await rowCount(page)).toBe(3);
    expect(await page.locator('table.positive-pay-batch tbody tr').last().textContent()).toContain('$90.00');

    // Delete keeps what the form holds
    await fillCheck(page, { payeeLine1: 'Half typed' });
    await press(page, page.getByRole('button', { name: /^Delete check 1001 / }));
    expect(await rowCount(page)).toBe(2);
    expect(await page.getByRole('button', { name: /^Delete check 1001 / }).count()).toBe(0);
    expect(await page.getByLabel('Payee', { exact: true }).inputValue()).toBe('Half typed');

    // Start Over clears both
    await press(page, page.getByRole('button', { name: 'Start Over' }), { audit: true });
    expect(await rowCount(page)).toBe(0);
    expect(await page.getByText('No checks in the batch yet.').count()).toBe(1);
    expect(await page.getByLabel('Payee', { exact: true }).inputValue()).toBe('');
  });

  it('generates the batch, and the form plus the batch, byte for byte; and says why when there is nothing', async () => {
    const page = await open('/positive-pay', { audit: false });

    // nothing at all: a page that says why (a document POST, with or without JavaScript)
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: 'Generate file' }).click()]);
    expect(await page.locator('.error-summary[role="alert"]').textContent()).toContain('Nothing to generate');
    expect(await page.title()).toMatch(/^Error: /);
    await audit(page);

    if (js) await hydrated(page);
    for (const check of BATCH) {
      await fillCheck(page, check);
      await press(page, page.getByRole('button', { name: 'Save Check to Batch' }));
    }
    const batchOnly = await generate(page);
    expect(batchOnly.name).toBe('Napa Glass Co.csv');
    expect(batchOnly.bytes.equals(fixture('positive-pay-batch.csv'))).toBe(true);

    await fillCheck(page, FORM);
    const formAndBatch = await generate(page);
    expect(formAndBatch.name).toBe('Sonoma Corks.csv');
    expect(formAndBatch.bytes.equals(fixture('positive-pay-form-and-batch.csv'))).toBe(true);

    // the page is still there, batch and form unchanged
    expect(await rowCount(page)).toBe(3);
    expect(await page.getByLabel('Payee', { exact: true }).inputValue()).toBe('Sonoma Corks');
  });

  it('pages the batch 5 rows at a time with links', async () => {
    const page = await open('/positive-pay', { audit: false });
    for (let i = 1; i <= 7; i++) {
      await fillCheck(page, { ...FORM, checkNumber: String(i) });
      await press(page, page.getByRole('button', { name: 'Save Check to Batch' }));
    }
    // after a Save the page with the new row shows
    expect(page.url()).toMatch(/\/positive-pay\?page=2$/);
    expect(await rowCount(page)).toBe(2);
    expect(await page.getByText('Page 2 of 2').count()).toBe(1);
    await submit(page, page.getByRole('link', { name: 'Go to page 1' }), { audit: false });
    await page.waitForURL((url) => url.pathname === '/positive-pay' && !url.search);
    await expect.poll(() => rowCount(page)).toBe(5);
    await audit(page);
    expect(await page.getByRole('button', { name: /^Edit check 1 / }).count()).toBe(1);
  });

  it('is usable on a phone: the rows become cards and nothing runs off the screen', async () => {
    const page = await open('/positive-pay', { viewport: { width: 360, height: 780 }, audit: false });
    await fillCheck(page, BATCH[1]);
    await press(page, page.getByRole('button', { name: 'Save Check to Batch' }), { audit: true });
    for (const name of [/^Edit check 1002 /, /^Delete check 1002 /]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(box!.height).toBeGreaterThanOrEqual(40);
    }
    const save = await page.getByRole('button', { name: 'Save Check to Batch' }).boundingBox();
    expect(save!.x + save!.width).toBeLessThanOrEqual(360);
    // nothing wider than the screen: the page does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
