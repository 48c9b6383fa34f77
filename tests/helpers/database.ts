/**
 * The engine the tests run on: SQLite in memory (the default) or, with TEST_DATABASE=postgres,
 * a fresh PostgreSQL database per test database, named `lab_test_<run>_<pid>_<random>` and
 * dropped when the test closes it (and, whatever a test forgot, at the end of the run by
 * tests/helpers/pg-global-setup.ts). The server is PG_TEST_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres, as on the project's machines).
 *
 * Migrating and seeding is the slow part, so each distinct starting point (migrated; seeded
 * small or large at a given time) is built once per run as a template database and every test
 * database is a copy of it (`CREATE DATABASE … TEMPLATE … STRATEGY FILE_COPY`: the template's
 * files copied, not its every page written to the WAL as PostgreSQL 15's default WAL_LOG does;
 * PostgreSQL's own CPU in the integration tests 117 → 99 s, most of it system time).
 * Templates are built under an advisory lock, so the test workers never build one twice.
 *
 * Every test database of a run lives in the run's own tablespace on tmpfs (`/dev/shm`) when the
 * server is this machine's (makeRunTablespace, called by the global setups): the same server,
 * user and engine, only its files in memory. On the project's machines a
 * copy of the 30 MB seeded template took 0.4–0.9 s of system CPU, writing to a disk that takes
 * ~25 MB/s (about 700 copies a run); in a tablespace on tmpfs 40–55 ms. The WAL stays where the
 * server keeps it. PG_TEST_TABLESPACE=off keeps the databases in the server's default place.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import { connect, sqliteDialect, type DB } from '../../provider/db/connect.ts';
import type { Database } from '../../provider/db/types.ts';
import { migrateToLatest } from '../../provider/db/migrate.ts';

export type TestEngine = 'sqlite' | 'postgres';

export const TEST_ENGINE: TestEngine = (() => {
  const v = (process.env.TEST_DATABASE ?? 'sqlite').toLowerCase();
  if (v === 'postgres' || v === 'postgresql' || v === 'pg') return 'postgres';
  if (v === 'sqlite' || v === '') return 'sqlite';
  throw new Error(`TEST_DATABASE=${v}: expected "sqlite" or "postgres".`);
})();

export const onPostgres = TEST_ENGINE === 'postgres';

export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** This run's id (set by the global setup so its teardown finds every database of the run). */
export const RUN_ID = process.env.LAB_TEST_RUN ?? `r${process.pid}`;

/** `lab_test_<run>_…`: every test database of this run starts with it. */
export const TEST_DB_PREFIX = `lab_test_${RUN_ID}_`;
export const TEMPLATE_PREFIX = `lab_tpl_${RUN_ID}_`;

export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  return `"${name}"`;
};

/**
 * Drops a test database. Its pool may still be closing its last connections for a moment after
 * `destroy()`: wait for them (up to 5 s) before forcing them off, so no client sees its
 * connection cut under it.
 */
