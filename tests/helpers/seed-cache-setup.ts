/**
 * Global setup of the unit and integration tests (both engines): names the run (LAB_TEST_RUN)
 * and, on SQLite, gives it a folder (LAB_TEST_SEED_DIR) where tests/helpers/database.ts keeps
 * each starting point's database bytes (migrated; seeded small or large at a time), so the demo
 * seed (3–5 s) is made once per run and starting point, not once per test file and
 * worker. The folder is removed at the end of the run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup() {
  process.env.LAB_TEST_RUN ??= `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  if (process.env.LAB_TEST_SEED_DIR) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-test-seeds-'));
  process.env.LAB_TEST_SEED_DIR = dir;
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env.LAB_TEST_SEED_DIR;
  };
}
