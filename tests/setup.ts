// shared test setup
import { afterAll } from 'vitest';

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
