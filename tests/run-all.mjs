#!/usr/bin/env node
/**
 * `npm test`: every stage of the suite, with independent stages side by side (issue 20).
 *
 *   lanes 1   typecheck                       │ lint → build → unit
 *   lanes 2   integration (SQLite)            │ integration (PostgreSQL)
 *   lanes 3   journeys (SQLite)               │ journeys (PostgreSQL subset)
 *
 * Within a group the lanes run at the same time (each stage is one `npm run` script, as before);
 * a group starts when the previous one has finished, so the build is there for the integration
 * tests and journeys, and two groups never fight for the 2 cores. The stages are not CPU-bound
 * the whole time (PostgreSQL round trips, Chromium waiting for a page, tsc and eslint being
 * single-threaded), which is where running them side by side wins.
 *
 * Each stage's output is kept and printed in one piece when it ends (never interleaved), then a
 * table of every stage's wall time. Every stage runs even when one fails (the table shows all
 * failures at once); the exit code is 1 if any failed.
 *
 * Env: TEST_SERIAL=1 runs the stages one after another (the old order: typecheck, lint, unit,
 * build, integration, integration PG, journeys, journeys PG), e.g. to time each stage alone.
 * TEST_ONLY=lint,unit runs only those stages (names as in the table).
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import os from 'node:os';

const GROUPS = [
  [['typecheck'], ['lint', 'build', 'unit']],
  [['integration'], ['integration:pg']],
  [['e2e'], ['e2e:pg']],
];
const SCRIPTS = {
  typecheck: 'typecheck', lint: 'lint', unit: 'test:unit', build: 'build',
  integration: 'test:integration', 'integration:pg': 'test:integration:pg', e2e: 'test:e2e', 'e2e:pg': 'test:e2e:pg',
};
const ONLY = (process.env.TEST_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const serial = process.env.TEST_SERIAL === '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** name → { seconds, code, load } */
const times = new Map();
const started = Date.now();

function runStage(name) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const chunks = [];
    const child = spawn(npm, ['run', '--silent', SCRIPTS[name]], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      times.set(name, { seconds, code: code ?? signal, load: os.loadavg()[0] });
      process.stdout.write(`\n━━ ${name} (${seconds.toFixed(1)} s, ${code === 0 ? 'ok' : `FAILED: ${code ?? signal}`}) ━━\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

async function lane(stages) {
  for (const name of stages) if (!ONLY.length || ONLY.includes(name)) await runStage(name);
}

if (serial) {
  for (const name of ['typecheck', 'lint', 'unit', 'build', 'integration', 'integration:pg', 'e2e', 'e2e:pg']) {
    if (!ONLY.length || ONLY.includes(name)) await runStage(name);
  }
} else {
  for (const group of GROUPS) await Promise.all(group.map(lane));
}

const total = (Date.now() - started) / 1000;
const rows = [...times].map(([name, t]) => `  ${name.padEnd(16)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.code === 0 ? 'ok' : `FAILED (${t.code})`}`);
console.log(`\n━━ npm test: ${(total / 60).toFixed(1)} min wall (${serial ? 'stages one after another' : 'independent stages side by side'}; ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}) ━━`);
console.log(rows.join('\n'));
process.exit([...times.values()].every((t) => t.code === 0) ? 0 : 1);
