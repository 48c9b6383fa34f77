// shared test setup
import { afterAll, afterEach, beforeEach } from 'vitest';
import { endWatch, failureText, installConsoleErrorWatch, startWatch, takeUnexpected } from './helpers/console.ts';

// A test that logs console.error fails with the logged text, unless it announced the line with
// expectConsoleError(/…/) (tests/helpers/console.ts). What a hook logs outside any test fails the
// file at its end.
installConsoleErrorWatch();
const outsideTests: string[] = [];
beforeEach(() => {
  outsideTests.push(...startWatch());
});
afterEach(() => {
  const failure = failureText(takeUnexpected(), endWatch());
  if (failure) throw new Error(failure);
});
afterAll(() => {
  const failure = failureText([...outsideTests, ...takeUnexpected()]);
  if (failure) throw new Error(`outside any test: ${failure}`);
});

// TEST_DATABASE=postgres: at the end of each file, close (and drop) the test databases its
// tests left open, so a run never holds more than a file's worth (tests/helpers/database.ts).
if (process.env.TEST_DATABASE) {
  const { closeOpenDatabases, onPostgres } = await import('./helpers/database.ts');
  if (onPostgres) afterAll(closeOpenDatabases, 60_000);
}

// TEST_GATEWAY=authorizenet: close this file's stand-in of Authorize.Net (tests/helpers/provider.ts).
if (process.env.TEST_GATEWAY) {
  const { closeAuthorizeNetStandIn } = await import('./helpers/provider.ts');
  afterAll(closeAuthorizeNetStandIn);
}
