#!/usr/bin/env node
/**
 * npm run bench — the project's performance yardstick (see tests/bench/README.md).
 *
 * Starts the BUILT server (it builds nothing: `npm run build` or `BUILD_DIR=… npx react-router build`
 * first) on a free port with a fresh data folder, and a bare node:http server answering the home
 * page's exact bytes (this machine's ceiling). Then autocannon loads each target of TARGETS below
 * for BENCH_DURATION seconds (10) with BENCH_CONNECTIONS connections (50), prints a table and
 * writes tests/bench/results/latest.json plus a timestamped copy.
 *
 * Then the `pg: true` targets again on a fresh PostgreSQL database (the PostgreSQL
 * column), and the signed-in page on one node and on two nodes behind a round-robin proxy started
 * by the bench (the two-node ratio). The database is dropped at the end, on failure and on SIGINT.
 *
 * Exit code: 0, unless a server does not start (or there is no build).
 * Env: BUILD_DIR, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_ONLY (comma-separated target names or
 * substrings), BENCH_NODE_ENV (production: React's production builds, demo data seeded with
 * SEED_DEMO=1; `test` measures the development builds the tests run), BENCH_KEEP=1 (keep the temp
 * data folder, server logs and PostgreSQL database), BENCH_PG=0 (no PostgreSQL part), BENCH_PG_URL
 * (the PostgreSQL server's admin database; else PG_TEST_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_RESULTS_ROWS (the main client grown to that many results before the server starts, e.g. 500000).
 */
/* global AbortSignal, performance */
import { Buffer } from 'node:buffer';
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { URLSearchParams } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

// ── Targets ────────────────────────────────────────────────────────────────────────────
// One row per target. Fields:
//   name     short label (also used by BENCH_ONLY)
//   paths    candidate paths, tried in order at run time: the first answering 200 is loaded;
//            none answering 200 → the row is "skipped" with the statuses seen.
//            Placeholders: {clientId} {userId} (from the sign-in, see `auth`).
//   html     true: an HTML page — also measures gzipped bytes of HTML, CSS and JS it ships
//   auth     'app'    — the app's session cookie (the real /login form, signed in as ACCOUNT)
//            'bearer' — the provider's bearer token (POST /api/login.json as ACCOUNT)
//            'apiToken' — a client API token (labk_…) an Administrator (ADMIN_ACCOUNT) creates for their client
//            Placeholders in {path:…} are paths put in as they are (not encoded): {path:sample} and
//            {path:analysis} are the first sample and analysis the signed-in results page links to.
//   html     true: an HTML page — also measures gzipped bytes of HTML, CSS and JS it ships
//   ceiling  true: the bare node:http server with the home page's bytes
//   peer     true: the bare React Router page (tests/bench/fixture/peer) served by server.ts
//   pg       true: measured a second time on PostgreSQL (the PostgreSQL column, see below)
//   unique   true: each request's address gets its own `r=<n>`, so no page cache answers it
//   (every signed-in html row gets a `<name> rendered` twin with `unique`: see withRenderedTwins)
// Add a row to measure a new page or call; paths that answer 404 are reported as skipped.
// Portal pages (auth 'app') are printed with their share of the bare React Router page's req/s.
const TARGETS = withRenderedTwins([
  { name: 'ceiling', ceiling: true },
  { name: 'bare RR page', peer: true, paths: ['/'] },
  { name: 'home', paths: ['/'], html: true },
  { name: 'api list', pg: true, paths: ['/api/analyses.json?limit=20', '/api/cms/content_pages.json', '/api/cms/publications.json', '/api/cms/people.json'] },
  { name: 'signed-in page', pg: true, paths: ['/dashboard/results', '/launchpad/clients'], html: true, auth: 'app' },
  { name: 'all analyses', paths: ['/analyses/all-analyses'], html: true },
  // Paying invoices: the billing list with the Make a Payment aside, the payment methods page, and
  // a receipt of the demo's paid orders (their numbers start at ORD-104212; the first one found is loaded).
  { name: 'billing', paths: ['/dashboard/billing'], html: true, auth: 'app' },
  { name: 'payment methods', paths: ['/dashboard/billing/payment-methods'], html: true, auth: 'app' },
  { name: 'receipt', paths: Array.from({ length: 40 }, (_, i) => `/dashboard/billing/receipt?order=ORD-${104212 + i}`), html: true, auth: 'app' },
  // The pay action (its p99 on one connection): one unpaid invoice per order, each order
  // created untimed, then its payment timed (card, the sandbox gateway); as many as the demo has.
  { name: 'pay action', payAction: true, auth: 'bearer', connections: 1 },
  // Order analyses: the order builder (the draft priced at the provider) and the submissions list.
  { name: 'order analyses', pg: true, paths: ['/dashboard/shop/order-analyses'], html: true, auth: 'app' },
  { name: 'submissions list', pg: true, paths: ['/dashboard/shop/order-analyses/submissions'], html: true, auth: 'app' },
  // Team settings and client settings, as the Full User sees them (read-only).
  { name: 'team settings', pg: true, paths: ['/dashboard/teams-settings'], html: true, auth: 'app' },
  { name: 'client settings', pg: true, paths: ['/dashboard/client-settings'], html: true, auth: 'app' },
  // Harvest planning: every block's season, chart and forecast (the demo client has four blocks).
  { name: 'harvest', pg: true, paths: ['/dashboard/harvest'], html: true, auth: 'app' },
  // Latency targets ("the provider answers in under N ms at p99"): one connection, so p99 is the
  // time to answer a query, not the wait behind 49 others in one Node process.
  { name: 'api analyses list', pg: true, paths: ['/api/analyses.json?limit=25'], connections: 1 },
  { name: 'api analyses filtered', paths: ['/api/analyses.json?category_id=7061&matrix_id=1&limit=25'], connections: 1 },
  { name: 'api analyses search', paths: ['/api/analyses.json?searchPhrase=malic&limit=25'], connections: 1 },
  { name: 'api global search', paths: ['/api/search?q=chardonnay'], connections: 1 },
  { name: 'results first page', pg: true, paths: ['/api/clients/{clientId}/results.json?start=0&length=100'], auth: 'bearer', connections: 1 },
  { name: 'results late page', pg: true, paths: ['/api/clients/{clientId}/results.json?start=50000&length=100'], auth: 'bearer', connections: 1 },
  { name: 'results search', pg: true, paths: ['/api/clients/{clientId}/results.json?start=0&length=100&searchPhrase=chardonnay'], auth: 'bearer', connections: 1 },
  // Analytics: both pages with a report shown (the signed-in client's demo data;
  // the smoke disclaimer is acknowledged once at sign-in, see appSignIn).
  { name: 'vintage report', pg: true, paths: ['/dashboard/vintage-portal?analyses=brix&varietal=chardonnay&ava=russian-river-valley'], html: true, auth: 'app' },
  { name: 'smoke report', pg: true, paths: [`/dashboard/smoke-impact-report?sample=S${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}-970101&varietal=CS`], html: true, auth: 'app' },
  // The client API (/api/v1/) with a client's API token, at the full 50 connections.
  { name: 'results call by token', pg: true, paths: ['/api/v1/results?limit=100'], auth: 'apiToken' },
  { name: 'results date range', pg: true, paths: ['/api/clients/{clientId}/results.json?start=0&length=100&startDate=2024-01-01&endDate=2024-06-30'], auth: 'bearer', connections: 1 },
  // Every portal page, signed in as ACCOUNT through the /login form.
  // (/launchpad and /dashboard answer a redirect to these two: the launchpad is its client list)
  { name: 'portal launchpad clients', paths: ['/launchpad/clients'], html: true, auth: 'app' },
  { name: 'portal new client', paths: ['/launchpad/new-client'], html: true, auth: 'app' },
  { name: 'portal results', paths: ['/dashboard/results'], html: true, auth: 'app' },
  { name: 'portal results by analysis', paths: ['/dashboard/results?view=analyses'], html: true, auth: 'app' },
  { name: 'portal sample details', paths: ['{path:sample}'], html: true, auth: 'app' },
  { name: 'portal analysis details', paths: ['{path:analysis}'], html: true, auth: 'app' },
  { name: 'portal billing', paths: ['/dashboard/billing'], html: true, auth: 'app' },
  { name: 'portal courier', paths: ['/dashboard/shop/request-courier'], html: true, auth: 'app' },
  { name: 'portal supplies', paths: ['/dashboard/shop/order-supplies'], html: true, auth: 'app' },
  { name: 'portal user settings', paths: ['/launchpad/user-settings'], html: true, auth: 'app' },
  // The lab bench, signed in as lab staff (LAB_ACCOUNT): the worklist and a batch's entry page.
  { name: 'lab bench worklist', paths: ['/launchpad/bench'], html: true, auth: 'lab' },
  { name: 'lab bench entry page', paths: ['{path:benchBatch}'], html: true, auth: 'lab' },
]);

