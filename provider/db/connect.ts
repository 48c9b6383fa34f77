import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types.ts';

export type DB = Kysely<Database>;

/**
 * Opens the database named by `url`:
 * - `:memory:` for tests,
 * - a file path or `file:` URL for SQLite (the default, `data/lab.sqlite`),
 * - `postgres://…` for PostgreSQL (needs the optional `pg` package).
 * SQLite runs in WAL mode with a busy timeout and foreign keys on.
 */
export async function connect(url: string): Promise<DB> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { PostgresDialect } = await import('kysely');
    let pg: any;
    try {
      pg = await import(/* @vite-ignore */ 'pg' as string);
    } catch {
      throw new Error('DATABASE_URL names PostgreSQL, but the "pg" package could not be loaded.');
    }
    const Pool = pg.default?.Pool ?? pg.Pool;
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 10 }) }) });
  }
  const file = url.startsWith('file:') ? url.slice(5) : url;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
