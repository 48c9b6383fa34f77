/**
 * The one HTTP entry. node:http (the fastest shell measured here, see STACK.md) with:
 * security headers and a fresh CSP nonce per request, compression, built assets with
 * immutable caching, the provider mounted at /api, React Router for everything else,
 * and a graceful shutdown on SIGTERM.
 *
 *   tsx server.ts          serve the production build (run `react-router build` first)
 *   tsx server.ts --dev    serve through Vite with hot reload
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import compression from 'compression';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { type ServerConfig, ConfigError, loadConfig } from './server/config.ts';
import { type AppServices, isDataRequest } from './app/context.ts';
import { createProvider } from './provider/app.ts';
import { connect, type DB } from './provider/db/connect.ts';
import { migrateToLatest } from './provider/db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { createGateway } from './provider/services/gateways.ts';
import { recoverInterruptedPayments } from './provider/services/payments.ts';
import { autopayTick } from './provider/services/autopay.ts';
import { deliveryDigestTick } from './provider/services/deliveries.ts';
import { createFaxGateway } from './provider/services/fax.ts';
import { announceTick } from './provider/services/delivery-events.ts';
import { statementTick } from './provider/services/statements.ts';
import { webhookTick } from './provider/services/webhooks.ts';
import { createLogger } from './lib/log.ts';
import { tuneHeap } from './lib/heap.ts';
import { createMailer } from './provider/services/mailer.ts';
import { type Jobs, createPgBossJobs, createTableJobs } from './provider/services/jobs.ts';
import { isPostgres } from './provider/db/dialect.ts';
import { signVisitor } from './provider/services/visitor-address.ts';
import { RequestIdentity } from './provider/http.ts';
import { seedDemo, isEmpty } from './provider/db/seed/index.ts';
import { accountMailSettled } from './provider/services/accounts.ts';
import { fetchListener, plainAnswer } from './server/http-shell.ts';
import { loggedUrl } from './lib/logged-url.ts';
import { API_METHODS, Gate, PAGE_METHODS, apiBodyLimit, clientIpFrom, pageBodyLimit } from './server/limits.ts';

const dev = process.argv.includes('--dev');

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
tuneHeap(config.heapGrowingPercent);
const log = createLogger(config.logLevel, 'server');
const appLog = createLogger(config.logLevel, 'app');
/** The one clock of the process, so tests can move time: the provider, the payment gateway and every page read it. */
const clock = systemClock;
if (config.env === 'production' && !config.secureCookies && !config.seedDemo) {
  log.warn('PUBLIC_URL is not https: cookies are not marked Secure and HSTS is off. Set PUBLIC_URL=https://… behind TLS.');
}

// ── The provider (in this process unless PROVIDER_URL points at another) ──────────────
let db: DB | undefined;
let jobs: Jobs | undefined;
let autopayTimer: NodeJS.Timeout | undefined;
/** A provider call of one page request; `identity` is that request's shared look-ups (embedded provider only). */
let providerFetch: (path: string, init: RequestInit, identity?: RequestIdentity) => Promise<Response>;
let apiListener: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) | undefined;

