/**
 * Portal journeys, without and with JavaScript: results (views, sort, sample, quick view,
 * analysis), CSV export by e-mail, lab report download read back as text, re-sign, new client.
 */
import fs from 'node:fs';
import { DateTime } from 'luxon';
import { expect, it } from 'vitest';
import { LAB_ZONE } from '../../contract/lab-time.ts';
import { signInTo, withServerDb } from './database.ts';
import { journeys, outbox } from './support.ts';
import { pdfText } from '../helpers/pdf.ts';

journeys('portal results', ({ js, open, submit, login, visit }) => {
  it('a full user browses results, a sample, its analysis, exports CSV and downloads the lab report', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 }, as: 'full@example.com' });
    await visit(page, '/dashboard/results');
    await expect.poll(() => page.getByRole('heading', { name: 'Results', level: 1 }).count()).toBe(1);
    await submit(page, page.getByRole('link', { name: 'Analysis results' }));
    expect(page.url()).toContain('view=analyses');
    await submit(page, page.getByRole('link', { name: 'Analysis', exact: true }));
    expect(page.url()).toContain('sort=analyte');

    // The seed follows today's date: the dates here are last month's, on the lab's clock.
    const lastMonth = DateTime.now().setZone(LAB_ZONE).minus({ months: 1 });
    const from = lastMonth.startOf('month').toFormat('MM/dd/yyyy');
    const to = lastMonth.endOf('month').toFormat('MM/dd/yyyy');
    const before = lastMonth.startOf('month').minus({ months: 1 }).toFormat('MM/dd/yyyy');
    await visit(page, `/dashboard/results?from=${from}&to=${before}`);
    await expect.poll(() => page.getByText('The from date must not be after the to date.').count()).toBe(1);

    // Export last month's analyses: fewer than 5,000 rows, so the CSV downloads at once, one line per analysis, nothing mailed.
    await visit(page, `/dashboard/results?view=analyses&from=${from}&to=${to}`);
    const count = Number(((await page.locator('.results-summary p').first().textContent()) ?? '').replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    expect(await page.locator('#results-export-note').textContent()).toMatch(/download at once/);
    const exportsBefore = outbox().filter((m) => m.to.includes('full@example.com') && /results export/.test(m.subject)).length;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.length).toBe(count + 1);
    expect(outbox().filter((m) => m.to.includes('full@example.com') && /results export/.test(m.subject)).length).toBe(exportsBefore);

    // A completed sample: analyses, quick view, analysis details, lab report.
    await visit(page, '/dashboard/results');
    // wide screens: the table's "View results" column (one markup: the same table is the cards below 1320 px)
    const sampleLink = page.getByRole('link', { name: /^View results of sample / }).first();
    await submit(page, sampleLink);
    await page.waitForURL(/\/sample\/[\w-]+$/);
    const sampleUrl = page.url();
    expect(sampleUrl).toMatch(/\/dashboard\/results\/group\/\d+\/sample\/[\w-]+$/);
    await submit(page, page.getByRole('link', { name: /^Quick view of/ }).first());
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    await submit(page, page.locator('dialog').getByRole('link', { name: 'Analysis details' }));
    await expect.poll(() => page.getByText('Contact us about this result').count()).toBe(1);
  });

  it('searches the samples view by part of a sample name: only groups holding such a sample, the phrase kept', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 }, as: 'full@example.com' });
    await visit(page, '/dashboard/results');
    const phrase = 'oAKvIlLe';
    if (js) {
      await expect.poll(() => page.locator('form.results-toolbar[data-auto-submit="on"]').count()).toBe(1);
      await page.locator('#results-q').pressSequentially(phrase, { delay: 40 });
      await page.waitForURL(/q=oAKvIlLe/);
    } else {
      await page.locator('#results-q').fill(phrase);
      await submit(page, page.getByRole('button', { name: 'Apply' }));
    }
    expect(await page.locator('#results-q').inputValue()).toBe(phrase);
    const groups = page.locator('.samples-table tbody tr');
    await expect.poll(() => groups.count()).toBeGreaterThan(0);
    // every group listed holds a sample whose name has the phrase in it, whatever its case
    for (const samples of await groups.locator('td.cell-samples').allTextContents()) expect(samples.toLowerCase()).toContain('oakville');
    await page.locator('#results-q').fill('no such sample anywhere');
    await submit(page, page.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No results' }).count()).toBe(1);
  });

  it('phones sort the table by a form; the search applies as the user types; Go back keeps the list', async () => {
    const page = await open(undefined, { viewport: { width: 420, height: 900 }, as: 'full@example.com' });
    await visit(page, '/dashboard/results?view=analyses');
    // A compact table at every width: its header row shown, the columns a phone needs least left out.
    expect(await page.locator('.analyses-table tbody tr').first().evaluate((e) => getComputedStyle(e).display)).toBe('table-row');
    expect(await page.locator('.analyses-table thead').evaluate((e) => e.getBoundingClientRect().height)).toBeGreaterThan(10);
    expect(await page.locator('.analyses-table td.col-mid').first().isVisible()).toBe(false);
    // the sort is a closed <details> on phones (the first row stays in the first screen)
    const sort = page.getByLabel('Sort by');
    expect(await sort.isVisible()).toBe(false);
    await page.getByText('Sort the results', { exact: true }).click();
    expect(await sort.isVisible()).toBe(true);
    await sort.selectOption('analyte');
    if (js) await page.waitForURL(/sort=analyte/);
    else await submit(page, page.getByRole('button', { name: 'Sort', exact: true }));
    expect(page.url()).toContain('sort=analyte');
    // the filters too are a closed <details> on phones until one is set
    await page.locator('details.results-filters > summary').click();
    if (js) {
      // document 2 §9: 250 ms after the last keystroke, without pressing Apply
      await expect.poll(() => page.locator('form.results-toolbar[data-auto-submit="on"]').count()).toBe(1);
      await page.locator('#results-q').pressSequentially('Brix', { delay: 40 });
      await page.waitForURL(/q=Brix/);
      expect(page.url()).toContain('sort=analyte');
    } else {
      await page.locator('#results-q').fill('Brix');
      await submit(page, page.getByRole('button', { name: 'Apply' }));
    }
    const listUrl = new URL(page.url());
    // the row links are plain <a href>; with JavaScript one listener on the table makes them client navigations
    if (js) await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    await submit(page, page.locator('.results-table a[href*="/analysis/"]').first());
    await page.waitForURL(/\/analysis\/\d+/);
    if (js) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no document load').toBe(true);
    await submit(page, page.getByRole('link', { name: /Go back/ }).first());
    await page.waitForURL(/\/sample\/[\w-]+\?back=/);
    await submit(page, page.getByRole('link', { name: /Go back/ }).first());
    await page.waitForURL((u) => u.pathname === '/dashboard/results');
    const back = new URL(page.url());
    for (const k of ['view', 'q', 'sort']) expect(back.searchParams.get(k), k).toBe(listUrl.searchParams.get(k));
  });

  it('an administrator\'s client search is sent as they type (1000 ms)', async () => {
    if (!js) return;
    const page = await open(undefined, { viewport: { width: 1440, height: 900 } });
    await login(page, 'godmode@example.com');
    await visit(page, '/launchpad/clients');
    await expect.poll(() => page.locator('form.search-row[data-auto-submit="on"]').count()).toBe(1);
    await page.locator('#client-q').pressSequentially('napa', { delay: 40 });
    await page.waitForURL(/q=napa/);
    await expect.poll(() => page.getByText('Napa Ridge Cellars').count()).toBeGreaterThan(0);
  });

  it('the pagination, sidebar, footer and header links open their pages and mark the open one (client navigations with JavaScript)', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 }, as: 'full@example.com' });
    await visit(page, '/dashboard/results');
    // plain <a href> with one listener per menu (app/ui/client-links.tsx): ordinary links without JavaScript
    if (js) await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    const sidebar = page.locator('.dashboard-sidebar');
    expect(await sidebar.getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBe('page');
    await submit(page, page.locator('.pagination').first().getByRole('link', { name: 'Next' }));
    await page.waitForURL(/page=2/);
    expect(await page.locator('.pagination').first().locator('a[aria-current="page"]').textContent()).toBe('2');
    expect(await sidebar.getByRole('link', { name: 'Results' }).getAttribute('aria-current'), 'a page below Results').toBe('page');
    await submit(page, sidebar.getByRole('link', { name: 'Billing' }));
    await page.waitForURL((u) => u.pathname === '/dashboard/billing');
    expect(await sidebar.getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBeNull();
    await submit(page, page.locator('footer').getByRole('link', { name: 'Publications' }));
    await page.waitForURL((u) => u.pathname === '/publications');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/Publications/);
    const headerLink = page.locator('header .main-menu').getByRole('link', { name: 'Publications' });
    expect(await headerLink.getAttribute('aria-current')).toBe('page');
    expect(await headerLink.getAttribute('class')).toBe('active');
    await submit(page, page.locator('header').getByRole('link', { name: 'Sustainability' }).first());
    await page.waitForURL((u) => u.pathname === '/sustainability');
    expect(await headerLink.getAttribute('aria-current')).toBeNull();
    if (js) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no document load').toBe(true);
  });

  it('downloads the lab report of a completed sample and reads it back', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 }, as: 'reporting@example.com' });
    await visit(page, '/dashboard/results?view=analyses&sort=logged_at&dir=asc');
    // the sample's own link (the row leads with its analysis' link, one level deeper)
    const first = page.locator('.results-table tbody tr').first().locator('td.cell-sample a').first();
    await submit(page, first);
    // the link carries the list's query as ?back=
    await page.waitForURL(/\/sample\/[\w-]+(\?back=.*)?$/);
    const button = page.getByRole('button', { name: 'Download lab report' });
    await expect.poll(() => button.count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = await download.path();
    const text = await pdfText(file!);
    expect(text).toContain('Laboratory Report');
    const sampleId = new URL(page.url()).pathname.split('/sample/')[1];
    expect(text).toContain(sampleId);
  });

  it('an administrator re-signs the agreement of a client that must re-sign', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 } });
    // Both runs share one server: the client must re-sign again for the second run.
    await withServerDb((db) => db.updateTable('clients').set({ resignAgreement: 1 }).where('code', '=', 'C10871').execute());
    await login(page, 'owner@example.com');
    await visit(page, '/launchpad/clients');
    await submit(page, page.locator('.wide-only').getByRole('button', { name: 'Willamette Hollow Vineyards' }));
    await visit(page, '/dashboard/results');
    await expect.poll(() => page.getByRole('heading', { name: 'Re-sign the client agreement' }).count()).toBe(1);
    await page.getByLabel(/I am authorised to sign/).check();
    await page.getByLabel('Job title', { exact: true }).fill('Owner');
    await page.getByLabel('First name', { exact: true }).fill('Elena');
    await page.getByLabel('Last name', { exact: true }).fill('Marquez');
    if (js) {
      // Validated on submit in the browser (without JavaScript the server's 400 page is covered by the app tests).
      await submit(page, page.getByRole('button', { name: 'Submit agreement' }));
      await expect.poll(() => page.getByText('The terms must be accepted for the agreement to be submitted.').count()).toBeGreaterThan(0);
    }
    await page.getByLabel(/I accept the terms and conditions/).check();
    await submit(page, page.getByRole('button', { name: 'Submit agreement' }));
    await expect.poll(() => page.getByText('Client agreement successfully submitted').count()).toBeGreaterThan(0);
    // The owner's next sign-in (other journeys) opens Napa Ridge Cellars again, as in the demo.
    await signInTo('owner@example.com', 'C10234');
  });

  it('a newcomer creates a client and lands on its dashboard', async () => {
    const page = await open(undefined, { viewport: { width: 1440, height: 900 } });
    await login(page, 'newcomer@example.com');
    await visit(page, '/launchpad/clients');
    // The first run, linked to no client, is sent to create one (document 2 §6);
    // the second (the newcomer now has one) goes straight there.
    if (!js) {
      expect(page.url()).toContain('/launchpad/new-client');
      await expect.poll(() => page.getByText('Your e-mail address is not linked to any client yet.').count()).toBeGreaterThan(0);
    } else await visit(page, '/launchpad/new-client');
    expect(page.url()).toContain('/launchpad/new-client');
    if (js) {
      await submit(page, page.getByRole('button', { name: 'Create client' }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    }
    const name = `Fog Hollow ${js ? 'JS' : 'HTML'}`;
    await page.getByLabel('Company operating name', { exact: true }).fill(name);
    await page.getByLabel('Official business name', { exact: true }).fill(`${name} LLC`);
    await page.getByLabel('Business type', { exact: true }).selectOption('Other');
    await page.getByLabel('Street', { exact: true }).fill('12 Orchard Rd');
    await page.getByLabel('City', { exact: true }).fill('Sebastopol');
    await page.locator('select[name="state"]').selectOption('CA');
    await page.getByLabel('Postal code', { exact: true }).fill('95472');
    await page.getByLabel('Phone', { exact: true }).fill('7075550190');
    await page.getByLabel('Job title', { exact: true }).fill('Cidermaker');
    await page.getByLabel(/I accept the terms and conditions/).check();
    await submit(page, page.getByRole('button', { name: 'Create client' }));
    await expect.poll(() => page.url()).toContain('/dashboard/results');
    await expect.poll(() => page.getByText(name).count()).toBeGreaterThan(0);
  });
});
