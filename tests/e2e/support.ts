/**
 * Journeys, each run twice: once with JavaScript disabled and once enabled.
 *
 *   journeys('positive pay', ({ js, open }) => {
 *     it('saves a check', async () => {
 *       const page = await open('/positive-pay');      // navigates and runs axe
 *       await page.getByLabel('Account number').fill('12345678901');
 *       await submit(page, page.getByRole('button', { name: 'Save Check to Batch' }));  // clicks, waits, runs axe
 *       ...
 *     });
 *   });
 *
 * Every page a test opens or lands on is checked with axe-core (no serious or critical
 * violation); a console error or an uncaught page error fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page, type Response } from 'playwright-core';
import { readOutbox, type OutboxEntry } from '../../provider/services/mailer.ts';

export type { Page, Locator, Response } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const DEMO_PASSWORD = 'harvest-2026';

export function baseURL(): string {
  return inject('baseURL');
}

/** The messages the server has written to its outbox so far. */
export function outbox(): OutboxEntry[] {
  return readOutbox(path.join(inject('dataDir'), 'outbox'));
}

/** The newest outbox message to `to` (optionally whose subject matches). */
export function lastMailTo(to: string, subject?: RegExp): OutboxEntry | undefined {
  return outbox()
    .filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject)))
    .at(-1);
}

let visitors = 0;
/** A distinct client address per browser context (a documentation range: only ever a header). */
function nextVisitorAddress(): string {
  visitors++;
  return `198.18.${(process.pid + visitors) % 250}.${visitors % 250}`;
}

let browser: Browser | undefined;
let auditContext: BrowserContext | undefined;
let auditPage: Promise<Page> | undefined;
/** one audit at a time on the shared audit page */
let auditQueue: Promise<unknown> = Promise.resolve();

async function getBrowser() {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  return browser;
}

/** axe-core in the page, injected only when this document does not have it yet (a client navigation keeps it). */
async function withAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * The page the no-JavaScript snapshots are audited in, made once per file: JavaScript on, the
 * app's bundles blocked, on the server's origin (so the snapshot's stylesheets load, then come
 * from the cache). `setContent` replaces the document but keeps the window (HTML's
 * `document.open`), so axe-core is injected once, not once per page (issue 20: the audits were
 * ~60 % of the journeys' time; a new page and axe's 550 KB parsed per audit were half of that).
 */
function snapshotPage(): Promise<Page> {
  auditPage ??= (async () => {
    auditContext ??= await (await getBrowser()).newContext({ bypassCSP: true, baseURL: baseURL() });
    const p = await auditContext.newPage();
    await p.route(/\.js(\?|$)/, (r) => r.abort());
    await p.goto('/robots.txt');
    return p;
  })();
  auditPage.catch(() => (auditPage = undefined));
  return auditPage;
}

/**
 * axe cannot run in a page whose JavaScript is off, so a snapshot of what that visitor sees is
 * audited in a page with JavaScript on and every script stripped (shared/STACK.md).
 */
