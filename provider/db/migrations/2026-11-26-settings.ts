/**
 * Team settings and client settings:
 * - `client_changes`: the client's change history (who, when, what before and after) for members,
 *   roles, primary contacts, addresses, mailed copies and faxes. Rows are only ever inserted.
 * - `addresses.shipping`, `addresses.primaryMailing`, `addresses.primaryShipping`: the address
 *   flags of client settings. Before, `primary` + `mailing` meant "primary mailing" and `primary`
 *   without `mailing` "primary shipping"; both are now explicit (one address may be both), and
 *   `primary` stays as "primary for something" for the readers that order by it.
 * - `clients.mailedInvoices`, `clients.mailedReports`: the two mailed-copies switches of client
 *   settings. `receivesMailedDocuments` stays the one state the go-paperless banner reads: it is
 *   set exactly when either switch is on, and going paperless turns both off.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('client_changes')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer') as any, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actorEmail', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_changes_client').on('client_changes').columns(['clientId', 'createdAt']).execute();

  for (const col of ['shipping', 'primaryMailing', 'primaryShipping']) {
    await db.schema.alterTable('addresses').addColumn(col, 'integer', (c) => c.notNull().defaultTo(sql.lit(0))).execute();
  }
  for (const col of ['mailedInvoices', 'mailedReports']) {
    await db.schema.alterTable('clients').addColumn(col, 'integer', (c) => c.notNull().defaultTo(sql.lit(0))).execute();
  }
  await db.updateTable('clients').set({ mailedInvoices: 1, mailedReports: 1 }).where('receivesMailedDocuments', '=', 1).execute();

  await db.updateTable('addresses').set({ primaryMailing: 1 }).where('primary', '=', 1).where('mailing', '=', 1).execute();
  await db.updateTable('addresses').set({ primaryShipping: 1, shipping: 1 }).where('primary', '=', 1).where('mailing', '=', 0).execute();
  // Every street address that is not only a mailing address can receive a shipment.
  await db.updateTable('addresses').set({ shipping: 1 }).where('mailing', '=', 0).execute();
  // A client whose only primary address is a mailing one ships there too (the new-client flow's single address).
  const clients = await db.selectFrom('addresses').select('clientId').where('primaryShipping', '=', 1).execute();
  const withShipping = new Set(clients.map((r: { clientId: number }) => r.clientId));
  const mailing = await db.selectFrom('addresses').select(['id', 'clientId']).where('primaryMailing', '=', 1).execute();
  for (const a of mailing as { id: number; clientId: number }[]) {
    if (!withShipping.has(a.clientId)) await db.updateTable('addresses').set({ primaryShipping: 1, shipping: 1 }).where('id', '=', a.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const col of ['mailedInvoices', 'mailedReports']) await db.schema.alterTable('clients').dropColumn(col).execute();
  for (const col of ['shipping', 'primaryMailing', 'primaryShipping']) await db.schema.alterTable('addresses').dropColumn(col).execute();
  await db.schema.dropTable('client_changes').ifExists().execute();
}
