/** The home page, without and with JavaScript. */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('home page', ({ js, open, submit, visit, login }) => {
  it('shows every section and the courier countdown to a signed-out visitor', async () => {
    const page = await open('/');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const form = page.locator('form[action="/login"]');
    expect(await form.getByLabel('E-mail').count()).toBe(1);
    expect(await form.getByLabel('Password').count()).toBe(1);
    expect(await form.locator('input[name="csrf"]').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Create an account' }).count()).toBe(1);
    expect(await page.locator('.countdown-value').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Read the harvest guide' }).count()).toBe(1);
    expect(await page.locator('.publication-cards > li').count()).toBe(4);
    for (const id of [7061, 7063, 7055]) expect(await page.locator(`a[href="/analyses/all-analyses?category=${id}"]`).count()).toBe(1);
    for (const name of ['Access a specialist', 'Request a courier pick-up', 'Receive results']) expect(await page.locator('.home-band').getByRole('button', { name }).count()).toBe(1);
    // No third-party embed unless an operator configures a video link.
    expect(await page.locator('iframe').count()).toBe(0);

    const seconds = () => page.locator('.countdown-value[data-unit="seconds"]').textContent();
    const hms = async () => (await page.locator('.countdown-value').allTextContents()).join(':');
    const first = await hms();
    if (js && first !== '00:00:00') {
      await expect.poll(hms, { timeout: 3000 }).not.toBe(first); // it ticks
    } else {
      await page.waitForTimeout(1200);
      expect(await seconds()).toBe(first.split(':')[2]); // server-rendered, still
    }

    await visit(page, '/home');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('signs in from the home page form and then offers dashboards and a pick-up', async () => {
    const page = await open('/');
    await page.locator('form[action="/login"]').getByLabel('E-mail').fill('admin@example.com');
    await page.locator('form[action="/login"]').getByLabel('Password').fill('harvest-2026');
    await submit(page, page.locator('form[action="/login"]').getByRole('button', { name: 'Log in' }), { audit: false });
    await page.waitForURL((u) => u.pathname !== '/');
    await visit(page, '/');
    expect(await page.getByRole('button', { name: 'View dashboards' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Schedule a pick-up' }).count()).toBe(1);
    expect(await page.locator('.countdown-value').count()).toBe(0);
    void login;
  });
});
