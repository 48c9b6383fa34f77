#!/usr/bin/env node
// Runs the browser journeys. Chromium comes from Debian (never a downloaded browser):
// CHROMIUM_PATH, else /usr/bin/chromium, installed with apt-get when missing and allowed.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt && process.env.E2E_NO_INSTALL !== '1') {
    console.log('Chromium is missing: installing Debian\'s chromium with apt-get …');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(
      `Chromium was not found at ${chromium}.\n` +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
if (!fs.existsSync(`${process.env.BUILD_DIR || 'build'}/server/index.js`)) {
  console.error('No build found: run `npm run build` first (npm test does).');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
