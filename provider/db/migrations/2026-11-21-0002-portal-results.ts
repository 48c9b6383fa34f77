/**
 * Indexes for the portal's results (document 2 §7): every sort name of results by analysis
 * within one client, results of a batch (exports, reports), samples by client for the
 * batches search, and overdue invoices. The large demo client has 50,000+ results.
 */
import type { Kysely } from 'kysely';

const INDEXES: [string, string, string[]][] = [
  // Covers results by analysis (default sort, date range, search on analyte/panel/sample/group) without table lookups.
  ['results_client_logged_cover', 'results', ['clientId', 'loggedAt', 'id', 'analyte', 'panelDescription', 'sampleId', 'batchId', 'isPanel']],
  ['results_client_analyte', 'results', ['clientId', 'analyte']],
  ['results_client_formatted', 'results', ['clientId', 'formattedResult']],
  ['results_client_batch', 'results', ['clientId', 'batchId']],
  ['results_client_description', 'results', ['clientId', 'description']],
  ['results_client_panel', 'results', ['clientId', 'panelDescription']],
  ['results_client_status', 'results', ['clientId', 'status']],
  ['results_client_number', 'results', ['clientId', 'number']],
  ['results_client_validation', 'results', ['clientId', 'validationStatus']],
  ['results_batch', 'results', ['batchId', 'sortOrder']],
  ['batches_client_id', 'batches', ['clientId', 'id']],
  ['batches_client_updated', 'batches', ['clientId', 'updatedAt']],
  ['invoices_client_status_due', 'invoices', ['clientId', 'status', 'dueAt']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  // Superseded by results_client_logged_cover (same leading columns); with both, SQLite may pick
  // the narrow one for a search and look every row up in the table.
  await db.schema.dropIndex('results_client_logged').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('results_client_logged').ifNotExists().on('results').columns(['clientId', 'loggedAt']).execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
