/**
 * Every page fits every screen. Each page is opened once per mode
 * (without and with JavaScript) and looked at in six viewports, 320 to 1920 px wide: the page
 * is never wider than the screen (`document.documentElement.scrollWidth`), and the first screen
 * shows part of the page's main content (the header and the notifications bar leave room).
 * Screenshots of the main pages at 390 and 1280 px are kept in test-results/layout/ to look at.
 *
 * One test per page. A page is loaded once and the viewport resized around it (media queries apply at once); the
 * no-JavaScript run also reloads at the narrowest width, where the header and the bar are
 * decided by CSS alone. axe is not run here: the other journeys audit these pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { withServerDb } from './database.ts';
import { hydrated, journeys, routerIdle, type Page } from './support.ts';

const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

const PUBLIC = [
  '/', '/analyses/all-analyses', '/analyses/exporting', '/analysis/additions/pesticide-panel', '/positive-pay',
  '/about-us', '/about-us/our-story', '/about-us/seminars', '/our-services/services', '/analysis-reports',
  '/vintage-reports', '/careers', '/terramea', '/sustainability', '/publications', '/contact-us', '/locations',
  '/global-search?q=smoke', '/login', '/signup', '/new-customer', '/request-reset-password', '/no-such-page',
];
/** Kept as screenshots (the main pages). */
const MAIN = new Set(['/', '/analyses/all-analyses', '/publications', '/contact-us', '/locations', '/positive-pay', '/dashboard/results', '/dashboard/billing', '/launchpad/clients']);


/**
 * The portal pages the owner sees, by name; a sample and an analysis of the active client are
 * found by following the page's own links (once per mode: `portalLinks`).
 */
const PORTAL: [name: string, path: (links: PortalLinks) => string][] = [
  ['public analysis detail', (l) => `/analyses/analysis/${l.analysis}`],
  ['results by sample', () => '/dashboard/results'],
  ['results by analysis', () => '/dashboard/results?view=analyses'],
  ['sample details', (l) => l.sample],
  ['analysis details', (l) => l.result],
  ['billing', () => '/dashboard/billing'],
  ['courier', () => '/dashboard/shop/request-courier'],
  ['supplies', () => '/dashboard/shop/order-supplies'],
  ['clients', () => '/launchpad/clients'],
  ['new client', () => '/launchpad/new-client'],
  ['user settings', () => '/launchpad/user-settings'],
  ['team settings', () => '/dashboard/teams-settings'],
  ['client settings', () => '/dashboard/client-settings'],
  ['payment methods', () => '/dashboard/billing/payment-methods'],
  ['order analyses', () => '/dashboard/shop/order-analyses'],
  ['submissions', () => '/dashboard/shop/order-analyses/submissions'],
  ['vintage report', () => '/dashboard/vintage-portal?analyses=brix&varietal=chardonnay&ava=russian-river-valley'],
  ['smoke impact report', () => `/dashboard/smoke-impact-report?sample=S${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}-970101&varietal=CS`],
];
interface PortalLinks { analysis: number; sample: string; result: string }

async function findPortalLinks(page: Page, js: boolean): Promise<PortalLinks> {
  const analysis = await withServerDb((db) => db.selectFrom('analyses').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow());
  await page.goto('/dashboard/results');
  const sample = await page.locator('main a[href*="/sample/"]').first().getAttribute('href');
  await page.goto(sample!);
  const result = await page.locator('main a[href*="/analysis/"]').first().getAttribute('href');
  // The smoke impact report opens after its disclaimer: acknowledge it once here.
  await page.goto('/dashboard/smoke-impact-report');
  // With JavaScript, Continue stays disabled until the box is ticked: tick it once React has
  // hydrated, or hydration puts the page's unticked state back and the button never enables.
  if (js) await hydrated(page);
  await page.getByLabel(/^By checking this box/).check();
  await Promise.all([page.waitForURL('**/dashboard/smoke-impact-report'), page.getByRole('button', { name: 'Continue' }).click()]);
  await page.getByRole('heading', { name: 'Samples Available for Smoke Impact Comparative Report' }).waitFor();
  return { analysis: analysis.id, sample: sample!, result: result! };
}

