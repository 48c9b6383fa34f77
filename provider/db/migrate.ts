import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-21-0001-initial.ts';
import * as portalResults from './migrations/2026-11-21-0002-portal-results.ts';
import * as accountsHardening from './migrations/2026-11-25-accounts-hardening.ts';
import * as limitsReportCodes from './migrations/2026-11-25-limits-report-codes.ts';
import * as limitsExports from './migrations/2026-11-25-limits-exports.ts';
import * as pgSearchIndex from './migrations/2026-11-25-pg-search-index.ts';
import * as nodesSharedState from './migrations/2026-11-25-nodes-shared-state.ts';
import * as formsSupplyLimits from './migrations/2026-11-25-forms-supply-limits.ts';
import * as jobsDurableJobs from './migrations/2026-11-25-jobs-durable-jobs.ts';
import * as payments from './migrations/2026-11-26-payments.ts';
import * as submissions from './migrations/2026-11-26-submissions.ts';
import * as analytics from './migrations/2026-11-26-analytics.ts';
import * as settings from './migrations/2026-11-26-settings.ts';
import * as orderRecovery from './migrations/2026-11-26-order-recovery.ts';
import * as authnet from './migrations/2026-11-26-authnet.ts';
import * as resultsSearchIndex from './migrations/2026-11-27-results-search-index.ts';
import * as resultsCounts from './migrations/2026-11-27-results-counts.ts';
import * as sampleResultCounts from './migrations/2026-11-28-sample-result-counts.ts';
import * as dataVersion from './migrations/2026-11-29-data-version.ts';
import * as deviceSessions from './migrations/2026-11-29-device-sessions.ts';
import * as twoFactor from './migrations/2026-11-29-two-factor.ts';
import * as autopayMembers from './migrations/2026-11-29-autopay-members.ts';
import * as labBench from './migrations/2026-11-30-lab-bench.ts';
import * as vineyardBlocks from './migrations/2026-11-30-vineyard-blocks.ts';
import * as deliveries from './migrations/2026-11-30-deliveries.ts';
import * as deliveryAnnouncements from './migrations/2026-11-30-delivery-announcements.ts';
import * as webhooks from './migrations/2026-12-01-webhooks.ts';
import * as statementMails from './migrations/2026-11-30-statement-mails.ts';
import * as paymentMethodFingerprints from './migrations/2026-11-30-payment-method-fingerprints.ts';
import * as sampleAva from './migrations/2026-11-30-sample-ava.ts';
import * as shareLinks from './migrations/2026-12-01-share-links.ts';
import * as apiTokens from './migrations/2026-12-01-api-tokens.ts';
import * as sampleAvaOrder from './migrations/2026-12-01-sample-ava-order.ts';
import * as labelSpecs from './migrations/2026-12-01-label-specs.ts';
import * as specNotices from './migrations/2026-12-01-spec-notices.ts';
import * as specVerdicts from './migrations/2026-12-01-spec-verdicts.ts';

/**
 * Migrations are listed here, in order, rather than read from the folder at run time,
 * so the bundled server and the tests run the same list. Name new ones by date.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-0001-initial': initial,
  '2026-11-21-0002-portal-results': portalResults,
  '2026-11-25-accounts-hardening': accountsHardening,
  '2026-11-25-limits-report-codes': limitsReportCodes,
  '2026-11-25-limits-exports': limitsExports,
  '2026-11-25-pg-search-index': pgSearchIndex,
  '2026-11-25-nodes-shared-state': nodesSharedState,
  '2026-11-25-forms-supply-limits': formsSupplyLimits,
  '2026-11-25-jobs-durable-jobs': jobsDurableJobs,
  '2026-11-26-payments': payments,
  '2026-11-26-submissions': submissions,
  '2026-11-26-analytics': analytics,
  '2026-11-26-settings': settings,
  '2026-11-26-order-recovery': orderRecovery,
  '2026-11-26-authnet': authnet,
  '2026-11-27-results-search-index': resultsSearchIndex,
  '2026-11-27-results-counts': resultsCounts,
  '2026-11-28-sample-result-counts': sampleResultCounts,
  '2026-11-29-data-version': dataVersion,
  '2026-11-29-device-sessions': deviceSessions,
  '2026-11-29-two-factor': twoFactor,
  '2026-11-29-autopay-members': autopayMembers,
  '2026-11-30-lab-bench': labBench,
  '2026-11-30-vineyard-blocks': vineyardBlocks,
  '2026-11-30-deliveries': deliveries,
  '2026-11-30-delivery-announcements': deliveryAnnouncements,
  '2026-11-30-statement-mails': statementMails,
  '2026-11-30-payment-method-fingerprints': paymentMethodFingerprints,
  '2026-11-30-sample-ava': sampleAva,
  '2026-12-01-share-links': shareLinks,
  '2026-12-01-api-tokens': apiTokens,
  '2026-12-01-sample-ava-order': sampleAvaOrder,
  '2026-12-01-webhooks': webhooks,
  '2026-12-01-label-specs': labelSpecs,
  '2026-12-01-spec-notices': specNotices,
  '2026-12-01-spec-verdicts': specVerdicts,
};

class ListedMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Unordered: branches worked on side by side each add a migration of their day; one that sorts
  // before a migration a database has already run is still run (each touches its own tables).
  const migrator = new Migrator({ db, provider: new ListedMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The listed migrations this database has not run yet (none: the schema is current). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new ListedMigrations(), allowUnorderedMigrations: true });
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
