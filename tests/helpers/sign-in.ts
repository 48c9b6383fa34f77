/**
 * Signing in to the built app (tests/helpers/app.ts) as a browser without JavaScript does: the
 * login form, answered 303. The seeded accounts share one password.
 */
import { afterEach, expect } from 'vitest';
import { testApp, type TestApp, type TestAppOptions } from './app.ts';
import { closeProvider } from './provider.ts';

/** The password of every seeded account. */
export const PASSWORD = 'harvest-2026';

/** Signs `email` in on `app` through the login form; the sign-in must succeed. */
export async function signIn(app: TestApp, email: string, password = PASSWORD): Promise<TestApp> {
  const r = await app.post('/login', { email, password });
  expect(r.res.status).toBe(303);
  return app;
}

/** A new app on a fresh seeded database, signed in as `email`. The caller closes it. */
export async function signedIn(email: string, options: TestAppOptions = {}): Promise<TestApp> {
  return signIn(await testApp({ seed: true, ...options }), email);
}

/**
 * For the tests of a file (or a describe block) that each open their own apps: `open()` a new
 * app on a fresh seeded database (seeded and clocked at the current time unless `now` says
 * otherwise), `as(email)` the same signed in as `email`. Every app opened is closed after the test.
 */
export function appsPerTest(defaults: TestAppOptions = {}) {
  const opened: TestApp[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await closeProvider(app.provider);
  });
  async function open(options: TestAppOptions = {}): Promise<TestApp> {
    const app = await testApp({ seed: true, ...defaults, ...options });
    opened.push(app);
    return app;
  }
  async function as(email: string, options: TestAppOptions = {}): Promise<TestApp> {
    return signIn(await open(options), email);
  }
  return { open, as };
}
