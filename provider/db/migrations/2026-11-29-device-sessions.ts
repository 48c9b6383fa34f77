/**
 * Sign-ins a user can see and end (user settings, "Your devices"): a session stays a row of
 * `tokens` (kind `session`, the SHA-256 of its bearer token, never the token) and gains what the
 * list shows — when it was last used, the browser's User-Agent (trimmed) and the client address
 * as the server saw it (the place is derived from it when shown, never stored). Ending one
 * deletes its row, so its next request is refused on every node.
 *
 * `tokens` stays outside the data version (provider/db/data-version.ts): last use is written up
 * to once a minute per active sign-in, and bumping the version for it would void every node's
 * page cache each minute. The page that lists sessions is therefore not page-cached.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('lastUsedAt', 'text').execute();
  await db.schema.alterTable('tokens').addColumn('userAgent', 'text').execute();
  await db.schema.alterTable('tokens').addColumn('address', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tokens').dropColumn('address').execute();
  await db.schema.alterTable('tokens').dropColumn('userAgent').execute();
  await db.schema.alterTable('tokens').dropColumn('lastUsedAt').execute();
}
