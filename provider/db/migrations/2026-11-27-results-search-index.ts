/**
 * The results search (repositories/results.ts, a case-insensitive substring of
 * the analysis, the panel, the sample id or the sample name) answered from an index instead of a
 * `like '%…%'` walk over every result of the client.
 *
 * - SQLite: FTS5 tables with the `trigram` tokenizer (substring matching, case folded) over the
 *   searched columns of `results` and `samples`, external-content tables (they store only the
 *   index; the text stays in the tables), kept in step by triggers on insert, update and delete
 *   (a cascade delete fires them too). The query narrows to the rows the index names, then checks
 *   them with the same LIKE as before, so what matches does not change (containsText in
 *   db/dialect.ts).
 * - PostgreSQL: pg_trgm GIN indexes on the same columns; they answer `ilike '%…%'` as it is.
 *   Where pg_trgm is not installed (it ships with PostgreSQL's contrib, in Debian's package), the
 *   indexes are left out and the search still works, by a scan.
 * - Both: `results_sample_client` (sampleId, clientId), so the results of the samples a search
 *   found are counted from the index alone, the client checked without reading each row.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/** The searched columns of each table, and the FTS5 table that indexes them on SQLite. */
const SEARCHED = [
  { table: 'results', fts: 'results_search', columns: ['analyte', 'panelDescription'] },
  { table: 'samples', fts: 'samples_search', columns: ['friendlyNumber', 'description'] },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('results_sample_client').ifNotExists().on('results').columns(['sampleId', 'clientId']).execute();
  if (isPostgres(db)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (!Number(rows[0]?.n)) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const { table, columns } of SEARCHED) {
      for (const column of columns) {
        await sql`create index if not exists ${sql.raw(`${table}_${column.toLowerCase()}_trgm`)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
      }
    }
    return;
  }
  for (const { table, fts, columns } of SEARCHED) {
    const cols = columns.map((c) => `"${c}"`).join(', ');
    const news = columns.map((c) => `new."${c}"`).join(', ');
    const olds = columns.map((c) => `old."${c}"`).join(', ');
    await sql.raw(`create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram')`).execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin insert into ${fts}(rowid, ${cols}) values (new.id, ${news}); end`).execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${olds}); end`).execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of id, ${cols} on ${table} begin ` +
          `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${olds}); ` +
          `insert into ${fts}(rowid, ${cols}) values (new.id, ${news}); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('results_sample_client').ifExists().execute();
  if (isPostgres(db)) {
    for (const { table, columns } of SEARCHED) {
      for (const column of columns) await sql`drop index if exists ${sql.raw(`${table}_${column.toLowerCase()}_trgm`)}`.execute(db);
    }
    return;
  }
  for (const { fts } of SEARCHED) {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${fts}_${t}`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
  }
}
