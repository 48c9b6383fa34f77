/**
 * server.ts end to end: the BUILT server started as `node --import tsx server.ts` on a free port
 * with a fresh data folder, as an operator would run it. One start (which migrates and seeds)
 * serves most checks; a second start (over the first one's provider) checks HSTS over https, a
 * third one a bad PORT, and the last check stops the first server with SIGTERM while a request
 * is in flight.
 *
 * Skipped, with a message, when there is no build (`npm run build`, or BUILD_DIR=… for a private one).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../../server/config.ts';
import { admin } from '../helpers/database.ts';
import { type Answer, ROOT, type Server, requireBuild, request, startServer } from '../helpers/server.ts';

const DEMO_ACCOUNTS = ['godmode', 'admin', 'owner', 'full', 'reporting', 'billing', 'newcomer', 'bench', 'verifier'].map((n) => `${n}@example.com`);

function cspOf(answer: Answer): Map<string, string> {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values.join(' ')] as [string, string];
      }),
  );
}

function nonceOf(answer: Answer): string | undefined {
  return cspOf(answer).get('script-src')?.match(/'nonce-([^']+)'/)?.[1];
}

function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
}

function assetPaths(html: string): { js: string[]; css: string[] } {
  const links = [...html.matchAll(/<(?:link|script)\b[^>]*>/gi)].map((m) => m[0]);
  const url = (tag: string) => tag.match(/\b(?:href|src)="(\/assets\/[^"]+)"/)?.[1];
  return {
    js: links.filter((t) => /modulepreload|<script/i.test(t)).map(url).filter((u): u is string => !!u),
    css: links.filter((t) => /rel="stylesheet"/i.test(t)).map(url).filter((u): u is string => !!u),
  };
}

// ── The checks ─────────────────────────────────────────────────────────────────────────
describe('server.ts (the built server)', () => {
  requireBuild();
  let server: Server;
  let badPort: Server;
  const others: Server[] = [];

  beforeAll(async () => {
    // The malformed-PORT start runs alongside the real one (it stops before touching any data).
    badPort = await startServer({ PORT: 'eighty' }, { ready: false });
    others.push(badPort);
    // this server's first test is that it seeds an empty database
    server = await startServer({}, { emptyDatabase: true });
  }, 120_000);

  afterAll(async () => {
    for (const s of [server, ...others]) await s?.stop();
    for (const s of [server, ...others]) if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
  }, 60_000);

  it('seeds the empty database on start and prints the 9 demo accounts', () => {
    const out = server.output();
    for (const email of DEMO_ACCOUNTS) expect(out).toContain(email);
    const accountLines = out.split('\n').filter((l) => /^\s+\S+@example\.com\s/.test(l));
    expect(accountLines).toHaveLength(9);
    expect(out).toMatch(/harvest-2026/);
  });

  it('sends a fresh CSP nonce with every response and puts it on every script tag', async () => {
    const a = await request(server.base, '/');
    const b = await request(server.base, '/');
    expect(a.status).toBe(200);
    const na = nonceOf(a);
    const nb = nonceOf(b);
    expect(na).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(nb).toBeDefined();
    expect(na).not.toBe(nb);
    // The home page and the 404 page (both render the root's scripts unless they opt out of hydration).
    const notFound = await request(server.base, '/no-such-page-for-the-server-test');
    expect(notFound.status).toBe(404);
    const pages = [
      { answer: a, nonce: na },
      { answer: b, nonce: nb },
      { answer: notFound, nonce: nonceOf(notFound) },
    ];
    let scripts = 0;
    for (const { answer, nonce } of pages) {
      for (const tag of scriptTags(answer.text)) {
        scripts++;
        expect(tag, 'every <script> carries the response nonce').toContain(`nonce="${nonce}"`);
      }
    }
    expect(scripts, 'no <script> tag found on /, nor on the 404 page').toBeGreaterThan(0);
  });

  it('ignores a nonce or client address sent by the client', async () => {
    const a = await request(server.base, '/', { headers: { 'x-lab-nonce': 'chosen-by-the-client', 'x-lab-client-ip': '203.0.113.9' } });
    expect(a.text.includes('chosen-by-the-client'), 'the page uses the x-lab-nonce the client sent').toBe(false);
    expect(scriptTags(a.text).length, 'no <script> tag found on /').toBeGreaterThan(0);
    for (const tag of scriptTags(a.text)) expect(tag).toContain(`nonce="${nonceOf(a)}"`);
  });

  it('sends the security headers, and no HSTS over http', async () => {
    for (const pathname of ['/', '/api/no-such']) {
      const a = await request(server.base, pathname);
      const csp = cspOf(a);
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(a.headers['x-content-type-options']).toBe('nosniff');
      expect(a.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(a.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves built assets with immutable caching, and other static files without', async () => {
    const { js, css } = assetPaths((await request(server.base, '/')).text);
    expect(js.length + css.length, 'the home page references no /assets/ file').toBeGreaterThan(0);
    for (const asset of [js[0], css[0]].filter(Boolean)) {
      const a = await request(server.base, asset);
      expect(a.status, asset).toBe(200);
      expect(a.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    const robots = await request(server.base, '/robots.txt');
    expect(robots.headers['cache-control']).not.toContain('immutable');
  });

  it('compresses responses with gzip when asked, and only then', async () => {
    const gz = await request(server.base, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toMatch(/^<!DOCTYPE html>/i);
    expect(gz.body.length).toBeLessThan(Buffer.byteLength(gz.text));
    const plain = await request(server.base, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toMatch(/^<!DOCTYPE html>/i);

    // The largest script (the client entry, far over the 1 KB below which nothing is compressed).
    const entry = assetPaths(plain.text).js.find((p) => /\/entry\.client-[\w-]+\.js$/.test(p));
    expect(entry, 'the client entry script').toBeDefined();
    const asset = await request(server.base, entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('answers an unknown /api path with 404 and a JSON error', async () => {
    const a = await request(server.base, '/api/no-such');
    expect(a.status).toBe(404);
    expect(a.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(a.text);
    expect(typeof body.error).toBe('string');
    expect(body.error.length).toBeGreaterThan(0);
  });

  it('refuses a form POST to an app route without a CSRF token (403)', async () => {
    for (const pathname of ['/', '/login']) {
      const a = await request(server.base, pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=full%40example.com&password=harvest-2026',
      });
      expect(a.status, `POST ${pathname}`).toBe(403);
      expect(a.headers['set-cookie']?.some((c) => /^__session=|^session=/.test(c)) ?? false).toBe(false);
    }
  });

  it('turns on HSTS when PUBLIC_URL is https', async () => {
    // Against the first server's provider (PROVIDER_URL): no database of its own to migrate or seed.
    const https = await startServer({ PUBLIC_URL: 'https://lab.example', PROVIDER_URL: `${server.base}/api` });
    others.push(https);
    const a = await request(https.base, '/');
    expect(a.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    // Behind the TLS proxy the browser's Origin is https://…: a form post from the site's own
    // page is taken (the router sees the https URL), not refused as cross-origin.
    const host = { host: 'lab.example' };
    const page = await request(https.base, '/login', { headers: host });
    const cookie = (page.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const token = page.text.match(/name="csrf" value="([^"]+)"/)![1].replace(/&amp;/g, '&');
    const login = await request(https.base, '/login', {
      method: 'POST',
      headers: { ...host, origin: 'https://lab.example', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: token, email: 'full@example.com', password: 'harvest-2026' }).toString(),
    });
    expect(login.status).toBe(303);
    expect(await https.stop()).toBe(0);
  }, 120_000);

  it('stops with a message naming PORT when PORT is malformed', async () => {
    const timer = setTimeout(() => badPort.child.kill('SIGKILL'), 30_000);
    const { code } = await badPort.exit;
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(badPort.output()).toMatch(/\bPORT\b/);
    expect(badPort.output()).not.toMatch(/listening/i);
  }, 60_000);

  it('exits 1 with a message when its port is taken, instead of running on without serving', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const second = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, { ready: false });
      const timer = setTimeout(() => second.child.kill('SIGKILL'), 60_000);
      const { code, signal } = await second.exit;
      clearTimeout(timer);
      expect(signal).toBeNull();
      expect(code).toBe(1);
      expect(second.output()).toMatch(/cannot listen/);
      expect(second.output()).toMatch(/EADDRINUSE/);
      await second.stop();
    } finally {
      taken.close();
    }
  }, 90_000);

  // Last: it stops the shared server.
  it('answers /healthz and /readyz for load balancers, uncached and uncompressed', async () => {
    for (const [path, body] of [['/healthz', { alive: true }], ['/readyz', { ready: true }]] as const) {
      const a = await request(server.base, path, { headers: { 'accept-encoding': 'gzip' } });
      expect(a.status, path).toBe(200);
      expect(a.headers['cache-control'], path).toBe('no-store');
      expect(JSON.parse(a.text), path).toEqual(body);
    }
  });

  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const url = new URL('/', server.base);
    // A form POST whose body arrives slowly: the CSRF check has to read it, so the request is in flight.
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    req.write('email=full%40example.com&');
    await new Promise((r) => setTimeout(r, 500));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.child.exitCode, 'the server exited with a request in flight').toBeNull();
    req.end('password=x');
    const answer = await answered;
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/<\/html>\s*$/i);

    const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
    const { code, signal } = await server.exit;
    clearTimeout(timer);
    expect(signal).toBeNull();
    expect(code).toBe(0);

    if (server.databaseUrl) {
      // On PostgreSQL (TEST_DATABASE=postgres): the server closed every connection, and the data is there.
      const name = new URL(server.databaseUrl).pathname.slice(1);
      const left = await admin((c) => c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]));
      expect(left.rows[0].n, 'connections left open').toBe(0);
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      try {
        expect((await client.query('select count(*)::int as n from users')).rows[0].n).toBeGreaterThanOrEqual(7);
      } finally {
        await client.end();
      }
      return;
    }
    // The last connection closed: SQLite checkpointed the WAL into the database and removed it.
    const file = path.join(server.dataDir, 'lab.sqlite');
    const wal = `${file}-wal`;
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0, 'the -wal file is left behind').toBe(true);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('quick_check', { simple: true })).toBe('ok');
      expect((db.prepare('select count(*) as n from users').get() as { n: number }).n).toBeGreaterThanOrEqual(7);
    } finally {
      db.close();
    }
  }, 60_000);
});

describe('.env.example', () => {
  const lines = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
  const examples = new Map<string, string>();
  for (const line of lines) {
    const m = line.match(/^#\s?([A-Z][A-Z0-9_]*)=(.*)$/);
    if (m) examples.set(m[1], m[2].replace(/^"(.*)"$/, '$1'));
  }

  it('lists every variable of server/config.ts, each with a comment', () => {
    for (const key of [...Object.keys(envSchema.shape), 'BUILD_DIR']) {
      expect(examples.has(key), `${key} is missing from .env.example`).toBe(true);
      const at = lines.findIndex((l) => l.match(/^#\s?([A-Z][A-Z0-9_]*)=/)?.[1] === key);
      expect(lines[at - 1], `${key} has no comment line above it`).toMatch(/^# \S/);
    }
  });

  it('shows values the configuration accepts', () => {
    const env = Object.fromEntries(examples);
    delete env.BUILD_DIR;
    const config = loadConfig(env);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe(env.PUBLIC_URL);
  });
});
