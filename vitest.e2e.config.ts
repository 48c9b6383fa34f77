import { defineConfig } from 'vitest/config';

// Browser journeys against the built server (tests/e2e/run.mjs builds nothing: `npm test` builds first).
// One server, one Chromium per file, files one after another: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