if (config.providerUrl) {
  const base = config.providerUrl;
  providerFetch = (p, init) => fetch(base + p, init);
  log.info('using remote provider', { providerUrl: base });
} else {
  db = await connect(config.databaseUrl);
  await migrateToLatest(db);
  if (config.seedDemo && (await isEmpty(db))) {
    const started = Date.now();
    const seeded = await seedDemo(db);
    if (seeded) {
      console.log(`\nSeeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s. Demo accounts (password "${seeded.password}"):`);
      for (const a of seeded.accounts) console.log(`  ${a.email.padEnd(26)} ${a.description}`);
      console.log('');
    }
  }
  // Durable jobs, kept across restarts: pg-boss on PostgreSQL, the jobs table on SQLite.
  jobs = isPostgres(db)
    ? createPgBossJobs({ connectionString: config.databaseUrl, log: createLogger(config.logLevel, 'jobs') })
    : createTableJobs({ db, log: createLogger(config.logLevel, 'jobs') });
  const providerDeps = {
    db,
    jobs,
    // A provider serving remote web nodes believes the visitor address they sign with it.
    visitorSecret: config.providerSecret,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom, log: createLogger(config.logLevel, 'mailer'), jobs }),
    gateway: createGateway(config, db, clock, createLogger(config.logLevel, 'gateway')),
    fax: createFaxGateway(config, db, clock),
    achSettleAfterMs: config.achSettleAfterMs,
    apiCallsPerMinute: config.apiCallsPerMinute,
    clock,
    log: createLogger(config.logLevel, 'provider'),
    workDir: path.join(config.dataDir, 'tmp'),
    publicUrl: config.publicUrl,
    sessionTtlMs: config.sessionTtlMs,
    labInbox: config.labInbox,
    reportCodeSecret: config.reportCodeSecret,
    twoFactorSecret: config.twoFactorSecret,
    webhooks: { allowLoopback: config.webhookTestLoopback },
  };
  const provider = createProvider(providerDeps);
  await jobs.start();
  // The autopay scheduler: every node ticks each minute; a due schedule is claimed by one
  // conditional UPDATE, so one node queues its run (a durable job); missed runs are caught up once.
  autopayTimer = setInterval(() => {
    autopayTick(providerDeps).catch((error) => log.error('autopay tick failed', { error: (error as Error).message }));
    // and payments interrupted by a stop between their claim and their answer are finished
    recoverInterruptedPayments(providerDeps).catch((error) => log.error('payment recovery failed', { error: (error as Error).message }));
    // and from 6 p.m. lab time the day's delivery digest is queued (once, by the node that claims the day)
    deliveryDigestTick(providerDeps).catch((error) => log.error('delivery digest tick failed', { error: (error as Error).message }));
    // and deliveries whose node stopped between their commit and the queueing of their fan-out are announced
    announceTick(providerDeps).catch((error) => log.error('delivery announcement tick failed', { error: (error as Error).message }));
    // and, from the 1st of a month (lab time), each flagged member's statement of the month before: one unique row per member, client and month
    statementTick(providerDeps).catch((error) => log.error('statement tick failed', { error: (error as Error).message }));
    // and webhook deliveries whose job was lost (a node stopping after the commit) are queued again
    webhookTick(providerDeps).catch((error) => log.error('webhook tick failed', { error: (error as Error).message }));
  }, config.autopayTickMs);
  autopayTimer.unref();
  // The page request's look-ups (its user, client and membership) shared by its calls (RequestIdentity).
  providerFetch = async (p, init, identity) => provider.request(p, init, identity ? { identity } : undefined);
  // /api/* for API clients: strip the prefix (the server has set x-lab-client-ip from the socket).
  apiListener = fetchListener((request) => Promise.resolve(provider.fetch(request)), {
    methods: API_METHODS,
    formsOnly: false,
    bodyLimit: apiBodyLimit,
    rewrite: (url) => {
      url.pathname = url.pathname.replace(/^\/api/, '') || '/';
      return url;
    },
  }, log);
}

// ── The web app ───────────────────────────────────────────────────────────────────────
type Build = ServerBuild & { entry: { module: { servicesContext?: unknown } } };
let loadBuild: () => Promise<Build>;
/** the production build, handed to the router as an object: given a function, it re-derives
 * its route handler on every request (meant for development reloads) */
let staticBuild: Build | undefined;
let vite: import('vite').ViteDevServer | undefined;
if (dev) {
  const { createServer } = await import('vite');
  vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  loadBuild = () => vite!.ssrLoadModule('virtual:react-router/server-build') as Promise<Build>;
} else {
  const buildPath = path.join(config.buildDir, 'server/index.js');
  if (!fs.existsSync(buildPath)) {
    console.error('No build found (BUILD_DIR or build/). Run `npm run build` first (or `npm start`, which builds).');
    process.exit(1);
  }
  const built = (await import(buildPath)) as Build;
  staticBuild = built;
  loadBuild = async () => built;
}