// per engine: the SQLite and PostgreSQL journeys run side by side in npm test
const SHOTS = path.resolve(process.env.TEST_DATABASE ? `test-results/layout-${process.env.TEST_DATABASE}` : 'test-results/layout');

async function fits(page: Page, p: string, js: boolean) {
  // With JavaScript, the page as the visitor gets it once the scripts have run: hydrated, and what
  // hydration adds (the header's "Use my location" button) rendered, so that is measured too and
  // every screenshot shows the same page (a screenshot taken a moment
  // earlier had no button).
  if (js) {
    await hydrated(page);
    await routerIdle(page);
  }
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const { scrollWidth, mainTop } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      mainTop: document.querySelector('main')?.getBoundingClientRect().top ?? Infinity,
    }));
    expect(scrollWidth, `${p} at ${viewport.width} px is no wider than the screen`).toBeLessThanOrEqual(viewport.width);
    // At least a line of the page's own content is on the first screen.
    expect(mainTop, `${p} at ${viewport.width}×${viewport.height}: main content starts on the first screen`).toBeLessThan(viewport.height - 48);
    if (MAIN.has(p) && (viewport.width === 390 || viewport.width === 1280)) {
      fs.mkdirSync(SHOTS, { recursive: true });
      const name = `${js ? 'js' : 'nojs'}-${viewport.width}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(SHOTS, name) });
    }
  }
}

journeys('layout at every width', ({ js, open, login }) => {
  // One test per page: each opens its page in one kept page per mode and group.
  for (const p of PUBLIC) {
    it(`fits ${p} into 320–1920 px with the main content on the first screen`, async () => {
      const page = await open(undefined, { viewport: VIEWPORTS[0], reuse: 'public' });
      await page.goto(p);
      await fits(page, p, js);
    });
  }

  // The owner signs in once per mode through the login form (the first portal test), then every
  // portal page is one test in that signed-in page.
  let links: Promise<PortalLinks> | undefined;
  async function portalPage() {
    const page = await open(undefined, { viewport: VIEWPORTS[0], reuse: 'portal' });
    links ??= (async () => {
      await login(page, 'owner@example.com');
      return findPortalLinks(page, js);
    })();
    return { page, links: await links };
  }
  for (const [name, path] of PORTAL) {
    it(`fits the portal's ${name} page into 320–1920 px with the main content on the first screen`, async () => {
      const { page, links } = await portalPage();
      const p = path(links);
      await page.goto(p);
      expect(new URL(page.url()).pathname, `${p} opens for the owner`).toBe(p.replace(/\?.*$/, ''));
      await fits(page, p, js);
    });
  }

  it('opens the phone menu without JavaScript and reaches a page through it', async () => {
    const page = await open('/', { viewport: { width: 390, height: 844 } });
    const menu = page.locator('header details.phone-menu');
    expect(await menu.isVisible()).toBe(true);
    expect(await page.locator('header .main-menu').isVisible()).toBe(false);
    await menu.locator('summary').click();
    const link = menu.getByRole('link', { name: 'Sample dropboxes' });
    expect(await link.isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/locations/), link.click()]);
    // One row at 1024 px and up: the dropdowns, no phone menu.
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await page.locator('header details.phone-menu').isVisible()).toBe(false);
    expect(await page.locator('header .main-menu').isVisible()).toBe(true);
    const rows = await page.evaluate(() => {
      const items = [...document.querySelectorAll('header nav.site-nav > ul > li')].filter((li) => (li as HTMLElement).offsetParent);
      // Items of one row share their vertical middle (a button is taller than a link).
      return new Set(items.map((li) => { const r = li.getBoundingClientRect(); return Math.round((r.top + r.bottom) / 2 / 20); })).size;
    });
    expect(rows, 'the header is one row at 1024 px').toBe(1);
  });
});
