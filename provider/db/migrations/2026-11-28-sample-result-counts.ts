/**
 * `sample_result_counts`, how many results each sample has per client, kept by
 * triggers on `results` (as client_result_counts keeps each client's), so a search's count of the
 * results of the samples it found (repositories/results.ts, matchCounts) reads one row per sample
 * found rather than every result of theirs: "chardonnay" finds 940 samples with 75,833 results
 * in the bench's 500,000-row client, and that count grew with the history.
 * - SQLite: row triggers (insert, delete, a result moved to another sample or client).
 * - PostgreSQL: statement triggers over transition tables (one upsert per statement and sample).
 * No foreign key: a sample's deletion deletes its results (a cascade), whose triggers bring its
 * rows to 0; a row of 0 counts nothing.
 *
 * PostgreSQL also gets `samples_containing(client, pattern)`: the ids of a client's samples whose
 * id or name matches the ILIKE pattern, exactly the condition rowsContaining writes, planned with
 * sequential scans off. The planner otherwise reads all of `samples` (6,831 rows, ~130 pages) and
 * runs both ILIKEs on every row (~5 ms at rest), since the trigram index's candidates sit on
 * nearly every page and it does not count the ILIKE's cost; from the index it checks only the
 * ~970 candidates (~1.3 ms). A PL/pgSQL function keeps its plan per connection; its `set` applies
 * to its own query alone. `rows 10`: what the planner expects it to find. Its default, 1,000, had
 * the statement around it (repositories/results.ts, searchPage) sort a search of few matches by
 * scanning all 500,000 results (1.5 s at load); a search of many matches walks the history,
 * whatever the estimate.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample_result_counts')
    .addColumn('sampleId', 'integer', (c) => c.notNull())
    .addColumn('clientId', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sample_result_counts_pkey', ['sampleId', 'clientId'])
    .execute();
  const upsert = 'on conflict ("sampleId", "clientId") do update set n = sample_result_counts.n + excluded.n;';
  if (isPostgres(db)) {
    const add = (rows: string, sign: string) =>
      `insert into sample_result_counts ("sampleId", "clientId", n) select "sampleId", "clientId", ${sign}count(*) from ${rows} group by "sampleId", "clientId" ${upsert}`;
    await sql.raw(`create function sample_result_counts_insert() returns trigger language plpgsql as $$ begin ${add('new_rows', '')} return null; end $$`).execute(db);
    await sql.raw(`create function sample_result_counts_delete() returns trigger language plpgsql as $$ begin ${add('old_rows', '-')} return null; end $$`).execute(db);
    // The net change per sample and client of an update: nothing written when no result moved.
    await sql
      .raw(
        `create function sample_result_counts_update() returns trigger language plpgsql as $$ begin ` +
          `insert into sample_result_counts ("sampleId", "clientId", n) select "sampleId", "clientId", sum(d) from (` +
          `select "sampleId", "clientId", -1 as d from old_rows union all select "sampleId", "clientId", 1 from new_rows` +
          `) moved group by "sampleId", "clientId" having sum(d) <> 0 ${upsert} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function samples_containing(client integer, pattern text) returns table (id integer) language plpgsql stable rows 10 set enable_seqscan = off as $$ begin ` +
          `return query select s.id from samples s where s."clientId" = client and (s."friendlyNumber" ilike pattern escape '\\' or s.description ilike pattern escape '\\'); end $$`,
      )
      .execute(db);
    for (const [t, rows] of [['insert', 'new table as new_rows'], ['delete', 'old table as old_rows'], ['update', 'old table as old_rows new table as new_rows']]) {
      await sql.raw(`create trigger sample_result_counts_${t} after ${t} on results referencing ${rows} for each statement execute function sample_result_counts_${t}()`).execute(db);
    }
  } else {
    const add = (row: string, delta: string) => `insert into sample_result_counts ("sampleId", "clientId", n) values (${row}."sampleId", ${row}."clientId", ${delta}) ${upsert}`;
    await sql.raw(`create trigger sample_result_counts_insert after insert on results begin ${add('new', '1')} end`).execute(db);
    await sql.raw(`create trigger sample_result_counts_delete after delete on results begin ${add('old', '-1')} end`).execute(db);
    await sql
      .raw(
        `create trigger sample_result_counts_update after update of "sampleId", "clientId" on results ` +
          `when old."sampleId" <> new."sampleId" or old."clientId" <> new."clientId" begin ${add('old', '-1')} ${add('new', '1')} end`,
      )
      .execute(db);
  }
  await sql`insert into sample_result_counts ("sampleId", "clientId", n) select "sampleId", "clientId", count(*) from results group by "sampleId", "clientId"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists samples_containing(integer, text)`.execute(db);
  for (const t of ['insert', 'delete', 'update']) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists sample_result_counts_${t} on results`).execute(db);
      await sql.raw(`drop function if exists sample_result_counts_${t}()`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists sample_result_counts_${t}`).execute(db);
    }
  }
  await db.schema.dropTable('sample_result_counts').ifExists().execute();
}
