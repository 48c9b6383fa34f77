/**
 * Analytics journeys, without and with JavaScript, axe on every page:
 * - the vintage portal: a Reporting User runs a report through the three steps (a button per
 *   step without JavaScript; each choice loads the next list with it), reads the equation, R²,
 *   n and the data table, and downloads the CSV of exactly those rows; a hand-edited address
 *   gets a message next to the field;
 * - the smoke impact report: Continue is refused until the box is ticked; after acknowledging,
 *   Select Sample fills the form, a varietal shows the report (chart and classification), and
 *   the PDF downloads with the sample, the table and the disclaimer in its text;
 * - on credit hold (a Reporting User of Redwood Coast Brewing Co.): the smoke impact report goes
 *   where Results goes (the clients list, with the credit-hold warning) and leaves the menu; the
 *   vintage portal shows the region's trend with the warning in place of the client's own results.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf.ts';
import { journeys, settle, type Page } from './support.ts';

const VINTAGE = '/dashboard/vintage-portal';
const SMOKE = '/dashboard/smoke-impact-report';
const YY = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
const FIRST_SAMPLE = `S${YY}-970101`;
/** Each test walks several pages, each audited by axe: more than the default minute on a shared machine. */
const STEP_TIMEOUT = 150_000;


journeys('vintage portal', ({ js, open, submit, login, visit, audit }) => {
  async function runReport(page: Page) {
    await login(page, 'reporting@example.com');
    await visit(page, VINTAGE);
    expect(await page.getByRole('heading', { name: 'Vintage portal', level: 1 }).count()).toBe(1);
    // the breadcrumb bar is hidden on this page (document 3 §2)
    expect(await page.locator('nav.breadcrumb').count()).toBe(0);
    if (js) {
      await page.locator('form[data-enhanced="on"]').waitFor();
      await settle(page, () => page.getByLabel('Analysis').selectOption('brix'));
      await expect.poll(() => page.url()).toMatch(/\?analyses=brix$/);
      await settle(page, () => page.getByLabel('Varietal').selectOption('chardonnay'));
      await expect.poll(() => page.url()).toMatch(/\?analyses=brix&varietal=chardonnay$/);
      expect(await page.getByRole('button', { name: 'Run report' }).isDisabled()).toBe(true);
      await page.getByLabel('Region (AVA)').selectOption('russian-river-valley');
      await expect.poll(() => page.getByRole('button', { name: 'Run report' }).isDisabled()).toBe(false);
      await audit(page);
    } else {
      await page.getByLabel('Analysis').selectOption('brix');
      await submit(page, page.getByRole('button', { name: 'Show varietals' }));
      expect(page.url()).toMatch(/\?analyses=brix$/);
      await page.getByLabel('Varietal').selectOption('chardonnay');
      await submit(page, page.getByRole('button', { name: 'Show regions' }));
      expect(page.url()).toMatch(/\?analyses=brix&varietal=chardonnay$/);
      await page.getByLabel('Region (AVA)').selectOption('russian-river-valley');
    }
    await submit(page, page.getByRole('button', { name: 'Run report' }));
    await expect.poll(() => page.getByRole('heading', { name: 'Brix of Chardonnay in Russian River Valley' }).count()).toBe(1);
    expect(page.url()).toContain('analyses=brix&varietal=chardonnay&ava=russian-river-valley');
  }

  it('runs a report through the three steps and reads the chart facts and the table', async () => {
    const page = await open();
    await runReport(page);
    // Two drawings of one chart: the wide one, and a narrower one with larger type that CSS shows on phones.
    expect(await page.locator('.chart-svg.chart-wide svg').count()).toBe(1);
    expect(await page.locator('.chart-svg.chart-narrow svg').count()).toBe(1);
    expect(await page.locator('.chart-svg.chart-wide svg').getAttribute('height')).toBe('413');
    // every point names its value, date and region: an SVG <title> (the browser's own tooltip)
    const firstTitle = (await page.locator('.chart-svg.chart-wide svg [data-tip] > title').first().textContent())!;
    expect(firstTitle).toMatch(/^Russian River Valley: [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/);
    if (js) {
      // with JavaScript: a tooltip on hover, and from the keyboard (the chart focusable, arrow keys)
      const chart = page.locator('.chart-svg.chart-wide > [role="img"]');
      await page.locator('.chart-svg.chart-wide svg [data-tip]').nth(3).hover({ force: true });
      await expect.poll(() => page.getByRole('tooltip').count()).toBe(1);
      expect(await page.getByRole('tooltip').textContent()).toMatch(/^Russian River Valley: [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/);
      await chart.focus();
      await page.keyboard.press('Home');
      const first = await page.getByRole('tooltip').textContent();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('tooltip').textContent()).not.toBe(first);
      expect(await chart.getAttribute('aria-describedby')).toBe(await page.getByRole('tooltip').getAttribute('id'));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    } else expect(await page.getByRole('tooltip').count()).toBe(0);
    expect(await page.getByTestId('equation').textContent()).toMatch(/^y = [\d.]+·e\^\(-?[\d.e-]+x\)$/);
    // R² of the fit, as the page prints it: from 0 to 1, four decimals (a dash, empty or NaN fails)
    const r2 = (await page.getByTestId('r2').textContent()) ?? '';
    expect(r2).toMatch(/^[01]\.\d{4}$/);
    expect(Number(r2)).toBeLessThanOrEqual(1);
    const rows = await page.locator('#vintage-data tbody tr').count();
    expect(rows).toBeGreaterThan(20);
    // Brix is never zero: every row is in the fit
    expect(Number(await page.getByTestId('n').textContent())).toBe(rows);
    expect(await page.locator('#vintage-data tbody tr').first().locator('td').first().textContent()).toMatch(/^\d\d\/\d\d\/20\d\d$/);
    expect(await page.getByTestId('own-summary').textContent()).toMatch(/above and \d+ below the trendline|no validated results/);
  }, STEP_TIMEOUT);

  it('downloads the CSV of exactly the table’s rows', async () => {
    const page = await open();
    await runReport(page);
    const table = await page.locator('#vintage-data tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the data (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('vintage-brix-chardonnay-russian-river-valley.csv');
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('Date,Timestamp,Analysis,Varietal,Region,Result,Your result,Your sample,Unit');
    expect(lines.length - 1).toBe(table.length);
    const cells = lines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => c[0])).toEqual(table.map((t) => t[0]));
    expect(cells.map((c) => Number(c[5]))).toEqual(table.map((t) => Number(t[2])));
    expect(cells[0].slice(2, 5)).toEqual(['Brix', 'Chardonnay', 'Russian River Valley']);
  }, STEP_TIMEOUT);

  it('a hand-edited address gets a message next to the field, not an error page', async () => {
    const page = await open();
    await login(page, 'reporting@example.com');
    const res = await visit(page, `${VINTAGE}?analyses=brix&varietal=cabernet-sauvignon&ava=willamette-valley`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('#ava-error').textContent()).toContain('There are no results for this region');
    expect(await page.locator('.error-summary').count()).toBe(1);
    await visit(page, `${VINTAGE}?analyses=colour%3Cscript%3E`);
    expect(await page.locator('#analyses-error').textContent()).toContain('This analysis is not in the vintage portal');
  }, STEP_TIMEOUT);
});

