/**
 * On PostgreSQL the global search (provider/services/search-index.ts) is served by
 * PostgreSQL's own trigram search: pg_trgm's GIN indexes on the lower-cased title and body answer
 * the same `lower(x) like '%word%'` the SQLite engine scans for, so both engines find and rank
 * exactly the same documents. Nothing to do on SQLite (the index is a few hundred rows).
 * Where pg_trgm is not installed (it ships with PostgreSQL's contrib, in Debian's package), the
 * indexes are left out and the search still works, by a scan.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ n: number }>`select count(*) as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!Number(rows[0]?.n)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists search_documents_title_trgm on search_documents using gin (lower(title) gin_trgm_ops)`.execute(db);
  await sql`create index if not exists search_documents_body_trgm on search_documents using gin (lower(body) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists search_documents_title_trgm`.execute(db);
  await sql`drop index if exists search_documents_body_trgm`.execute(db);
}
