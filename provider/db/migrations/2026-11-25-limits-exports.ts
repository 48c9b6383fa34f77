/**
 * Every CSV export a user asks for is a row of
 * `export_runs`, so the limits hold across nodes sharing one database (nothing in a process's
 * memory): one export in flight per user (a partial unique index on the rows not finished), a
 * daily cap (rows started since the lab's midnight). A row left unfinished by a crash stops
 * counting as in flight after 10 minutes (services/export-limits.ts).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // integer, not bigint: pg answers bigint as a string (STACK.md)
  const int = sql.raw('integer');
  await db.schema
    .createTable('export_runs')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('userId', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clientId', int, (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('startedAt', 'text', (c) => c.notNull())
    .addColumn('finishedAt', 'text')
    .addColumn('outcome', 'text')
    .addColumn('rows', int)
    .addColumn('bytes', int)
    .execute();
  // At most one unfinished export per user: the in-flight marker itself.
  await db.schema.createIndex('export_runs_in_flight').unique().on('export_runs').column('userId').where(sql.ref('finishedAt'), 'is', null).execute();
  await db.schema.createIndex('export_runs_user_started').on('export_runs').columns(['userId', 'startedAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('export_runs').ifExists().execute();
}
