/**
 * The client's side beyond the notice, without and with JavaScript: a billing user downloads the
 * statement of account for the last month (due dates and overdue in the list); an administrator
 * ticks two completed groups on the results list and downloads one ZIP of their lab reports; a
 * small results CSV downloads at once instead of being e-mailed.
 */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { journeys, outbox } from './support.ts';
import { pdfText } from '../helpers/pdf.ts';

journeys('statement, reports ZIP and CSV at once', ({ open, visit }) => {
  it('a billing user downloads the statement of account; the list shows due dates', async () => {
    const page = await open(undefined, { as: 'billing@example.com' });
    await visit(page, '/dashboard/billing?status=UNPAID');
    expect(await page.locator('.invoice-table thead').textContent()).toContain('Due');
    const form = page.locator('form.statement-form');
    expect(await form.getByLabel('Payments in').inputValue()).toMatch(/^\d{4}-\d{2}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download statement (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-C10234-\d{4}-\d{2}\.pdf$/);
    const text = await pdfText((await download.path())!);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Aging of open invoices');
    expect(text).toMatch(/Payments received in \w+ \d{4}/);
  });

  it('an administrator selects two completed groups and downloads one ZIP of their lab reports', async () => {
    const page = await open(undefined, { as: 'owner@example.com' });
    await visit(page, '/dashboard/results');
    const boxes = page.locator('input[type=checkbox][form=reports-zip]');
    const ids = [await boxes.nth(0).getAttribute('value'), await boxes.nth(1).getAttribute('value')];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download selected lab reports (ZIP)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lab-reports-C10234-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = Object.keys(unzipSync(new Uint8Array(fs.readFileSync((await download.path())!))));
    expect(files).toEqual(ids.map((id) => `lab-report-C10234-${id}.pdf`));
  });

  it('a small results CSV downloads at once, and the page says so first', async () => {
    const page = await open(undefined, { as: 'owner@example.com' });
    await visit(page, '/dashboard/results?view=analyses&q=Alcohol');
    expect(await page.locator('#results-export-note').textContent()).toMatch(/rows? downloads? at once/);
    const mails = outbox().length;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^C10234-results-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^Group,Sample ID,/);
    expect(lines.length).toBeGreaterThan(1);
    expect(outbox().length).toBe(mails);
  });
});
