/**
 * SQL of analysis submissions (the client's draft, submitting, tracking), plain functions taking
 * `db` (or a transaction) first; the receiving desk's is in repositories/receiving.ts. The
 * submission's view prices every line here, on the server, in integer cents (contract/pricing.ts)
 * and estimates report dates from the primary lab's hours (contract/lab-hours.ts).
 */
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Database, SubmissionSamplesTable, SubmissionsTable } from '../db/types.ts';
import { linePrice } from '../../contract/pricing.ts';
import { type DayHours, expectedReportDate } from '../../contract/lab-hours.ts';
import { type DisplayState, type SubmissionView, MAX_SAMPLES_PER_SUBMISSION, offeredFor } from '../../contract/submissions.ts';

type Q = DB | Transaction<Database>;
export type SubmissionRow = Selectable<SubmissionsTable>;

export const submissionNumber = (id: number) => `SUB-${String(id).padStart(6, '0')}`;
export const sampleNumber = (submission: string, position: number) => `${submission}-${String(position).padStart(2, '0')}`;

/** The user's draft for the client: the page's, or (`apiTokenId`) the one an API token builds. */
export async function findDraft(db: Q, clientId: number, userId: number, apiTokenId: number | null = null): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('submissions')
    .selectAll()
    .where('clientId', '=', clientId)
    .where('userId', '=', userId)
    .where('state', '=', 'draft')
    .where('apiTokenId', apiTokenId === null ? 'is' : '=', apiTokenId)
    .executeTakeFirst();
}

/** The user's draft for the client, created when there is none (a second tab racing here finds the first's). */
export async function draftFor(db: DB, clientId: number, userId: number, now: string, apiTokenId: number | null = null): Promise<SubmissionRow> {
  const found = await findDraft(db, clientId, userId, apiTokenId);
  if (found) return found;
  try {
    await db.insertInto('submissions').values({ clientId, userId, apiTokenId, state: 'draft', language: 'en', createdAt: now, updatedAt: now }).execute();
  } catch {
    // the unique draft index: another request made it first
  }
  const row = await findDraft(db, clientId, userId, apiTokenId);
  if (!row) throw new Error('draft not created');
  return row;
}

export async function submissionOf(db: Q, clientId: number, id: number): Promise<SubmissionRow | undefined> {
  return db.selectFrom('submissions').selectAll().where('clientId', '=', clientId).where('id', '=', id).where('state', '!=', 'draft').executeTakeFirst();
}

export async function touch(db: Q, id: number, now: string): Promise<void> {
  await db.updateTable('submissions').set({ updatedAt: now }).where('id', '=', id).execute();
}

export async function samplesOf(db: Q, submissionId: number) {
  return db.selectFrom('submission_samples').selectAll().where('submissionId', '=', submissionId).orderBy('position').execute();
}

