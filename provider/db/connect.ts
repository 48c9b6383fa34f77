import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from './types.ts';

export type DB = Kysely<Database>;

/** Throws when the database does not answer (the readiness check). */
export async function ping(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Opens the database named by `url`:
 * - `:memory:` for tests,
 * - a file path or `file:` URL for SQLite (the default, `data/lab.sqlite`),
 * - `postgres://…` for PostgreSQL (needs the optional `pg` package); `pool` sizes its pool.
 *   Integers, counts and sums are read as numbers there, as SQLite gives them (see pgTypes).
 * SQLite runs in WAL mode with a busy timeout and foreign keys on.
 */
export async function connect(url: string, pool: { max?: number; idleTimeoutMillis?: number } = {}): Promise<DB> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { PostgresDialect } = await import('kysely');
    let pg: any;
    try {
      pg = await import(/* @vite-ignore */ 'pg' as string);
    } catch {
      throw new Error('DATABASE_URL names PostgreSQL, but the "pg" package could not be loaded.');
    }
    const Pool = pg.default?.Pool ?? pg.Pool;
    const types = pg.default?.types ?? pg.types;
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: pool.max ?? 10, idleTimeoutMillis: pool.idleTimeoutMillis, types: pgTypes(types) }) }) });
  }
  const file = url.startsWith('file:') ? url.slice(5) : url;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: sqliteDialect(sqlite) });
}

/** Kysely's SQLite dialect over `sqlite`, with its statements kept (see cachedStatements). */
export function sqliteDialect(sqlite: SQLite.Database): SqliteDialect {
  return new SqliteDialect({ database: cachedStatements(sqlite) });
}

/**
 * Kysely's SQLite driver prepares every statement again on each query (`prepare` was
 * 4–5 % of a portal page's CPU). This keeps the last `max` prepared statements per SQL text and
 * hands them back, most recently used last. A statement that is `busy` (an `.iterate()` still
 * walking it, as the CSV export's stream does) is never handed out twice: a fresh one is prepared
 * for that call instead. `all()` and `run()` are synchronous, so a statement they used is free
 * again when they return; SQLite re-prepares a kept statement itself after a schema change.
 */
export function cachedStatements(sqlite: SQLite.Database, max = 500): { prepare(sql: string): SQLite.Statement; close(): void } {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      const hit = kept.get(text);
      if (hit) {
        if (hit.busy) return sqlite.prepare(text);
        kept.delete(text);
        kept.set(text, hit);
        return hit;
      }
      const statement = sqlite.prepare(text);
      kept.set(text, statement);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}

/** PostgreSQL type ids (pg_type.oid) that `pg` would hand back as strings. */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * The pool's own type parsers (not pg's global ones, which would change every other pool in
 * the process): `count(*)` and `sum(integer)` are `bigint` and `sum(bigint)`/`avg` are
 * `numeric` on PostgreSQL, which `pg` returns as strings; SQLite returns numbers. Both are read
 * as numbers here so every contract holds on both engines. A bigint beyond 2^53 would lose
 * precision: it throws instead, as no count or sum of cents comes near it.
 */
function pgTypes(types: { getTypeParser: (oid: number, format?: any) => any }) {
  const toNumber = (value: string) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n) && Number.isInteger(n)) throw new Error(`PostgreSQL answered ${value}, beyond a JavaScript number's exact range.`);
    return n;
  };
  return {
    getTypeParser(oid: number, format?: any) {
      if ((oid === INT8 || oid === NUMERIC) && format !== 'binary') return toNumber;
      return types.getTypeParser(oid, format);
    },
  };
}
