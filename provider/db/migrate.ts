import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-21-0001-initial.ts';
import * as portalResults from './migrations/2026-11-21-0002-portal-results.ts';
import * as formsSupplyLimits from './migrations/2026-11-25-forms-supply-limits.ts';

/**
 * Migrations are listed here, in order, rather than read from the folder at run time,
 * so the bundled server and the tests run the same list. Name new ones by date.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-0001-initial': initial,
  '2026-11-21-0002-portal-results': portalResults,
  '2026-11-25-forms-supply-limits': formsSupplyLimits,
};

class ListedMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new ListedMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
