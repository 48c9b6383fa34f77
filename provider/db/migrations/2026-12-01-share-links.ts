/**
 * Share links: a client's member shares a sample's report with a buyer or importer who has no
 * account (routes/share-links.ts).
 * - `share_links`: what is shared (`kind`: 'report' now; `market` is for a kind per market, such
 *   as an export pack, and null for the report), the SHA-256 of the link's secret (the link
 *   itself is shown once, never stored), an optional passcode's hash, when it expires, whether
 *   and when it was revoked, and who shared it (their name as it was then: the page says who).
 * - `share_link_openings`: every opening of the shared page or its PDF (time, address, browser).
 */
import { type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('share_links')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer') as any, id)
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('sampleId', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('market', 'text')
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('passcodeHash', 'text')
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('revokedAt', 'text')
    .addColumn('createdBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sharedByName', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('share_links_sample').on('share_links').columns(['clientId', 'sampleId']).execute();
  await db.schema
    .createTable('share_link_openings')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer') as any, id)
    .addColumn('shareLinkId', 'integer', (c) => c.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('openedAt', 'text', (c) => c.notNull())
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('userAgent', 'text')
    .execute();
  await db.schema.createIndex('share_link_openings_link').on('share_link_openings').columns(['shareLinkId', 'openedAt']).execute();
  // The sample's share page lists the links and their openings.
  await addVersionTriggers(db, 'share_links');
  await addVersionTriggers(db, 'share_link_openings');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_link_openings').ifExists().execute();
  await db.schema.dropTable('share_links').ifExists().execute();
}
