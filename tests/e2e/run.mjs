#!/usr/bin/env node
// Runs the browser journeys. Chromium comes from Debian (never a downloaded browser): CHROMIUM_PATH,
// else Debian's headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell),
// else its full browser (/usr/bin/chromium); when neither is there and this runs as root with
// apt-get, the headless shell is installed.
//
// Why the headless shell first: it is the same Chromium build (same version,
// same Blink and V8) without the full browser's UI layer, the headless mode Playwright itself runs
// by default. On the results journey it took 20 % less of Chromium's CPU (renderer 38.6 → 34.3 s,
// browser process 8.1 → 3.6 s), and the journeys are most of the suite's CPU.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
let chromium = process.env.CHROMIUM_PATH || [HEADLESS_SHELL, FULL].find((p) => fs.existsSync(p));
if (!chromium) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt && process.env.E2E_NO_INSTALL !== '1') {
    console.log("Chromium is missing: installing Debian's chromium-headless-shell with apt-get …");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
    chromium = HEADLESS_SHELL;
  } else {
    console.error(
      `Chromium was found at neither ${HEADLESS_SHELL} nor ${FULL}.\n` +
        'Install it with `sudo apt-get install chromium-headless-shell` (or chromium; Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
} else if (!fs.existsSync(chromium)) {
  console.error(`CHROMIUM_PATH names ${chromium}, which does not exist.`);
  process.exit(1);
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
