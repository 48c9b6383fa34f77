/**
 * Starts the built server as an operator does (`npm start` / `npm run serve`: plain node on the
 * compiled BUILD_DIR/node/server.mjs) on a free port with a fresh data folder, and talks to it one
 * request per connection. `source: true` runs server.ts through tsx instead (one test proves the
 * two are the same server). Through tsx a start cost ~3 s more CPU
 * (7.5–8.5 s against 5–5.7, seed included), and the integration tests start ~15 servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { onPostgres, serverPostgresDatabase, serverSqliteDatabase } from './database.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build');
export const hasBuild = fs.existsSync(path.join(BUILD_DIR, 'server/index.js'));
/** what `npm run build` compiles server.ts into (tools/build-server.mjs) */
export const COMPILED_SERVER = path.join(BUILD_DIR, 'node/server.mjs');
/** The secrets startServer gives a node that is one of several, unless the test names its own. */
export const TEST_SESSION_SECRET = 'test-nodes-session-secret-0123456789abcdef';
export const TEST_PROVIDER_SECRET = 'test-nodes-provider-secret-0123456789abcdef';

// ────────────────────────────────────────────────────────────────────────────
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Server {
  base: string;
  /** the PostgreSQL database it was given (TEST_DATABASE=postgres), else undefined: SQLite in dataDir */
  databaseUrl?: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<number | null>;
}

/**
 * Spawns the server; with `ready`, waits until it answers /robots.txt (seeding included).
 * Without DATABASE_URL or PROVIDER_URL the server gets a copy of the demo data as it would seed
 * it: with TEST_DATABASE=postgres a fresh PostgreSQL database (`stop()` drops it), on SQLite the
 * database file in its data folder (started with `ready`). `emptyDatabase`: an empty one, which
 * it migrates and seeds itself.
 */
export async function startServer(env: Record<string, string>, { dataDir, ready = true, source = false, emptyDatabase = false }: { dataDir?: string; ready?: boolean; /** server.ts through tsx instead of the compiled BUILD_DIR/node/server.mjs */ source?: boolean; /** an empty database the server seeds itself, not a seeded copy */ emptyDatabase?: boolean } = {}): Promise<Server> {
  const port = await freePort();
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lab-server-test-'));
  let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
  if (onPostgres && !('DATABASE_URL' in env) && !('PROVIDER_URL' in env)) {
    pgDatabase = await serverPostgresDatabase({ seeded: !emptyDatabase });
    env = { ...env, DATABASE_URL: pgDatabase.url };
  } else if (!onPostgres && ready && !emptyDatabase && !('DATABASE_URL' in env) && !('PROVIDER_URL' in env)) {
    await serverSqliteDatabase(dataDir);
  }
  const base = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    BUILD_DIR,
    ...env,
  };
  for (const key of ['DATABASE_URL', 'PROVIDER_URL', 'PROVIDER_SECRET', 'NODES', 'SESSION_SECRET', 'SMTP_URL', 'TRUST_PROXY', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    if (!(key in env)) delete childEnv[key];
  }
  // One of several nodes (NODES > 1, PROVIDER_URL, PostgreSQL) must be given the shared secrets
  // (several nodes share one database): the tests' own, unless a test passes its own (or '' to see the refusal).
  const several = Number(env.NODES ?? 1) > 1 || !!env.PROVIDER_URL || /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '');
  if (several && !('SESSION_SECRET' in env)) childEnv.SESSION_SECRET = TEST_SESSION_SECRET;
  if (env.PROVIDER_URL && !('PROVIDER_SECRET' in env)) childEnv.PROVIDER_SECRET = TEST_PROVIDER_SECRET;
  const args = source ? ['--import', 'tsx', 'server.ts'] : ['--enable-source-maps', COMPILED_SERVER];
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: Server = {
    base,
    databaseUrl: pgDatabase?.url,
    port,
    dataDir,
    child,
    output: () => out,
    exit,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const { code } = await exit;
      clearTimeout(timer);
      await pgDatabase?.drop();
      pgDatabase = undefined;
      return code;
    },
  };
  if (!ready) return server;
  // a safety net, not a measure: at load 25 on 2 cores the seed alone took 67 s
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode}):\n${out}`);
    try {
      if ((await request(base, '/robots.txt')).status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 300 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request on its own connection (no keep-alive, no automatic decompression). */
export function request(base: string, pathname: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, base), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(buf).toString('utf8') : buf.toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, body: buf, text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${pathname}`)));
    req.end(body);
  });
}

/** An attribute value as the page wrote it, decoded (a CSRF token may hold &, ", < or >). */
export const decodeHtml = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A browser's cookies, sent to whichever node the "load balancer" picks. */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(private headers: Record<string, string> = {}) {}
  async go(node: Server, pathname: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const answer = await request(node.base, pathname, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body });
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
  /** The CSRF token of a page's forms. */
  async token(node: Server, pathname: string) {
    const { text } = await this.go(node, pathname);
    return decodeHtml(text.match(/name="csrf" value="([^"]+)"/)![1]);
  }
  async post(node: Server, pathname: string, form: Record<string, string>) {
    return this.go(node, pathname, { form: { csrf: await this.token(node, pathname.split('?')[0]), ...form } });
  }
}
