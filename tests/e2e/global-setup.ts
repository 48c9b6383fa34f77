/**
 * Starts the built server once for all journeys, on a free port, with a fresh data folder
 * (migrated and seeded with the demo data). Journeys read the outbox from that folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
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

let server: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(process.env.BUILD_DIR || 'build', 'server/index.js'))) throw new Error('No build: run `npm run build` first.');
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      const res = await fetch(`${baseURL}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    if (!process.env.E2E_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
