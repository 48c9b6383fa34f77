/**
 * Global setup of the integration tests on PostgreSQL (TEST_DATABASE=postgres, see
 * tests/helpers/database.ts): names the run, fails at once (never skips) when no server answers,
 * and at the end drops every database of the run, templates included.
 */
import crypto from 'node:crypto';

export default async function setup() {
  process.env.LAB_TEST_RUN ??= `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  // imported after LAB_TEST_RUN is set: the prefixes are read when the module loads
  const { admin, PG_ADMIN_URL, TEST_DB_PREFIX, TEMPLATE_PREFIX, makeRunTablespace, dropRunTablespace } = await import('./database.ts');
  try {
    await admin((c) => c.query('select 1'));
  } catch (e) {
    throw new Error(`TEST_DATABASE=postgres, but no PostgreSQL answers at ${PG_ADMIN_URL} (PG_TEST_URL): ${(e as Error).message}`);
  }
  // the run's databases in a tablespace on tmpfs, where the server is this machine's (database.ts)
  const tablespace = await makeRunTablespace();
  return async () => {
    await admin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1) or starts_with(datname, $2)`,
        [TEST_DB_PREFIX, TEMPLATE_PREFIX],
      );
      return rows.map((r) => r.datname);
    }).then(async (names) => {
      // several at a time: concurrent drops share their checkpoint
      for (let i = 0; i < names.length; i += 8) {
        await Promise.all(names.slice(i, i + 8).map((name) => admin((c) => c.query(`drop database if exists "${name}" with (force)`))));
      }
    });
    await dropRunTablespace(tablespace);
  };
}