/**
 * Every signed-in page twice: as written (the same address again and again, which the signed-in
 * page cache answers while its data version holds: a user reloading one page), and right after it
 * as `<name> rendered`, a new address on every request (`unique`), so every load renders the page:
 * what another user, another filter or the first view after a change costs. The twin keeps `pg`
 * (the rendered results page on PostgreSQL is `signed-in page rendered`'s PG column) and skips the
 * page weight (the same HTML as its row's).
 */
function withRenderedTwins(targets) {
  return targets.flatMap((t) => ((t.auth === 'app' || t.auth === 'lab') && t.html && !t.unique ? [t, { ...t, name: `${t.name} rendered`, unique: true, rendered: true }] : [t]));
}

const ACCOUNT = { email: 'full@example.com', password: 'harvest-2026' };
/** The lab staff account of the 'lab' targets (auth 'lab': the app's session cookie as this account). */
const LAB_ACCOUNT = { email: 'bench@example.com', password: 'harvest-2026' };
/** A client Administrator: creates the API token the 'apiToken' targets call /api/v1/ with. */
const ADMIN_ACCOUNT = { email: 'owner@example.com', password: 'harvest-2026' };
const DURATION = positive(process.env.BENCH_DURATION, 10);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 50);
const NODE_ENV = process.env.BENCH_NODE_ENV || 'production';
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build');
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
/**
 * What the bench starts: the compiled server (`npm run build` writes BUILD_DIR/node/server.mjs,
 * what `npm start` and `npm run serve` run) with plain node, as in production; server.ts through tsx
 * only when that file is missing (a build made with `react-router build` alone).
 */
const COMPILED_SERVER = path.join(BUILD_DIR, 'node/server.mjs');
// `--max-semi-space-size=8` as in `npm start` and `npm run serve` (server memory): V8's
// young generation at 8 MB a semi-space instead of 16, which cannot be set once the process runs.
const V8_FLAGS = ['--max-semi-space-size=8'];
const SERVER_ARGS = [...V8_FLAGS, ...(fs.existsSync(COMPILED_SERVER) ? ['--enable-source-maps', COMPILED_SERVER] : ['--import', 'tsx', 'server.ts'])];
/** The bare React Router page's hand-written build: server.ts serves it as it serves the app. */
const PEER_BUILD_DIR = path.join(import.meta.dirname, 'fixture/peer');
// PostgreSQL: after the SQLite targets, the `pg: true` rows run again on a
// fresh PostgreSQL database, then the signed-in page on two nodes behind a round-robin. BENCH_PG=0
// skips it; BENCH_PG_URL (else PG_TEST_URL, as the tests) names the server and its admin database.
const PG_ENABLED = !['0', 'false', 'off', 'no'].includes((process.env.BENCH_PG ?? '').toLowerCase());
const PG_ADMIN_URL = process.env.BENCH_PG_URL || process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The target measured on one node, then on two behind the bench's round-robin proxy. */
const TWO_NODE_TARGET = 'signed-in page';
// BENCH_RESULTS_ROWS=500000 seeds the database before the server starts with the
// seed CLI's `--results-rows=N` (provider/db/seed/grow.ts: the main client's history copied back in
// time until it has N results), on SQLite and on PostgreSQL; the server then finds it seeded.
const RESULTS_ROWS = positive(process.env.BENCH_RESULTS_ROWS, 0);

/**
 * The export job of the main client's whole history, run by tests/bench/export-memory.ts in a
 * process of its own (the server's heap settings, no other work in it): its peak RSS growth.
 */
function measureExportMemory(database, logFile) {
  const out = fs.openSync(logFile, 'a');
  try {
    const line = execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/export-memory.ts', database], { cwd: ROOT, stdio: ['ignore', 'pipe', out] }).toString().trim().split('\n').at(-1);
    const r = JSON.parse(line);
    console.log(`Whole-history export: ${r.rows} rows in ${(r.ms / 1000).toFixed(1)} s, peak RSS growth ${r.growthMB} MB (limit ${r.limitMB} MB)`);
    return { rows: r.rows, ms: r.ms, growthMB: r.growthMB, limitMB: r.limitMB, status: 'ok' };
  } catch (error) {
    // exit 1: over the limit, its line still printed; anything else: it did not run
    const text = error?.stdout?.toString().trim().split('\n').at(-1) ?? '';
    const r = text.startsWith('{') ? JSON.parse(text) : null;
    console.log(r ? `Whole-history export: peak RSS growth ${r.growthMB} MB, OVER the ${r.limitMB} MB limit` : `Whole-history export: did not run (see ${logFile})`);
    return r ? { rows: r.rows, ms: r.ms, growthMB: r.growthMB, limitMB: r.limitMB, status: 'over' } : { status: 'error' };
  } finally {
    fs.closeSync(out);
  }
}