function clientIp(req: http.IncomingMessage): string {
  return clientIpFrom(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustProxy);
}

/** React Router's handler, built once for the production build (per request in development). */
let routerHandler: ((request: Request, context: RouterContextProvider) => Promise<Response>) | undefined;
async function handleWithRouter(request: Request): Promise<Response> {
  const build = await loadBuild();
  const handle = staticBuild ? (routerHandler ??= createRequestHandler(staticBuild, 'production')) : createRequestHandler(build, 'development');
  const address = request.headers.get('x-lab-client-ip') ?? 'unknown';
  // The visitor's browser, for the list of devices a sign-in shows (the provider keeps it trimmed).
  const userAgent = request.headers.get('user-agent')?.slice(0, 1000);
  const key = build.entry.module.servicesContext as Parameters<RouterContextProvider['set']>[0];
  // One per page request: its provider calls look the user, the client and the membership up once.
  const identity = new RequestIdentity();
  const services: AppServices = {
    provider: (p, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-lab-client-ip', address);
      if (userAgent) headers.set('x-lab-user-agent', userAgent);
      // A provider over HTTP sees this node's socket, not the visitor: sign the visitor's address.
      if (config.providerUrl && config.providerSecret) for (const [name, value] of Object.entries(signVisitor(address, config.providerSecret))) headers.set(name, value);
      return providerFetch(p, { ...init, headers }, identity);
    },
    config,
    log: appLog,
    nonce: request.headers.get('x-lab-nonce') ?? '',
    clientAddress: address,
    dataRequest: isDataRequest(request.url),
    clock,
  };
  return handle(request, new RouterContextProvider(new Map([[key, services]])));
}
/** https when the public origin is, or when a trusted proxy says the visitor came over TLS. */
function schemeOf(req: http.IncomingMessage): 'http' | 'https' {
  if (config.publicUrl.startsWith('https:')) return 'https';
  return config.trustProxy > 0 && req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
}
const appListener = fetchListener(handleWithRouter, { methods: PAGE_METHODS, formsOnly: true, bodyLimit: pageBodyLimit, scheme: schemeOf, gate: new Gate(config.pageConcurrency) }, log);

// ── Static files: hashed assets are immutable; the rest revalidate hourly ─────────────
const clientDir = path.join(config.buildDir, 'client');
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.json': 'application/json', '.pdf': 'application/pdf', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.map': 'application/json',
};
function serveStatic(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  if (pathname === '/' || pathname.includes('\0')) return false;
  const file = path.join(clientDir, pathname);
  if (!file.startsWith(clientDir + path.sep)) return false;
  // Most requests are pages, not files: no exception for the missing file (a thrown one costs more than the stat).
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return false; // e.g. ENOTDIR
  }
  if (!stat?.isFile()) return false;
  const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
  res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
  return true;
}

