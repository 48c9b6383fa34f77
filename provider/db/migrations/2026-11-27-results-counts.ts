/**
 * `client_result_counts`, how many results each client has, kept by triggers on
 * `results`, so the results page's total (no filter: the page every visit opens) is one row read
 * rather than a count over the client's whole history (500,000 index entries, ~15–25 ms on SQLite).
 * - SQLite: row triggers (insert, delete, a result moved to another client).
 * - PostgreSQL: statement triggers over transition tables (one upsert per statement and client:
 *   a row trigger would update the same counter row once per inserted result).
 * While a transaction that adds results for a client is open, another adding results for the same
 * client waits on its counter row (PostgreSQL): results arrive in batches from the lab, so rarely.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_result_counts')
    .addColumn('clientId', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    const add = (rows: string, sign: string) => sql.raw(
      `insert into client_result_counts ("clientId", n) select "clientId", ${sign}count(*) from ${rows} group by "clientId" ` +
        `on conflict ("clientId") do update set n = client_result_counts.n + excluded.n;`,
    );
    await sql`create function client_result_counts_insert() returns trigger language plpgsql as $$ begin ${add('new_rows', '')} return null; end $$`.execute(db);
    await sql`create function client_result_counts_delete() returns trigger language plpgsql as $$ begin ${add('old_rows', '-')} return null; end $$`.execute(db);
    await sql`create function client_result_counts_update() returns trigger language plpgsql as $$ begin
      if exists (select 1 from old_rows o join new_rows n on n.id = o.id where n."clientId" <> o."clientId") then ${add('old_rows', '-')} ${add('new_rows', '')} end if;
      return null; end $$`.execute(db);
    await sql`create trigger client_result_counts_insert after insert on results referencing new table as new_rows for each statement execute function client_result_counts_insert()`.execute(db);
    await sql`create trigger client_result_counts_delete after delete on results referencing old table as old_rows for each statement execute function client_result_counts_delete()`.execute(db);
    await sql`create trigger client_result_counts_update after update on results referencing old table as old_rows new table as new_rows for each statement execute function client_result_counts_update()`.execute(db);
  } else {
    const add = (client: string, delta: string) =>
      `insert into client_result_counts ("clientId", n) values (${client}, ${delta}) on conflict ("clientId") do update set n = n + ${delta};`;
    await sql.raw(`create trigger client_result_counts_insert after insert on results begin ${add('new."clientId"', '1')} end`).execute(db);
    await sql.raw(`create trigger client_result_counts_delete after delete on results begin ${add('old."clientId"', '-1')} end`).execute(db);
    await sql
      .raw(`create trigger client_result_counts_update after update of "clientId" on results when old."clientId" <> new."clientId" begin ${add('old."clientId"', '-1')} ${add('new."clientId"', '1')} end`)
      .execute(db);
  }
  await sql`insert into client_result_counts ("clientId", n) select "clientId", count(*) from results group by "clientId"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists client_result_counts_${t} on results`).execute(db);
      await sql.raw(`drop function if exists client_result_counts_${t}()`).execute(db);
    }
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists client_result_counts_${t}`).execute(db);
  }
  await db.schema.dropTable('client_result_counts').ifExists().execute();
}