/** Seeds `database` with the main client grown to RESULTS_ROWS results (a child process: its memory is not the server's). */
function seedGrown(database, logFile) {
  if (!RESULTS_ROWS) return;
  const started = Date.now();
  console.log(`Seeding ${database.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'} with the main client grown to ${RESULTS_ROWS} results`);
  const out = fs.openSync(logFile, 'a');
  execFileSync(process.execPath, ['--import', 'tsx', 'provider/db/seed/cli.ts', database, `--results-rows=${RESULTS_ROWS}`], { cwd: ROOT, stdio: ['ignore', out, out] });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function positive(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// ── Servers ────────────────────────────────────────────────────────────────────────────
const children = new Set();
let tmpDir;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function startChild(label, args, env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.label = label;
  child.logFile = logFile;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.label} exited early (code ${child.exitCode ?? child.signalCode}):\n${tail(child.logFile)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${child.label} did not answer ${url} within ${timeoutMs / 1000} s:\n${tail(child.logFile)}`);
    await sleep(250);
  }
}

function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function stopAll() {
  await Promise.all([...children].map(stop));
  await dropPgDatabase();
  if (tmpDir && !process.env.BENCH_KEEP) fs.rmSync(tmpDir, { recursive: true, force: true });
}

// ── PostgreSQL ─────────────────────────────────────────────────────────────────────────
/** The bench's own database while it exists (dropped by stopAll: at the end, on failure, on SIGINT). */
let pgDatabase = null;

/** Runs fn with a client on the admin database (PG_ADMIN_URL). */
async function pgAdmin(fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The admin URL without its password, for messages. */
function pgShown(url = PG_ADMIN_URL) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function createPgDatabase() {
  const name = `lab_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await pgAdmin((c) => c.query(`create database "${name}"`));
  pgDatabase = name;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropPgDatabase() {
  const name = pgDatabase;
  if (!name) return;
  pgDatabase = null;
  if (process.env.BENCH_KEEP) {
    console.log(`BENCH_KEEP: PostgreSQL database ${name} kept (drop database "${name}")`);
    return;
  }
  try {
    await pgAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
  } catch (error) {
    console.error(`Could not drop the PostgreSQL database ${name}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The round-robin load balancer of the two-node figure, in its own process (so it does not share
 * the event loop of autocannon, whose clock measures latency): every new TCP connection goes to
 * the next port in turn and is piped both ways, as a layer-4 balancer does. autocannon keeps its
 * connections open, so the connections, not the requests, are spread evenly. On SIGTERM it
 * prints how many connections each port received.
 */
function proxyCode(port, backends) {
  return `
    const net = require('node:net');
    const backends = ${JSON.stringify(backends)};
    const counts = backends.map(() => 0);
    let next = 0;
    const server = net.createServer((client) => {
      const i = next++ % backends.length;
      counts[i]++;
      const upstream = net.connect(backends[i], '127.0.0.1');
      client.setNoDelay(true);
      upstream.setNoDelay(true);
      client.pipe(upstream).pipe(client);
      const end = () => { client.destroy(); upstream.destroy(); };
      client.on('error', end); upstream.on('error', end);
      client.on('close', end); upstream.on('close', end);
    });
    server.listen(${port}, '127.0.0.1');
    process.on('SIGTERM', () => { console.log(JSON.stringify({ connections: counts })); process.exit(0); });
  `;
}

/** Set on SIGINT/SIGTERM: an interrupted run writes no results. */
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ── Cookies, sign-in ───────────────────────────────────────────────────────────────────
/** A tiny cookie jar: name → value, from Set-Cookie headers (path/domain ignored: one host). */
class Jar {
  cookies = new Map();
  take(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The provider's bearer token via POST /api/login.json, then the user's clients. */
/** An API token (results:read, no expiry) for the first client of ADMIN_ACCOUNT that lets them create one. */
async function apiTokenSignIn(base) {
  const login = await fetch(`${base}/api/login.json`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ user: ADMIN_ACCOUNT }) });
  if (!login.ok) return { error: `sign-in as ${ADMIN_ACCOUNT.email} answered ${login.status}` };
  const body = await login.json();
  const headers = { authorization: `Bearer ${body.token}`, 'content-type': 'application/json' };
  const list = await fetch(`${base}/api/users/${body.user?.id}/clients`, { headers });
  const clients = list.ok ? (firstArray(await list.json()) ?? []) : [];
  for (const c of clients.slice(0, 20)) {
    const made = await fetch(`${base}/api/clients/${c.id}/api_tokens.json`, { method: 'POST', headers, body: JSON.stringify({ name: 'bench', scopes: ['results:read'], expiry: 'none' }) });
    if (made.status !== 201) continue;
    const { secret } = await made.json();
    return { headers: { authorization: `Bearer ${secret}` }, vars: { clientNote: `client ${c.id} ${c.name ?? ''}`.trim() } };
  }
  return { error: `no client of ${ADMIN_ACCOUNT.email} lets them create an API token` };
}

async function providerSignIn(base) {
  const res = await fetch(`${base}/api/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ user: ACCOUNT }),
  });
  const text = await res.text();
  if (res.status === 404) return { error: 'login not available (POST /api/login.json answers 404)' };
  if (!res.ok) return { error: `login not available (POST /api/login.json answered ${res.status}: ${text.slice(0, 120)})` };
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'login not available (POST /api/login.json did not answer JSON)' };
  }
  const auth = res.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const token = body.token ?? body.authToken ?? body.accessToken ?? body.user?.token ?? body.user?.authToken ?? body.user?.accessToken ?? auth;
  if (typeof token !== 'string' || !token) return { error: 'login not available (no token in the /api/login.json response)' };
  const userId = body.user?.id ?? body.userId ?? body.user?.pid;
  const headers = { authorization: `Bearer ${token}` };
  const vars = { userId };
  // The demo client with the most results: list the user's clients, then ask each for its total.
  if (userId !== undefined) {
    const list = await fetch(`${base}/api/users/${userId}/clients`, { headers }).catch(() => undefined);
    if (list?.ok) {
      const clients = firstArray(await list.json()) ?? [];
      let best;
      for (const c of clients.slice(0, 20)) {
        const id = c?.id ?? c?.clientId;
        if (id === undefined) continue;
        const r = await fetch(`${base}/api/clients/${id}/results.json?start=0&length=1`, { headers }).catch(() => undefined);
        if (!r?.ok) continue;
        const total = Number((await r.json()).totalItems ?? 0);
        if (!best || total > best.total) best = { id, total, name: c.name ?? c.code ?? '' };
      }
      if (best) {
        vars.clientId = best.id;
        vars.clientNote = `client ${best.id} ${best.name} (${best.total} results)`.replace(/\s+/g, ' ');
      }
    } else {
      vars.clientNote = `GET /api/users/${userId}/clients answered ${list?.status ?? 'nothing'}`;
      await list?.arrayBuffer();
    }
  }
  return { headers, vars };
}

