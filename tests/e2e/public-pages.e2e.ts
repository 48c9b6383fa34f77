/**
 * Public site journeys, each without and with JavaScript, axe on every page: every public route
 * answers 200 and renders its page, every old path answers 301 and lands on its new address,
 * the contact form (closed and empty after a send) and soil form reach the outbox, the dropbox
 * code is hidden when signed out and shown when signed in, a search finds one result of each
 * kind (after the 1 s pause with JavaScript, by the button without), report verification, the
 * publications archive link, and the chart upload (godmode by file input and, with JavaScript,
 * by dropping a file; everyone else refused).
 */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { expect, inject, it } from 'vitest';
import { withServerDb } from './database.ts';
import { baseURL, DEMO_PASSWORD, journeys, lastMailTo, outbox, routerIdle } from './support.ts';
import { loadConfig } from '../../server/config.ts';
import { reportAccessCode } from '../../provider/services/report-codes.ts';

/** Every route of tests/integration/public-pages.test.ts PUBLIC_PAGES (checked below), plus filtered views. */
const PAGES = [
  '/about-us', '/about-us/our-story', '/about-us/the-ets-difference', '/about-us/quality', '/about-us/applied-innovation', '/about-us/seminars',
  '/our-services', '/our-services/services', '/analysis-reports', '/vintage-portal', '/expertise-on-call', '/vintage-reports',
  '/categories', '/sale', '/teams', '/privacy', '/security', '/terms-and-conditions', '/terms-and-conditions-and-credit-agreement',
  '/technical-tools', '/accreditation', '/careers', '/terramea', '/sustainability', '/publications', '/contact-us', '/contact',
  '/global-search', '/search', '/locations',
  '/global-search?q=smoke', '/vintage-reports?varietal=pinot-noir',
];

/** The integration test's list, read from its source (importing it would run its tests here). */
function integrationPublicPages(): string[] {
  const source = fs.readFileSync(new URL('../integration/public-pages.test.ts', import.meta.url), 'utf8');
  const list = source.match(/export const PUBLIC_PAGES = \[([\s\S]*?)\];/)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}