export async function audit(page: Page, js: boolean) {
  let results: any;
  if (js) {
    await withAxe(page);
    results = await page.evaluate(() => (window as any).axe.run(document, { resultTypes: ['violations'] }));
  } else {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    const url = page.url();
    const viewport = page.viewportSize();
    const run = auditQueue.then(async () => {
      const snapshot = await snapshotPage();
      if (viewport) await snapshot.setViewportSize(viewport);
      await snapshot.setContent(html.replace('<head>', `<head><base href="${url}">`), { waitUntil: 'load' });
      await withAxe(snapshot);
      return snapshot.evaluate(() => (window as any).axe.run(document, { resultTypes: ['violations'] }));
    });
    auditQueue = run.catch(() => undefined);
    results = await run;
  }
  const bad = (results.violations as any[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const detail = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join('\n    ')}`).join('\n');
  expect(bad, `axe violations on ${page.url()}:\n${detail}`).toEqual([]);
}

/**
 * A form that fails validation answers 400 on purpose (README conventions), and Chromium logs
 * every 400 as a console error. That one message is expected when it is the answer for the page
 * itself (its document, or its `.data` request with JavaScript); every other error still fails.
 */
/**
 * Chromium logs a console error whenever the page's own document (or its `.data` twin) answers
 * 4xx: a form rejected with 400, the no-access page (403), the 404 page, a 429. Those are the page's intended answers,
 * which the journeys assert on; every other console error still fails the test.
 */
function isFormRejection(m: ConsoleMessage, page: Page): boolean {
  if (!/status of (400|403|404|409|429) /.test(m.text()) || !m.location().url) return false;
  const at = new URL(m.location().url);
  const here = new URL(page.url());
  return at.origin === here.origin && at.pathname.replace(/\.data$/, '') === here.pathname;
}

export interface JourneyTools {
  /** true in the run with JavaScript enabled */
  js: boolean;
  /**
   * a fresh browser context (own cookies) and page; optionally navigates to `path` and audits it.
   * `as`: the context starts signed in as that demo account (one sign-in through the login form
   * per account and mode, its cookies reused: for journeys that do not test signing in and do not
   * change the session: no client switch, no sign-out). `reuse`: the same page for every test of
   * this journey that passes the same name (one test per route without a browser context each);
   * it is closed after the journey's last test, and console errors are still checked per test.
   */
  open(path?: string, options?: OpenOptions): Promise<Page>;
  /** navigate an existing page and audit what it shows; the main document's response (after any redirects) */
  visit(page: Page, path: string): Promise<Response | null>;
  /** click a submit button (or link), wait for the next page (or the enhanced update), audit it */
  submit(page: Page, target: Locator, options?: { audit?: boolean }): Promise<void>;
  /** sign in through the login page as a demo account (password harvest-2026) */
  login(page: Page, email: string, password?: string): Promise<void>;
  audit(page: Page): Promise<void>;
}

export interface OpenOptions {
  audit?: boolean;
  viewport?: { width: number; height: number };
  /** start signed in as this demo account (password harvest-2026), from a sign-in made once per account and mode */
  as?: string;
  /** the same page for every test of the journey that names it (see JourneyTools.open) */
  reuse?: string;
}

/**
 * Signed-in cookies per mode and account, made once by signing in through the real form in a
 * context of its own (issue 20: sign-in is tested by the journeys that test it; the others start
 * signed in). Sessions live in the server's database, so a context started from these cookies is
 * signed in exactly as the form leaves a browser.
 */
const storageStates = new Map<string, Promise<Awaited<ReturnType<BrowserContext['storageState']>>>>();

function signedInState(js: boolean, email: string) {
  const key = `${js}:${email}`;
  let state = storageStates.get(key);
  if (!state) {
    state = (async () => {
      const context = await (await getBrowser()).newContext({ javaScriptEnabled: js, baseURL: baseURL(), extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() } });
      try {
        const page = await context.newPage();
        await page.goto('/login');
        await page.getByLabel(/e-?mail/i).first().fill(email);
        await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
        await Promise.all([page.waitForURL((u) => u.pathname !== '/login'), page.locator('main form').getByRole('button', { name: /log ?in|sign in/i }).first().click()]);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    state.catch(() => storageStates.delete(key));
    storageStates.set(key, state);
  }
  return state;
}

export function journeys(name: string, body: (tools: JourneyTools) => void) {
  for (const js of [false, true]) {
    describe(`${name} (${js ? 'with' : 'without'} JavaScript)`, () => {
      const contexts: BrowserContext[] = [];
      const kept = new Map<string, Promise<Page>>();
      const problems: string[] = [];

      beforeAll(async () => {
        await getBrowser();
      });
      afterEach(async () => {
        await Promise.all(contexts.splice(0).map((c) => c.close()));
        const found = problems.splice(0);
        expect(found, 'console errors or page errors').toEqual([]);
      });
      afterAll(async () => {
        const pages = await Promise.all([...kept.values()].map((p) => p.catch(() => undefined)));
        kept.clear();
        await Promise.all(pages.map((p) => p?.context().close()));
      });

      async function newPage(options: OpenOptions) {
        const context = await (await getBrowser()).newContext({
          javaScriptEnabled: js,
          baseURL: baseURL(),
          // Each browser context is its own visitor: the server trusts one proxy hop
          // (TRUST_PROXY=1, global-setup.ts), so the per-address limits (contact messages,
          // sign-ups, sign-in slow-down) count per journey, as for people on different networks.
          extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
          viewport: options.viewport ?? { width: 1280, height: 900 },
          acceptDownloads: true,
          ...(options.as ? { storageState: await signedInState(js, options.as) } : {}),
        });
        // Playwright's 30 s per action or navigation is too short on a loaded shared machine (issue 20).
        context.setDefaultTimeout(90_000);
        if (!options.reuse) contexts.push(context);
        const page = await context.newPage();
        page.on('console', (m) => {
          if (m.type() === 'error' && !isFormRejection(m, page)) problems.push(`console: ${m.text()} (${page.url()})`);
        });
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.message} (${page.url()})`));
        return page;
      }

      const tools: JourneyTools = {
        js,
        async open(p, options = {}) {
          let page: Page;
          if (options.reuse) {
            let kept1 = kept.get(options.reuse);
            if (!kept1) {
              kept1 = newPage(options);
              kept.set(options.reuse, kept1);
            }
            page = await kept1;
            if (options.viewport) await page.setViewportSize(options.viewport);
          } else {
            page = await newPage(options);
          }
          if (p) {
            await page.goto(p);
            if (options.audit !== false) await audit(page, js);
          }
          return page;
        },
        async visit(page, p) {
          const response = await page.goto(p);
          await audit(page, js);
          return response;
        },
        async submit(page, target, options = {}) {
          if (js) {
            await target.click();
            await page.waitForLoadState('networkidle');
            // "network idle" does not cover the router's own work after the last response
            // (rendering the next page): wait until it and every fetcher are idle too.
            await page.waitForFunction(() => {
              const router = (window as any).__reactRouterDataRouter;
              return !router || (router.state.navigation.state === 'idle' && [...router.state.fetchers.values()].every((f: any) => f.state === 'idle'));
            });
          } else {
            await Promise.all([page.waitForNavigation({ waitUntil: 'load' }).catch(() => undefined), target.click()]);
          }
          if (options.audit !== false) await audit(page, js);
        },
        async login(page, email, password = DEMO_PASSWORD) {
          await page.goto('/login');
          await page.getByLabel(/e-?mail/i).first().fill(email);
          await page.getByLabel(/password/i).first().fill(password);
          await tools.submit(page, page.locator('main form').getByRole('button', { name: /log ?in|sign in/i }).first(), { audit: false });
        },
        audit: (page) => audit(page, js),
      };
      body(tools);
    });
  }
}

afterAll(async () => {
  auditPage = undefined;
  await auditContext?.close();
  auditContext = undefined;
  await browser?.close();
  browser = undefined;
});