function firstArray(value) {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    for (const key of ['data', 'clients', 'items', 'results']) if (Array.isArray(value[key])) return value[key];
    for (const v of Object.values(value)) if (Array.isArray(v)) return v;
  }
  return undefined;
}

/** The app's session cookie, by driving the real sign-in form like a browser without JavaScript. */
async function appSignIn(base, account = ACCOUNT) {
  const jar = new Jar();
  const page = await fetch(`${base}/login`, { redirect: 'manual' });
  jar.take(page);
  const html = await page.text();
  if (page.status === 404) return { error: 'login not available (GET /login answers 404)' };
  if (!page.ok) return { error: `login not available (GET /login answered ${page.status})` };
  const raw = html.match(/name="csrf"\s+value="([^"]+)"/)?.[1] ?? html.match(/value="([^"]+)"\s+name="csrf"/)?.[1];
  const csrf = raw && decodeEntities(raw);
  if (!csrf) return { error: 'login not available (no csrf field on /login)' };
  const form = new URLSearchParams({ email: account.email, password: account.password, csrf });
  const post = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: form,
  });
  jar.take(post);
  await post.arrayBuffer();
  if (post.status < 300 || post.status >= 400) return { error: `login not available (POST /login answered ${post.status}, expected a redirect)` };
  // The smoke impact report shows its disclaimer until acknowledged: acknowledge it
  // once, as the form does, so the 'smoke report' target measures the report itself.
  const ack = await fetch(`${base}/dashboard/smoke-impact-report`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ agree: 'on', csrf }),
  });
  jar.take(ack);
  await ack.arrayBuffer();
  const headers = { cookie: jar.header() };
  // The first sample the results page links to, and the first analysis that sample links to.
  const vars = {};
  const firstLink = async (from, pattern) => {
    const res = await fetch(base + from, { headers, redirect: 'manual' });
    const body = await res.text();
    const main = body.slice(Math.max(0, body.indexOf('<main')));
    const href = [...main.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1])).find((h) => pattern.test(h));
    return href && new URL(href, base).pathname;
  };
  if (account === LAB_ACCOUNT) {
    // The oldest batch of the bench's worklist.
    vars['path:benchBatch'] = await firstLink('/launchpad/bench', /^\/launchpad\/bench\/\d+$/);
    return { headers, vars };
  }
  vars['path:sample'] = await firstLink('/dashboard/results', /\/sample\//);
  if (vars['path:sample']) vars['path:analysis'] = await firstLink(vars['path:sample'], /\/analysis\//);
  return { headers, vars };
}

/** The attribute value as the browser reads it (React escapes &, <, >, " and '). */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e) => {
    const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e.toLowerCase()];
    if (named) return named;
    return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  });
}

// ── Measuring ──────────────────────────────────────────────────────────────────────────
function fill(template, vars) {
  let missing;
  const out = template.replace(/\{(path:)?(\w+)\}/g, (_, raw, key) => {
    const name = raw ? `path:${key}` : key;
    if (vars[name] === undefined) missing = name;
    return raw ? String(vars[name]) : encodeURIComponent(String(vars[name]));
  });
  return missing ? { missing } : { path: out };
}

