/**
 * Two-factor sign-in (TOTP, RFC 6238):
 * - `two_factor`: one row per user who started or finished the set-up. `secret` is the TOTP
 *   secret encrypted with AES-256-GCM (services/two-factor.ts; never in clear), `enabledAt` is
 *   null until a correct code confirmed it, `lastStep` the last time step a code was accepted
 *   for (a code of that step or an earlier one is refused: no replay).
 * - `recovery_codes`: ten one-time codes per user, as keyed hashes only; `usedAt` once spent.
 * - `clients.requireTwoFactor`: a client Administrator's switch: every member must sign in with
 *   a second factor before they may use the client.
 * Sign-in tickets (password right, code still needed) are rows of `tokens` (kind `two-factor`).
 */
import { type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('two_factor')
    .addColumn('userId', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabledAt', 'text')
    .addColumn('lastStep', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer') as any, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['userId', 'codeHash']).execute();
  await db.schema.alterTable('clients').addColumn('requireTwoFactor', 'integer', (c) => c.notNull().defaultTo(sql.lit(0))).execute();
  // The user-settings page shows whether two-factor sign-in is on and how many codes are left.
  await addVersionTriggers(db, 'two_factor');
  await addVersionTriggers(db, 'recovery_codes');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('requireTwoFactor').execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropTable('two_factor').ifExists().execute();
}
