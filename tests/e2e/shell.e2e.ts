import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('the site shell', ({ open, visit }) => {
  it('shows the 404 page with a way home, and the way home works', async () => {
    const page = await open('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('button', { name: 'Go to home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('switches to German and keeps it', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/lng=de/);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await visit(page, '/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
  });

  it('has a skip link to the main content', async () => {
    const page = await open('/');
    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip-link:focus');
    await expect.poll(() => skip.count()).toBe(1);
    expect(await skip.textContent()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#main$/);
  });
});