export async function dropDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    for (let i = 0; i < 50; i++) {
      try {
        await c.query(`drop database if exists ${ident(name)}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006') throw e; // 55006: being accessed by other users
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await c.query(`drop database if exists ${ident(name)} with (force)`);
  });
}

/**
 * Dropping waits for a checkpoint (1–2 s here), but concurrent drops share one: so a closed
 * test database is dropped in the background while the tests go on, and whatever is still
 * open at the end of a file is closed by tests/setup.ts, and at the end of the run dropped by
 * the global teardown.
 */
const pendingDrops = new Set<Promise<void>>();
const open = new Set<TestDatabase>();

function dropLater(name: string) {
  const p = dropDatabase(name)
    .catch((e) => console.warn(`could not drop the test database ${name}: ${(e as Error).message}`))
    .finally(() => pendingDrops.delete(p));
  pendingDrops.add(p);
}

/** Closes every test database still open in this file and waits for the drops under way. */
export async function closeOpenDatabases(): Promise<void> {
  await Promise.all([...open].map((d) => d.close()));
  await Promise.all([...pendingDrops]);
}

/** Small pools that let go of idle connections soon: a run holds many databases at once. */
const POOL = { max: 4, idleTimeoutMillis: 1000 };

/**
 * A template database for one starting point, built once per run by `build` on a fresh,
 * migrated database. Returns its name.
 */
async function template(key: string, build?: (db: DB) => Promise<void>): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${crypto.createHash('sha1').update(key).digest('hex').slice(0, 12)}`;
  const exists = (c: pg.Client) => c.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount! > 0);
  if (await admin(exists)) return name;
  await admin(async (c) => {
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(c)) return;
      // Built under another name and renamed when complete: the final name means "ready".
      const building = `${name}_wip`;
      await c.query(`drop database if exists ${ident(building)} with (force)`);
      await c.query(`create database ${ident(building)}${inRunTablespace()}`);
      const db = await connect(databaseUrl(building), POOL);
      try {
        await migrateToLatest(db);
        await build?.(db);
      } finally {
        await db.destroy();
      }
      await c.query(`alter database ${ident(building)} rename to ${ident(name)}`);
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * The run's tablespace (LAB_TEST_TABLESPACE, set by makeRunTablespace in the global setup and
 * inherited by the test workers and the servers they start): where new test databases and
 * templates go. Copies of a template land in the template's tablespace on their own.
 */
const inRunTablespace = () => {
  const name = process.env.LAB_TEST_TABLESPACE;
  return name ? ` tablespace ${ident(name)}` : '';
};

const TABLESPACE_PREFIX = 'lab_ts_';

/** A run's tablespace, and the connection that holds its lock while the run lasts. */
export interface RunTablespace {
  name: string;
  dir: string;
  holder: pg.Client;
}

/** The advisory lock a run holds on its tablespace while it lasts (released when its connection ends, a crash included). */
const runLock = (tablespace: string) => `lab-test-run:${tablespace}`;

/**
 * Makes this run's tablespace in a new folder under PG_TEST_TABLESPACE_DIR (default /dev/shm,
 * memory) and sets LAB_TEST_TABLESPACE to its name. Only where it can be done: the server runs on
 * this machine (its data directory is here) and this process can give the folder to the server's
 * user (it is root, or that user). Anywhere else, or with PG_TEST_TABLESPACE=off, the databases
 * stay in the server's default tablespace, as before.
 *
 * The run holds an advisory lock on its tablespace on a connection of its own until
 * dropRunTablespace. A tablespace of another run whose lock is free is left from a run that did
 * not end (killed, or the machine restarted): it is dropped here with its databases and folder, so
 * memory is not held by runs that are gone. A run still going holds its lock and is left alone.
 */
export async function makeRunTablespace(): Promise<RunTablespace | undefined> {
  if (process.env.PG_TEST_TABLESPACE === 'off' || process.env.LAB_TEST_TABLESPACE) return undefined;
  const base = process.env.PG_TEST_TABLESPACE_DIR ?? '/dev/shm';
  if (!fs.existsSync(base)) return undefined;
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await c.connect();
  let made: RunTablespace | undefined;
  try {
    let owner: fs.Stats;
    try {
      owner = fs.statSync((await c.query<{ data_directory: string }>('show data_directory')).rows[0].data_directory);
    } catch {
      return undefined; // not this machine's server, or not allowed to ask
    }
    const others = await c.query<{ oid: number; spcname: string; location: string }>(
      `select oid, spcname, pg_tablespace_location(oid) as location from pg_tablespace where starts_with(spcname, $1)`,
      [TABLESPACE_PREFIX],
    );
    for (const t of others.rows) {
      const free = (await c.query<{ free: boolean }>('select pg_try_advisory_lock(hashtext($1)) as free', [runLock(t.spcname)])).rows[0].free;
      if (!free) continue;
      try {
        const dbs = await c.query<{ datname: string }>('select datname from pg_database where dattablespace = $1', [t.oid]);
        for (const d of dbs.rows) await c.query(`drop database if exists ${ident(d.datname)} with (force)`).catch(() => undefined);
        await c.query(`drop tablespace if exists ${ident(t.spcname)}`).catch(() => undefined);
        if (t.location.startsWith(base) && path.basename(t.location).startsWith('lab-pg-test-')) fs.rmSync(t.location, { recursive: true, force: true });
      } finally {
        await c.query('select pg_advisory_unlock(hashtext($1))', [runLock(t.spcname)]);
      }
    }
    const name = `${TABLESPACE_PREFIX}${RUN_ID}`;
    const dir = fs.mkdtempSync(path.join(base, 'lab-pg-test-'));
    try {
      await c.query('select pg_advisory_lock(hashtext($1))', [runLock(name)]);
      fs.chownSync(dir, owner.uid, owner.gid);
      fs.chmodSync(dir, 0o700);
      await c.query(`create tablespace ${ident(name)} location '${dir.replace(/'/g, "''")}'`);
    } catch (e) {
      fs.rmSync(dir, { recursive: true, force: true });
      console.warn(`test databases stay in the server's default tablespace (${(e as Error).message})`);
      return undefined;
    }
    process.env.LAB_TEST_TABLESPACE = name;
    made = { name, dir, holder: c };
    return made;
  } finally {
    if (!made) await c.end();
  }
}

/** Drops the run's tablespace (once its databases are dropped) and its folder, and lets go of its lock. */
export async function dropRunTablespace(tablespace: RunTablespace | undefined): Promise<void> {
  if (!tablespace) return;
  await tablespace.holder.query(`drop tablespace if exists ${ident(tablespace.name)}`).catch((e) => console.warn(`could not drop the tablespace ${tablespace.name}: ${(e as Error).message}`));
  fs.rmSync(tablespace.dir, { recursive: true, force: true });
  if (process.env.LAB_TEST_TABLESPACE === tablespace.name) delete process.env.LAB_TEST_TABLESPACE;
  await tablespace.holder.end().catch(() => undefined);
}

/** Serialized SQLite databases by starting point (this test file's process). */
const sqliteTemplates = new Map<string, Promise<Buffer>>();

/**
 * Where this run keeps a starting point's bytes for the other test files (LAB_TEST_SEED_DIR,
 * set by tests/helpers/seed-cache-setup.ts; none when a test runs without it). The name holds
 * the key, so one run's `seed:small:now` is made once, as one PostgreSQL template per run is.
 */
function seedCacheFile(key: string): string | undefined {
  const dir = process.env.LAB_TEST_SEED_DIR;
  if (!dir || !fs.existsSync(dir)) return undefined;
  return path.join(dir, `${crypto.createHash('sha1').update(key).digest('hex').slice(0, 16)}.sqlite`);
}

/** A Kysely over a better-sqlite3 database, set up as provider/db/connect.ts sets up its own. */
function sqliteKysely(raw: SQLite.Database): DB {
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: sqliteDialect(raw) });
}

