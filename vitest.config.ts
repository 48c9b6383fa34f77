import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Vitest has its own config: the app's Vite config carries the React Router plugin,
// which is for building the app, not for running unit and integration tests.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    // Tests live under tests/: unit/ (rules) and integration/ (provider and app through their handlers).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // TEST_DATABASE=postgres: the same tests on PostgreSQL, one fresh database per test provider
    // (tests/helpers/database.ts); this setup names the run and drops its databases at the end.
    // tests/helpers/seed-cache-setup.ts: one demo seed per starting point and run, shared by every
    // test file on SQLite.
    globalSetup: ['tests/helpers/seed-cache-setup.ts', ...(/^(postgres|postgresql|pg)$/i.test(process.env.TEST_DATABASE ?? '') ? ['tests/helpers/pg-global-setup.ts'] : [])],
    // A safety net against a hang, never a measure: at load 25 on this 2-core machine
    // tests that take 2 s idle passed 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker (2 cores: vitest takes cores − 1) runs the files one after another in one module
    // graph: each file no longer forks and imports the app, the provider and their dependencies
    // again (~2.5 s a file, ~130 s of the integration stage on each engine). Test files
    // keep no state in modules: every test makes its own provider, database and server.
    isolate: false,
  },
});
