/**
 * What a new user met in billing and the shell, without and with JavaScript: Pay in view at
 * 390 and 1280 px once invoices are selected (a bar on narrow screens, the sticky aside on wide
 * ones), the Pay with list readable on a phone, the client switcher one client under another,
 * the dashboard menu one scrolling row on a phone, notifications closed on a phone, toasts
 * clear of the header; with JavaScript, a half-filled form kept when the sign-in ends.
 */
import { expect, it } from 'vitest';
import { withServerDb } from './database.ts';
import { journeys } from './support.ts';

const inView = async (page: import('./support.ts').Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && r.height > 0;
  });

journeys('billing and shell fixes', ({ js, open, visit, submit, login }) => {
  it('keeps the total and Pay in view once invoices are selected, at 390 and 1440 px', async () => {
    const page = await open(undefined, { viewport: { width: 390, height: 800 }, as: 'billing@example.com' });
    await visit(page, '/dashboard/billing');
    const box = page.locator('input[name="selected"]').first();
    await box.check();
    if (!js) await submit(page, page.getByRole('button', { name: 'Update selection' }).first());
    await expect.poll(() => page.locator('.pay-bar').count()).toBe(1);
    // at the bottom of the page too: the bar stays on the screen
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    expect(await inView(page, '.pay-bar button[value="pay"]')).toBe(true);
    // the radios and their expiry do not overlap
    const [radio, detail] = await Promise.all([page.locator('.pay-method input').first().boundingBox(), page.locator('.pay-method .method-detail').first().boundingBox()]);
    expect(radio!.x + radio!.width).toBeLessThanOrEqual(detail!.x + 1);
    // wide: the aside beside the list, kept in view, its prices whole
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    expect(await inView(page, '.billing-aside button[value="pay"]')).toBe(true);
    const price = page.locator('.billing-aside .pay-lines td.num').first();
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.locator('.pay-bar').isVisible()).toBe(false);
    await submit(page, page.getByRole('button', { name: 'Clear selection' }));
  });

  it('lists the clients one under another and the dashboard menu as one scrolling row on a phone; notifications closed, toasts clear of the header', async () => {
    const page = await open(undefined, { viewport: { width: 390, height: 800 }, as: 'owner@example.com' });
    await visit(page, '/dashboard/billing');
    // the menu: one row, not a grid taking the first screen
    const items = page.locator('nav.dashboard-menu li');
    const tops = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // notifications start closed on a phone
    expect(await page.locator('.notifications-bar > details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // the account menu's clients: one under another, each inside the screen
    await page.locator('details.account-menu > summary').click();
    const clients = page.locator('.menu-clients > li');
    const boxes = await clients.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left, right: r.right })));
    expect(boxes.length).toBeGreaterThan(1);
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(390);
    expect(boxes[1].top).toBeGreaterThan(boxes[0].top);
    // a toast does not lie over the header
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/dashboard/billing');
    const first = page.locator('input[name="selected"]').first();
    await first.check();
    await submit(page, page.getByRole('button', { name: 'Update selection' }).first());
    await submit(page, page.getByRole('button', { name: 'Clear selection' }));
    await expect.poll(() => page.locator('.flash').count()).toBeGreaterThan(0);
    const [toast, header] = await Promise.all([page.locator('.flash').first().boundingBox(), page.locator('header').first().boundingBox()]);
    expect(toast!.y).toBeGreaterThan(header!.y + header!.height);
  });

  it.skipIf(!js)('warns instead of leaving a half-filled form when the sign-in ends', async () => {
    const page = await open(undefined, { own: true });
    await page.clock.install();
    await login(page, 'full@example.com');
    await page.waitForURL((u) => u.pathname !== '/login');
    await visit(page, '/dashboard/shop/request-courier?tomorrow=1');
    const field = page.getByLabel(/Special instructions/);
    await field.fill('half-typed text');
    await withServerDb((db) =>
      db.deleteFrom('tokens').where('kind', '=', 'session').where('userId', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', 'full@example.com')).execute(),
    );
    await page.clock.runFor(61_000);
    await expect.poll(() => page.locator('.session-warning').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/dashboard/shop/request-courier');
    expect(await field.inputValue()).toBe('half-typed text');
    expect(await page.locator('.session-warning').textContent()).toContain('Your session has ended');
  });
});
