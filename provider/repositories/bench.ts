/**
 * SQL of the lab bench: the worklist, a batch's values with who entered and verified them, the
 * writes of entering, verifying, releasing and amending, and the instrument CSV's stored
 * preview. Plain functions taking the database (or a transaction) first.
 */
import { type Transaction, sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import { isPostgres, selectForUpdate } from '../db/dialect.ts';

type Q = DB | Transaction<Database>;

/** Batches not completed yet, oldest first, with their client. */
export async function openBatches(db: Q, limit: number) {
  return db
    .selectFrom('batches')
    .innerJoin('clients', 'clients.id', 'batches.clientId')
    .select(['batches.id', 'batches.status', 'batches.submittedAt', 'clients.code', 'clients.name'])
    .where('batches.status', '<>', 'Completed')
    .orderBy('batches.submittedAt')
    .orderBy('batches.id')
    .limit(limit)
    .execute();
}

/** The samples of some batches with each result's code and bench facts (no user names). */
export async function benchRowsOfBatches(db: Q, batchIds: number[]) {
  if (!batchIds.length) return [];
  return db
    .selectFrom('results')
    .innerJoin('samples', 'samples.id', 'results.sampleId')
    .select([
      'results.id', 'results.batchId', 'results.sampleId', 'samples.friendlyNumber', 'samples.description', 'results.acode', 'results.result',
      'results.validationStatus', 'results.status',
    ])
    .where('results.batchId', 'in', batchIds)
    .orderBy('results.sampleId')
    .orderBy('results.sortOrder')
    .execute();
}

export async function findBatch(db: Q, batchId: number) {
  return db
    .selectFrom('batches')
    .innerJoin('clients', 'clients.id', 'batches.clientId')
    .select(['batches.id', 'batches.status', 'batches.submittedAt', 'batches.clientId', 'clients.code', 'clients.name'])
    .where('batches.id', '=', batchId)
    .executeTakeFirst();
}

export async function samplesOfBatch(db: Q, batchId: number) {
  return db.selectFrom('samples').select(['id', 'friendlyNumber', 'description', 'reportedAt']).where('batchId', '=', batchId).orderBy('id').execute();
}

/** Every result of a batch with the names of who entered and verified it. */
export async function resultsOfBatch(db: Q, batchId: number) {
  return db
    .selectFrom('results')
    .leftJoin('users as e', 'e.id', 'results.enteredBy')
    .leftJoin('users as v', 'v.id', 'results.verifiedBy')
    .select([
      'results.id', 'results.sampleId', 'results.number', 'results.acode', 'results.analyte', 'results.analysisDescription', 'results.units',
      'results.result', 'results.formattedResult', 'results.validationStatus', 'results.status', 'results.enteredBy', 'results.enteredAt',
      'results.verifiedBy', 'results.verifiedAt', 'e.firstname as eFirst', 'e.lastname as eLast', 'v.firstname as vFirst', 'v.lastname as vLast',
    ])
    .where('results.batchId', '=', batchId)
    .orderBy('results.sampleId')
    .orderBy('results.sortOrder')
    .execute();
}

/** The amendments of a batch's values, oldest first, with who made them. */
export async function amendmentsOfBatch(db: Q, batchId: number) {
  return db
    .selectFrom('result_amendments')
    .leftJoin('users', 'users.id', 'result_amendments.amendedBy')
    .select([
      'result_amendments.resultId', 'result_amendments.oldResult', 'result_amendments.oldFormatted', 'result_amendments.newFormatted', 'result_amendments.reason',
      'result_amendments.reportVersion', 'result_amendments.amendedBy', 'result_amendments.amendedAt', 'users.firstname', 'users.lastname',
    ])
    .where('result_amendments.batchId', '=', batchId)
    .orderBy('result_amendments.id')
    .execute();
}

/** The amendments of some results (the client's pages, the CSV), oldest first. */
export async function amendmentsOfResults(db: Q, resultIds: number[]) {
  if (!resultIds.length) return [];
  return db
    .selectFrom('result_amendments')
    .select(['resultId', 'oldFormatted', 'oldResult', 'newFormatted', 'reason', 'reportVersion', 'amendedAt'])
    .where('resultId', 'in', resultIds)
    .orderBy('id')
    .execute();
}

export async function latestReportVersion(db: Q, batchId: number): Promise<number | null> {
  const r = await db.selectFrom('report_versions').select((eb) => eb.fn.max('version').as('v')).where('batchId', '=', batchId).executeTakeFirst();
  return r?.v == null ? null : Number(r.v);
}

export async function resultById(db: Q, id: number) {
  return db
    .selectFrom('results')
    .select(['id', 'batchId', 'sampleId', 'clientId', 'units', 'result', 'formattedResult', 'validationStatus', 'status', 'enteredBy', 'verifiedBy'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores a value as entered: 'Pending Validation' until a second person verifies it. */
export async function setEntered(db: Q, r: { id: number; result: string; formatted: string; userId: number; now: string }) {
  await db
    .updateTable('results')
    .set({
      result: r.result, formattedResult: r.formatted, validationStatus: 'Pending Validation', status: 'In Progress', enteredBy: r.userId, enteredAt: r.now,
      verifiedBy: null, verifiedAt: null, testDate: r.now,
    })
    .where('id', '=', r.id)
    .where('status', '<>', 'Completed')
    .execute();
}

/** A batch with a value entered is in progress: the client sees it Preliminary. */
export async function markBatchPreliminary(db: Q, batchId: number, now: string) {
  await db.updateTable('batches').set({ status: 'Preliminary', updatedAt: now }).where('id', '=', batchId).where('status', '=', 'Pending').execute();
}

export async function setVerified(db: Q, id: number, userId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('results')
    .set({ validationStatus: 'Validated', verifiedBy: userId, verifiedAt: now })
    .where('id', '=', id)
    .where('validationStatus', '=', 'Pending Validation')
    .where('status', '<>', 'Completed')
    // Four eyes at the write: the value may have been typed over by the verifier since the check.
    .where((eb) => eb.or([eb('enteredBy', 'is', null), eb('enteredBy', '<>', userId)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// ─── the instrument CSV between preview and confirmation ─────────────────────

export async function saveUpload(db: Q, u: { id: string; batchId: number; userId: number; rows: string; createdAt: string }) {
  await db.insertInto('bench_uploads').values(u).execute();
}

export async function findUpload(db: Q, id: string) {
  return db.selectFrom('bench_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteUpload(db: Q, id: string) {
  await db.deleteFrom('bench_uploads').where('id', '=', id).execute();
}

/** Previews nobody confirmed: gone after a day. */
export async function deleteUploadsBefore(db: Q, before: string) {
  await db.deleteFrom('bench_uploads').where('createdAt', '<', before).execute();
}

// ─── release ─────────────────────────────────────────────────────────────────

/** The submission a batch was received from (its total is the price as ordered). */
export async function submissionOfBatch(db: Q, batchId: number) {
  return db.selectFrom('submissions').select(['id', 'totalCents']).where('batchId', '=', batchId).executeTakeFirst();
}

export async function invoiceOfBatch(db: Q, batchId: number) {
  return db.selectFrom('invoices').selectAll().where('batchId', '=', batchId).where('docType', '=', 'Invoice').orderBy('id', 'desc').executeTakeFirst();
}

/** The PostgreSQL advisory lock held while an invoice is numbered (any constant no other lock uses). */
const INVOICE_NUMBER_LOCK = 3_104_200;

/** The next invoice number: invoice numbers are printed, so they follow the highest recent one. */
export async function nextInvoiceNumber(db: Q): Promise<string> {
  const rows = await db.selectFrom('invoices').select('invoiceNumber').where('docType', '=', 'Invoice').orderBy('id', 'desc').limit(500).execute();
  const highest = rows.map((r) => (/^\d+$/.test(r.invoiceNumber) ? Number(r.invoiceNumber) : 0)).reduce((a, b) => Math.max(a, b), 3_104_200);
  return String(highest + 1);
}

/** Completes a batch not completed yet (samples reported, results Completed); false when it was already. */
export async function completeBatch(db: Q, batchId: number, now: string): Promise<boolean> {
  const r = await db.updateTable('batches').set({ status: 'Completed', updatedAt: now }).where('id', '=', batchId).where('status', '<>', 'Completed').executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db.updateTable('samples').set({ reportedAt: now }).where('batchId', '=', batchId).where('reportedAt', 'is', null).execute();
  // Only verified values are released: one typed over since the release's check stays behind (unverifiedLeft).
  await db.updateTable('results').set({ status: 'Completed', reportedAt: now }).where('batchId', '=', batchId).where('status', '<>', 'Completed').where('validationStatus', '=', 'Validated').execute();
  return true;
}

/** Values of a batch not released: after `completeBatch`, any left was typed over since the check, so the release stops. */
export async function unverifiedLeft(db: Q, batchId: number): Promise<number> {
  const r = await db.selectFrom('results').select((eb) => eb.fn.countAll().as('n')).where('batchId', '=', batchId).where('status', '<>', 'Completed').executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function addReportVersion(db: Q, v: { batchId: number; clientId: number; version: number; issuedBy: number; issuedAt: string }) {
  await db.insertInto('report_versions').values(v).execute();
}

/** The batch's report number (what /wreports verifies), unless the batch has one already. */
export async function ensureLabReport(db: Q, r: { reportNumber: string; clientId: number; batchId: number; issuedAt: string }) {
  const has = await db.selectFrom('lab_reports').select('reportNumber').where('batchId', '=', r.batchId).where('sampleId', 'is', null).executeTakeFirst();
  if (has) return;
  await db.insertInto('lab_reports').values({ ...r, sampleId: null }).execute();
}

/** Issues the batch's invoice: the pending one of the batch becomes UNPAID, or a new one is made. */
export async function issueInvoice(db: Q, i: { existingId: number | null; clientId: number; batchId: number; totalAmount: number; dateIssued: string; dueAt: string }): Promise<number> {
  if (i.existingId !== null) {
    await db
      .updateTable('invoices')
      .set({ status: 'UNPAID', totalAmount: i.totalAmount, amountDue: i.totalAmount, nakedBalance: i.totalAmount, dateIssued: i.dateIssued, dueAt: i.dueAt })
      .where('id', '=', i.existingId)
      .execute();
    return i.existingId;
  }
  // Numbers follow the highest: releases at once number one after another (SQLite has one writer already).
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`.execute(db);
  const row = await db
    .insertInto('invoices')
    .values({
      clientId: i.clientId, invoiceNumber: await nextInvoiceNumber(db), batchId: i.batchId, dateIssued: i.dateIssued, totalAmount: i.totalAmount, amountDue: i.totalAmount,
      nakedBalance: i.totalAmount, status: 'UNPAID', docType: 'Invoice', orderNumber: null, isOfflineInvoice: 0, dueAt: i.dueAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A released value read again with its batch held until the transaction ends: amendments of a batch take their versions one after another. */
export async function lockedResult(tx: Q, batchId: number, resultId: number) {
  await selectForUpdate(tx, 'batches', tx.selectFrom('batches').select('id').where('id', '=', batchId));
  return resultById(tx, resultId);
}

/** Records an amendment and stores the new value (still Completed and Validated). */
export async function amendResult(
  db: Q,
  a: { resultId: number; batchId: number; reportVersion: number; oldResult: string | null; oldFormatted: string | null; newResult: string; newFormatted: string; reason: string; amendedBy: number; amendedAt: string },
) {
  await db.insertInto('result_amendments').values(a).execute();
  await db.updateTable('results').set({ result: a.newResult, formattedResult: a.newFormatted }).where('id', '=', a.resultId).execute();
}
