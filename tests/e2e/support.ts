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
import { createHash } from 'node:crypto';
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
/** chosen (and installed where it may be) by tests/e2e/run.mjs, the journeys' one way in: Debian's headless shell, else its full Chromium */
export function chromiumPath(): string {
  if (!process.env.CHROMIUM_PATH) throw new Error('Run the journeys through tests/e2e/run.mjs (npm run test:e2e), which picks the browser and sets CHROMIUM_PATH.');
  return process.env.CHROMIUM_PATH;
}
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
 * `document.open`), so axe-core is injected once, not once per page (the audits were
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
 * The audits that passed in this file: viewport, path and a hash of the markup
 * (~15 % of the audits were of a page already audited, unchanged, in the same file, e.g. a page a
 * journey comes back to, and the run with JavaScript audited again most pages the run without it
 * had). A page whose markup differs in anything but per-request tokens is audited again.
 */
const audited = new Set<string>();

/**
 * E2E_AUDIT_DIR (made by `npm test` for its whole run, tests/run-all.mjs): the audits that passed in
 * any journey file of the run, one empty file per audit named by a hash of its key. A page that
 * another file, or the journeys on the other engine, audited with the same viewport, path and
 * markup is not audited again (the PostgreSQL journeys are the SQLite
 * journeys again; the header, footer and public pages recur in many files). The build, and so
 * every stylesheet, is the same throughout one `npm test`; a run of the journeys on their own
 * has no such folder and audits as before, per file.
 */
const auditDir = process.env.E2E_AUDIT_DIR && fs.existsSync(process.env.E2E_AUDIT_DIR) ? process.env.E2E_AUDIT_DIR : undefined;
const auditFile = (key: string) => path.join(auditDir!, createHash('sha1').update(key).digest('hex'));

function auditedBefore(key: string): boolean {
  if (audited.has(key)) return true;
  if (auditDir && fs.existsSync(auditFile(key))) {
    audited.add(key);
    return true;
  }
  return false;
}

function auditPassed(key: string) {
  audited.add(key);
  if (auditDir) fs.writeFileSync(auditFile(key), '');
}

/**
 * E2E_PROFILE=<file>: after each journey file, one JSON line appended to <file>: its tabs (new, and
 * taken from the pool), its audits (run and skipped, and the time of those run) and its JavaScript
 * submits (settled through the router, or by the network falling quiet) with the time spent
 * clicking and waiting, and (auditLog) each audit run: mode, viewport, address and milliseconds.
 */
const profile = { file: '', tabs: { new: 0, reused: 0 }, submits: { router: 0, fallback: 0 } as Record<string, number>, submitMs: 0, audits: { run: 0, skipped: 0 }, auditMs: 0, auditLog: [] as string[] };

/** The markup with what differs between two requests for the same page removed: the doctype (`page.content()` has it, the DOM's markup not), scripts (the data React hydrates from), hidden inputs (CSRF tokens), nonces. */
export function normalizeMarkup(html: string): string {
  return html
    .replace(/^\s*<!doctype[^>]*>/i, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<input\b[^>]*\btype="hidden"[^>]*>/gi, '<input type="hidden">')
    .replace(/\snonce="[^"]*"/gi, '');
}

/**
 * axe-core's run, in the page, without the rules that can only find minor or moderate problems
 * (every check of the rule is of that impact): the journeys fail on serious and critical ones
 * only, so those rules' work was thrown away (~25 % of a run, e.g. \`region\` and the
 * landmark rules, which walk the whole document).
 */
function runAxe() {
  const axe = (window as any).axe;
  const audit = axe._audit;
  const low = (impact: string | undefined) => impact === 'minor' || impact === 'moderate';
  const rules: Record<string, { enabled: boolean }> = {};
  for (const rule of audit.rules) {
    const checks = [...rule.any, ...rule.all, ...rule.none].map((c: any) => audit.data.checks[c.id ?? c]?.impact);
    if (checks.length && checks.every(low) && (!rule.impact || low(rule.impact))) rules[rule.id] = { enabled: false };
  }
  // A flash message fades out after 5 s; an audit that lands inside that 0.4 s fade would measure
  // the contrast of a half-transparent message. Every CSS animation is held at its start (the
  // message as it is read) while axe runs, then put back where it was.
  const held = document.getAnimations().map((a) => ({ a, time: a.currentTime, running: a.playState === 'running' }));
  for (const { a } of held) {
    a.pause();
    a.currentTime = 0;
  }
  const restore = () => {
    for (const { a, time, running } of held) {
      a.currentTime = time;
      if (running) a.play();
    }
  };
  return axe.run(document, { resultTypes: ['violations'], rules }).finally(restore);
}

/**
 * axe cannot run in a page whose JavaScript is off, so a snapshot of what that visitor sees is
 * audited in a page with JavaScript on and every script stripped (shared/STACK.md).
 */
export async function audit(page: Page, js: boolean) {
  const t0 = Date.now();
  const html = js ? await page.evaluate(() => document.documentElement.outerHTML) : await page.content();
  const viewport = page.viewportSize();
  // Not keyed by mode: a page with JavaScript whose document is the markup the same page had
  // without it (scripts and tokens aside) was audited then, and axe finds the same on the same
  // markup, styles and viewport (the journeys run every page twice). What the scripts
  // change (an enhanced widget, a client-side message, an open menu) is new markup: audited.
  const at = new URL(page.url());
  const key = `${viewport?.width}x${viewport?.height}:${at.pathname}:${createHash('sha1').update(normalizeMarkup(html)).digest('base64')}`;
  if (auditedBefore(key)) {
    profile.audits.skipped++;
    return;
  }
  let results: any;
  if (js) {
    await withAxe(page);
    results = await page.evaluate(runAxe);
  } else {
    const snapshotHtml = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
    const url = page.url();
    const run = auditQueue.then(async () => {
      const snapshot = await snapshotPage();
      if (viewport) await snapshot.setViewportSize(viewport);
      await snapshot.setContent(snapshotHtml.replace('<head>', `<head><base href="${url}">`), { waitUntil: 'load' });
      await withAxe(snapshot);
      return snapshot.evaluate(runAxe);
    });
    auditQueue = run.catch(() => undefined);
    results = await run;
  }
  const bad = (results.violations as any[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const detail = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join('\n    ')}`).join('\n');
  expect(bad, `axe violations on ${page.url()}:\n${detail}`).toEqual([]);
  auditPassed(key);
  profile.audits.run++;
  profile.auditMs += Date.now() - t0;
  if (process.env.E2E_PROFILE) profile.auditLog.push(`${js ? 'js' : 'nojs'} ${viewport?.width}x${viewport?.height} ${at.pathname}${at.search} ${Date.now() - t0}`);
}

/**
 * A form that fails validation answers 400 on purpose (README conventions), and Chromium logs
 * every 400 as a console error. That one message is expected when it is the answer for the page
 * itself (its document, or its `.data` request with JavaScript); every other error still fails.
 */
/**
 * Chromium logs a console error whenever the page's own document (or its `.data` twin) answers
 * 4xx: a form rejected with 400, the no-access page (403), the 404 page, a shared link that expired or was revoked (410), a 429. Those are the page's intended answers,
 * which the journeys assert on; every other console error still fails the test.
 */
function isFormRejection(m: ConsoleMessage, page: Page): boolean {
  if (!/status of (400|403|404|409|410|429) /.test(m.text()) || !m.location().url) return false;
  const at = new URL(m.location().url);
  const here = new URL(page.url());
  return at.origin === here.origin && at.pathname.replace(/\.data$/, '') === here.pathname;
}

/**
 * In every document of a journey with JavaScript, before the app's scripts: a stand-in for React's
 * devtools hook, which React calls on every commit (its production build too). It counts the
 * commits and keeps the roots, so `clickAndSettle` can tell when React has put the router's last
 * state on the screen (the router updates React's state in a transition: rendered a little later).
 */
const COMMIT_HOOK = `(() => {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const e2e = (window.__e2e = { commits: 0, roots: new Set() });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject() { return 1; },
    onCommitFiberRoot(_id, root) { e2e.commits++; e2e.roots.add(root); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
})();`;

/**
 * With JavaScript: do `action` (a click, a choice) and wait until what it started has finished
 * and is on the screen (instead of the network quiet for 500 ms after every submit).
 * Before the action the page subscribes to React Router's state; a click that starts a
 * navigation, a submission or a fetcher is followed until the router is idle again and React has
 * committed that state (no render pending), twice in a row a few milliseconds apart (so an effect
 * that starts the next load is seen). Anything else (no router, an action that starts nothing in the
 * router: a client-side validation message, a download, a full page load) is waited for as
 * before: the network quiet for 500 ms, then the router idle.
 */
export async function settle(page: Page, action: () => Promise<unknown>) {
  const t0 = Date.now();
  const armed = await page
    .evaluate(() => {
      const w = window as any;
      const router = w.__reactRouterDataRouter;
      const e2e = w.__e2e;
      if (!router || !e2e || !e2e.roots.size) return false;
      const busy = (s: any) => s.navigation.state !== 'idle' || s.revalidation !== 'idle' || [...s.fetchers.values()].some((f: any) => f.state !== 'idle');
      e2e.unsubscribe?.();
      const probe = (e2e.probe = { clicked: false, started: false, idle: false, commitsAtIdle: 0 });
      // only what happens from the action on counts (not a poll that ended just before it)
      for (const type of ['click', 'input', 'change', 'keydown', 'submit']) document.addEventListener(type, () => (probe.clicked = true), { capture: true, once: true });
      e2e.unsubscribe = router.subscribe((state: any) => {
        if (!probe.clicked) return;
        if (busy(state)) {
          probe.started = true;
          probe.idle = false;
        } else if (probe.started && !probe.idle) {
          probe.idle = true;
          probe.commitsAtIdle = e2e.commits;
        }
      });
      return true;
    })
    .catch(() => false);
  await action();
  let outcome = 'fallback';
  if (armed) {
    outcome = await page
      .evaluate(
        () =>
          new Promise<string>((resolve) => {
            const e2e = (window as any).__e2e;
            const probe = e2e.probe;
            if (!probe.started) return resolve('fallback');
            const settled = () => probe.idle && e2e.commits > probe.commitsAtIdle && [...e2e.roots].every((root: any) => root.callbackNode == null);
            const limit = Date.now() + 60_000;
            // settled now and still after the scheduler's next tasks (where React runs the
            // effects of what it committed, which may start the next load)
            let stable = 0;
            const check = () => {
              stable = settled() ? stable + 1 : 0;
              if (stable >= 2) {
                e2e.unsubscribe?.();
                e2e.unsubscribe = undefined;
                resolve('router');
              } else if (Date.now() > limit) resolve('fallback');
              else setTimeout(check, stable ? 16 : 10);
            };
            check();
          }),
      )
      // the document was replaced (a full page load): wait for the new one as before
      .catch(() => 'fallback');
  }
  if (outcome === 'fallback') {
    await page.waitForLoadState('networkidle');
    // "network idle" does not cover the router's own work after the last response
    // (rendering the next page): wait until it and every fetcher are idle too.
    await page.waitForFunction(() => {
      const router = (window as any).__reactRouterDataRouter;
      return !router || (router.state.navigation.state === 'idle' && [...router.state.fetchers.values()].every((f: any) => f.state === 'idle'));
    });
  }
  profile.submits[outcome]++;
  profile.submitMs += Date.now() - t0;
}

/**
 * With JavaScript: wait until the router and every fetcher are idle and React has rendered what
 * they brought (no render pending), twice in a row a few milliseconds apart; for a navigation the
 * test has already seen start (e.g. its URL), where `settle` cannot subscribe before it.
 */
export async function routerIdle(page: Page) {
  await page.evaluate(() => ((window as any).__e2eIdle = 0));
  await page.waitForFunction(() => {
    const w = window as any;
    const router = w.__reactRouterDataRouter;
    if (!router) return true;
    const s = router.state;
    const idle = s.navigation.state === 'idle' && s.revalidation === 'idle' && [...s.fetchers.values()].every((f: any) => f.state === 'idle') && [...(w.__e2e?.roots ?? [])].every((root: any) => root.callbackNode == null);
    w.__e2eIdle = idle ? (w.__e2eIdle ?? 0) + 1 : 0;
    return w.__e2eIdle >= 2;
  }, undefined, { polling: 16 });
}

/**
 * With JavaScript: wait until the page that just loaded is hydrated (React committed its root and
 * the router exists), so a test's next step meets the enhanced page; a page that ships no script
 * (`hydrate: false`) has nothing to wait for. `page.goto` resolves at the load event, which can
 * come before hydration when the page's strings are still loading; the audit used to hide that
 * gap, and a page audited already (its markup seen without JavaScript) is not audited again.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const w = window as any;
    if (!document.querySelector('script[type="module"]')) return true;
    return (w.__e2e?.commits ?? 0) > 0 && !!w.__reactRouterDataRouter;
  }, undefined, { polling: 16 });
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
  /** a browser context of its own, closed after the test, never handed to another test (e.g. for a fake clock) */
  own?: boolean;
}

/**
 * Signed-in cookies per mode and account, made once by signing in through the real form in a
 * context of its own (sign-in is tested by the journeys that test it; the others start
 * signed in). Sessions live in the server's database, so a context started from these cookies is
 * signed in exactly as the form leaves a browser.
 */
const storageStates = new Map<string, Promise<Awaited<ReturnType<BrowserContext['storageState']>>>>();

function signedInState(js: boolean, email: string) {
  const key = `${js}:${email}`;
  let state = storageStates.get(key);
  if (!state) {
    state = (async () => {
      // a tab of the pool (handed back cleared, signed out), as a test's
      const tab = pooledTabs(js).pop() ?? (await newTab(js));
      const { context, page } = tab;
      let signedIn = false;
      try {
        await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextVisitorAddress() });
        await page.goto('/login');
        await page.getByLabel(/e-?mail/i).first().fill(email);
        await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
        await Promise.all([page.waitForURL((u) => u.pathname !== '/login'), page.locator('main form').getByRole('button', { name: /log ?in|sign in/i }).first().click()]);
        const cookies = await context.storageState();
        signedIn = true;
        return cookies;
      } finally {
        await releaseTab(tab, js, signedIn);
      }
    })();
    state.catch(() => storageStates.delete(key));
    storageStates.set(key, state);
  }
  return state;
}

/**
 * Browser tabs a test has finished with, kept for the next test of the file, one list per mode.
 * A new tab's first page cost Chromium 0.42–0.61 s of CPU (a renderer process
 * started, the stylesheets parsed, the first layout; in a new context also its cookie store,
 * cache and network context) against 0.11–0.17 s for the same page in a tab that had shown the
 * site before, and part 1 of the SQLite journeys alone opens 166 tabs. A tab goes back to the
 * pool only once what a test could leave in it is gone: its other tabs closed, the test's
 * listeners and routes removed, its session storage emptied and the tab at about:blank, its
 * cookies cleared (so it is signed out) and its permissions dropped; the next test gives it its
 * own visitor address, viewport and, when it starts signed in, the account's cookies. What it
 * keeps is the HTTP cache (a returning visitor's browser: the hashed assets; the server marks
 * every page no-cache). The app keeps nothing in local storage or IndexedDB. A test that changes
 * what cannot be undone (a fake clock) opens its page with `own: true`: a context of its own,
 * closed after the test.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
}
const pool = { js: [] as Tab[], nojs: [] as Tab[] };
const pooledTabs = (js: boolean) => pool[js ? 'js' : 'nojs'];
/**
 * The events a test may listen to on a page: their listeners are removed before the tab is reused.
 * Not `close` and `crash`, which Playwright itself listens to (no journey does).
 */
const PAGE_EVENTS = ['console', 'dialog', 'domcontentloaded', 'download', 'filechooser', 'frameattached', 'framedetached', 'framenavigated', 'load', 'pageerror', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'websocket', 'worker'] as const;

async function newTab(js: boolean): Promise<Tab> {
  profile.tabs.new++;
  const context = await (await getBrowser()).newContext({ javaScriptEnabled: js, baseURL: baseURL(), acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  // Playwright's 30 s per action or navigation is too short on a loaded shared machine.
  context.setDefaultTimeout(90_000);
  if (js) await context.addInitScript(COMMIT_HOOK);
  return { context, page: await context.newPage() };
}

/**
 * After a test: its tab cleared and back in the pool, if the test passed; else (a failure or a
 * time-out, whose body may still be driving the page) closed, as is a tab that cannot be cleared
 * within 10 s.
 */
async function releaseTab(tab: Tab, js: boolean, passed: boolean): Promise<void> {
  const { context, page } = tab;
  let timer: NodeJS.Timeout | undefined;
  try {
    if (!passed) throw new Error('the test did not pass');
    if (page.isClosed()) throw new Error('closed by the test');
    const clear = async () => {
      for (const event of PAGE_EVENTS) page.removeAllListeners(event);
      await Promise.all(context.pages().filter((p) => p !== page).map((p) => p.close()));
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // emptied once the page has gone (React Router writes its scroll positions as it leaves)
      if (/^https?:/.test(page.url())) await page.evaluate(() => addEventListener('pagehide', () => sessionStorage.clear()));
      await page.goto('about:blank');
      await context.clearPermissions();
      await context.clearCookies();
    };
    await Promise.race([clear(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('not cleared in 10 s')), 10_000)))]);
    pooledTabs(js).push(tab);
  } catch {
    await context.close().catch(() => undefined);
  } finally {
    clearTimeout(timer);
  }
}

export function journeys(name: string, body: (tools: JourneyTools) => void) {
  for (const js of [false, true]) {
    describe(`${name} (${js ? 'with' : 'without'} JavaScript)`, () => {
      const tabs: Tab[] = [];
      const owned: BrowserContext[] = [];
      const kept = new Map<string, Promise<Page>>();
      const problems: string[] = [];

      beforeAll(async () => {
        await getBrowser();
      });
      afterEach(async ({ task }) => {
        profile.file ||= path.basename(expect.getState().testPath ?? '');
        const found = problems.splice(0);
        const passed = task.result?.state === 'pass';
        await Promise.all([...tabs.splice(0).map((t) => releaseTab(t, js, passed)), ...owned.splice(0).map((c) => c.close().catch(() => undefined))]);
        expect(found, 'console errors or page errors').toEqual([]);
      });
      afterAll(async () => {
        const pages = await Promise.all([...kept.values()].map((p) => p.catch(() => undefined)));
        kept.clear();
        await Promise.all(pages.map((p) => p?.context().close()));
      });

      async function newPage(options: OpenOptions) {
        const state = options.as ? await signedInState(js, options.as) : undefined;
        // A tab of this file's pool (cleared after the test that used it), else a new one.
        const pooled = options.reuse || options.own ? undefined : pooledTabs(js).pop();
        const { context, page } = pooled ?? (await newTab(js));
        if (options.own) owned.push(context);
        else if (!options.reuse) tabs.push({ context, page });
        // Each browser context is its own visitor: the server trusts one proxy hop
        // (TRUST_PROXY=1, global-setup.ts), so the per-address limits (contact messages,
        // sign-ups, sign-in slow-down) count per journey, as for people on different networks.
        await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextVisitorAddress() });
        if (state) await context.addCookies(state.cookies);
        if (pooled) profile.tabs.reused++;
        await page.setViewportSize(options.viewport ?? { width: 1280, height: 900 });
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
            if (js) await hydrated(page);
            if (options.audit !== false) await audit(page, js);
          }
          return page;
        },
        async visit(page, p) {
          const response = await page.goto(p);
          if (js) await hydrated(page);
          await audit(page, js);
          return response;
        },
        async submit(page, target, options = {}) {
          if (js) await settle(page, () => target.click());
          else await Promise.all([page.waitForNavigation({ waitUntil: 'load' }).catch(() => undefined), target.click()]);
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
  if (process.env.E2E_PROFILE) fs.appendFileSync(process.env.E2E_PROFILE, `${JSON.stringify(profile)}\n`);
  auditPage = undefined;
  await Promise.all([...pool.js.splice(0), ...pool.nojs.splice(0)].map((t) => t.context.close()));
  await auditContext?.close();
  auditContext = undefined;
  await browser?.close();
  browser = undefined;
});
