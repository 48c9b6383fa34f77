/**
 * The analyses catalogue, without and with JavaScript: filter by each select, remove a chip,
 * search, page, open a detail, send the contact message, pick an export country, download
 * both fee schedules.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf.ts';
import { journeys, lastMailTo, type Page } from './support.ts';

const count = async (page: Page) => (await page.locator('#analyses-count').textContent()) ?? '';
/** With JavaScript, the filter form submits itself once hydrated: wait for that before typing or choosing. */
const enhanced = async (page: Page, js: boolean) => {
  if (js) await page.locator('form[data-auto-submit="on"]').first().waitFor();
};

journeys('analyses catalogue', ({ js, open, submit, visit }) => {
  it('filters by each select, shows chips, removes one, and resets with all categories', async () => {
    const page = await open('/analyses/all-analyses?reset=1');
    await enhanced(page, js);
    const before = await count(page);
    expect(before).toMatch(/Showing 1–25 of \d+ analyses/);

    await page.getByLabel('Sample type').selectOption({ label: 'Wine' });
    if (js) await page.waitForURL(/matrix=1/);
    else await submit(page, page.getByRole('button', { name: 'Apply filters' }));
    await expect.poll(() => count(page)).not.toBe(before);
    expect(await page.getByRole('link', { name: /Remove filter Sample type: Wine/ }).count()).toBe(1);

    await page.getByLabel('Collection').selectOption({ label: 'Wine Chemistry' });
    if (js) await page.waitForURL(/collection=6/);
    else await submit(page, page.getByRole('button', { name: 'Apply filters' }));
    await page.getByLabel('Category').selectOption({ label: 'Wineries' });
    if (js) await page.waitForURL(/category=7061/);
    else await submit(page, page.getByRole('button', { name: 'Apply filters' }));
    await expect.poll(() => page.getByRole('link', { name: /Remove filter/ }).count()).toBe(3);
    const names = await page.locator('.analyses-table tbody td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Wine']));

    await submit(page, page.getByRole('link', { name: /Remove filter Collection/ }));
    await expect.poll(() => page.getByRole('link', { name: /Remove filter/ }).count()).toBe(2);
    await expect.poll(() => page.url()).not.toContain('collection=');

    // The filters are remembered across visits…
    await visit(page, '/analyses/all-analyses');
    expect(page.url()).toContain('matrix=1');
    await enhanced(page, js);
    // …until all categories resets them.
    await submit(page, page.getByRole('link', { name: 'All categories' }));
    await expect.poll(() => page.getByRole('link', { name: /Remove filter/ }).count()).toBe(0);
    await expect.poll(() => count(page)).toBe(before);
  });

  it('searches (after a pause with JavaScript), pages, and opens a detail', async () => {
    const page = await open('/analyses/all-analyses?reset=1');
    await page.getByLabel('Next').or(page.getByRole('link', { name: 'Next' })).first().click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => count(page)).toMatch(/Showing 26–50 of/);

    await enhanced(page, js);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('malic');
    if (js) await page.waitForURL(/q=malic/, { timeout: 5000 }); // submitted by itself after 1000 ms
    else await submit(page, page.getByRole('button', { name: 'Apply filters' }));
    await expect.poll(() => count(page)).toMatch(/of \d+ analyses/);
    expect(page.url()).toContain('q=malic');
    await expect.poll(() => page.getByRole('link', { name: 'L-Malic Acid' }).count()).toBeGreaterThan(0);

    await submit(page, page.getByRole('link', { name: 'L-Malic Acid' }).first());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('L-Malic Acid');
    expect(await page.locator('.analyses-tabs').count()).toBe(0);
    // The breadcrumb goes back to the list with this sample type selected.
    await submit(page, page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1));
    await expect.poll(() => page.getByRole('link', { name: /Remove filter Sample type/ }).count()).toBe(1);
  });

  it('opens an analysis, expands a component description without a script, and sends the contact message', async () => {
    const page = await open('/analyses/analysis/100');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Juice Panel');
    const more = page.locator('details.component-more').first();
    await more.locator('summary').click();
    expect(await more.getAttribute('open')).not.toBeNull();

    await page.getByText('Contact us about this analysis').click();
    await submit(page, page.getByRole('button', { name: 'Send message' }));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'There is a problem' }).count()).toBe(1);
    expect(await page.getByRole('alert').first().textContent()).toContain('First name is required');
    if (!js) expect(await page.title()).toMatch(/^Error: /);

    const who = `e2e-${js ? 'js' : 'nojs'}-${Date.now()}@winery.example`;
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Vintner');
    await page.getByLabel('E-mail').fill(who);
    await page.getByLabel('Contact number').fill('707 555 0100');
    await page.getByLabel('Note').fill('Please call me about juice panels.');
    await submit(page, page.getByRole('button', { name: 'Send message' }));
    await expect.poll(() => page.getByText('Your message has been sent').count()).toBe(1);
    const mail = (await import('./support.ts')).outbox().filter((m) => m.replyTo === who).at(-1);
    expect(mail?.text).toContain('/analyses/analysis/100');
    expect(mail?.text).toContain('Please call me about juice panels.');
    expect(lastMailTo('lab@lab.example')).toBeTruthy();
  });

  it('picks an export country', async () => {
    const page = await open('/analyses/exporting');
    expect(await page.getByText('Choose a country to see its analyses.').count()).toBe(1);
    await enhanced(page, js);
    await page.getByLabel('Destination country').selectOption({ label: 'European Union' });
    if (js) await page.waitForURL(/country=EU/);
    else await submit(page, page.getByRole('button', { name: 'Show analyses' }));
    await expect.poll(() => page.getByRole('heading', { name: /required for European Union/ }).count()).toBe(1);
    expect(await page.locator('.analyses-table tbody tr').count()).toBeGreaterThan(0);
  });

  it('downloads both fee schedules as PDFs with the right rows', async () => {
    const page = await open('/analyses/all-analyses?reset=1');
    for (const [name, rows] of [['Most popular', 10], ['Complete list', 80]] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(file);
      expect(text).toContain('Juice Panel (J-100)');
      expect(text).toContain('$95.00');
      expect((text.match(/\([A-Z]+-\d+\)/g) ?? []).length).toBeGreaterThanOrEqual(rows);
    }
  });

  it('searches the pesticide panel', async () => {
    const page = await open('/analysis/additions/pesticide-panel');
    expect(await page.locator('#pesticide-count').textContent()).toMatch(/^(\d+) of \1 components$/);
    await enhanced(page, js);
    await page.getByRole('searchbox').fill('boscalid');
    if (js) await page.waitForURL(/q=boscalid/, { timeout: 5000 });
    else await submit(page, page.getByRole('button', { name: 'Search' }));
    await expect.poll(() => page.locator('#pesticide-count').textContent()).toMatch(/^1 of \d+ components$/);
  });
});
