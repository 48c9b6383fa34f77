/**
 * The initial schema: every entity of the three specification documents.
 * Written with Kysely's schema builder through a small column DSL so the same migration
 * runs on SQLite and PostgreSQL. Never edit a migration once landed: add a new one (the one
 * exception changed PostgreSQL's integer type before any PostgreSQL database existed).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

type ColType = 'id' | 'text' | 'int' | 'bool' | 'real' | 'blob';
/** name, type, then any of: 'null' (nullable), 'unique', 'pk', `default:<sql>`, `ref:<table>.<col>`, `cascade` */
type Col = [string, ColType, ...string[]];

async function table(db: Kysely<any>, name: string, cols: Col[], extra?: { pk?: string[]; unique?: string[][] }) {
  const pg = isPostgres(db);
  let t = db.schema.createTable(name);
  for (const [col, type, ...mods] of cols) {
    const dataType =
      type === 'id' ? (pg ? 'serial' : 'integer')
      : type === 'text' ? 'text'
      // PostgreSQL: `integer` (int4), which `pg` reads as a JS number, like SQLite's integers
      // (`bigint` came back as strings). Booleans stay 0/1 integers on both engines so
      // every query and contract is the same; money is integer cents (int4 holds $21 million).
      : type === 'int' || type === 'bool' ? 'integer'
      : type === 'real' ? (pg ? 'double precision' : 'real')
      : pg ? 'bytea' : 'blob';
    t = t.addColumn(col, sql.raw(dataType) as any, (c) => {
      if (type === 'id') c = pg ? c.primaryKey() : c.primaryKey().autoIncrement();
      if (!mods.includes('null') && type !== 'id') c = c.notNull();
      if (mods.includes('unique')) c = c.unique();
      if (mods.includes('pk')) c = c.primaryKey();
      const def = mods.find((m) => m.startsWith('default:'));
      if (def) c = c.defaultTo(sql.raw(def.slice(8)));
      else if (type === 'bool') c = c.defaultTo(0);
      const ref = mods.find((m) => m.startsWith('ref:'));
      if (ref) {
        c = c.references(ref.slice(4));
        c = mods.includes('cascade') ? c.onDelete('cascade') : mods.includes('null') ? c.onDelete('set null') : c;
      }
      return c;
    });
  }
  if (extra?.pk) t = t.addPrimaryKeyConstraint(`${name}_pk`, extra.pk as any);
  for (const u of extra?.unique ?? []) t = t.addUniqueConstraint(`${name}_${u.join('_')}_uq`, u as any);
  await t.execute();
}