export async function sampleCount(db: Q, submissionId: number): Promise<number> {
  const r = await db.selectFrom('submission_samples').select((eb) => eb.fn.countAll<number>().as('n')).where('submissionId', '=', submissionId).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function sampleOf(db: Q, submissionId: number, sampleId: number) {
  return db.selectFrom('submission_samples').selectAll().where('submissionId', '=', submissionId).where('id', '=', sampleId).executeTakeFirst();
}

export async function sampleType(db: Q, id: number) {
  return db.selectFrom('sample_types').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function sampleTypes(db: Q) {
  return db.selectFrom('sample_types').select(['id', 'name']).orderBy('id').execute();
}

/** Catalogue analyses by id with their matrix name (for the offered-for-this-sample-type rule). */
export async function analysesWithMatrix(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('analyses')
    .innerJoin('sample_types', 'sample_types.id', 'analyses.analysesMatrixNameId')
    .select(['analyses.id', 'analyses.acode', 'analyses.testName', 'sample_types.name as matrix'])
    .where('analyses.id', 'in', ids)
    .execute();
}

export async function testsOf(db: Q, sampleId: number) {
  return db.selectFrom('submission_analyses').select(['analysisId', 'position']).where('sampleId', '=', sampleId).orderBy('position').execute();
}

/** Adds tests to a sample (those it has already are skipped), after the last one. */
export async function addTests(db: Q, sampleId: number, analysisIds: number[]): Promise<void> {
  const have = await testsOf(db, sampleId);
  const known = new Set(have.map((t) => t.analysisId));
  let position = have.reduce((m, t) => Math.max(m, t.position), 0);
  const rows = [...new Set(analysisIds)].filter((id) => !known.has(id)).map((analysisId) => ({ sampleId, analysisId, position: ++position }));
  if (rows.length) await db.insertInto('submission_analyses').values(rows).execute();
}

/** The tests of a sample whose matrix no longer fits its (new) sample type. */
export async function testsNotOffered(db: Q, sampleId: number, typeName: string) {
  const tests = await testsOf(db, sampleId);
  const rows = await analysesWithMatrix(db, tests.map((t) => t.analysisId));
  return rows.filter((a) => !offeredFor(a.matrix, typeName));
}

export async function renumber(db: Q, submissionId: number): Promise<void> {
  const rows = await samplesOf(db, submissionId);
  for (const [i, s] of rows.entries()) if (s.position !== i + 1) await db.updateTable('submission_samples').set({ position: i + 1 }).where('id', '=', s.id).execute();
}

/** The analyses this client ordered most recently (its submissions), newest first: "order again". */
export async function recentAnalyses(db: Q, clientId: number, limit = 8) {
  const rows = await db
    .selectFrom('submission_analyses')
    .innerJoin('submission_samples', 'submission_samples.id', 'submission_analyses.sampleId')
    .innerJoin('submissions', 'submissions.id', 'submission_samples.submissionId')
    .innerJoin('analyses', 'analyses.id', 'submission_analyses.analysisId')
    .select(['analyses.id', 'analyses.acode', 'analyses.testName'])
    .select((eb) => eb.fn.max('submissions.submittedAt').as('last'))
    .where('submissions.clientId', '=', clientId)
    .where('submissions.state', '!=', 'draft')
    .groupBy(['analyses.id', 'analyses.acode', 'analyses.testName'])
    .orderBy('last', 'desc')
    .orderBy('analyses.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, acode: r.acode, testName: r.testName }));
}

/** The primary lab's weekly hours (the report-date estimate counts its open days). */
export async function labWeek(db: Q): Promise<DayHours[]> {
  return db
    .selectFrom('location_hours')
    .innerJoin('locations', 'locations.id', 'location_hours.locationId')
    .select(['location_hours.day', 'location_hours.openTime', 'location_hours.closeTime', 'location_hours.openOnDay'])
    .where('locations.type', '=', 'primary_lab')
    .orderBy('locations.id')
    .execute();
}

export async function dropboxes(db: Q) {
  const rows = await db.selectFrom('locations').select(['id', 'name', 'street_1', 'city', 'state', 'postalCode']).where('type', '=', 'dropbox').orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, address: `${r.street_1}, ${r.city}, ${r.state} ${r.postalCode}` }));
}

export async function primaryLab(db: Q) {
  return db.selectFrom('locations').select(['name', 'street_1', 'city', 'state', 'postalCode', 'phone']).where('type', '=', 'primary_lab').orderBy('id').executeTakeFirst();
}

/** The terms the submitter accepts by sending samples: the page's title and the date it was last changed. */
export async function termsVersion(db: Q): Promise<string> {
  const row = await db.selectFrom('content_pages').select(['title', 'updatedAt']).where('slug', '=', 'terms-and-conditions').executeTakeFirst();
  return row ? `${row.title}, ${row.updatedAt.slice(0, 10)}` : 'Terms and Conditions';
}

/** What the client sees of a submission's state: "in progress" and "reported" come from its results batch. */
export function displayState(state: SubmissionRow['state'], batchStatus: string | null | undefined): DisplayState {
  if (state !== 'received') return state;
  if (batchStatus === 'Completed') return 'reported';
  if (batchStatus === 'Preliminary') return 'in-progress';
  return 'received';
}

/**
 * The whole submission as the pages, PDFs and e-mails show it: samples in order, each with its
 * lines priced at the tier the submission reaches for that analysis, the report-date estimate
 * (from `at`: now for a submission not yet received, else its receipt) and the total in cents.
 */
