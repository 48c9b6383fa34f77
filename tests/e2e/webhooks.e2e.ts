/**
 * Webhooks in client settings, without and with JavaScript: the client's Administrator opens
 * Webhooks from client settings, is told what a refused registration lacks, registers an
 * endpoint (its secret shown once), sends a test event and sees it in the delivery log, and
 * deletes the endpoint.
 */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('webhooks', ({ js, open, submit }) => {
  it('registers an endpoint, sends a test event, sees the log, and deletes it', async () => {
    const url = `https://hooks-${js ? 'js' : 'nojs'}.winery.example/lab`;
    const page = await open('/dashboard/client-settings', { as: 'owner@example.com' });
    await submit(page, page.getByRole('link', { name: 'Manage webhooks' }));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Webhooks');

    // nothing chosen: the summary names both fields, and nothing is registered
    await submit(page, page.getByRole('button', { name: 'Register endpoint' }));
    const summary = await page.locator('.error-summary').innerText();
    expect(summary).toContain("Enter the endpoint's URL.");
    expect(summary).toContain('Choose at least one event.');

    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByLabel(/batch\.released/).check();
    await submit(page, page.getByRole('button', { name: 'Register endpoint' }));
    expect(await page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(await page.locator('.webhook-list').innerText()).toContain(url);

    await submit(page, page.getByRole('link', { name: `Open ${url}` }));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Webhook endpoint');
    await submit(page, page.getByRole('button', { name: 'Send test event' }));
    expect(await page.locator('.flash').allInnerTexts()).toContainEqual(expect.stringContaining('A test event is on its way.'));
    expect(await page.locator('.webhook-log').innerText()).toContain('webhook.test');

    await page.getByText('Delete endpoint', { exact: true }).click();
    await submit(page, page.getByRole('button', { name: 'Yes, delete endpoint' }));
    expect(await page.locator('.flash').allInnerTexts()).toContainEqual(expect.stringContaining('The endpoint was deleted.'));
    expect(await page.getByText(url).count()).toBe(0);
  });
});
