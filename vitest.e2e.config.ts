import { defineConfig } from 'vitest/config';

// Browser journeys against the built server (tests/e2e/run.mjs builds nothing: `npm test` builds first).
// One server, one Chromium per file, files one after another: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // No timing flakes under load: the limits are a safety net against a hung test,
    // never a measure. On a shared 2-core machine at load 20 a long journey took over a minute
    // (and `expect.poll`'s default second was too short for a round trip): 3 minutes per test,
    // 15 s per poll; a failing step still fails, only later.
    testTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
