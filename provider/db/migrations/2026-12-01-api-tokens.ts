/**
 * The client API (/api/v1/, provider/api-v1/):
 * - `api_tokens`: a client's tokens, only the SHA-256 hash of each (`tokenHash`, unique); scopes
 *   space-separated; the IP allow-list (empty: any address) newline-separated; who created it
 *   (`createdBy`, the user, and `createdByEmail`, kept when the user goes); `revokedAt` once
 *   revoked (the row stays for the call log); `creatorRemovedAt` while the Administrators have
 *   not yet chosen to keep or revoke a token whose creator left the client.
 * - `api_token_calls`: every call a token made (the client sees the newest CALL_LOG_SIZE; older
 *   ones are pruned as new ones come).
 * - `api_token_windows`: the per-token rate limit's count per minute, shared by every node.
 * None is versioned (data-version.ts): no cached page reads them, and a call writes them.
 * - `submissions.apiTokenId`: a submission a token places is built as that token's own draft
 *   (never the creator's page draft): one draft per client, user and token (none: the page's).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const serial = sql.raw(pg ? 'serial' : 'integer') as any;
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', serial, pk)
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('allowedIps', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdByEmail', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text')
    .addColumn('revokedAt', 'text')
    .addColumn('revokedBy', 'text')
    .addColumn('lastUsedAt', 'text')
    .addColumn('lastUsedAddress', 'text')
    .addColumn('creatorRemovedAt', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_client').on('api_tokens').columns(['clientId', 'id']).execute();
  await db.schema
    .createTable('api_token_calls')
    .addColumn('id', serial, pk)
    .addColumn('tokenId', 'integer', (c) => c.notNull().references('api_tokens.id').onDelete('cascade'))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('address', 'text')
    .execute();
  await db.schema.createIndex('api_token_calls_client').on('api_token_calls').columns(['clientId', 'id']).execute();
  await db.schema
    .createTable('api_token_windows')
    .addColumn('tokenId', 'integer', (c) => c.notNull().references('api_tokens.id').onDelete('cascade'))
    .addColumn('windowStart', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_token_windows_pk', ['tokenId', 'windowStart'])
    .execute();
  await db.schema.alterTable('submissions').addColumn('apiTokenId', 'integer').execute();
  await db.schema.dropIndex('submissions_one_draft').execute();
  await sql`create unique index submissions_one_draft on submissions ("clientId", "userId", coalesce("apiTokenId", 0)) where state = 'draft'`.execute(db);
  // The results call's cursor walks a client's released results by (reportedAt, id).
  await db.schema.createIndex('results_client_reported').on('results').columns(['clientId', 'reportedAt', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('results_client_reported').ifExists().execute();
  await db.schema.dropIndex('submissions_one_draft').execute();
  await db.schema.alterTable('submissions').dropColumn('apiTokenId').execute();
  await db.schema.createIndex('submissions_one_draft').unique().on('submissions').columns(['clientId', 'userId']).where(sql.ref('state'), '=', 'draft').execute();
  await db.schema.dropTable('api_token_windows').ifExists().execute();
  await db.schema.dropTable('api_token_calls').ifExists().execute();
  await db.schema.dropTable('api_tokens').ifExists().execute();
}
