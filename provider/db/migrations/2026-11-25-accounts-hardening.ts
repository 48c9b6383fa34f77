/**
 * Accounts: each sign-up's confirmation link carries its own password,
 * and the devices that signed in before, so a correct password from one of them passes an
 * account's slow-down. Only hashes are stored.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // The password (argon2 hash) and names a sign-up chose, set when that sign-up's link is used.
  await db.schema.alterTable('tokens').addColumn('passwordHash', 'text').execute();
  await db.schema.alterTable('tokens').addColumn('profile', 'text').execute();
  await db.schema
    .createTable('devices')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('userId', sql.raw(pg ? 'bigint' : 'integer'), (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tokenHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('lastUsedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('devices_tokenHash_userId_uq', ['tokenHash', 'userId'])
    .execute();
  await db.schema.createIndex('devices_user').on('devices').columns(['userId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('devices').ifExists().execute();
  await db.schema.alterTable('tokens').dropColumn('profile').execute();
  await db.schema.alterTable('tokens').dropColumn('passwordHash').execute();
}