const now = (db: Kysely<any>) => (isPostgres(db) ? `default:(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : `default:(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export async function up(db: Kysely<any>): Promise<void> {
  const ts = now(db);
  await table(db, 'users', [
    ['id', 'id'], ['pid', 'text', 'unique'], ['email', 'text', 'unique'], ['passwordHash', 'text', 'null'],
    ['firstname', 'text'], ['lastname', 'text'], ['phone', 'text', 'null'], ['jobTitle', 'text', 'null'],
    ['administrator', 'bool'], ['godmode', 'bool'], ['isBetaUser', 'bool'], ['lastClientId', 'int', 'null'],
    ['confirmedAt', 'text', 'null'], ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ]);
  await table(db, 'tokens', [
    ['id', 'id'], ['userId', 'int', 'ref:users.id', 'cascade'], ['kind', 'text'], ['tokenHash', 'text', 'unique'],
    ['expiresAt', 'text'], ['usedAt', 'text', 'null'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'attempts', [['id', 'id'], ['kind', 'text'], ['key', 'text'], ['createdAt', 'text', ts]]);
  await table(db, 'clients', [
    ['id', 'id'], ['code', 'text', 'unique'], ['name', 'text'], ['officialBusinessName', 'text'], ['businessType', 'text'],
    ['status', 'text'], ['primaryPhone', 'text', 'null'], ['stateRegisteredIn', 'text', 'null'],
    ['resignAgreement', 'bool'], ['receivesMailedDocuments', 'bool'], ['lockVersion', 'int', 'default:0'],
    ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ]);
  await table(db, 'memberships', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'null', 'ref:users.id'],
    ['email', 'text'], ['firstname', 'text', 'null'], ['lastname', 'text', 'null'], ['role', 'text'],
    ['invoices', 'bool'], ['reports', 'bool'], ['primaryAccounting', 'bool'], ['primaryReporting', 'bool'],
    ['invitationTokenHash', 'text', 'null', 'unique'], ['invitationExpiresAt', 'text', 'null'], ['acceptedAt', 'text', 'null'],
    ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ], { unique: [['clientId', 'email']] });
  await table(db, 'addresses', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['label', 'text', 'null'], ['street_1', 'text'],
    ['street_2', 'text', 'null'], ['city', 'text'], ['state', 'text'], ['country', 'text'], ['postalCode', 'text'],
    ['phone', 'text', 'null'], ['notes', 'text', 'null'], ['primary', 'bool'], ['mailing', 'bool'], ['invoices', 'bool'],
    ['reports', 'bool'], ['inServiceArea', 'bool'], ['mostRecent', 'bool'], ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ]);
  await table(db, 'faxes', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['number', 'text'], ['label', 'text', 'null'],
    ['invoices', 'bool'], ['reports', 'bool'], ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ]);
  for (const name of ['analysis_categories', 'sample_types', 'collections', 'publication_categories']) {
    await table(db, name, [['id', 'int', 'pk'], ['name', 'text']]);
  }
  await table(db, 'analyses', [
    ['id', 'int', 'pk'], ['acode', 'text', 'unique'], ['testName', 'text'], ['description', 'text'], ['turnaroundTime', 'text'],
    ['feeOne', 'int'], ['feeTwoToTen', 'int'], ['feeElevenPlus', 'int'], ['sampleType', 'text'], ['technique', 'text'],
    ['accredited', 'bool'], ['sampleVolume', 'text', 'null'], ['sampleContainerType', 'text', 'null'],
    ['analysesCategoryId', 'int', 'ref:analysis_categories.id'], ['analysesMatrixNameId', 'int', 'ref:sample_types.id'],
    ['popular', 'bool'], ['position', 'int'],
  ]);
  await table(db, 'analysis_collections', [
    ['analysisId', 'int', 'ref:analyses.id', 'cascade'], ['collectionId', 'int', 'ref:collections.id', 'cascade'],
  ], { pk: ['analysisId', 'collectionId'] });
  await table(db, 'analysis_components', [
    ['id', 'id'], ['analysisId', 'int', 'ref:analyses.id', 'cascade'], ['analyteName', 'text'], ['units', 'text', 'null'],
    ['method', 'text', 'null'], ['methodDeveloper', 'text', 'null'], ['methodDescription', 'text', 'null'],
    ['description', 'text', 'null'], ['accredited', 'bool'], ['position', 'int'],
  ]);
  await table(db, 'attachment_forms', [
    ['id', 'id'], ['analysisId', 'int', 'ref:analyses.id', 'cascade'], ['name', 'text'], ['description', 'text', 'null'], ['formUrl', 'text'],
  ]);
  await table(db, 'countries', [
    ['countryCode', 'text', 'pk'], ['name', 'text'], ['region', 'text', 'null'], ['document', 'text', 'null'],
    ['issuer', 'text', 'null'], ['notes', 'text', 'null'],
  ]);
  await table(db, 'analysis_countries', [
    ['analysisId', 'int', 'ref:analyses.id', 'cascade'], ['countryCode', 'text', 'ref:countries.countryCode', 'cascade'],
    ['requirement', 'text', 'null'],
  ], { pk: ['analysisId', 'countryCode'] });
  await table(db, 'content_pages', [['id', 'id'], ['slug', 'text', 'unique'], ['title', 'text'], ['content', 'text'], ['updatedAt', 'text', ts]]);
  await table(db, 'publications', [
    ['id', 'id'], ['title', 'text'], ['description', 'text'], ['content', 'text'], ['heroUrl', 'text', 'null'],
    ['heroImageFileName', 'text', 'null'], ['categoryId', 'int', 'ref:publication_categories.id'], ['versionNumber', 'text'],
    ['reviewedAt', 'text'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'publication_analyses', [
    ['publicationId', 'int', 'ref:publications.id', 'cascade'], ['analysisId', 'int', 'ref:analyses.id', 'cascade'], ['position', 'int'],
  ], { pk: ['publicationId', 'analysisId'] });
  await table(db, 'publication_relations', [
    ['publicationId', 'int', 'ref:publications.id', 'cascade'], ['relatedId', 'int', 'ref:publications.id', 'cascade'], ['position', 'int'],
  ], { pk: ['publicationId', 'relatedId'] });
  await table(db, 'seminars', [
    ['id', 'id'], ['title', 'text'], ['eventDate', 'text'], ['startDate', 'text'], ['location', 'text'],
    ['eventUrl', 'text', 'null'], ['imgUrl', 'text', 'null'],
  ]);
  await table(db, 'faqs', [['id', 'id'], ['question', 'text'], ['answer', 'text'], ['position', 'int']]);
  await table(db, 'people', [['id', 'id'], ['name', 'text'], ['title', 'text', 'null'], ['imageUrl', 'text', 'null'], ['position', 'int']]);
  await table(db, 'locations', [
    ['id', 'id'], ['slug', 'text', 'unique'], ['type', 'text'], ['name', 'text'], ['state', 'text'], ['city', 'text'],
    ['street_1', 'text'], ['postalCode', 'text'], ['country', 'text'], ['phone', 'text', 'null'], ['latitude', 'real'],
    ['longitude', 'real'], ['imageName', 'text', 'null'], ['description', 'text', 'null'], ['securityCode', 'text', 'null'],
    ['accessDescription', 'text', 'null'],
  ]);
  await table(db, 'location_hours', [
    ['id', 'id'], ['locationId', 'int', 'ref:locations.id', 'cascade'], ['day', 'int'], ['dayName', 'text'],
    ['openTime', 'text', 'null'], ['closeTime', 'text', 'null'], ['openOnDay', 'bool'],
  ]);
  await table(db, 'notifications', [
    ['id', 'id'], ['title', 'text'], ['messageBody', 'text'], ['sortOrder', 'int'], ['showPriority', 'bool'],
    ['truncateMessage', 'bool'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'notification_acks', [
    ['notificationId', 'int', 'ref:notifications.id', 'cascade'], ['userId', 'int', 'ref:users.id', 'cascade'], ['createdAt', 'text', ts],
  ], { pk: ['notificationId', 'userId'] });
  await table(db, 'contact_messages', [
    ['id', 'id'], ['kind', 'text'], ['name', 'text'], ['email', 'text'], ['phone', 'text', 'null'], ['message', 'text'],
    ['userId', 'int', 'null', 'ref:users.id'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'batches', [
    ['id', 'int', 'pk'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['status', 'text'], ['submittedAt', 'text'],
    ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ]);
  await table(db, 'samples', [
    ['id', 'id'], ['batchId', 'int', 'ref:batches.id', 'cascade'], ['clientId', 'int', 'ref:clients.id', 'cascade'],
    ['friendlyNumber', 'text', 'unique'], ['description', 'text'], ['varietalCode', 'text', 'null'], ['loggedAt', 'text'],
    ['reportedAt', 'text', 'null'],
  ]);
  await table(db, 'results', [
    ['id', 'id'], ['sampleId', 'int', 'ref:samples.id', 'cascade'], ['batchId', 'int', 'ref:batches.id', 'cascade'],
    ['clientId', 'int', 'ref:clients.id', 'cascade'], ['number', 'text'], ['acode', 'text'], ['analyte', 'text'],
    ['description', 'text'], ['analysisDescription', 'text', 'null'], ['result', 'text', 'null'], ['formattedResult', 'text', 'null'],
    ['units', 'text', 'null'], ['comments', 'text', 'null'], ['validationStatus', 'text'], ['status', 'text'],
    ['testMethod', 'text', 'null'], ['testDate', 'text', 'null'], ['isPanel', 'bool'], ['panelDescription', 'text', 'null'],
    ['sortOrder', 'int'], ['loggedAt', 'text'], ['reportedAt', 'text', 'null'], ['submittedAt', 'text'],
  ]);
  await table(db, 'lab_reports', [
    ['reportNumber', 'text', 'pk'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['batchId', 'int', 'ref:batches.id', 'cascade'],
    ['sampleId', 'int', 'null', 'ref:samples.id'], ['accessCode', 'text'], ['issuedAt', 'text'],
  ]);
  await table(db, 'courier_requests', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'null', 'ref:users.id'],
    ['addressId', 'int', 'null', 'ref:addresses.id'], ['address', 'text'], ['phoneNumber', 'text'], ['instructions', 'text', 'null'],
    ['status', 'text'], ['createdAt', 'text', ts], ['updatedAt', 'text', ts],
  ]);
  await table(db, 'supplies', [
    ['key', 'text', 'pk'], ['name', 'text'], ['subheading', 'text'], ['description', 'text'], ['packSize', 'text', 'null'], ['position', 'int'],
  ]);
  await table(db, 'supply_requests', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'ref:users.id'], ['request', 'text'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'invoices', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['invoiceNumber', 'text', 'unique'], ['batchId', 'int', 'null'],
    ['dateIssued', 'text'], ['totalAmount', 'int'], ['amountDue', 'int'], ['nakedBalance', 'int'], ['status', 'text'],
    ['docType', 'text'], ['orderNumber', 'text', 'null'], ['isOfflineInvoice', 'bool'], ['dueAt', 'text'],
  ]);
  await table(db, 'payment_methods', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'ref:users.id'], ['type', 'text'],
    ['accountType', 'text'], ['achType', 'text', 'null'], ['lastFour', 'text'], ['cardExpMonth', 'int', 'null'],
    ['cardExpYear', 'int', 'null'], ['vaultId', 'text'], ['firstName', 'text', 'null'], ['lastName', 'text', 'null'],
    ['street', 'text', 'null'], ['city', 'text', 'null'], ['state', 'text', 'null'], ['country', 'text', 'null'],
    ['zip', 'text', 'null'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'orders', [
    ['id', 'id'], ['orderNumber', 'text', 'unique'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'ref:users.id'],
    ['orderTotal', 'int'], ['state', 'text'], ['paidAt', 'text', 'null'], ['paymentMethodId', 'int', 'null', 'ref:payment_methods.id'],
    ['createdAt', 'text', ts],
  ]);
  await table(db, 'order_line_items', [
    ['id', 'id'], ['orderId', 'int', 'ref:orders.id', 'cascade'], ['invoiceNumber', 'text'], ['batchNumber', 'int', 'null'],
    ['docType', 'text'], ['price', 'int'],
  ]);
  await table(db, 'payments', [
    ['id', 'id'], ['orderId', 'int', 'ref:orders.id', 'cascade'], ['paymentMethodId', 'int', 'ref:payment_methods.id'],
    ['amount', 'int'], ['state', 'text'], ['gatewayReference', 'text', 'null'], ['message', 'text', 'null'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'scheduled_payments', [
    ['id', 'id'], ['clientId', 'int', 'unique', 'ref:clients.id', 'cascade'], ['userId', 'int', 'ref:users.id'],
    ['paymentMethodId', 'int', 'null', 'ref:payment_methods.id'], ['frequency', 'text', 'null'], ['state', 'text'], ['updatedAt', 'text', ts],
  ]);
  await table(db, 'finance_reports', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'ref:users.id'], ['recipients', 'text'],
    ['invoices', 'text'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'vintage_results', [
    ['id', 'id'], ['analysis', 'text'], ['varietal', 'text'], ['ava', 'text'], ['timestamp', 'text'], ['result', 'real'],
  ]);
  await table(db, 'vintage_charts', [
    ['id', 'id'], ['varietal', 'text'], ['analyte', 'text'], ['contentType', 'text'], ['image', 'blob'], ['updatedAt', 'text', ts],
  ], { unique: [['varietal', 'analyte']] });
  await table(db, 'smoke_baselines', [
    ['id', 'id'], ['varietalCode', 'text'], ['varietalName', 'text'], ['matrix', 'text'], ['analyte', 'text'],
    ['p95Operator', 'text'], ['p95Value', 'real'], ['p99Operator', 'text'], ['p99Value', 'real'],
  ]);
  await table(db, 'disclaimers', [['tag', 'text', 'pk'], ['text', 'text']]);
  await table(db, 'disclaimer_acknowledgements', [
    ['id', 'id'], ['clientId', 'int', 'ref:clients.id', 'cascade'], ['userId', 'int', 'ref:users.id', 'cascade'],
    ['agreementTag', 'text'], ['agreementText', 'text'], ['createdAt', 'text', ts],
  ]);
  await table(db, 'events', [['id', 'id'], ['kind', 'text'], ['userId', 'int', 'null'], ['data', 'text', 'null'], ['createdAt', 'text', ts]]);
  await table(db, 'search_documents', [
    ['id', 'id'], ['index', 'text'], ['refId', 'text'], ['title', 'text'], ['body', 'text'], ['url', 'text'],
  ], { unique: [['index', 'refId']] });

  const idx = (name: string, tbl: string, cols: string[]) => db.schema.createIndex(name).on(tbl).columns(cols).execute();
  await idx('memberships_user', 'memberships', ['userId']);
  await idx('tokens_user', 'tokens', ['userId']);
  await idx('attempts_kind_key', 'attempts', ['kind', 'key', 'createdAt']);
  await idx('addresses_client', 'addresses', ['clientId']);
  await idx('analyses_category', 'analyses', ['analysesCategoryId']);
  await idx('analyses_matrix', 'analyses', ['analysesMatrixNameId']);
  await idx('analysis_components_analysis', 'analysis_components', ['analysisId', 'position']);
  await idx('batches_client_submitted', 'batches', ['clientId', 'submittedAt']);
  await idx('samples_batch', 'samples', ['batchId']);
  await idx('samples_client_logged', 'samples', ['clientId', 'loggedAt']);
  await idx('results_sample', 'results', ['sampleId', 'sortOrder']);
  await idx('results_client_logged', 'results', ['clientId', 'loggedAt']);
  await idx('courier_requests_client', 'courier_requests', ['clientId', 'createdAt']);
  await idx('invoices_client_date', 'invoices', ['clientId', 'dateIssued']);
  await idx('payment_methods_client', 'payment_methods', ['clientId']);
  await idx('vintage_results_lookup', 'vintage_results', ['analysis', 'varietal', 'ava']);
  await idx('smoke_baselines_varietal', 'smoke_baselines', ['varietalCode', 'matrix']);
  await idx('events_kind', 'events', ['kind', 'createdAt']);
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be undone; start from an empty database.');
}
