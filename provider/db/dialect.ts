import { type Kysely, PostgresAdapter } from 'kysely';

/** True when the database is PostgreSQL (else SQLite). Used where SQL dialects differ. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