export async function submissionView(db: Q, sub: SubmissionRow, at: Date): Promise<SubmissionView> {
  const [samples, client, user, week, dropbox, batch] = await Promise.all([
    db
      .selectFrom('submission_samples')
      .innerJoin('sample_types', 'sample_types.id', 'submission_samples.sampleTypeId')
      .selectAll('submission_samples')
      .select('sample_types.name as sampleType')
      .where('submissionId', '=', sub.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('clients').select(['id', 'code', 'name']).where('id', '=', sub.clientId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['firstname', 'lastname', 'email']).where('id', '=', sub.userId).executeTakeFirstOrThrow(),
    labWeek(db),
    sub.dropboxLocationId ? dropboxes(db).then((all) => all.find((d) => d.id === sub.dropboxLocationId) ?? null) : Promise.resolve(null),
    sub.batchId ? db.selectFrom('batches').select('status').where('id', '=', sub.batchId).executeTakeFirst() : Promise.resolve(undefined),
  ]);
  const ids = samples.map((s) => s.id);
  const tests = ids.length
    ? await db
        .selectFrom('submission_analyses')
        .innerJoin('analyses', 'analyses.id', 'submission_analyses.analysisId')
        .select(['submission_analyses.sampleId', 'analyses.id', 'analyses.acode', 'analyses.testName', 'analyses.turnaroundTime', 'analyses.feeOne', 'analyses.feeTwoToTen', 'analyses.feeElevenPlus'])
        .where('submission_analyses.sampleId', 'in', ids)
        .orderBy('submission_analyses.sampleId')
        .orderBy('submission_analyses.position')
        .execute()
    : [];
  const counts = new Map<number, number>();
  for (const t of tests) counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
  const from = sub.receivedAt ? new Date(sub.receivedAt) : at;
  let total = 0;
  let unpriced = 0;
  const view = samples.map((s) => {
    const lines = tests
      .filter((t) => t.sampleId === s.id)
      .map((t) => {
        const count = counts.get(t.id) ?? 1;
        const price = linePrice(t, count);
        if (price.kind === 'price') total += price.cents;
        else unpriced++;
        return { analysisId: t.id, acode: t.acode, testName: t.testName, turnaroundTime: t.turnaroundTime, count, price, expectedReportDate: expectedReportDate(t.turnaroundTime, week, from) };
      });
    const dates = lines.map((l) => l.expectedReportDate);
    return {
      id: s.id, position: s.position, description: s.description, sampleTypeId: s.sampleTypeId, sampleType: s.sampleType, varietal: s.varietal,
      vintage: s.vintage, clientReference: s.clientReference, lot: s.lot, blockId: s.blockId ?? null, ava: s.ava ?? null, labelAlcohol: s.labelAlcohol ?? null, specificationId: s.specificationId ?? null, sampleNumber: s.sampleNumber, condition: s.condition,
      conditionNote: s.conditionNote, receivedAt: s.receivedAt, lines,
      expectedReportDate: lines.length && dates.every(Boolean) ? (dates as string[]).sort().at(-1)! : null,
      subtotalCents: lines.reduce((sum, l) => sum + (l.price.kind === 'price' ? l.price.cents : 0), 0),
    };
  });
  return {
    id: sub.id, number: sub.number, state: displayState(sub.state, batch?.status), samples: view, totalCents: total, unpricedLines: unpriced,
    maxSamples: MAX_SAMPLES_PER_SUBMISSION, delivery: (sub.delivery as SubmissionView['delivery']) ?? null, dropbox, language: sub.language,
    createdAt: sub.createdAt, submittedAt: sub.submittedAt, receivedAt: sub.receivedAt, cancelledAt: sub.cancelledAt, batchId: sub.batchId,
    client, submitter: { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email },
  };
}

export async function listSubmissions(db: Q, clientId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('submissions').where('submissions.clientId', '=', clientId).where('submissions.state', '!=', 'draft');
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('users', 'users.id', 'submissions.userId')
      .leftJoin('batches', 'batches.id', 'submissions.batchId')
      .select(['submissions.id', 'submissions.number', 'submissions.state', 'submissions.totalCents', 'submissions.submittedAt', 'submissions.batchId', 'users.firstname', 'users.lastname', 'batches.status as batchStatus'])
      .select((eb) => eb.selectFrom('submission_samples').select((e) => e.fn.countAll<number>().as('c')).whereRef('submission_samples.submissionId', '=', 'submissions.id').as('samples'))
      .orderBy('submissions.submittedAt', 'desc')
      .orderBy('submissions.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return {
    total: Number(n),
    submissions: rows.map((r) => ({
      id: r.id, number: r.number ?? '', state: displayState(r.state, r.batchStatus), samples: Number(r.samples ?? 0), totalCents: r.totalCents ?? 0,
      submittedAt: r.submittedAt ?? '', batchId: r.batchId, submitter: `${r.firstname} ${r.lastname}`.trim(),
    })),
  };
}

// ─── changes of the draft and of a submission ───────────────────────────────────

type SampleFields = Pick<Selectable<SubmissionSamplesTable>, 'description' | 'sampleTypeId' | 'varietal' | 'vintage' | 'clientReference' | 'lot' | 'blockId' | 'ava' | 'labelAlcohol' | 'specificationId'>;

export async function insertSample(db: Q, submissionId: number, position: number, fields: SampleFields): Promise<number> {
  const row = await db.insertInto('submission_samples').values({ submissionId, position, ...fields }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSample(db: Q, id: number, fields: SampleFields): Promise<void> {
  await db.updateTable('submission_samples').set(fields).where('id', '=', id).execute();
}

/** Removes a sample and its tests; the submission's other samples are renumbered. One transaction. */
export async function deleteSample(db: DB, submissionId: number, sampleId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('submission_analyses').where('sampleId', '=', sampleId).execute();
    await tx.deleteFrom('submission_samples').where('id', '=', sampleId).execute();
    await renumber(tx, submissionId);
  });
}

export async function removeTest(db: Q, sampleId: number, analysisId: number): Promise<void> {
  await db.deleteFrom('submission_analyses').where('sampleId', '=', sampleId).where('analysisId', '=', analysisId).execute();
}

/**
 * Submits a draft: its number, delivery and price, and each sample's number. One transaction;
 * false when the draft was no longer a draft (a second tab submitted it a moment ago).
 */
export async function submitDraft(
  db: DB,
  id: number,
  values: Pick<SubmissionRow, 'number' | 'delivery' | 'dropboxLocationId' | 'language' | 'totalCents'> & { number: string },
  samples: { id: number; position: number }[],
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable('submissions')
      .set({ state: 'submitted', ...values, submittedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    for (const s of samples) await tx.updateTable('submission_samples').set({ sampleNumber: sampleNumber(values.number, s.position) }).where('id', '=', s.id).execute();
    return true;
  });
}

/** Cancels a submitted (not yet received) submission; false when it was not submitted any more. */
export async function cancelSubmission(db: Q, id: number, now: string): Promise<boolean> {
  const r = await db.updateTable('submissions').set({ state: 'cancelled', cancelledAt: now, updatedAt: now }).where('id', '=', id).where('state', '=', 'submitted').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A submitted (not yet received) submission becomes `userId`'s draft again; its number stays,
 * its samples' numbers go. One transaction; false when it was not submitted any more.
 */
export async function reopenSubmission(db: DB, id: number, userId: number, now: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // Reopened on the page: the user's page draft, whoever placed it (an API token too).
    const r = await tx.updateTable('submissions').set({ state: 'draft', userId, apiTokenId: null, submittedAt: null, totalCents: null, updatedAt: now }).where('id', '=', id).where('state', '=', 'submitted').executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await tx.updateTable('submission_samples').set({ sampleNumber: null }).where('submissionId', '=', id).execute();
    return true;
  });
}