// ── Security headers ─────────────────────────────────────────────────────────────────
const tileOrigin = (() => {
  try {
    return config.public.mapTileUrl ? new URL(config.public.mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin : '';
  } catch {
    return '';
  }
})();
function securityHeaders(req: http.IncomingMessage, res: http.ServerResponse, nonce: string) {
  const https = config.publicUrl.startsWith('https:') || (config.trustProxy > 0 && req.headers['x-forwarded-proto'] === 'https');
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileOrigin ? ' ' + tileOrigin : ''}`,
    `connect-src 'self'${tileOrigin ? ' ' + tileOrigin : ''}${dev ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * Sets a header only the server may set. The router's adapter builds its Request from
 * `rawHeaders`, not `headers`, so both are set, and any copy a client sent is dropped.
 */
function setTrustedHeader(req: http.IncomingMessage, name: string, value: string) {
  req.headers[name] = value;
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === name) raw.splice(i, 2);
  raw.push(name, value);
}

const compress = compression({ threshold: 1024 });
let inFlight = 0;
const server = http.createServer((req, res) => {
  inFlight++;
  res.on('close', () => inFlight--);
  try {
    const nonce = randomBytes(16).toString('base64');
    // Only the server sets these two: the caller's address (for rate limits) and the CSP nonce.
    setTrustedHeader(req, 'x-lab-client-ip', clientIp(req));
    setTrustedHeader(req, 'x-lab-nonce', nonce);
    securityHeaders(req, res, nonce);
    const url = req.url ?? '/';
    if (url === '/healthz' || url === '/readyz') return void health(url, res).catch((error) => failed(res, req, error));
    compress(req as any, res as any, () => {
      const done = (p: Promise<void>) => p.catch((error) => failed(res, req, error));
      if (apiListener && (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))) return void done(apiListener(req, res));
      if (serveStatic(req, res)) return;
      if (vite) vite.middlewares(req, res, () => void done(appListener(req, res)));
      else void done(appListener(req, res));
    });
  } catch (error) {
    failed(res, req, error);
  }
});
/**
 * `/healthz`: this process answers. `/readyz`: it can serve: not shutting down, and the
 * provider's database answers with every migration run (the provider's own /readyz, in this
 * process or at PROVIDER_URL). Load balancers send traffic only to ready nodes.
 */
async function health(url: string, res: http.ServerResponse) {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  if (url === '/healthz') {
    res.end(JSON.stringify({ alive: true }));
    return;
  }
  if (stopping) {
    res.statusCode = 503;
    res.end(JSON.stringify({ ready: false, reason: 'Shutting down.' }));
    return;
  }
  let answer: Response;
  try {
    answer = await providerFetch('/readyz', { signal: AbortSignal.timeout(5_000) });
  } catch {
    res.statusCode = 503;
    res.end(JSON.stringify({ ready: false, reason: 'The provider does not answer.' }));
    return;
  }
  res.statusCode = answer.status === 200 ? 200 : 503;
  res.end(await answer.text());
}

/** The last net under a request: logged as one line, answered 500, and the process goes on. */
function failed(res: http.ServerResponse, req: http.IncomingMessage, error: unknown) {
  log.error('request failed', { method: req.method, url: loggedUrl(req.url), error: error instanceof Error ? error.stack : String(error) });
  plainAnswer(res, 500, 'Internal Server Error');
}
// A client that sends `Expect: 100-continue` is answered by the same listener, which sends
// "100 Continue" only once the declared body fits its limit (Node would send it at once).
server.on('checkContinue', (req, res) => server.emit('request', req, res));
// CONNECT never reaches 'request': answer it on the socket instead of dropping it silently.
server.on('connect', (_req, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${PAGE_METHODS.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
// Nothing a request does may stop the server: anything that escapes every handler is logged.
process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { error: reason instanceof Error ? reason.stack : String(reason) }));
process.on('uncaughtException', (error) => log.error('uncaught exception', { error: error.stack ?? String(error) }));
server.keepAliveTimeout = 65_000;

// A node that cannot listen (the port taken, a host it does not have) says so and exits 1, so a
// supervisor sees it fail, instead of running on without serving anything.
server.once('error', (error: NodeJS.ErrnoException) => {
  log.error('cannot listen', { host: config.host, port: config.port, error: error.message });
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  console.log(`Laboratory portal listening on ${config.publicUrl} (port ${config.port}${dev ? ', development' : ''})`);
});

// ── Graceful shutdown: stop accepting, finish requests in flight, close the database ─
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal, inFlight });
  const force = setTimeout(() => {
    log.warn('forced shutdown after 10 s', { inFlight });
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    // Account e-mails are sent just after their answers (provider/services/accounts.ts): let them go out.
    await accountMailSettled();
    // The job runner takes no new job and waits for the one running (pg-boss: up to 8 s);
    // a job cut short is taken again by another node, or by this one when it is back.
    clearInterval(autopayTimer);
    await jobs?.stop();
    await vite?.close();
    await db?.destroy();
    log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