/** The first bytes of a PNG: what the upload checks (by content, not by name). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Search result kinds (provider/services/search-index.ts), their group headings and where their links go. */
const KINDS: [kind: string, heading: string, href: RegExp][] = [
  ['content-page', 'Pages', /^\/(about-us\/|our-services|vintage-|expertise-on-call|terms-|privacy|security|technical-tools|accreditation|teams|categories|sale)/],
  ['publication', 'Publications', /^\/publications\/publication\/\d+$/],
  ['people', 'People', /^\/about-us#people$/],
  ['analyses', 'Analyses', /^\/analyses\/analysis\/\d+$/],
  ['location', 'Locations', /^\/locations#location-[a-z0-9-]+$/],
  ['search-sym-link', 'Quick links', /^\/[a-z]/],
];

journeys('public pages', ({ js, open, visit, submit, login, audit }) => {
  it('lists every route of the integration PUBLIC_PAGES list', () => {
    expect(PAGES, 'every route of the integration PUBLIC_PAGES list').toEqual(expect.arrayContaining(integrationPublicPages()));
  });

  // One test per route, in one kept page per mode: each answers 200 and renders its page.
  const ROUTES: [name: string, path: () => Promise<string>][] = [
    ...PAGES.map((p): [string, () => Promise<string>] => [p, async () => p]),
    ['/wreports/{first report}', async () => {
      const { reportNumber } = await withServerDb((db) => db.selectFrom('lab_reports').select('reportNumber').orderBy('reportNumber').limit(1).executeTakeFirstOrThrow());
      return `/wreports/${reportNumber}`;
    }],
    ['/publications/publication/{first publication}', async () => {
      const { id } = await withServerDb((db) => db.selectFrom('publications').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow());
      return `/publications/publication/${id}`;
    }],
  ];
  for (const [name, route] of ROUTES) {
    it(`answers 200 on ${name} and renders its page: one visible h1, no accessibility violations`, async () => {
      const p = await route();
      const page = await open(undefined, { reuse: 'routes' });
      const res = await visit(page, p);
      expect(res?.status(), p).toBe(200);
      expect(res?.request().redirectedFrom(), `${p} answers itself, no redirect`).toBeNull();
      expect(new URL(page.url()).pathname, p).toBe(p.replace(/\?.*$/, ''));
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.count(), p).toBe(1);
      expect(await h1.isVisible(), p).toBe(true);
      expect((await h1.textContent())?.trim(), p).not.toBe('');
    });
  }

  it('answers every old path with a 301 and lands on its new address', async () => {
    const { id: analysis } = await withServerDb((db) => db.selectFrom('analyses').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow());
    const { id: publication } = await withServerDb((db) => db.selectFrom('publications').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow());
    const OLD: [from: string, to: string][] = [
      ['/home', '/'],
      ['/analyses', '/analyses/all-analyses'],
      ['/analyses/analysis/all-analyses', '/analyses/all-analyses'],
      ['/analyses/exports', '/analyses/exporting'],
      ['/analyses/analysis/exporting', '/analyses/exporting'],
      [`/analyses/${analysis}`, `/analyses/analysis/${analysis}`],
      ['/library', '/publications'],
      ['/library?searchTerm=smoke', '/publications?searchTerm=smoke'],
      [`/library/${publication}`, `/publications/publication/${publication}`],
      ['/about-us/people', '/'],
    ];
    const page = await open();
    const audited = new Set<string>(); // each new page is audited once (several old paths lead to the same one)
    for (const [from, to] of OLD) {
      const res = await page.goto(from);
      expect(page.url(), from).toBe(new URL(to, baseURL()).href);
      if (!audited.has(new URL(to, baseURL()).pathname)) {
        audited.add(new URL(to, baseURL()).pathname);
        await audit(page);
      }
      expect(res?.status(), `${from} lands on a page`).toBe(200);
      const hop = res?.request().redirectedFrom();
      expect(hop?.url(), `${from} redirected`).toBe(new URL(from, baseURL()).href);
      expect((await hop?.response())?.status(), `${from} redirects permanently`).toBe(301);
      expect(hop?.redirectedFrom(), `${from} redirects in one hop`).toBeNull();
    }
  });

  it('opens a publication from the list and follows the related analysis', async () => {
    const page = await open('/publications?searchTerm=smoke');
    await submit(page, page.locator('main .card h2 a').first());
    expect(page.url()).toMatch(/\/publications\/publication\/\d+/);
    expect(await page.getByRole('heading', { name: 'Related analyses' }).count()).toBe(1);
  });

  it('sends the contact form (its errors first) and reaches the outbox', async () => {
    const page = await open('/contact-us');
    // (the field errors answer 400, which Chromium logs as a console error: covered by the integration test)
    await page.getByText('Send us a message', { exact: true }).first().click();
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill(`Journey${js ? 'Js' : 'NoJs'}`);
    await page.getByLabel('E-mail').fill('erin@example.com');
    await page.getByLabel('Contact number').fill('707 555 0199');
    await page.getByLabel('Note').fill(`Contact journey ${js}`);
    await submit(page, page.getByRole('button', { name: 'Send message' }));
    await expect.poll(() => page.getByText('Your message has been sent').count()).toBeGreaterThan(0);
    expect(outbox().some((m) => m.text.includes(`Contact journey ${js}`))).toBe(true);
    // the form is closed again, and empty when opened (with JavaScript too: the panel must not keep what was sent)
    const panel = page.locator('details#contact-form');
    expect(await panel.getAttribute('open'), 'the contact form is closed after a send').toBeNull();
    expect(await page.getByLabel('Note').isVisible()).toBe(false);
    await page.getByText('Send us a message', { exact: true }).first().click();
    await expect.poll(() => page.getByLabel('Note').isVisible()).toBe(true);
    for (const label of ['First name', 'Last name', 'E-mail', 'Contact number', 'Note']) {
      expect(await page.getByLabel(label).inputValue(), `${label} is empty after a send`).toBe('');
    }
  });

  it('sends the soil form and shows the thank-you', async () => {
    const page = await open('/terramea');
    await page.getByLabel('Full name').fill('Sol Ground');
    await page.getByLabel('E-mail').fill('sol@example.com');
    await page.getByLabel('Phone').fill('707 555 0123');
    await page.getByLabel('Message', { exact: true }).fill(`Soil journey ${js}`);
    await submit(page, page.getByRole('button', { name: 'Send message' }));
    await expect.poll(() => page.getByText('Send Another Message').count()).toBeGreaterThan(0);
    expect(lastMailTo('lab@lab.example', /Soil/)?.text).toContain(`Soil journey ${js}`);
  });

  it('hides the dropbox code when signed out and shows it when signed in', async () => {
    const page = await open('/locations');
    await submit(page, page.getByRole('link', { name: /Access details/ }).first());
    // with JavaScript the link is a client navigation, which network idle does not wait for
    await expect.poll(() => page.locator('#access-dialog').getByText('Please log in').count()).toBe(1);
    if (js) await audit(page);
    expect(await page.locator('.security-code').count()).toBe(0);
    await login(page, 'full@example.com');
    await visit(page, '/locations');
    await submit(page, page.getByRole('link', { name: /Access details/ }).first());
    expect((await page.locator('.security-code').textContent())?.trim()).toMatch(/^\d{4}$/);
  });

  it('shows every laboratory and dropbox on a map: OpenLayers tiles with JavaScript, an SVG without', async () => {
    const page = await open('/locations');
    const labs = await page.locator('#labs-title ~ * .location-list > li').count();
    const dropboxes = await page.locator('#sample-dropboxes li[id^="location-dropbox-"]').count();
    expect(labs).toBeGreaterThan(1);
    expect(dropboxes).toBeGreaterThan(labs);
    const labMap = page.getByRole(js ? 'region' : 'group', { name: 'Map of our laboratories' });
    const boxMap = page.getByRole(js ? 'region' : 'group', { name: 'Map of the sample dropboxes' });
    if (!js) {
      // the server-drawn map: one numbered pin per location, named for screen readers
      await expect.poll(() => labMap.locator('.map-pin').count()).toBe(labs);
      expect(await boxMap.locator('.map-pin').count()).toBe(dropboxes);
      expect(await labMap.locator('.map-pin title').first().textContent()).toMatch(/St\. Helena/);
      // a pin is a link to directions
      expect(await labMap.locator('a.map-pin').first().getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=38\.5/);
      return;
    }
    await labMap.locator('canvas').first().waitFor();
    await boxMap.locator('canvas').first().waitFor();
    expect(await labMap.getAttribute('data-pins')).toBe(String(labs));
    expect(await boxMap.getAttribute('data-pins')).toBe(String(dropboxes));
    expect(await page.locator('svg.svg-map').count()).toBe(0);
    await expect.poll(() => labMap.getByRole('button', { name: 'Zoom in' }).isVisible()).toBe(true);
    expect(await labMap.getByText('Test tiles').isVisible()).toBe(true);
    // tiles at zoom 9 for the laboratories and 5 for the dropboxes, from the configured URL
    const asked = async () => (await (await fetch(`${inject('tileURL')}/__requests`)).json()) as string[];
    await expect.poll(async () => (await asked()).some((u) => u.startsWith('/9/'))).toBe(true);
    await expect.poll(async () => (await asked()).some((u) => u.startsWith('/5/'))).toBe(true);
    // a click on the primary laboratory's pin (the centre of its map) opens directions to it
    await page.context().route('https://www.google.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Directions</title>' }));
    const box = (await labMap.boundingBox())!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), labMap.click({ position: { x: box.width / 2, y: box.height / 2 } })]);
    expect(popup.url()).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=38\.5/);
    await popup.close();
    await page.getByRole('button', { name: 'Zoom in' }).first().click();
    await expect.poll(async () => (await asked()).some((u) => u.startsWith('/10/'))).toBe(true);
    await audit(page);
  });

  it('finds one result of each kind, grouped by kind, each linking to its page', async () => {
    const page = await open('/global-search');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    if (js) {
      // typing alone searches, once typing has stopped for 1 s (no Enter, no button)
      await page.locator('main form[data-auto-submit="on"]').waitFor();
      await box.pressSequentially('lab', { delay: 30 });
      const typed = Date.now();
      await page.waitForURL(/\/global-search\?q=lab$/, { timeout: 5000 });
      expect(Date.now() - typed, 'searched only after the pause').toBeGreaterThanOrEqual(900);
      await routerIdle(page);
      await audit(page);
    } else {
      await box.fill('lab');
      await submit(page, page.getByRole('main').getByRole('button', { name: 'Search', exact: true }));
      expect(new URL(page.url()).search).toBe('?q=lab');
    }
    await expect.poll(() => page.locator('section.search-group').count()).toBe(KINDS.length);
    for (const [kind, heading, href] of KINDS) {
      const group = page.getByRole('region', { name: heading, exact: true });
      expect(await group.getAttribute('aria-labelledby'), kind).toBe(`results-${kind}`);
      const link = group.getByRole('link').first();
      const target = (await link.getAttribute('href')) ?? '';
      expect(target, `${kind} links to its page`).toMatch(href);
      expect((await link.textContent())?.trim(), kind).not.toBe('');
      expect((await page.request.get(target)).status(), `${kind} result ${target}`).toBe(200);
    }
  });

  it('verifies a report with the right code and fails with a wrong one', async () => {
    const { reportNumber } = await withServerDb((db) =>
      db.selectFrom('lab_reports').select(['reportNumber']).orderBy('reportNumber', 'desc').limit(1).offset(js ? 1 : 0).executeTakeFirstOrThrow(),
    );
    // The code is derived from the number with the server's secret (nothing stored): the server's own configuration gives it.
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: inject('dataDir'), SESSION_SECRET: inject('sessionSecret') });
    const report = { reportNumber, accessCode: reportAccessCode(config.reportCodeSecret, reportNumber) };
    const page = await open(`/wreports/${report.reportNumber}`);
    await page.getByLabel('Access code').fill('WRONG');
    await submit(page, page.getByRole('button', { name: 'Verify' }));
    expect(await page.getByText('could not be verified').count()).toBe(1);
    expect(page.url()).not.toContain('WRONG');
    await page.getByLabel('Access code').fill(report.accessCode);
    await submit(page, page.getByRole('button', { name: 'Verify' }));
    expect(await page.getByText('This report is authentic.').count()).toBe(1);
    expect(page.url()).not.toContain(report.accessCode);
  });

  it('links the publications archive, opening in a new tab without access to this page', async () => {
    const page = await open('/publications');
    const archive = page.getByRole('link', { name: /Publications archive/ });
    expect(await archive.count()).toBe(1);
    expect(await archive.getAttribute('href')).toBe(`${inject('tileURL')}/archive`);
    expect(await archive.getAttribute('target')).toBe('_blank');
    expect((await archive.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');
  });

  it('lets a godmode user replace a chart image (by file input, and by dropping a file with JavaScript)', async () => {
    const page = await open('/vintage-reports?varietal=chardonnay');
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await login(page, 'godmode@example.com');
    await visit(page, '/vintage-reports?varietal=chardonnay');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chart-')), 'chart.png');
    fs.writeFileSync(file, PNG);
    await page.getByLabel('Replace the image of Chardonnay: Brix').setInputFiles(file);
    await submit(page, page.locator('#chart-chardonnay-brix').getByRole('button', { name: 'Upload image' }));
    await expect.poll(() => page.getByText('Image uploaded successfully (Chardonnay: Brix)').count()).toBeGreaterThan(0);
    expect((await page.request.get('/vintage-reports/charts/chardonnay/brix')).headers()['content-type']).toBe('image/png');
    if (!js) return;

    // a PNG dropped on a replace form uploads at once (a drop event carrying the file, as the browser sends it)
    const form = page.locator('#chart-chardonnay-ph form');
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return transfer;
    }, [...PNG]);
    // dragging over marks the form as a drop target (once the page has hydrated: until then, drag again)
    await expect
      .poll(async () => {
        await form.dispatchEvent('dragenter', { dataTransfer });
        await form.dispatchEvent('dragover', { dataTransfer });
        return form.getAttribute('class');
      })
      .toContain('drag-over');
    await form.dispatchEvent('drop', { dataTransfer });
    await expect.poll(() => page.getByText('Image uploaded successfully (Chardonnay: pH)').count()).toBeGreaterThan(0);
    await routerIdle(page);
    expect((await page.request.get('/vintage-reports/charts/chardonnay/ph')).headers()['content-type']).toBe('image/png');
    await audit(page);
  });

  it('refuses a chart upload from everyone else: signed out, or signed in without godmode (no form, a forged post refused)', async () => {
    const page = await open('/vintage-reports?varietal=pinot-noir');
    // signed out: no form, and the provider refuses an upload without a session
    expect(await page.locator('form[enctype="multipart/form-data"]').count()).toBe(0);
    const image = { name: 'pinot-noir--brix.png', mimeType: 'image/png', buffer: PNG };
    expect((await page.request.post('/api/cms/vintage-trends/charts', { multipart: { 'image-1': image } })).status()).toBe(401);

    // a client user (Full User, no godmode): no form, no drop hint
    await login(page, 'full@example.com');
    await visit(page, '/vintage-reports?varietal=pinot-noir');
    expect(await page.locator('input[type=file]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload image' }).count()).toBe(0);
    expect(await page.getByText(/Replace the image of/).count()).toBe(0);
    // the replace form's fields posted anyway, with this user's session and a valid CSRF token: refused
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const forged = await page.request.post('/vintage-reports?varietal=pinot-noir', {
      multipart: { csrf, varietal: 'pinot-noir', analyte: 'brix', filter: 'pinot-noir', image: { ...image, name: 'chart.png' } },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('Only godmode users may replace chart images.');
    // and the provider API, with this user's own token, refuses too
    const signIn = await page.request.post('/api/login.json', { data: { user: { email: 'full@example.com', password: DEMO_PASSWORD } } });
    expect(signIn.status()).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const api = await page.request.post('/api/cms/vintage-trends/charts', { headers: { authorization: `Bearer ${token}` }, multipart: { 'image-1': image } });
    expect(api.status()).toBe(403);
    // the chart is still the drawn one
    expect((await page.request.get('/vintage-reports/charts/pinot-noir/brix')).headers()['content-type']).toBe('image/svg+xml');
  });
});
