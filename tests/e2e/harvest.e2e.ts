/**
 * Harvest planning journeys, without and with JavaScript, axe on every page: the client's
 * Administrator adds a vineyard block in client settings, a Full User orders a grape sample
 * naming it, the Administrator ties a sample of the season to it on the sample page, and reads the harvest page: blocks in picking order, each with its chart and a
 * forecast that says it extrapolates the recent trend.
 */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('harvest', (tools) => {
  const { js, open, submit, visit } = tools;

  it('adds a block, ties a sample to it and sees the harvest page with a forecast', async () => {
    const page = await open(undefined, { viewport: { width: 1280, height: 900 }, as: 'owner@example.com' });
    const name = `Knoll ${js ? 'js' : 'no js'}`;
    await visit(page, '/dashboard/client-settings');
    await submit(page, page.getByRole('button', { name: 'Add a block' }));
    const form = page.locator('#add-block');
    await expect.poll(() => form.count()).toBe(1);
    // A missing name is named in the error summary, what was typed stays.
    await form.getByLabel('Vineyard').fill('Atlas Peak');
    await form.getByLabel('Varietal', { exact: true }).fill('Cabernet Sauvignon');
    await submit(page, form.getByRole('button', { name: 'Save block' }));
    await expect.poll(async () => (await page.locator('.error-summary, #block-add-name-error').first().textContent()) ?? '').toContain('Block name is required');
    await form.getByLabel('Block name').fill(name);
    await form.getByLabel(/Target °Brix/).fill('25.5');
    await submit(page, form.getByRole('button', { name: 'Save block' }));
    await expect.poll(() => page.getByText('The block was added.').count()).toBe(1);
    expect(await page.locator('.form-section', { hasText: 'Vineyard blocks' }).textContent()).toContain(`${name} · Atlas Peak`);

    // An order's grape sample names the block (a Full User's draft, so the order journeys' drafts stay theirs).
    const orderer = await open(undefined, { viewport: { width: 1280, height: 900 }, as: 'tomas.alvarez@napa-ridge.example' });
    await visit(orderer, '/dashboard/shop/order-analyses');
    const add = orderer.locator('.add-sample');
    await add.getByLabel('Sample description').fill(`${name} berries`);
    await add.getByLabel('Sample type').selectOption({ label: 'Grapes' });
    await add.getByLabel('Vineyard block').selectOption({ label: `${name} (Atlas Peak)` });
    await submit(orderer, add.getByRole('button', { name: 'Add sample' }));
    await expect.poll(() => orderer.getByText(`Vineyard block: ${name} (Atlas Peak)`).count()).toBe(1);

    // A sample of the season, tied to the new block on its page.
    await visit(page, '/dashboard/harvest');
    const firstSample = page.locator('.harvest-samples tbody a').first();
    const href = await firstSample.getAttribute('href');
    expect(href).toMatch(/^\/dashboard\/results\/group\/\d+\/sample\//);
    await visit(page, href!);
    await page.locator('#sample-block select').selectOption({ label: `${name} (Atlas Peak)` });
    await submit(page, page.getByRole('button', { name: 'Save block' }));
    await expect.poll(() => page.getByText('The sample\'s block was saved.').count()).toBe(1);

    await visit(page, '/dashboard/harvest');
    const blocks = page.locator('.harvest-block');
    expect(await blocks.count()).toBeGreaterThanOrEqual(5);
    const mine = blocks.filter({ hasText: name });
    expect(await mine.textContent()).toContain('Not enough samples for a forecast: 1 sample');
    const cabernet = blocks.filter({ hasText: 'Block 3' });
    expect(await cabernet.textContent()).toMatch(/Sugar accumulation: \d\.\d\d °Brix per day/);
    expect(await cabernet.textContent()).toContain('This forecast extrapolates the recent trend');
    expect(await cabernet.locator('svg.maturity-chart').count()).toBe(1);
    // The block at its target reads first.
    expect(await blocks.first().textContent()).toContain('At or above the target');
  });
});
