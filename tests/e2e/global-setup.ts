/**
 * Starts the built server once for all journeys, on a free port, with a fresh data folder
 * (migrated and seeded with the demo data). Journeys read the outbox from that folder.
 *
 * It also starts a stand-in map tile server (every tile one light-grey PNG) and gives the app
 * its URL as MAP_TILE_URL, so the journeys with JavaScript see the OpenLayers maps, those
 * without see the server-drawn SVG, and nothing leaves the machine. GET /__requests on it lists
 * the tile paths asked for so far. The publications archive link (PUBLICATIONS_ARCHIVE_URL)
 * points at it too, at /archive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SECRET_NUMBERS } from './payment-numbers.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    tileURL: string;
    /** the journeys' server's SESSION_SECRET (report access codes are derived from it) */
    sessionSecret: string;
    /** the server's database: a SQLite file in dataDir, or a postgres:// URL */
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The journeys' server's session secret (a node on PostgreSQL refuses to start without one). */
const E2E_SESSION_SECRET = process.env.SESSION_SECRET || 'e2e-session-secret-0123456789abcdef0123';

let server: ChildProcess | undefined;

const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eYJAAV4ArlTVdppAAAAAElFTkSuQmCC', 'base64');

async function startTileServer(): Promise<{ url: string; close(): Promise<void> }> {
  const requests: string[] = [];
  const srv = http.createServer((req, res) => {
    if (req.url === '/__requests') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(requests));
      return;
    }
    requests.push(req.url ?? '');
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(TILE);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => srv.listen(port, '127.0.0.1', resolve));
  srv.unref();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => srv.close(() => r())) };
}

/**
 * Every file the server wrote (the SQLite file and its WAL, the log, the outbox and its
 * attachments, receipts), searched for the numbers the payment journeys typed: "file: number"
 * for each one found. On PostgreSQL the integration suite searches the tables instead.
 */
function secretsAtRest(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const bytes = fs.readFileSync(file).toString('latin1');
        for (const n of SECRET_NUMBERS) if (bytes.includes(n)) found.push(`${path.relative(dir, file)}: ${n}`);
      }
    }
  };
  walk(dir);
  return found;
}

export default async function setup(project: TestProject) {
  const buildDir = process.env.BUILD_DIR || 'build';
  if (!['server/index.js', 'node/server.mjs'].every((f) => fs.existsSync(path.join(buildDir, f)))) throw new Error('No build: run `npm run build` first.');
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const tiles = await startTileServer();
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  // TEST_DATABASE=postgres: the server gets a fresh, empty PostgreSQL database (it migrates and
  // seeds it itself), dropped at the end; otherwise SQLite in the data folder.
  const { onPostgres, serverPostgresDatabase, makeRunTablespace, dropRunTablespace } = await import('../helpers/database.ts');
  // on PostgreSQL its files in a tablespace on tmpfs where the server is this machine's (database.ts)
  const tablespace = onPostgres ? await makeRunTablespace() : undefined;
  const database = onPostgres ? await serverPostgresDatabase() : undefined;
  // NODE_ENV=production (E2E_NODE_ENV to change it), as users get it and as the bench measures:
  // React's production build renders the pages (its development build's checks were ~10 %
  // of a journey's time); SEED_DEMO=1 seeds the demo data as `npm start` does. The integration
  // tests run the development builds (NODE_ENV=test), where React's warnings are on.
  // The compiled server, as `npm start` and `npm run serve` run it (through
  // tsx a start cost ~3 s more CPU; tests/integration/compiled-server.test.ts runs the source).
  server = spawn(process.execPath, ['--enable-source-maps', path.join(buildDir, 'node/server.mjs')], {
    // SESSION_SECRET: a node on a shared (PostgreSQL) database refuses to start without one
    env: { ...process.env, SESSION_SECRET: E2E_SESSION_SECRET, NODE_ENV: process.env.E2E_NODE_ENV ?? 'production', SEED_DEMO: '1', ...(database ? { DATABASE_URL: database.url } : {}), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', AUTOPAY_TICK_SECONDS: '2', ACH_SETTLE_AFTER_SECONDS: '8',
      // Journeys send X-Forwarded-For per browser context (support.ts): one visitor each.
      TRUST_PROXY: '1',
      MAP_TILE_URL: `${tiles.url}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: 'Test tiles',
      // an external target on the stand-in server: even a click would not leave the machine
      PUBLICATIONS_ARCHIVE_URL: `${tiles.url}/archive` },
    stdio: ['ignore', out, out],
  });
  // a safety net, not a measure: at load 25 on 2 cores seeding alone took over a minute
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      const res = await fetch(`${baseURL}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 300 s:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('sessionSecret', E2E_SESSION_SECRET);
  project.provide('dataDir', dataDir);
  project.provide('tileURL', tiles.url);
  project.provide('databaseUrl', database?.url ?? path.join(dataDir, 'lab.sqlite'));
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    await tiles.close();
    await database?.drop();
    await dropRunTablespace(tablespace);
    const found = secretsAtRest(dataDir);
    if (found.length) throw new Error(`A card or bank account number the journeys typed is at rest:\n${found.join('\n')}`);
    if (!process.env.E2E_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
