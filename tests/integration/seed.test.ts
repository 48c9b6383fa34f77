import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../../provider/db/connect.ts';
import { verifyPassword } from '../../provider/services/passwords.ts';
import { isEmpty, seedDemo, type SeedResult } from '../../provider/db/seed/index.ts';
import { testDatabase, type TestDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-21T18:00:00.000Z');

async function count(db: DB, query: RawBuilder<{ n: number }>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0].n);
}

describe('demo seed (large)', () => {
  let db: DB;
  let database: TestDatabase;
  let result: SeedResult | null;

  beforeAll(async () => {
    database = await testDatabase();
    db = database.db;
    expect(await isEmpty(db)).toBe(true);
    result = await seedDemo(db, { now: NOW, large: true });
  });

  afterAll(async () => {
    await database?.close();
  });

  // The seed's speed (under 30 s) is printed by `npm start` and measured by `npm run bench`, not timed here.
  it('seeds and reports its timings', () => {
    expect(result).not.toBeNull();
    expect(result!.timings.total).toBeGreaterThan(0);
    expect(result!.password).toBe('harvest-2026');
  });

  it('creates the nine demo accounts (two of them lab staff for the bench), confirmed, with a verifiable password', async () => {
    const emails = [
      'godmode@example.com', 'admin@example.com', 'owner@example.com', 'full@example.com', 'reporting@example.com', 'billing@example.com', 'newcomer@example.com',
      'bench@example.com', 'verifier@example.com',
    ];
    expect(result!.accounts.map((a) => a.email).sort()).toEqual([...emails].sort());
    const rows = await db.selectFrom('users').selectAll().where('email', 'in', emails).execute();
    expect(rows).toHaveLength(9);
    for (const email of ['bench@example.com', 'verifier@example.com']) {
      const staff = rows.find((u) => u.email === email)!;
      expect([staff.administrator, staff.godmode], email).toEqual([1, 1]);
    }
    for (const u of rows) {
      expect(u.confirmedAt).toBeTruthy();
      expect(u.pid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const god = rows.find((u) => u.email === 'godmode@example.com')!;
    expect([god.administrator, god.godmode]).toEqual([1, 1]);
    const admin = rows.find((u) => u.email === 'admin@example.com')!;
    expect([admin.administrator, admin.godmode]).toEqual([1, 0]);
    const owner = rows.find((u) => u.email === 'owner@example.com')!;
    expect(await verifyPassword(owner.passwordHash, 'harvest-2026')).toBe(true);
    expect(await verifyPassword(owner.passwordHash, 'wrong-password')).toBe(false);
    // One hash, computed once, shared by every seeded user.
    const hashes = await db.selectFrom('users').select('passwordHash').distinct().execute();
    expect(hashes).toHaveLength(1);
  });

  it('links the demo users to their clients and roles', async () => {
    const memberships = await db
      .selectFrom('memberships')
      .innerJoin('clients', 'clients.id', 'memberships.clientId')
      .leftJoin('users', 'users.id', 'memberships.userId')
      .select(['users.email', 'memberships.role', 'clients.status', 'clients.resignAgreement', 'clients.receivesMailedDocuments', 'clients.id as clientId', 'memberships.invitationTokenHash', 'memberships.acceptedAt'])
      .execute();
    const of = (email: string) => memberships.filter((m) => m.email === email);
    const owner = of('owner@example.com');
    expect(owner.map((m) => m.role)).toEqual(['Administrator', 'Administrator']);
    const clientA = owner.find((m) => m.receivesMailedDocuments === 1)!;
    expect(clientA.status).toBe('Approved');
    expect(owner.some((m) => m.resignAgreement === 1 && m.clientId !== clientA.clientId)).toBe(true);
    expect(of('full@example.com')).toMatchObject([{ role: 'Full User', clientId: clientA.clientId }]);
    expect(of('billing@example.com')).toMatchObject([{ role: 'Billing User', clientId: clientA.clientId }]);
    const reporting = of('reporting@example.com');
    expect(reporting.every((m) => m.role === 'Reporting User')).toBe(true);
    expect(reporting.map((m) => m.status).sort()).toEqual(['Approved', 'Credit Hold']);
    expect(of('newcomer@example.com')).toHaveLength(0);
    const pending = memberships.filter((m) => m.email === null);
    expect(pending).toHaveLength(1);
    expect(pending[0].invitationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending[0].acceptedAt).toBeNull();

    const ownerUser = await db.selectFrom('users').select('lastClientId').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    expect(ownerUser.lastClientId).toBe(clientA.clientId);
  });

  it('has a client in every status', async () => {
    const statuses = (await db.selectFrom('clients').select('status').distinct().execute()).map((r) => r.status).sort();
    expect(statuses).toEqual(['Approved', 'Credit Hold', 'Denied', 'Pending Approval', 'Review', 'none']);
    const codes = await db.selectFrom('clients').select('code').execute();
    for (const { code } of codes) expect(code).toMatch(/^C\d{5}$/);
  });

  it('seeds the catalogue: home-page categories, popular analyses, the pesticide panel, export countries', async () => {
    const categories = (await db.selectFrom('analysis_categories').select('id').execute()).map((c) => c.id);
    expect(categories).toEqual(expect.arrayContaining([7061, 7063, 7055]));
    const popular = await count(db, sql<{ n: number }>`select count(*) as n from analyses where popular = 1`);
    expect(popular).toBeGreaterThanOrEqual(12);
    expect(popular).toBeLessThanOrEqual(18);
    const pesticides = await count(db, sql<{ n: number }>`select count(*) as n from analysis_components c join analyses a on a.id = c."analysisId" where a.acode = 'AG-500'`);
    expect(pesticides).toBeGreaterThanOrEqual(165);
    const seeDescription = await count(db, sql<{ n: number }>`select count(*) as n from analyses where "feeOne" = -100`);
    expect(seeDescription).toBeGreaterThan(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from attachment_forms where "formUrl" like '/forms/%.pdf'`)).toBeGreaterThan(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from analysis_countries`)).toBeGreaterThan(30);
  });

  it("names the laboratory by the site's brand in every seeded text (the spec's paths keep theirs)", async () => {
    const texts: [string, RawBuilder<Record<string, unknown>>][] = [
      ['content_pages', sql`select title, content from content_pages`],
      ['faqs', sql`select question, answer from faqs`],
      ['disclaimers', sql`select text from disclaimers`],
      ['notifications', sql`select title, "messageBody" from notifications`],
      ['publications', sql`select title, description, content from publications`],
      ['seminars', sql`select title, location from seminars`],
      ['people', sql`select name, title from people`],
      ['analyses', sql`select "testName", description from analyses`],
      ['analysis_components', sql`select "methodDeveloper", "methodDescription", description from analysis_components`],
      ['locations', sql`select name, description, "accessDescription" from locations`],
    ];
    for (const [table, query] of texts) {
      const { rows } = await query.execute(db);
      const other = rows.flatMap((row) => Object.values(row)).filter((v) => typeof v === 'string' && /\bETS\b/.test(v));
      expect(other, table).toEqual([]);
    }
    const difference = await db.selectFrom('content_pages').select('title').where('slug', '=', 'the-ets-difference').executeTakeFirstOrThrow();
    expect(difference.title).toBe('The Vinlab Difference');
  });

  it('seeds content, locations, notifications, supplies and reference data', async () => {
    const slugs = (await db.selectFrom('content_pages').select('slug').execute()).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['our-story', 'the-ets-difference', 'quality', 'terms-and-conditions-and-credit-agreement', 'privacy']));
    expect(await count(db, sql<{ n: number }>`select count(*) as n from publications`)).toBeGreaterThanOrEqual(20);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from faqs`)).toBeGreaterThanOrEqual(10);
    const upcoming = await count(db, sql<{ n: number }>`select count(*) as n from seminars where "startDate" >= ${NOW.toISOString()}`);
    const past = await count(db, sql<{ n: number }>`select count(*) as n from seminars where "startDate" < ${NOW.toISOString()}`);
    expect(upcoming).toBeGreaterThan(0);
    expect(past).toBeGreaterThan(0);

    const dropboxStates = (await db.selectFrom('locations').select('state').distinct().where('type', '=', 'dropbox').execute()).map((l) => l.state).sort();
    expect(dropboxStates).toEqual(['CA', 'OR', 'WA']);
    const missingCodes = await count(db, sql<{ n: number }>`select count(*) as n from locations where type = 'dropbox' and ("securityCode" is null or "accessDescription" is null)`);
    expect(missingCodes).toBe(0);
    const hours = await count(db, sql<{ n: number }>`select count(*) as n from (select "locationId" from location_hours group by "locationId" having count(distinct day) = 7) d`);
    expect(hours).toBe(await count(db, sql<{ n: number }>`select count(*) as n from locations`));

    const notes = await db.selectFrom('notifications').selectAll().execute();
    expect(notes).toHaveLength(3);
    expect(notes.filter((n) => n.showPriority === 1)).toHaveLength(1);
    expect(notes.some((n) => n.truncateMessage === 1 && n.messageBody.length > 500)).toBe(true);

    const supplies = (await db.selectFrom('supplies').select('key').execute()).map((s) => s.key).sort();
    expect(supplies).toEqual(['atmospheric_traps', 'berry_sample_labels', 'glutathione_sampling', 'juice_sample_labels', 'sample_bottles', 'sample_tubes', 'thermopod_envelopes', 'wine_sample_labels']);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from smoke_baselines`)).toBeGreaterThan(100);
    expect(await db.selectFrom('disclaimers').select('tag').where('tag', '=', 'smoke-impact').executeTakeFirst()).toBeTruthy();
    const vintage = await count(db, sql<{ n: number }>`select count(*) as n from vintage_results`);
    expect(vintage).toBeGreaterThan(10_000);
    expect(vintage).toBeLessThan(100_000);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from search_documents`)).toBe(0);
  });

  it('gives the main client five years of lab history', async () => {
    const clientA = await db.selectFrom('clients').select('id').where('receivesMailedDocuments', '=', 1).executeTakeFirstOrThrow();
    const batches = await count(db, sql<{ n: number }>`select count(*) as n from batches where "clientId" = ${clientA.id}`);
    expect(batches).toBeGreaterThanOrEqual(2000);
    const results = await count(db, sql<{ n: number }>`select count(*) as n from results where "clientId" = ${clientA.id}`);
    expect(results).toBeGreaterThanOrEqual(50_000);
    const span = await sql<{ first: string; last: string }>`select min("submittedAt") as first, max("submittedAt") as last from batches where "clientId" = ${clientA.id}`.execute(db);
    const years = (Date.parse(span.rows[0].last) - Date.parse(span.rows[0].first)) / (365 * 86_400_000);
    expect(years).toBeGreaterThan(4.5);

    const statuses = (await db.selectFrom('batches').select('status').distinct().where('clientId', '=', clientA.id).execute()).map((s) => s.status).sort();
    expect(statuses).toEqual(['Completed', 'Pending', 'Preliminary']);
    // Pending validation only in Preliminary batches; every Completed sample is reported.
    expect(await count(db, sql<{ n: number }>`select count(*) as n from results r join batches b on b.id = r."batchId" where r."validationStatus" = 'Pending Validation' and b.status <> 'Preliminary'`)).toBe(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from results where "validationStatus" = 'Pending Validation'`)).toBeGreaterThan(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from samples s join batches b on b.id = s."batchId" where b.status = 'Completed' and s."reportedAt" is null`)).toBe(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from samples where "reportedAt" is null`)).toBeGreaterThan(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from results where "reportedAt" > ${NOW.toISOString()} or "testDate" > ${NOW.toISOString()} or "loggedAt" > ${NOW.toISOString()}`)).toBe(0);

    // Smoke-impact needs grape samples with a varietal and smoke-marker results.
    const smoke = await count(db, sql<{ n: number }>`select count(distinct s.id) as n from samples s join results r on r."sampleId" = s.id where s."clientId" = ${clientA.id} and s."varietalCode" is not null and r.acode like 'SM-%' and r.units = 'µg/kg'`);
    expect(smoke).toBeGreaterThan(10);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from results where "isPanel" = 1 and "panelDescription" is null`)).toBe(0);

    // Reports: one per Completed batch (R-{batch}), or one per finished sample (R-{batch}-{n})
    // where each sample is its own document (bottling, export, water, labels). Every Completed
    // batch is covered; a sample's report names a sample of its batch, issued when it was reported.
    const batchReports = await count(db, sql<{ n: number }>`select count(*) as n from lab_reports where "sampleId" is null`);
    const sampleReports = await count(db, sql<{ n: number }>`select count(*) as n from lab_reports where "sampleId" is not null`);
    expect(batchReports).toBeGreaterThan(100);
    expect(sampleReports).toBeGreaterThan(100);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from batches b where b.status = 'Completed' and not exists (select 1 from lab_reports l where l."batchId" = b.id)`)).toBe(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from lab_reports l join batches b on b.id = l."batchId" where l."sampleId" is null and b.status <> 'Completed'`)).toBe(0);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from lab_reports l left join samples s on s.id = l."sampleId" where l."sampleId" is not null and (s."batchId" is distinct from l."batchId" or s."reportedAt" is distinct from l."issuedAt")`)).toBe(0);
    for (const report of await db.selectFrom('lab_reports').selectAll().orderBy('batchId').limit(50).execute()) {
      expect(report.reportNumber).toMatch(report.sampleId === null ? new RegExp(`^R-${report.batchId}$`) : new RegExp(`^R-${report.batchId}-[1-9]$`));
    }

    // Other clients have smaller histories.
    const others = await sql<{ clientId: number; n: number }>`select "clientId", count(*) as n from batches where "clientId" <> ${clientA.id} group by "clientId"`.execute(db);
    expect(others.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of others.rows) expect(Number(row.n)).toBeLessThan(100);
  });

  it('never orders an analysis twice for one sample, nor reports one analyte of a sample with two values', async () => {
    // An analysis appears once per sample: no sample lists a panel's analytes twice.
    expect(await count(db, sql<{ n: number }>`select count(*) as n from (select 1 from results group by "sampleId", acode, analyte having count(*) > 1) d`)).toBe(0);
    // Two analyses that share an analyte (berry weight in two grape panels) report one measurement.
    expect(
      await count(db, sql<{ n: number }>`select count(*) as n from (select 1 from results where "formattedResult" is not null group by "sampleId", analyte, units having count(distinct "formattedResult") > 1) d`),
    ).toBe(0);
  });

  it('seeds billing: overdue invoices for the main client, payment methods, courier history', async () => {
    const clientA = await db.selectFrom('clients').select('id').where('receivesMailedDocuments', '=', 1).executeTakeFirstOrThrow();
    const overdue = await count(db, sql<{ n: number }>`select count(*) as n from invoices where "clientId" = ${clientA.id} and status = 'UNPAID' and "dueAt" < ${NOW.toISOString()}`);
    expect(overdue).toBeGreaterThan(0);
    const kinds = await sql<{ status: string; docType: string }>`select distinct status, "docType" from invoices`.execute(db);
    expect(new Set(kinds.rows.map((k) => k.status))).toEqual(new Set(['PAID', 'UNPAID', 'PENDING']));
    expect(kinds.rows.some((k) => k.docType === 'Finance Charge')).toBe(true);
    expect(await count(db, sql<{ n: number }>`select count(*) as n from invoices where "isOfflineInvoice" = 1`)).toBeGreaterThan(0);
    const methods = await db.selectFrom('payment_methods').selectAll().where('clientId', '=', clientA.id).execute();
    expect(methods.map((m) => `${m.type} ${m.accountType} ${m.lastFour}`).sort()).toEqual(['ACH CHECKING 6789', 'CARD VISA 4242']);
    expect(methods.every((m) => m.vaultId.startsWith('sandbox_tok_'))).toBe(true);
    const courier = (await db.selectFrom('courier_requests').select('status').distinct().execute()).map((c) => c.status).sort();
    expect(courier).toEqual(['cancelled', 'confirmed', 'pending']);
  });

  it('does nothing on a database that already has users', async () => {
    expect(await isEmpty(db)).toBe(false);
    const before = await count(db, sql<{ n: number }>`select count(*) as n from batches`);
    expect(await seedDemo(db, { now: NOW })).toBeNull();
    expect(await count(db, sql<{ n: number }>`select count(*) as n from batches`)).toBe(before);
  });
});

describe('demo seed (small)', () => {
  it('keeps everything but the big history', async () => {
    const database = await testDatabase();
    const db = database.db;
    try {
      const result = await seedDemo(db, { now: NOW, large: false });
      expect(result?.accounts).toHaveLength(9);
      const clientA = await db.selectFrom('clients').select('id').where('receivesMailedDocuments', '=', 1).executeTakeFirstOrThrow();
      const batches = await count(db, sql<{ n: number }>`select count(*) as n from batches where "clientId" = ${clientA.id}`);
      expect(batches).toBeGreaterThan(20);
      expect(batches).toBeLessThan(500);
      expect(await count(db, sql<{ n: number }>`select count(*) as n from analysis_components`)).toBeGreaterThan(400);
      expect(await count(db, sql<{ n: number }>`select count(*) as n from vintage_results`)).toBeGreaterThan(10_000);
    } finally {
      await database.close();
    }
  });
});