/** What the chain-of-custody form prints of the client: its phone and primary mailing address (the lab's query goes there). */
export async function clientContact(db: Q, clientId: number) {
  const client = await db.selectFrom('clients').select(['primaryPhone']).where('id', '=', clientId).executeTakeFirst();
  const address = await db
    .selectFrom('addresses')
    .select(['street_1', 'street_2', 'city', 'state', 'postalCode', 'phone'])
    .where('clientId', '=', clientId)
    .orderBy('primaryMailing', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const line = address ? [address.street_1, address.street_2, `${address.city}, ${address.state} ${address.postalCode}`].filter(Boolean).join(', ') : null;
  return { phone: client?.primaryPhone ?? address?.phone ?? null, address: line };
}

/** Drops an API token's unfinished draft (a placing that failed half-way leaves nothing behind). */
export async function deleteTokenDraft(db: Q, clientId: number, apiTokenId: number): Promise<void> {
  await db.deleteFrom('submissions').where('clientId', '=', clientId).where('apiTokenId', '=', apiTokenId).where('state', '=', 'draft').execute();
}

/**
 * Starts an API token's draft for one placing. False while another placing of the same token holds
 * one: the unique draft index decides, so two calls at once never build one draft together. A
 * draft older than `staleBefore` was left by a placing that stopped (its node went down) and is
 * dropped first.
 */
export async function claimTokenDraft(db: DB, clientId: number, userId: number, apiTokenId: number, now: string, staleBefore: string): Promise<boolean> {
  await db.deleteFrom('submissions').where('clientId', '=', clientId).where('apiTokenId', '=', apiTokenId).where('state', '=', 'draft').where('updatedAt', '<', staleBefore).execute();
  try {
    await db.insertInto('submissions').values({ clientId, userId, apiTokenId, state: 'draft', language: 'en', createdAt: now, updatedAt: now }).execute();
    return true;
  } catch (error) {
    if (await findDraft(db, clientId, userId, apiTokenId)) return false;
    throw error;
  }
}