journeys('smoke impact report', ({ js, open, submit, login, visit }) => {
  async function acknowledged(page: Page) {
    await login(page, 'full@example.com');
    await visit(page, SMOKE);
    await page.getByLabel(/^By checking this box, I acknowledge that I have read, understood, and agreed to the above terms\.$/).check();
    await submit(page, page.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => page.getByRole('heading', { name: 'Samples Available for Smoke Impact Comparative Report' }).count()).toBe(1);
  }

  it('refuses Continue until the box is ticked, then shows the page', async () => {
    const page = await open();
    await login(page, 'full@example.com');
    await visit(page, SMOKE);
    expect(await page.getByRole('heading', { name: 'Terms of use' }).count()).toBe(1);
    const box = page.getByLabel('By checking this box, I acknowledge that I have read, understood, and agreed to the above terms.');
    if (js) {
      await page.waitForFunction(() => !!(window as any).__reactRouterDataRouter);
      await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    } else {
      await submit(page, page.getByRole('button', { name: 'Continue' }));
      expect(await page.locator('#agree-error').textContent()).toContain('Tick the box to acknowledge the terms');
    }
    await box.check();
    await submit(page, page.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => page.getByRole('heading', { name: 'Samples Available for Smoke Impact Comparative Report' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Show report' }).count()).toBe(1);
    // the acknowledgement lasts for this sign-in: the page opens again without the terms
    await visit(page, SMOKE);
    expect(await page.getByRole('heading', { name: 'Terms of use' }).count()).toBe(0);
  }, STEP_TIMEOUT);

  it('selects a sample, chooses a varietal and reads the report', async () => {
    const page = await open();
    await acknowledged(page);
    await submit(page, page.getByRole('link', { name: `Select sample ${FIRST_SAMPLE}` }).locator('visible=true').first());
    await expect.poll(() => page.getByLabel('Sample Number').inputValue()).toBe(FIRST_SAMPLE);
    expect(page.url()).toContain(`sample=${FIRST_SAMPLE}`);
    expect(page.url()).toContain('#smoke-form');
    expect(await page.getByLabel('Varietal', { exact: true }).inputValue()).toBe('');
    expect(await page.locator('[data-testid="checklist"] li.valid').count()).toBe(1);
    await page.getByLabel('Varietal', { exact: true }).selectOption('CS');
    await submit(page, page.getByRole('button', { name: 'Show report' }));
    await expect.poll(() => page.getByRole('heading', { name: `Sample ${FIRST_SAMPLE} against Cabernet Sauvignon baselines` }).count()).toBe(1);
    expect(await page.locator('[data-testid="checklist"] li.valid').count()).toBe(2);
    // two drawings of the chart (wide, and the phone's with larger type): CSS shows the wide one here
    expect(await page.locator('.chart-svg svg').count()).toBe(2);
    expect(await page.locator('.chart-svg.chart-wide svg').isVisible()).toBe(true);
    expect(await page.locator('.chart-svg.chart-narrow svg').isVisible()).toBe(false);
    const classes = await page.locator('#smoke-classification tbody td:last-child').allTextContents();
    expect(classes).toHaveLength(13);
    expect(classes.every((c) => c === 'Above the 99th percentile')).toBe(true);
  }, STEP_TIMEOUT);

  it('downloads the report as a PDF and reads its text', async () => {
    const page = await open();
    await acknowledged(page);
    await visit(page, `${SMOKE}?sample=${FIRST_SAMPLE}&varietal=CS`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to PDF' }).click()]);
    const file = (await download.path())!;
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file);
    expect(text).toContain(FIRST_SAMPLE);
    expect(text).toContain('Cabernet Sauvignon');
    expect(text).toContain('Above the 99th percentile');
    expect(text).toContain('AWRI');
    expect(text).toContain('Disclaimer');
  }, STEP_TIMEOUT);
});

journeys('analytics on credit hold', ({ js, open, submit, login, visit }) => {
  const SHOTS = path.resolve('test-results/credit-hold');
  async function choose(page: Page, client: RegExp) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/about-us');
    await page.locator('summary', { hasText: 'My Accounts' }).click();
    await submit(page, page.locator('.account-menu').getByRole('button', { name: client }));
  }

  it("a Reporting User of a client on credit hold: no smoke report, the vintage trend without the client's own results", async () => {
    const page = await open();
    await login(page, 'reporting@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await choose(page, /Redwood Coast Brewing/);
    try {
      // The smoke impact report goes where Results goes on credit hold: the clients list, with the reason.
      await visit(page, SMOKE);
      expect(new URL(page.url()).pathname).toBe('/launchpad/clients');
      expect(await page.locator('.flash-warning').textContent()).toContain('Redwood Coast Brewing Co. is on credit hold');
      // The vintage portal: the region's trend and table; the warning in place of the client's own results.
      await visit(page, `${VINTAGE}?analyses=brix&varietal=chardonnay&ava=russian-river-valley`);
      await expect.poll(() => page.getByRole('heading', { name: 'Brix of Chardonnay in Russian River Valley' }).count()).toBe(1);
      expect(await page.locator('#vintage-data tbody tr').count()).toBeGreaterThan(20);
      const withheld = page.getByTestId('own-withheld');
      expect(await withheld.textContent()).toContain('Redwood Coast Brewing Co. is on credit hold');
      expect(await withheld.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
      expect(await page.getByTestId('own-summary').count()).toBe(0);
      expect(await page.locator('#vintage-own').count()).toBe(0);
      expect(await page.locator('a[href="/dashboard/smoke-impact-report"]').count()).toBe(0);
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await withheld.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `vintage-${width}-${js ? 'js' : 'nojs'}.png`) });
      }
    } finally {
      await choose(page, /Napa Ridge Cellars/);
    }
  }, STEP_TIMEOUT);
});
