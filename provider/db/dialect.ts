import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/** True when the database is PostgreSQL (else SQLite). Used where SQL dialects differ. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `column` matches the LIKE `pattern` (wildcards in user text escaped with `\`, see
 * likePattern) ignoring case, written once for both engines: PostgreSQL's ILIKE;
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

/** `phrase` appears, ignoring case, in one of `columns` of the row `alias`: the ILIKEs alone, checked row by row (see rowsContaining). */
export function likeAny(db: Kysely<any>, alias: string, columns: string[], phrase: string): RawBuilder<boolean> {
  const pattern = likePattern(phrase);
  return sql<boolean>`(${sql.join(columns.map((c) => ilike(db, `${alias}.${c}`, pattern)), sql` or `)})`;
}

/**
 * The ids of the rows of `table` in which `phrase` appears, ignoring case, in one of `columns`:
 * exactly the rows `ilike(column, likePattern(phrase))` finds on some column, but answered from an
 * index (migrations/2026-11-27-results-search-index.ts), `scope` narrowing them
 * (e.g. to one client):
 * - PostgreSQL: the ILIKEs themselves, which pg_trgm's GIN indexes on those columns serve;
 * - SQLite: the rows the FTS5 trigram table `fts` (over exactly those columns) finds for the
 *   phrase, each then checked with the same LIKE, so the matches are LIKE's (the trigram tokenizer
 *   also folds the case of letters beyond ASCII, which SQLite's LIKE does not: its finds are a
 *   superset). The trigram index knows nothing shorter than three characters: a phrase of one or
 *   two is matched by the LIKEs alone, over the rows `scope` narrows to.
 */
export function rowsContaining<T extends string>(
  db: Kysely<any>,
  from: { table: T; fts: string; columns: string[] },
  phrase: string,
  scope: { column: string; value: number },
): SelectQueryBuilder<any, any, { id: number }> {
  const likes = likeAny(db, 't', from.columns, phrase);
  const rows = db.selectFrom(`${from.table} as t`) as SelectQueryBuilder<any, 't', object>;
  if (isPostgres(db) || !trigramIndexed(phrase)) return rows.where(`t.${scope.column}`, '=', scope.value).where(likes).select('t.id');
  // One FTS5 string (a phrase in double quotes, its quotes doubled): every other character is literal.
  const match = `"${phrase.replace(/"/g, '""')}"`;
  const found = (db.selectFrom(from.fts) as SelectQueryBuilder<any, any, object>).select(sql<number>`rowid`.as('id')).where(sql<boolean>`${sql.ref(from.fts)} match ${match}`);
  return rows.where('t.id', 'in', found).where(notIndexed(db, `t.${scope.column}`), '=', scope.value).where(likes).select('t.id');
}

/** True when a trigram index (FTS5's or pg_trgm's) can find `phrase`: three characters or more. */
export function trigramIndexed(phrase: string): boolean {
  return [...phrase].length >= 3;
}

/**
 * `column` in a condition that must not pick the index to walk: SQLite's unary `+` (without
 * statistics its planner takes `clientId = ?` for narrow, and walks all of a large client's rows
 * rather than the few ids a search index named); PostgreSQL plans from statistics, the column as it is.
 */
export function notIndexed(db: Kysely<any>, column: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql`${sql.ref(column)}` : sql`+${sql.ref(column)}`;
}

/**
 * The rows `query` selects, held for the rest of the transaction `tx`, so that a check made on
 * them (e.g. "another Administrator remains") still holds when the transaction writes, however
 * many requests or nodes act at once:
 * - PostgreSQL (READ COMMITTED): `SELECT … FOR UPDATE`. A transaction that wants a row another
 *   one holds waits until that one ends, then reads the row as committed (a row that no longer
 *   matches, e.g. a demoted Administrator, drops out). Rows are locked in the query's order: give
 *   it an ORDER BY, so two transactions take them in the same order and cannot deadlock.
 * - SQLite: one writer at a time. The transaction first becomes the writer (a write to `table`
 *   that changes nothing), so it waits (busy_timeout) for another process's writer before it
 *   reads, instead of reading first and failing at its write (SQLITE_BUSY_SNAPSHOT); within one
 *   process the transaction holds the one connection until it ends.
 */
export async function selectForUpdate<O>(tx: Kysely<any>, table: string, query: SelectQueryBuilder<any, any, O>): Promise<O[]> {
  if (isPostgres(tx)) return query.forUpdate().execute();
  await sql`delete from ${sql.table(table)} where 0 = 1`.execute(tx);
  return query.execute();
}
