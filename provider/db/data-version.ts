/**
 * The data version: one number that changes, in the same transaction, with
 * every write to a table whose rows any page shows. The signed-in page cache
 * (app/page-cache.server.ts) keeps a rendered page under the version it read before rendering,
 * and answers from it only while the version is still the same, so a cached page is never older
 * than the data it shows.
 *
 * Kept by triggers, not by the code that writes (every write path, seeds and bulk loads included,
 * bumps it; a table added later without them fails tests/integration/data-version.test.ts):
 * - SQLite: a row trigger per table and operation (one writer at a time, so no waiting).
 * - PostgreSQL: a deferred constraint trigger per table, fired at commit, that bumps the version
 *   once per transaction. Deferred, so a transaction takes the version row's lock only as it
 *   commits, after all its own writes: two transactions can never each hold a row the other
 *   wants (a bump after each statement could deadlock two writers that touch the same rows in
 *   another order). Writers still queue on the version row for the moment of their commit.
 *   Row triggers do not see TRUNCATE: a statement trigger on it bumps at once (TRUNCATE locks
 *   the whole table anyway). Nothing here writes with `session_replication_role = replica`,
 *   which turns every trigger off: a restore made that way must be followed by
 *   `update data_version set version = version + 1`.
 *
 * Not versioned: tables no page shows, which the provider writes while answering reads
 * (sign-in tokens, rate-limit attempts, the job queue, the analytics events), the outbox of
 * delivery announcements (services/delivery-events.ts), and the per-client and per-sample
 * counters that triggers on `results` keep (a write to `results` already bumps).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

export const UNVERSIONED_TABLES: ReadonlySet<string> = new Set([
  'data_version', 'kysely_migration', 'kysely_migration_lock',
  'tokens', 'attempts', 'jobs', 'events', 'delivery_announcements',
  'client_result_counts', 'sample_result_counts',
  // the client API's tokens, call log and rate-limit windows: every API call writes them, no cached page reads them
  'api_tokens', 'api_token_calls', 'api_token_windows',
]);

/** The ordinary tables of the database (no SQLite internals, full-text shadow or virtual tables). */
export async function ordinaryTables(db: Kysely<any>): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by 1`.execute(db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string; type: string; schema: string }>`pragma table_list`.execute(db);
  return rows.filter((r) => r.schema === 'main' && r.type === 'table' && !r.name.startsWith('sqlite_')).map((r) => r.name).sort();
}

/** The tables whose writes must change the data version. */
export async function versionedTables(db: Kysely<any>): Promise<string[]> {
  return (await ordinaryTables(db)).filter((t) => !UNVERSIONED_TABLES.has(t));
}

const triggerName = (table: string, op = '') => `data_version_${table}${op ? `_${op}` : ''}`;
/** The data-version triggers each table has, by engine (PostgreSQL: the deferred row trigger and the TRUNCATE one). */
const OPS = { sqlite: ['insert', 'update', 'delete'], postgres: ['', 'truncate'] } as const;

/** The triggers that bump the data version on every write to `table`. */
export async function addVersionTriggers(db: Kysely<any>, table: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
  if (isPostgres(db)) {
    await sql
      .raw(`create constraint trigger ${triggerName(table)} after insert or update or delete on "${table}" deferrable initially deferred for each row execute function data_version_bump()`)
      .execute(db);
    await sql.raw(`create trigger ${triggerName(table, 'truncate')} after truncate on "${table}" for each statement execute function data_version_bump_now()`).execute(db);
    return;
  }
  for (const op of OPS.sqlite) {
    await sql.raw(`create trigger ${triggerName(table, op)} after ${op} on "${table}" begin update data_version set version = version + 1 where id = 1; end`).execute(db);
  }
}

/** The data-version triggers of the database, as `table: trigger` (for the test that every versioned table has all of them). */
async function versionTriggers(db: Kysely<any>): Promise<{ table: string; trigger: string }[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ table: string; trigger: string }>`
      select c.relname as "table", t.tgname as "trigger" from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like 'data\\_version\\_%' and c.relnamespace = current_schema()::regnamespace`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ table: string; trigger: string }>`select tbl_name as "table", name as "trigger" from sqlite_master where type = 'trigger' and name like 'data\\_version\\_%' escape '\\'`.execute(db);
  return rows;
}

/** The tables that have every data-version trigger of their engine (for the test that every versioned table does). */
export async function tablesWithVersionTriggers(db: Kysely<any>): Promise<string[]> {
  const triggers = await versionTriggers(db);
  const have = new Set(triggers.map((r) => `${r.table}:${r.trigger}`));
  const ops = OPS[isPostgres(db) ? 'postgres' : 'sqlite'];
  const tables = new Set(triggers.map((r) => r.table));
  return [...tables].filter((t) => ops.every((op) => have.has(`${t}:${triggerName(t, op)}`))).sort();
}

/** The data version now. */
export async function dataVersion(db: Kysely<any>): Promise<number> {
  const row = await db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Creates the version row, PostgreSQL's bump function and every versioned table's triggers. */
export async function createDataVersion(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // 64 bits on both engines (SQLite's integer is): PostgreSQL bumps once per writing transaction, and 2^31 of them is not forever
    .addColumn('version', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('data_version').values({ id: 1, version: 1 }).execute();
  if (isPostgres(db)) {
    // Once per transaction: the first deferred event bumps, the others see the transaction-local flag.
    await sql`create function data_version_bump() returns trigger language plpgsql as $$ begin
      if coalesce(current_setting('lab.data_version_bumped', true), '') <> 'y' then
        perform set_config('lab.data_version_bumped', 'y', true);
        update data_version set version = version + 1 where id = 1;
      end if;
      return null; end $$`.execute(db);
    await sql`create function data_version_bump_now() returns trigger language plpgsql as $$ begin
      update data_version set version = version + 1 where id = 1;
      return null; end $$`.execute(db);
  }
  for (const table of await versionedTables(db)) await addVersionTriggers(db, table);
}

export async function dropDataVersion(db: Kysely<any>): Promise<void> {
  for (const { table, trigger } of await versionTriggers(db)) {
    await sql.raw(isPostgres(db) ? `drop trigger if exists ${trigger} on "${table}"` : `drop trigger if exists ${trigger}`).execute(db);
  }
  if (isPostgres(db)) {
    await sql`drop function if exists data_version_bump()`.execute(db);
    await sql`drop function if exists data_version_bump_now()`.execute(db);
  }
  await db.schema.dropTable('data_version').ifExists().execute();
}
