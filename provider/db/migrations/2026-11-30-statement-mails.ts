/**
 * The monthly statement of account mailed on the 1st (services/statements.ts): one row per
 * client, member and month, unique, inserted by the scheduler's tick before the mail job is
 * queued, so however many ticks or nodes race, a member gets one statement per client and month.
 * `sentAt` is set when the mail is handed to the mailer (a job retried after that sends nothing).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { addVersionTriggers } from '../data-version.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('statement_mails')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** yyyy-MM: the month whose payments the statement lists */
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text')
    .execute();
  await db.schema.createIndex('statement_mails_once').on('statement_mails').columns(['clientId', 'userId', 'month']).unique().execute();
  await addVersionTriggers(db, 'statement_mails');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statement_mails').ifExists().execute();
}
