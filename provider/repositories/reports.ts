/**
 * Lab reports (`lab_reports`): the report numbers printed on a batch's lab report, and what the
 * public verification (document 1 §7) tells of one report. Plain functions taking the database
 * (or a transaction) first.
 */
import type { DB } from '../db/connect.ts';

/** The reports of a batch: one per sample that has its own (`sampleId`), one for the whole batch (`sampleId` null). */
export async function reportsOfBatch(db: DB, batchId: number) {
  return db.selectFrom('lab_reports').select(['reportNumber', 'sampleId', 'issuedAt']).where('batchId', '=', batchId).execute();
}

/** A report by its number, with its client's name and its batch's status and submission time. */
export async function findReportByNumber(db: DB, reportNumber: string) {
  return db
    .selectFrom('lab_reports')
    .innerJoin('clients', 'clients.id', 'lab_reports.clientId')
    .innerJoin('batches', 'batches.id', 'lab_reports.batchId')
    .select([
      'lab_reports.reportNumber', 'lab_reports.issuedAt', 'lab_reports.batchId', 'lab_reports.sampleId',
      'clients.name as clientName', 'batches.status', 'batches.submittedAt',
    ])
    .where('lab_reports.reportNumber', '=', reportNumber)
    .executeTakeFirst();
}

/** What a report covers: its one sample (`sampleId`), or every sample of its batch. */
export async function samplesOfReport(db: DB, report: { sampleId: number | null; batchId: number }) {
  return db
    .selectFrom('samples')
    .select(['id', 'friendlyNumber', 'description', 'loggedAt', 'reportedAt'])
    .$if(report.sampleId !== null, (qb) => qb.where('id', '=', report.sampleId!))
    .$if(report.sampleId === null, (qb) => qb.where('batchId', '=', report.batchId))
    .orderBy('id')
    .execute();
}