/** Gzipped bytes of the page's HTML and of every stylesheet and script it references. */
async function pageWeight(base, html, headers, pageUrl = base) {
  const gz = (buf) => gzipSync(buf).length;
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i'))?.slice(2, 4).find((v) => v !== undefined);
  const css = new Set();
  const js = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) css.add(href);
    if (rel.includes('modulepreload') || (rel.includes('preload') && attr(tag, 'as') === 'script')) js.add(href);
  }
  for (const [tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
    // inline module scripts import the entry: import("/assets/…") / import … from "/assets/…"
    for (const m of body.matchAll(/import\s*(?:\(\s*|[^'"()]*?from\s*)["']([^"']+\.m?js)["']/g)) js.add(m[1]);
  }
  const sum = async (urls) => {
    let total = 0;
    for (const u of urls) {
      const res = await fetch(new URL(decodeEntities(u), base), { headers });
      if (!res.ok) {
        console.warn(`  asset ${u} answered ${res.status}`);
        await res.arrayBuffer();
        continue;
      }
      total += gz(Buffer.from(await res.arrayBuffer()));
    }
    return total;
  };
  // The page's strings are loaded by the entry's import() (only the page's language): count them too.
  if (js.size) {
    const lang = html.match(/<html[^>]*\blang="(\w+)"/)?.[1] ?? 'en';
    const assets = fs.readdirSync(path.join(BUILD_DIR, 'client/assets'));
    const locale = assets.find((f) => new RegExp(`^${lang}-[\\w-]+\\.js$`).test(f));
    if (locale) js.add(`/assets/${locale}`);
    // besides the base strings, public pages load the public site's, portal pages the portal's core
    // and their area's (app/i18n/strings.ts, app/i18n/portal-strings.json)
    const pathname = new URL(pageUrl).pathname;
    const parts = [];
    if (!/^\/(dashboard|launchpad|users|my-profile)(\/|$)/.test(pathname)) parts.push(`${lang}\\.public`);
    else {
      const groups = JSON.parse(fs.readFileSync(path.join(ROOT, 'app/i18n/portal-strings.json'), 'utf8'));
      const areas = groups.areas.filter((a) => a.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
      parts.push(`${lang}\\.portal\\.core`, ...areas.map((a) => `${lang}\\.portal\\.${a.name}`));
    }
    for (const part of parts) {
      const file = assets.find((f) => new RegExp(`^${part}-[\\w-]+\\.js$`).test(f));
      if (file) js.add(`/assets/${file}`);
    }
  }
  return { html: gz(Buffer.from(html)), css: await sum(css), js: await sum(js), cssFiles: css.size, jsFiles: js.size };
}

/**
 * `unique`: every request's address gets its own `r=<n>` (a parameter the page ignores), so no
 * page cache can answer it: what a page costs when every load renders it.
 */
function load(url, headers, connections = CONNECTIONS, unique = false) {
  let n = 0;
  const requests = unique ? [{ setupRequest: (req) => ({ ...req, path: `${req.path}${req.path.includes('?') ? '&' : '?'}r=${++n}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: DURATION, headers, requests }, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * Loads the address `n` times before it is measured, so the figure is not V8 compiling the code
 * that serves it. `unique`: each with its own `w=<i>` as the load's own `r=<n>`, so a rendered
 * target's code is warmed by renders (the same address again would be the page cache's hit, and
 * its first second under load was then 50 renders at once through code not yet compiled: p99s of
 * 4–6 s against ~1 s a few seconds later).
 */
async function warmUp(url, headers, n = 20, unique = false) {
  for (let i = 0; i < n; i++) await (await fetch(unique ? `${url}${url.includes('?') ? '&' : '?'}w=${i}` : url, { headers })).arrayBuffer();
}

// ── Main ───────────────────────────────────────────────────────────────────────────────
/** The app server's environment: the embedded provider, a fresh data folder, extra on top. */
function appEnv(port, dataDir, extra = {}) {
  // API_CALLS_PER_MINUTE: the token's rate limit would otherwise answer most of the load 429.
  const env = { ...process.env, NODE_ENV: NODE_ENV, SEED_DEMO: '1', API_CALLS_PER_MINUTE: '10000000', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, BUILD_DIR };
  for (const key of ['DATABASE_URL', 'PROVIDER_URL', 'PROVIDER_SECRET', 'SESSION_SECRET', 'NODES', 'SMTP_URL', 'TRUST_PROXY']) delete env[key];
  return { ...env, ...extra };
}

/** Both sign-ins, when one of `targets` needs them. */
async function signIns(base, targets, label = '') {
  const auth = {};
  if (targets.some((t) => t.auth === 'bearer')) {
    auth.bearer = await providerSignIn(base);
    console.log(auth.bearer.error ? `${label}Provider sign-in: ${auth.bearer.error}` : `${label}Provider sign-in as ${ACCOUNT.email}: ${auth.bearer.vars.clientNote ?? 'no client found'}`);
  }
  if (targets.some((t) => t.auth === 'app')) {
    auth.app = await appSignIn(base);
    console.log(auth.app.error ? `${label}App sign-in: ${auth.app.error}` : `${label}App sign-in as ${ACCOUNT.email} through the /login form: ok`);
  }
  if (targets.some((t) => t.auth === 'apiToken')) {
    auth.apiToken = await apiTokenSignIn(base);
    console.log(auth.apiToken.error ? `${label}API token: ${auth.apiToken.error}` : `${label}API token of ${auth.apiToken.vars.clientNote} created by ${ADMIN_ACCOUNT.email}: ok`);
  }
  if (targets.some((t) => t.auth === 'lab')) {
    auth.lab = await appSignIn(base, LAB_ACCOUNT);
    console.log(auth.lab.error ? `${label}Lab sign-in: ${auth.lab.error}` : `${label}App sign-in as ${LAB_ACCOUNT.email} through the /login form: ok`);
  }
  return auth;
}

async function main() {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server/index.js'))) {
    console.error(`No build in ${path.relative(ROOT, BUILD_DIR) || '.'}/: run \`npm run build\` (or \`BUILD_DIR=${path.relative(ROOT, BUILD_DIR)} npx react-router build\`) first. The bench builds nothing.`);
    process.exit(1);
  }
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bench-'));
  const dataDir = path.join(tmpDir, 'data');
  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  console.log(`Bench: ${DURATION} s per target, ${CONNECTIONS} connections; NODE_ENV=${NODE_ENV}; build ${path.relative(ROOT, BUILD_DIR)}/; server ${SERVER_ARGS.at(-1)}; data ${dataDir}`);
  const loadBefore = os.loadavg()[0];
  if (loadBefore > 0.5) console.log(`note: the machine is busy (load average ${loadBefore.toFixed(2)} on ${os.cpus().length} cores): numbers will be low and noisy`);

  const wanted = TARGETS.filter((t) => t.ceiling || t.peer || !ONLY.length || ONLY.some((o) => t.name.includes(o)));

  // The app server (it migrates and seeds the demo data into the empty data folder).
  const started = Date.now();
  // NODE_ENV decides which React and React Router builds load: `test` and `development` load their
  // development builds (several times slower to render), so the yardstick runs what visitors get.
  // Always the embedded provider on a fresh SQLite file in the temp data folder.
  fs.mkdirSync(dataDir, { recursive: true });
  seedGrown(path.join(dataDir, 'lab.sqlite'), path.join(tmpDir, 'seed.log'));
  const app = startChild('app server', [...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean), ...SERVER_ARGS], appEnv(appPort, dataDir), path.join(tmpDir, 'app-server.log'));
  await waitFor(app, `${base}/robots.txt`, 180_000);
  console.log(`App server answering on ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s (seeding included)`);

  // The ceiling: node:http answering the home page's exact bytes with the same content-type.
  const home = await fetch(`${base}/`);
  const homeBytes = Buffer.from(await home.arrayBuffer());
  const homeType = home.headers.get('content-type') ?? 'text/html; charset=utf-8';
  const bodyFile = path.join(tmpDir, 'home.html');
  fs.writeFileSync(bodyFile, homeBytes);
  const ceilingPort = await freePort();
  const ceilingCode = `
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': ${JSON.stringify(homeType)}, 'Content-Length': body.length });
      res.end(body);
    });
    server.keepAliveTimeout = 65000;
    server.listen(${ceilingPort}, '127.0.0.1');
    process.on('SIGTERM', () => { server.close(() => process.exit(0)); server.closeIdleConnections(); });
  `;
  const ceiling = startChild('ceiling server', ['-e', ceilingCode], { PATH: process.env.PATH }, path.join(tmpDir, 'ceiling.log'));
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  await waitFor(ceiling, `${ceilingBase}/`, 15_000);

  // The bare React Router page: server.ts on the bench's own hand-written build (one route).
  let peerBase;
  if (wanted.some((t) => t.peer)) {
    const peerPort = await freePort();
    const peer = startChild('bare React Router page server', SERVER_ARGS, appEnv(peerPort, path.join(tmpDir, 'data-peer'), { BUILD_DIR: PEER_BUILD_DIR, SEED_DEMO: '0' }), path.join(tmpDir, 'peer-server.log'));
    try {
      await waitFor(peer, `http://127.0.0.1:${peerPort}/robots.txt`, 60_000);
      peerBase = `http://127.0.0.1:${peerPort}`;
    } catch (error) {
      console.log(`The bare React Router page server did not start: ${error instanceof Error ? error.message : error}`);
    }
  }

  // Sign-ins, only when a target needs them.
  const auth = await signIns(base, wanted);

  const rows = [];
  let ceilingRps;
  let peerRps;
  for (const target of wanted) {
    const row = { name: target.name, path: null, status: 'skipped', reason: '', rps: null, p99: null, ratio: null, non2xx: 0, errors: 0, bytes: null };
    rows.push(row);
    try {
      const r = await measure(target, row, { base, ceilingBase, peerBase, auth });
      if (target.ceiling && r) ceilingRps = row.rps;
      if (target.peer && r) peerRps = row.rps;
    } catch (error) {
      row.status = 'error';
      row.reason = `error: ${error instanceof Error ? error.message : error}`;
      console.log(`  ${target.name}: ${row.reason}`);
    }
  }
  for (const row of rows) if (row.rps !== null && ceilingRps) row.ratio = Number(((100 * row.rps) / ceilingRps).toFixed(1));
  // Each page's req/s as a share of the bare React Router page's (≥ 25 % for every portal page).
  for (const row of rows) if (row.rps !== null && peerRps && wanted.find((t) => t.name === row.name)?.html) row.peerRatio = Number(((100 * row.rps) / peerRps).toFixed(1));

  // Server memory after every SQLite target (≤ 300 MB): resident now and at its peak.
  const memory = processMemory(app.pid);
  if (memory) console.log(`App server memory after the SQLite targets: RSS ${memory.rssMB} MB (peak ${memory.peakMB} MB)`);

  // The whole-history export's peak RSS growth (≤ 64 MB), on the bench's own SQLite database.
  const exportMemory = !ONLY.length || ONLY.some((o) => 'export memory'.includes(o)) ? measureExportMemory(path.join(dataDir, 'lab.sqlite'), path.join(tmpDir, 'export-memory.log')) : null;

  // PostgreSQL: the SQLite server and the ceiling stop first, so they take no CPU from it.
  let postgres = { status: 'off', reason: 'BENCH_PG=0' };
  let twoNodes = null;
  const pgWanted = wanted.filter((t) => t.pg);
  if (PG_ENABLED && pgWanted.length) {
    await Promise.all([stop(app), stop(ceiling)]);
    ({ postgres, twoNodes } = await benchPostgres(pgWanted, rows));
  } else if (PG_ENABLED) {
    postgres = { status: 'off', reason: 'no PostgreSQL target among BENCH_ONLY' };
  }

  if (interrupted) return;
  printTable(rows, postgres);
  printRendered(rows);
  printTwoNodes(twoNodes);
  const report = {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    loadAverageAtStart: Number(loadBefore.toFixed(2)),
    resultsRows: RESULTS_ROWS || null,
    nodeEnv: NODE_ENV,
    server: path.relative(ROOT, path.resolve(ROOT, SERVER_ARGS.at(-1))),
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    account: ACCOUNT.email,
    client: auth.bearer?.vars?.clientNote ?? null,
    // rows with `pg` hold the same target measured on PostgreSQL (same machine, same run)
    postgres,
    memory,
    exportMemory,
    targets: rows,
    twoNodes,
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = JSON.stringify(report, null, 2) + '\n';
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
  const stamped = path.join(RESULTS_DIR, `${report.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(stamped, json);
  console.log(`\nWritten: ${path.relative(ROOT, path.join(RESULTS_DIR, 'latest.json'))} and ${path.relative(ROOT, stamped)}`);
  console.log('Runs vary by up to 40 % on these shared machines: compare ratios to the ceiling measured in one run.');
}

/** Loads one target; fills its row. false when skipped. weigh: false skips the page weight (PostgreSQL: same HTML). */
async function measure(target, row, { base, ceilingBase, peerBase, auth, weigh = true, label = target.name }) {
  let base_ = base;
  let headers = {};
  let candidates = target.paths ?? [];
  row.path = candidates[0] ?? null;
  if (target.ceiling) {
    base_ = ceilingBase;
    candidates = ['/'];
    row.path = '(node:http, home page bytes)';
  }
  if (target.peer) {
    if (!peerBase) {
      row.reason = 'the bare React Router page server did not start';
      return false;
    }
    base_ = peerBase;
  }
  if (target.auth) {
    const a = auth[target.auth];
    if (!a || a.error) {
      row.reason = a?.error ?? 'no sign-in';
      return false;
    }
    headers = a.headers;
  }
  if (target.payAction) return measurePayAction(base, headers, row);
  const vars = target.auth ? auth[target.auth].vars : {};
  const seen = [];
  let chosen;
  for (const template of candidates) {
    const f = fill(template, vars);
    if (f.missing) {
      seen.push(`${template}: no {${f.missing}}`);
      continue;
    }
    const res = await fetch(base_ + f.path, { headers, redirect: 'manual' });
    const body = await res.text();
    if (res.status === 200) {
      chosen = { path: f.path, body };
      break;
    }
    seen.push(`${f.path}: ${res.status}`);
  }
  if (!chosen) {
    row.reason = seen.join('; ') || 'no path';
    row.path = candidates[0] ?? null;
    return false;
  }
  if (!target.ceiling) row.path = target.peer ? `${chosen.path} (bare RR page)` : chosen.path;
  if (target.html && weigh && !target.rendered) {
    row.bytes = await pageWeight(base_, chosen.body, headers, base_ + chosen.path);
  }
  const url = base_ + chosen.path;
  await warmUp(url, headers, 20, !!target.unique);
  process.stdout.write(`  ${label.padEnd(22)} ${row.path} … `);
  row.connections = target.connections ?? CONNECTIONS;
  const result = await load(url, headers, row.connections, !!target.unique);
  row.status = 'ok';
  row.rps = Math.round(result.requests.average);
  row.p99 = result.latency.p99;
  row.non2xx = result.non2xx;
  row.errors = result.errors + result.timeouts;
  console.log(`${row.rps} req/s, p99 ${row.p99} ms, ${row.connections} conn.${row.non2xx || row.errors ? ` (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`);
  await sleep(500);
  return true;
}

/**
 * The pay action on one connection: for each of up to 60 unpaid invoices of the signed-in user's
 * first client that may pay, an order is created (not timed) and paid with its saved card (timed:
 * POST /api/order/{id}/payments/{methodId}.json). Fills row.p99 (and p50, max, n) in ms.
 */
async function measurePayAction(base, headers, row) {
  const json = async (res) => ({ status: res.status, body: await res.json().catch(() => null) });
  const me = await json(await fetch(`${base}/api/login.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: ACCOUNT }) }));
  const user = me.body?.user;
  const h = { ...headers, 'content-type': 'application/json' };
  const clients = firstArray((await json(await fetch(`${base}/api/users/${user?.id}/clients`, { headers: h }))).body) ?? [];
  let plan;
  for (const c of clients) {
    const methods = await json(await fetch(`${base}/api/users/${user.pid}/clients/${c.code}/payment_methods.json`, { headers: h }));
    const card = methods.body?.data?.find((m) => m.type === 'CARD');
    if (methods.status !== 200 || !card) continue;
    const inv = await json(await fetch(`${base}/api/clients/${c.id}/invoices.json?status=UNPAID&length=60`, { headers: h }));
    const invoices = (inv.body?.data ?? []).filter((i) => i.amountDue > 0);
    if (invoices.length) {
      plan = { client: c, card, invoices };
      break;
    }
  }
  row.path = 'POST /api/order/{id}/payments/{methodId}.json';
  if (!plan) {
    row.reason = `no client of ${ACCOUNT.email} with a saved card and unpaid invoices`;
    return false;
  }
  process.stdout.write(`  ${row.name.padEnd(22)} ${row.path} … `);
  const times = [];
  let failed = 0;
  for (const [n, i] of plan.invoices.entries()) {
    const order = await json(await fetch(`${base}/api/orders.json`, {
      method: 'POST', headers: h,
      body: JSON.stringify({ order: { userPid: user.pid, clientCode: plan.client.code, idempotencyKey: `bench-${Date.now()}-${n}-pay-action`, lineItemsAttributes: [{ invoiceNumber: i.invoiceNumber, batchNumber: i.batchNumber, price: i.amountDue }] } }),
    }));
    if (order.status !== 201) {
      failed++;
      continue;
    }
    const started = performance.now();
    const paid = await json(await fetch(`${base}/api/order/${order.body.order.id}/payments/${plan.card.id}.json`, { method: 'POST', headers: h }));
    times.push(performance.now() - started);
    if (paid.status !== 200 || paid.body?.state !== 'successful') failed++;
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]);
  row.connections = 1;
  row.status = 'ok';
  row.p99 = at(0.99);
  row.p50 = at(0.5);
  row.max = Math.round(times.at(-1));
  row.n = times.length;
  row.errors = failed;
  console.log(`${times.length} payments: p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms${failed ? ` (${failed} failed)` : ''}`);
  return true;
}

/** The `pg: true` targets on a fresh PostgreSQL database, then the two-node figure. Fills row.pg. */
async function benchPostgres(targets, rows) {
  const rowOf = (t) => rows.find((r) => r.name === t.name);
  let version;
  try {
    version = await pgAdmin(async (c) => (await c.query('show server_version')).rows[0].server_version);
  } catch (error) {
    const reason = `no PostgreSQL answers at ${pgShown()} (${error instanceof Error ? error.message : error}); start one, point BENCH_PG_URL at one, or skip this part with BENCH_PG=0`;
    console.log(`\nPostgreSQL: ${reason}`);
    for (const t of targets) rowOf(t).pg = { path: null, status: 'skipped', reason: 'no PostgreSQL server', rps: null, p99: null, non2xx: 0, errors: 0 };
    return { postgres: { status: 'skipped', reason }, twoNodes: null };
  }
  const db = await createPgDatabase();
  // One secret for every node: each must read the session cookies the other signed (config.server.ts).
  const secret = crypto.randomBytes(36).toString('base64');
  const portA = await freePort();
  const baseA = `http://127.0.0.1:${portA}`;
  console.log(`\nPostgreSQL ${version}: database ${db.name} on ${pgShown(db.url).replace(/\/[^/]*$/, '')}; seeding the demo data`);
  seedGrown(db.url, path.join(tmpDir, 'seed-pg.log'));
  const started = Date.now();
  const nodeA = startChild('PostgreSQL app server (node A)', SERVER_ARGS, appEnv(portA, path.join(tmpDir, 'data-pg-a'), { DATABASE_URL: db.url, SESSION_SECRET: secret }), path.join(tmpDir, 'app-server-pg-a.log'));
  await waitFor(nodeA, `${baseA}/robots.txt`, 300_000);
  const seedSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
  console.log(`PostgreSQL app server answering on ${baseA} after ${seedSeconds} s (seeding included)`);
  const auth = await signIns(baseA, targets, 'PostgreSQL: ');
  for (const target of targets) {
    const row = { path: null, status: 'skipped', reason: '', rps: null, p99: null, non2xx: 0, errors: 0 };
    rowOf(target).pg = row;
    try {
      await measure(target, row, { base: baseA, auth, weigh: false, label: `${target.name} (pg)` });
    } catch (error) {
      row.status = 'error';
      row.reason = `error: ${error instanceof Error ? error.message : error}`;
      console.log(`  ${target.name} (pg): ${row.reason}`);
    }
  }
  const postgres = { status: 'ok', version, seedSeconds, client: auth.bearer?.vars?.clientNote ?? null };
  const two = targets.find((t) => t.name === TWO_NODE_TARGET);
  const twoNodes = two ? await benchTwoNodes(two, rowOf(two).pg, auth, { portA, db, secret }) : null;
  return { postgres, twoNodes };
}

/**
 * The two-node figure: node B on the same database (same SESSION_SECRET, NODES=2) next to node A,
 * the signed-in page loaded on node A directly, on node A through the proxy (what the extra hop
 * costs), and on both through the round-robin proxy. The ratio is two nodes / one node (direct).
 */
async function benchTwoNodes(target, pgRow, auth, { portA, db, secret }) {
  const out = { target: target.name, path: pgRow.path, connections: CONNECTIONS, status: 'skipped', reason: '', oneNode: null, oneNodeThroughProxy: null, twoNodes: null, ratio: null, ratioThroughProxy: null, connectionsPerNode: null };
  if (pgRow.status !== 'ok') {
    out.reason = `${target.name} was not measured on PostgreSQL (${pgRow.reason || pgRow.status})`;
    return out;
  }
  const headers = auth[target.auth]?.headers ?? {};
  const portB = await freePort();
  const baseB = `http://127.0.0.1:${portB}`;
  const nodeB = startChild('PostgreSQL app server (node B)', SERVER_ARGS, appEnv(portB, path.join(tmpDir, 'data-pg-b'), { DATABASE_URL: db.url, SESSION_SECRET: secret, NODES: '2' }), path.join(tmpDir, 'app-server-pg-b.log'));
  await waitFor(nodeB, `${baseB}/robots.txt`, 120_000);
  await sleep(2000); // node B's start (migration check, first compiles) settles before loading node A
  // Node B must take node A's session: else the round-robin would measure redirects to /login.
  const check = await fetch(baseB + pgRow.path, { headers, redirect: 'manual' });
  await check.arrayBuffer();
  if (check.status !== 200) {
    out.reason = `node B answered ${check.status} to node A's session on ${pgRow.path}`;
    console.log(`Two nodes: ${out.reason}`);
    return out;
  }
  const proxies = [];
  for (const [name, ports] of [['proxy (node A)', [portA]], ['proxy (nodes A, B)', [portA, portB]]]) {
    const port = await freePort();
    const child = startChild(name, ['-e', proxyCode(port, ports)], { PATH: process.env.PATH }, path.join(tmpDir, `${name.replace(/\W+/g, '-')}.log`));
    await waitFor(child, `http://127.0.0.1:${port}/robots.txt`, 15_000);
    proxies.push({ child, base: `http://127.0.0.1:${port}` });
  }
  console.log(`Two nodes: node B on ${baseB}, same database and SESSION_SECRET, NODES=2; round-robin proxy (per TCP connection) on ${proxies[1].base}`);
  await warmUp(baseB + pgRow.path, headers);
  const run = async (label, base) => {
    const url = base + pgRow.path;
    await warmUp(url, headers);
    process.stdout.write(`  ${label.padEnd(30)} … `);
    const r = await load(url, headers, CONNECTIONS);
    const m = { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
    console.log(`${m.rps} req/s, p99 ${m.p99} ms${m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : ''}`);
    await sleep(500);
    return m;
  };
  out.oneNode = await run('one node (direct)', `http://127.0.0.1:${portA}`);
  out.oneNodeThroughProxy = await run('one node (through the proxy)', proxies[0].base);
  out.twoNodes = await run('two nodes (through the proxy)', proxies[1].base);
  await stop(proxies[1].child);
  try {
    out.connectionsPerNode = JSON.parse(tail(proxies[1].child.logFile, 1)).connections;
  } catch {
    // the count is informative only
  }
  out.status = 'ok';
  const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null);
  out.ratio = ratio(out.twoNodes.rps, out.oneNode.rps);
  out.ratioThroughProxy = ratio(out.twoNodes.rps, out.oneNodeThroughProxy.rps);
  return out;
}

function printTwoNodes(t) {
  if (!t) return;
  if (t.status !== 'ok') {
    console.log(`\nTwo nodes: skipped: ${t.reason}`);
    return;
  }
  console.log(`\nTwo nodes on PostgreSQL: ${t.target} ${t.path}, ${t.connections} connections, ${os.cpus().length} cores shared by the nodes, the proxy, autocannon and PostgreSQL`);
  for (const [label, m] of [['one node (direct)', t.oneNode], ['one node (through the proxy)', t.oneNodeThroughProxy], ['two nodes (through the proxy)', t.twoNodes]]) {
    console.log(`  ${label.padEnd(30)} ${String(m.rps).padStart(6)} req/s  p99 ${String(m.p99).padStart(5)} ms${m.non2xx || m.errors ? `  (${m.non2xx} non-2xx, ${m.errors} errors)` : ''}`);
  }
  const per = t.connectionsPerNode ? ` (connections per node: ${t.connectionsPerNode.join(' / ')})` : '';
  console.log(`  two nodes / one node: ${t.ratio}× direct, ${t.ratioThroughProxy}× both through the proxy${per}`);
  if (os.cpus().length <= 2) console.log(`  note: on ${os.cpus().length} cores two nodes cannot double: they share the cores with each other, PostgreSQL, the proxy and autocannon`);
}

/** A process's resident memory now and at its peak (Linux /proc), in MB; null elsewhere. */
function processMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function kb(bytes) {
  return bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`;
}

function printTable(rows, postgres) {
  // The PostgreSQL column (req/s, p99) next to SQLite's, when that part ran.
  const pg = postgres?.status === 'ok';
  const header = ['target', 'path', 'conn.', 'req/s', 'p99 ms', ...(pg ? ['PG req/s', 'PG p99'] : []), '% ceiling', '% RR page', 'HTML gz', 'CSS gz', 'JS gz'];
  const numeric = new Set(pg ? [2, 3, 4, 5, 6] : [2, 3, 4]);
  const pgCells = (r) => (!pg ? [] : r.pg?.status === 'ok' ? [String(r.pg.rps), String(r.pg.p99)] : r.pg ? ['–', '–'] : ['', '']);
  const ok = rows.filter((r) => r.status === 'ok');
  const lines = ok.map((r) => [
    r.name,
    r.path,
    String(r.connections ?? ''),
    String(r.rps),
    String(r.p99),
    ...pgCells(r),
    r.ratio === null ? '' : `${r.ratio} %`,
    r.peerRatio === undefined ? '' : `${r.peerRatio} %`,
    kb(r.bytes?.html),
    r.bytes ? `${kb(r.bytes.css)} (${r.bytes.cssFiles})` : '',
    r.bytes ? (r.bytes.jsFiles ? `${kb(r.bytes.js)} (${r.bytes.jsFiles})` : '0 (no hydration)') : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length), ...(i < 2 ? rows.map((r) => (i ? r.path ?? '' : r.name).length) : [])));
  const fmt = (cells) => cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  console.log('\n' + fmt(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows) {
    const i = ok.indexOf(r);
    // A skipped row's reason may be long: it runs past the columns.
    if (i >= 0) console.log(fmt(lines[i]));
    else console.log(`${r.name.padEnd(widths[0])}  ${(r.path ?? '').padEnd(widths[1])}  ${r.status === 'skipped' ? `skipped: ${r.reason}` : r.reason}`);
  }
  const warn = rows.filter((r) => r.non2xx || r.errors);
  for (const r of warn) console.log(`note: ${r.name}: ${r.non2xx} non-2xx responses, ${r.errors} errors/timeouts during the load`);
  for (const r of rows) {
    if (r.pg?.status === 'ok' && (r.pg.non2xx || r.pg.errors)) console.log(`note: ${r.name} (PostgreSQL): ${r.pg.non2xx} non-2xx responses, ${r.pg.errors} errors/timeouts during the load`);
    if (pg && r.pg && r.pg.status !== 'ok') console.log(`note: ${r.name} (PostgreSQL): ${r.pg.status === 'skipped' ? `skipped: ${r.pg.reason}` : r.pg.reason}`);
  }
  if (pg) console.log(`PostgreSQL ${postgres.version}: the same targets on a fresh database seeded alike, after the SQLite server stopped (same machine, same run).`);
  else if (postgres) console.log(`PostgreSQL: not measured (${postgres.reason}).`);
}

/**
 * The rendered-on-every-load figures against their targets: the results page's share of the bare
 * React Router page and its p99 (≥ 35 %, ≤ 300 ms), the lowest rendered signed-in page (≥ 25 %),
 * and the rendered results page on PostgreSQL as a share of SQLite's (≥ 70 %).
 */
function printRendered(rows) {
  const rendered = rows.filter((r) => r.status === 'ok' && r.name.endsWith(' rendered') && r.peerRatio !== undefined);
  if (!rendered.length) return;
  const results = rows.find((r) => r.name === 'portal results rendered' && r.status === 'ok') ?? rows.find((r) => r.name === 'signed-in page rendered' && r.status === 'ok');
  const lowest = rendered.reduce((a, b) => (b.peerRatio < a.peerRatio ? b : a));
  console.log(`\nRendered on every load: ${rendered.length} signed-in page${rendered.length === 1 ? '' : 's'}; lowest ${lowest.name} ${lowest.peerRatio} % of the bare RR page (p99 ${lowest.p99} ms)`);
  if (results) console.log(`  ${results.name}: ${results.peerRatio} % of the bare RR page, p99 ${results.p99} ms`);
  const pgRow = rows.find((r) => r.name === 'signed-in page rendered' && r.status === 'ok' && r.pg?.status === 'ok');
  if (pgRow) console.log(`  ${pgRow.name} on PostgreSQL: ${pgRow.pg.rps} req/s, ${((100 * pgRow.pg.rps) / pgRow.rps).toFixed(1)} % of SQLite's ${pgRow.rps} (p99 ${pgRow.pg.p99} ms)`);
}

let code = 0;
try {
  await main();
} catch (error) {
  console.error(`\nBench failed: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await stopAll();
}
process.exit(code);
