#!/usr/bin/env node
/**
 * `npm test`: every stage of the suite, with independent stages side by side.
 *
 *   lane 1   typecheck → integration (SQLite) → journeys SQLite, part 1
 *   lane 2   lint → build → unit → integration (PostgreSQL) → journeys (PostgreSQL subset) → journeys SQLite, part 2
 *   (the integration tests and the journeys start once the build is there)
 *
 * The journeys on SQLite run as two parts (each its own vitest run, server and data folder:
 * `tests/e2e/global-setup.ts`), balanced by time with the PostgreSQL subset: part 2 is
 * the files in E2E_PART_2 below, part 1 every other journey file (a new file lands there).
 *
 * The two lanes run at the same time (each stage is one `npm run` script, as before), so two
 * stages at most share the 2 cores. The stages are not CPU-bound
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
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Seconds per file (SQLite journeys, one run at load ~5): public-pages 213, auth 164, team-settings
// 144, portal-results 136, payments-ach 83, billing 79, client-settings 78, … in all ~1,380; the
// PostgreSQL subset ~650. Idle, before the lanes lost their barrier: part 1
// 673 s, the PostgreSQL subset 355 s, part 2 265 s; lane 1 has 102 s less of integration tests
// (SQLite 171 s, PostgreSQL 273 s), so part 2 gave order-analyses (~35 s) to part 1. With the
// journeys' tabs kept between tests lane 2 ended 30 and 60 s after lane 1 in two runs, so part 2
// gave billing (~27 s) to part 1. With PostgreSQL's test databases on tmpfs (its integration
// stage 530 → 308 s in the run) lane 2 ended ~100 s before lane 1, so part 1 gave order-analyses
// (~60 s) and user-settings (~37 s) to part 2.
// The lab bench, delivery, statement and harvest journeys (~4 × 60 s) went to part 2 when they came,
// to keep the two lanes about even. Then the PostgreSQL lane ran ~280 s longer than lane 1 (its
// integration stage 452 s beside SQLite's 245 s in the same run; the journeys 515 s in part 1 and
// 306 s in part 2), so part 2 gave team-settings (~80 s) and order-analyses (~55 s) to part 1.
// With the client API, webhooks, share links and compliance journeys in part 1 (and PostgreSQL's
// integration tests at 258 s), lane 1 ended ~170 s after lane 2: team-settings went back to part 2;
// from a fresh clone lane 1 still ended ~130 s later (652 against 523 s), so order-analyses (~55 s) too.
// The specification-notice journey releases a Napa Ridge batch, whose notices banner then shows to
// that client's report recipients: it runs in part 2 beside the lab bench's releases, away from the
// journeys of part 1 that measure the results page's first screen.
const E2E_PART_2 = ['spec-notice', 'team-settings', 'client-settings', 'order-analyses', 'user-settings', 'lab-bench', 'deliveries', 'statement', 'harvest'].map((n) => `tests/e2e/${n}.e2e.ts`);
const E2E_PART_1 = fs.readdirSync('tests/e2e').filter((f) => f.endsWith('.e2e.ts')).map((f) => `tests/e2e/${f}`).filter((f) => !E2E_PART_2.includes(f));

/**
 * Two lanes, each stage after the one before it in its lane; a stage in NEEDS also waits for
 * those stages of the other lane (the integration tests and journeys need the build). No barrier
 * between the integration tests and the journeys: a lane whose integration tests end first goes on
 * with its journeys instead of leaving a core idle (SQLite's 171 s against PostgreSQL's
 * 273 s had left one core idle for ~100 s).
 */
const LANES = [
  ['typecheck', 'integration', 'e2e:1'],
  ['lint', 'build', 'unit', 'integration:pg', 'e2e:pg', 'e2e:2'],
];
const NEEDS = { integration: ['build'], 'integration:pg': ['build'], 'e2e:1': ['build'], 'e2e:pg': ['build'], 'e2e:2': ['build'] };
/** an npm script's name, or [npm script, ...its arguments] */
const SCRIPTS = {
  typecheck: 'typecheck', lint: 'lint', unit: 'test:unit', build: 'build',
  integration: 'test:integration', 'integration:pg': 'test:integration:pg',
  'e2e:1': ['test:e2e', ...E2E_PART_1], 'e2e:2': ['test:e2e', ...E2E_PART_2], 'e2e:pg': 'test:e2e:pg',
};
const ONLY = (process.env.TEST_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
/** TEST_ONLY names stages as in the table; `e2e` names both SQLite parts */
const selected = (name) => !ONLY.length || ONLY.includes(name) || (ONLY.includes('e2e') && /^e2e:\d$/.test(name));
const serial = process.env.TEST_SERIAL === '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// One folder for the whole run where the journeys keep the axe audits that passed (viewport, path,
// markup), so no journey file of either engine audits again what another audited with the same
// build (tests/e2e/support.ts, E2E_AUDIT_DIR). Removed at the end.
const auditDir = process.env.E2E_AUDIT_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-audits-'));
if (auditDir) process.env.E2E_AUDIT_DIR = auditDir;

/** name → { seconds, code, load } */
const times = new Map();
const started = Date.now();

function runStage(name) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const chunks = [];
    const [script, ...args] = [SCRIPTS[name]].flat();
    const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      const output = Buffer.concat(chunks);
      // the names of failed tests, kept for the summary at the end: a CI log shows only its tail
      const failed = code === 0 ? [] : [...new Set(stripVTControlCharacters(output.toString('utf8')).split('\n').filter((l) => /^\s*FAIL\s/.test(l)).map((l) => l.trim()))];
      times.set(name, { seconds, code: code ?? signal, load: os.loadavg()[0], failed });
      process.stdout.write(`\n━━ ${name} (${seconds.toFixed(1)} s, ${code === 0 ? 'ok' : `FAILED: ${code ?? signal}`}) ━━\n`);
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

/** name → promise of the stage's end (whether it passed or was not selected) */
const ends = new Map();
/** a lane runs its stages one after another; a stage waits for what it NEEDS from the other lane */
function lane(stages) {
  let previous = Promise.resolve();
  for (const name of stages) {
    const end = previous.then(async () => {
      await Promise.all((NEEDS[name] ?? []).map((n) => ends.get(n)));
      if (selected(name)) await runStage(name);
    });
    ends.set(name, end);
    previous = end;
  }
  return previous;
}

if (serial) {
  for (const name of ['typecheck', 'lint', 'unit', 'build', 'integration', 'integration:pg', 'e2e:1', 'e2e:2', 'e2e:pg']) {
    if (selected(name)) await runStage(name);
  }
} else {
  // every lane's stages are registered before any waits on another lane's
  const all = LANES.map((stages) => lane(stages));
  await Promise.all(all);
}

if (auditDir) fs.rmSync(auditDir, { recursive: true, force: true });
const total = (Date.now() - started) / 1000;
const rows = [...times].map(([name, t]) => `  ${name.padEnd(16)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.code === 0 ? 'ok' : `FAILED (${t.code})`}`);
console.log(`\n━━ npm test: ${(total / 60).toFixed(1)} min wall (${serial ? 'stages one after another' : 'independent stages side by side'}; ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}) ━━`);
console.log(rows.join('\n'));
const failures = [...times].flatMap(([name, t]) => (t.failed ?? []).map((line) => `  ${name}: ${line}`));
if (failures.length) console.log(`failed tests:\n${failures.join('\n')}`);
process.exit([...times.values()].every((t) => t.code === 0) ? 0 : 1);
