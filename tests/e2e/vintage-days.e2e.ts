/**
 * Vintages by day of the season, without and with JavaScript, axe on every page: a Reporting User
 * switches between the trend report and the view by day of the season with one click each way
 * (the choice kept), counts days from the first sample instead of 1 August, then changes the
 * analysis, varietal and region and stays in the view by day; at a phone's width the chart fits.
 */
import { expect, it } from 'vitest';
import { journeys, settle } from './support.ts';

const VINTAGE = '/dashboard/vintage-portal';
const Q = 'analyses=brix&varietal=chardonnay&ava=russian-river-valley';
const STEP_TIMEOUT = 150_000;

journeys('vintages by day of the season', ({ js, open, submit, visit }) => {
  it('switches views with one click each way, keeping the choice', async () => {
    const page = await open(`${VINTAGE}?${Q}`, { as: 'reporting@example.com' });
    expect(await page.getByTestId('equation').count()).toBe(1);
    await submit(page, page.getByRole('link', { name: 'Vintages by day of the season' }));
    expect(page.url()).toContain(`${Q}&view=days`);
    await expect.poll(() => page.getByRole('heading', { name: 'Brix of Chardonnay in Russian River Valley, by day of the season' }).count()).toBe(1);
    // the chart: an image named by its title, with the band of past vintages and this season's line
    expect(await page.getByRole('img', { name: /each vintage over the day of the season/ }).count()).toBe(1);
    expect(await page.locator('.chart-svg:visible polygon.band').count()).toBe(1);
    expect(await page.locator('.chart-svg:visible polyline.this-season').count()).toBe(1);
    expect(await page.getByTestId('season-summary').textContent()).toMatch(/^20\d\d: latest result/);
    // this season's points name their value, date and region: a tooltip from the keyboard with JavaScript
    expect(await page.locator('.chart-svg:visible circle[data-tip] > title').count()).toBeGreaterThan(0);
    if (js) {
      await page.locator('.chart-svg.chart-wide > [tabindex="0"]').focus();
      await page.keyboard.press('End');
      await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/: [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/);
    }
    // the data as tables, folded away
    await page.getByText('Show the data as tables').click();
    expect(await page.locator('#days-weeks tbody tr').count()).toBeGreaterThan(4);
    expect(await page.locator('#days-points tbody tr').count()).toBeGreaterThan(40);
    await submit(page, page.getByRole('link', { name: 'Trend over the years' }));
    await expect.poll(() => page.getByTestId('equation').count()).toBe(1);
    expect(page.url()).toMatch(new RegExp(`\\?${Q}$`));
  }, STEP_TIMEOUT);

  it('counts from the first sample, then changes analysis, varietal and region in the same view', async () => {
    const page = await open(undefined, { as: 'reporting@example.com' });
    await visit(page, `${VINTAGE}?${Q}&view=days`);
    await page.getByLabel('the first sample of each vintage').check();
    await submit(page, page.getByRole('button', { name: 'Show', exact: true }));
    expect(page.url()).toContain('origin=first-sample');
    await expect.poll(async () => (await page.locator('figcaption').first().textContent()) ?? '').toContain('days since the first sample of each vintage');
    if (js) {
      await page.locator('form[data-enhanced="on"]').waitFor();
      await settle(page, () => page.getByLabel('Analysis', { exact: true }).selectOption('ph'));
      await expect.poll(() => page.url()).toMatch(/\?analyses=ph&view=days&origin=first-sample$/);
      await settle(page, () => page.getByLabel('Varietal', { exact: true }).selectOption('pinot-noir'));
      await expect.poll(() => page.url()).toMatch(/\?analyses=ph&varietal=pinot-noir&view=days&origin=first-sample$/);
      await page.getByLabel('Region (AVA)').selectOption('willamette-valley');
    } else {
      await page.getByLabel('Analysis', { exact: true }).selectOption('ph');
      await submit(page, page.getByRole('button', { name: 'Show varietals' }));
      expect(page.url()).toMatch(/\?analyses=ph&view=days&origin=first-sample$/);
      await page.getByLabel('Varietal', { exact: true }).selectOption('pinot-noir');
      await submit(page, page.getByRole('button', { name: 'Show regions' }));
      await page.getByLabel('Region (AVA)').selectOption('willamette-valley');
    }
    await submit(page, page.getByRole('button', { name: 'Run report' }));
    await expect.poll(() => page.getByRole('heading', { name: 'pH of Pinot Noir in Willamette Valley, by day of the season' }).count()).toBe(1);
    expect(page.url()).toContain('view=days');
    expect(page.url()).toContain('origin=first-sample');
    expect(await page.getByRole('link', { name: 'Vintages by day of the season' }).getAttribute('aria-current')).toBe('page');
  }, STEP_TIMEOUT);

  it('fits a phone: no sideways scroll, the chart scaled to the screen', async () => {
    const page = await open(`${VINTAGE}?${Q}&view=days`, { as: 'reporting@example.com', viewport: { width: 390, height: 844 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await page.locator('.chart-svg:visible svg').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);
  }, STEP_TIMEOUT);
});