/**
 * The bytes of a SQLite database at one starting point (migrated, then made by `build`): built once
 * per test file and key, or read from the run's seed cache when another file made it.
 */
function sqliteImage(key: string, build?: (db: DB) => Promise<void>): Promise<Buffer> {
  let image = sqliteTemplates.get(key);
  if (!image) {
    image = (async () => {
      // Made by another file of this run already (tests/helpers/seed-cache-setup.ts)?
      const file = seedCacheFile(key);
      if (file && fs.existsSync(file)) return fs.readFileSync(file);
      const raw = new SQLite(':memory:');
      const db = sqliteKysely(raw);
      await migrateToLatest(db);
      await build?.(db);
      const bytes = raw.serialize();
      await db.destroy();
      if (file) {
        // written under a temporary name and renamed: a reader never sees half a file
        const tmp = `${file}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
        fs.writeFileSync(tmp, bytes);
        fs.renameSync(tmp, file);
      }
      return bytes;
    })();
    image.catch(() => sqliteTemplates.delete(key));
    sqliteTemplates.set(key, image);
  }
  return image;
}

export interface TestDatabase {
  db: DB;
  engine: TestEngine;
  /** the database's URL on PostgreSQL; `:memory:` on SQLite */
  url: string;
  /** closes the connection (and drops the database on PostgreSQL) */
  close(): Promise<void>;
}

/**
 * A fresh database, migrated, then prepared by `build` (e.g. seeded). On PostgreSQL `key`
 * names the starting point `build` makes: one template per key and run, copied for each call.
 * Without `migrate`, the database is empty (no tables).
 */
export async function testDatabase(opts: { migrate?: boolean; key?: string; build?: (db: DB) => Promise<void> } = {}): Promise<TestDatabase> {
  const migrate = opts.migrate ?? true;
  if (!onPostgres) {
    if (!migrate) {
      const db = await connect(':memory:');
      return { db, engine: 'sqlite', url: ':memory:', close: () => db.destroy() };
    }
    // The same idea as PostgreSQL's templates, in memory: each starting point is built once per
    // test file (migrated, or migrated and seeded) and every test database is a copy of its bytes.
    const image = sqliteImage(opts.key ?? 'migrated', opts.key ? opts.build : undefined);
    const db = sqliteKysely(new SQLite(await image));
    if (!opts.key) await opts.build?.(db);
    return { db, engine: 'sqlite', url: ':memory:', close: () => db.destroy() };
  }
  const name = `${TEST_DB_PREFIX}${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (migrate) {
    const from = await template(opts.key ?? 'migrated', opts.key ? opts.build : undefined);
    await admin((c) => c.query(`create database ${ident(name)} template ${ident(from)} strategy file_copy`));
  } else {
    await admin((c) => c.query(`create database ${ident(name)}${inRunTablespace()}`));
  }
  const url = databaseUrl(name);
  const db = await connect(url, POOL);
  if (migrate && !opts.key) await opts.build?.(db);
  let closed = false;
  const database: TestDatabase = {
    db,
    engine: 'postgres',
    url,
    async close() {
      if (closed) return;
      closed = true;
      open.delete(database);
      await db.destroy();
      dropLater(name);
    },
  };
  open.add(database);
  return database;
}

/**
 * The starting point "demo data seeded at `now`" (small or large history): its template key and
 * how it is built. "Now" is any time within the hour (tests pass `new Date()`): the seed is
 * relative to its time, and minutes of difference change nothing it makes. Test providers
 * (tests/helpers/provider.ts) and started servers share it.
 */
export function demoSeedStart(large: boolean, now?: string): { key: string; build: (db: DB) => Promise<void> } {
  const atNow = !now || Math.abs(Date.parse(now) - Date.now()) < 3600_000;
  return {
    key: `seed:${large ? 'large' : 'small'}:${atNow ? 'now' : now}`,
    build: async (db) => {
      const { seedDemo } = await import('../../provider/db/seed/index.ts');
      await seedDemo(db, { now: now ? new Date(now) : new Date(), large });
    },
  };
}

/**
 * A fresh PostgreSQL database for a server the test starts: empty (the server migrates and seeds
 * it itself), or with `seeded` a copy of the demo data as a server seeds an empty database (the
 * large history, now): one template per run instead of each server seeding its own
 * (12.6 s a seed on PostgreSQL, ~7 servers in the suite); the server finds it migrated and seeded.
 */
export async function serverPostgresDatabase({ seeded = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const start = seeded ? demoSeedStart(true) : undefined;
  const from = start ? await template(start.key, start.build) : undefined;
  const name = `${TEST_DB_PREFIX}${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${ident(name)}${from ? ` template ${ident(from)} strategy file_copy` : inRunTablespace()}`));
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/**
 * On SQLite, the same for a server the test starts: its database file (`lab.sqlite` in its data
 * folder) written as a copy of the demo data as a server seeds an empty database (the large
 * history, now), unless the folder has one already (a second node on the same file). The server
 * finds it migrated and seeded and does not seed it again (4 s of CPU per
 * server).
 */
export async function serverSqliteDatabase(dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'lab.sqlite');
  if (fs.existsSync(file)) return;
  const start = demoSeedStart(true);
  fs.writeFileSync(file, await sqliteImage(start.key, start.build));
}
