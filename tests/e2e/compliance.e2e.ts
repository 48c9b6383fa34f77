/**
 * Compliance journeys, without and with JavaScript, axe on every page: a Full User types the
 * label alcohol on a pre-bottling wine's page (a bad figure is refused and kept) and reads the
 * verdict with its rule and the guide line; then checks the sample for the EU, sees the analyses
 * the destination asks for that the sample has not had, and adds one to an order.
 */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('compliance', (tools) => {
  const { open, submit, visit } = tools;
  const as = 'tomas.alvarez@napa-ridge.example';

  it('sets a label claim and sees the verdict; builds an EU export pack and orders a missing analysis', async () => {
    const page = await open(undefined, { viewport: { width: 1280, height: 900 }, as });
    await visit(page, '/dashboard/results?q=Pre-Bottling');
    const href = await page.locator('a[href*="/sample/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/dashboard\/results\/group\/\d+\/sample\//);
    const path = href!.split('?')[0];
    await visit(page, path);
    const measured = Number(((await page.locator('dt:has-text("Measured alcohol") + dd').textContent()) ?? '').split(' ')[0]);
    expect(measured).toBeGreaterThan(10);

    const label = page.getByLabel('Label alcohol %');
    await label.fill('strong');
    await submit(page, page.getByRole('button', { name: 'Save label claim' }));
    await expect.poll(async () => (await page.locator('#label-claim').textContent()) ?? '').toContain('Type the alcohol on the label as a number');
    expect(await page.getByLabel('Label alcohol %').inputValue()).toBe('strong');

    await page.getByLabel('Label alcohol %').fill(String(measured));
    await submit(page, page.getByRole('button', { name: 'Save label claim' }));
    await expect.poll(() => page.getByText('The label claim was saved.').count()).toBe(1);
    const verdict = page.getByTestId('label-verdict');
    expect(await verdict.textContent()).toContain('Within tolerance');
    expect(await verdict.textContent()).toContain('27 CFR 4.36(b)');
    expect(await verdict.textContent()).toContain('The table is a guide, not legal advice.');
    await page.getByLabel('Label alcohol %').fill((measured - 2).toFixed(1));
    await submit(page, page.getByRole('button', { name: 'Save label claim' }));
    await expect.poll(async () => (await page.getByTestId('label-verdict').textContent()) ?? '').toMatch(/Outside tolerance by|Crosses the 14 % tax-class line/);

    // The EU export pack: limits with sources, the analyses still to do, one added to the order.
    await page.getByLabel('Destination').selectOption({ label: 'European Union' });
    await submit(page, page.getByRole('button', { name: 'Check', exact: true }));
    const pack = page.getByTestId('export-pack');
    await expect.poll(() => pack.count()).toBe(1);
    expect(await pack.textContent()).toContain('Reg. (EU) 2019/934');
    expect(await pack.textContent()).toContain('The table is a guide, not legal advice');
    const order = pack.getByRole('button', { name: 'Add to order: Citric Acid' });
    expect(await order.count()).toBe(1);
    await submit(page, order);
    await expect.poll(() => page.getByText('Citric Acid was added to your order draft').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/dashboard/shop/order-analyses');
    const sampleNumber = decodeURIComponent(path.split('/').at(-1)!);
    const card = page.locator('.order-sample', { hasText: sampleNumber });
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Citric Acid');
  });
});
