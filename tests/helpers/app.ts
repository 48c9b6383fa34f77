/**
 * The web app through its request handler (the built server bundle), in front of a test
 * provider, with a cookie jar so a test can sign in, post forms and follow redirects the way a
 * browser without JavaScript does. Run `npm run build` first (`npm test` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CookieJar } from 'tough-cookie';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { loadConfig } from '../../server/config.ts';
import { type AppServices, isDataRequest } from '../../app/context.ts';
import { type TestProvider, testProvider, type TestProviderOptions } from './provider.ts';

const ORIGIN = 'http://lab.test';
let buildPromise: Promise<ServerBuild & { entry: { module: { servicesContext: any } } }> | undefined;

function loadBuild() {
  const file = path.resolve(process.env.BUILD_DIR || 'build', 'server/index.js');
  if (!fs.existsSync(file)) throw new Error('No server build: run `npm run build` before the app integration tests.');
  buildPromise ??= import(file);
  return buildPromise;
}

export interface TestAppOptions extends TestProviderOptions {
  /** paths the provider answers 404 for, as a provider that speaks only the specification's calls does */
  withoutCalls?: RegExp;
  /** paths the provider fails on (503), as a provider that is down or overloaded does */
  failingCalls?: RegExp;
  /** a new CSP nonce for every request (default: always `test-nonce`) */
  freshNonces?: boolean;
  /** the visitor's address, forwarded to the provider as server.ts does (default: none forwarded; the app sees 127.0.0.1) */
  clientAddress?: string;
  /** a User-Agent sent with every request (a request's own header wins) */
  userAgent?: string;
  /** another browser on the same site: this app's own cookie jar over an existing test provider (one database) */
  provider?: TestProvider;
}

export async function testApp(opts: TestAppOptions = {}) {
  const provider = opts.provider ?? (await testProvider(opts));
  const build = await loadBuild();
  const handler = createRequestHandler(build, 'test');
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-000', DATA_DIR: provider.outboxDir, ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) });
  const jar = new CookieJar();
  let requests = 0;

  async function request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(pathname, ORIGIN).toString();
    const headers = new Headers(init.headers);
    if (opts.userAgent && !headers.has('user-agent')) headers.set('user-agent', opts.userAgent);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const services: AppServices = {
      provider: async (p, i) => {
        if (opts.withoutCalls?.test(p)) return Response.json({ error: 'Not Found' }, { status: 404 });
        if (opts.failingCalls?.test(p)) return Response.json({ error: 'Service Unavailable' }, { status: 503 });
        // as server.ts does: the visitor's address and browser go to the provider with each call
        const forwarded = new Headers(i?.headers);
        if (opts.clientAddress) forwarded.set('x-lab-client-ip', opts.clientAddress);
        const userAgent = headers.get('user-agent');
        if (userAgent) forwarded.set('x-lab-user-agent', userAgent);
        return provider.app.request(p, { ...i, headers: forwarded });
      },
      config,
      log: provider.log,
      nonce: opts.freshNonces ? `test-nonce-${++requests}` : 'test-nonce',
      clientAddress: opts.clientAddress ?? '127.0.0.1',
      dataRequest: isDataRequest(url),
      clock: provider.clock,
    };
    const context = new RouterContextProvider(new Map([[build.entry.module.servicesContext, services]]));
    const res = await handler(new Request(url, { ...init, headers }), context);
    for (const c of res.headers.getSetCookie()) await jar.setCookie(c, url);
    return res;
  }

  /** GET a page; follows redirects (up to 5) like a browser. */
  async function get(pathname: string, follow = true) {
    let res = await request(pathname);
    let at = pathname;
    for (let i = 0; follow && i < 5 && res.status >= 300 && res.status < 400; i++) {
      at = res.headers.get('location')!;
      res = await request(at);
    }
    return { res, url: at, html: await res.text() };
  }

  /** The CSRF token the page's forms carry (from the cookie set by a previous GET). */
  async function csrf(): Promise<string> {
    const { html } = await get('/');
    const m = html.match(/name="csrf" value="([^"]+)"/) ?? html.match(/"csrf":"([^"]+)"/);
    // the token may hold characters React escapes in an attribute (&, ", <, >)
    if (m) return m[1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const cookies = await jar.getCookies(ORIGIN);
    const raw = cookies.find((c) => c.key === 'csrf')?.value;
    if (!raw) throw new Error('no csrf token');
    // the cookie value is the signed cookie of the token: read it back through the app's own cookie
    return JSON.parse(Buffer.from(decodeURIComponent(raw).split('.')[0], 'base64').toString('utf8'));
  }

  /** POST a form like a browser without JavaScript: adds the CSRF token; does not follow the redirect. */
  async function post(pathname: string, fields: Record<string, string | string[]>) {
    const body = new URLSearchParams();
    body.set('csrf', await csrf());
    for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    const res = await request(pathname, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return { res, location: res.headers.get('location'), html: res.status === 200 || res.status >= 400 ? await res.text() : '' };
  }

  return { provider, request, get, post, jar, config };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
