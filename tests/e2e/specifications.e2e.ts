/**
 * House specification journeys, without and with JavaScript, axe on every page: a Full User
 * defines a specification in client settings (a range upside down is refused, what was typed
 * kept), assigns it to a pre-bottling wine on its page and sees the pH result fail; the results
 * list filtered "out of specification" exports the failing results alone.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('specifications', (tools) => {
  const { js, open, submit, visit } = tools;
  const as = 'tomas.alvarez@napa-ridge.example';

  it('defines a specification and sees a failing badge on a sample', async () => {
    const page = await open(undefined, { viewport: { width: 1280, height: 900 }, as });
    const name = `Pre-bottling ${js ? 'js' : 'no js'}`;
    await visit(page, '/dashboard/client-settings/specifications');
    const form = page.locator('#add-specification');
    await form.getByLabel('Name').fill(name);
    const first = form.locator('fieldset').first();
    await first.getByLabel('Analyte', { exact: true }).fill('pH');
    await first.getByLabel('Minimum', { exact: true }).fill('2.5');
    await first.getByLabel('Maximum', { exact: true }).fill('2.0');
    await submit(page, form.getByRole('button', { name: 'Save specification' }));
    await expect.poll(async () => (await page.locator('.error-summary').textContent()) ?? '').toContain('The maximum is below the minimum');
    expect(await page.locator('#add-specification fieldset').first().getByLabel('Analyte', { exact: true }).inputValue()).toBe('pH');
    await page.locator('#add-specification fieldset').first().getByLabel('Minimum', { exact: true }).fill('');
    await submit(page, page.locator('#add-specification').getByRole('button', { name: 'Save specification' }));
    await expect.poll(() => page.getByText(`The specification ${name} was added.`).count()).toBe(1);
    expect(await page.getByTestId('specification').filter({ hasText: name }).textContent()).toContain('pH');

    await visit(page, '/dashboard/results?q=Pre-Bottling');
    const href = await page.locator('a[href*="/sample/"]').first().getAttribute('href');
    await visit(page, href!.split('?')[0]);
    await page.getByLabel('Judge this sample against').selectOption({ label: name });
    await submit(page, page.locator('.sample-spec-form').getByRole('button', { name: 'Save specification' }));
    await expect.poll(() => page.getByText('The sample\'s specification was saved.').count()).toBe(1);
    const ph = page.locator('tbody tr', { has: page.getByRole('link', { name: 'pH', exact: true }) });
    expect(await ph.locator('.spec-badge').textContent()).toBe('Fail');

    // the results list: the same verdict beside the result, and the filter "out of specification"
    await visit(page, '/dashboard/results?view=analyses&q=Pre-Bottling');
    const listed = page.locator('tbody tr', { has: page.getByRole('link', { name: 'pH', exact: true }) }).first();
    expect(await listed.locator('.spec-badge').textContent()).toBe('Specification: Fail');
    await page.getByLabel('Specification', { exact: true }).selectOption('fail');
    await submit(page, page.getByRole('button', { name: 'Apply', exact: true }));
    await expect.poll(() => new URL(page.url()).searchParams.get('spec')).toBe('fail');
    const rows = page.locator('table.analyses-table tbody tr');
    await expect.poll(() => rows.locator('.spec-fail').count()).toBeGreaterThan(0);
    expect(await rows.locator('.spec-fail').count()).toBe(await rows.count());
    // the CSV export repeats the filter: the failing results the list shows, each with its verdict
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/).slice(1);
    expect(lines).toHaveLength(await rows.count());
    expect(lines.every((line) => /,Fail \(/.test(line))).toBe(true);
  });
});
