import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/** True when the database is PostgreSQL (else SQLite). Used where SQL dialects differ. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `column` matches the LIKE `pattern` (wildcards in user text escaped with `\`, see
 * likePattern) ignoring case, written once for both engines (issue 14): PostgreSQL's ILIKE;
 * SQLite's LIKE, which already ignores the case of ASCII letters. (Beyond ASCII, PostgreSQL also
 * folds É/é; SQLite does not.)
 */
export function ilike(db: Kysely<any>, column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} ${sql.raw(isPostgres(db) ? 'ilike' : 'like')} ${pattern} escape '\\'`;
}

/**
 * `expression` lower-cased matches the lower-case LIKE `pattern` (see likePattern), the same on
 * both engines: the form the global search's trigram indexes on `lower(title)` and `lower(body)`
 * serve on PostgreSQL (migrations/2026-11-25-pg-search-index.ts). Prefer `ilike` for a plain column.
 */
export function lowerLike(expression: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
}

/** User text as a LIKE pattern matching it anywhere, its wildcards (`%`, `_`, `\`) escaped with `\`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
