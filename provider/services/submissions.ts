/**
 * Analysis submissions, the client's side: the user's draft (its samples and their tests),
 * submitting it (numbering, the total, both PDFs mailed to the submitter), tracking, cancelling
 * and editing a submission, and its PDFs. Route handlers (routes/submissions.ts) parse the
 * request and check access; everything the laboratory's rules decide is here, and refusals are
 * `refuse(code, …)` with a code the portal maps to its message. SQL is in
 * repositories/submissions.ts.
 *
 * The refusals' English `error` is the translation key the portal once matched (with the field
 * first and any detail in parentheses): API clients read the same answers as before, the portal
 * reads `code` and `field`.
 */
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import { refuse } from '../errors.ts';
import type { z } from 'zod';
import { BLOCK_SAMPLE_TYPES } from '../../contract/harvest.ts';
import { findBlock } from '../repositories/harvest.ts';
import { findSpecification } from '../repositories/specifications.ts';
import { MAX_SAMPLES_PER_SUBMISSION, MAX_TESTS_PER_SAMPLE, type sampleBody, type submitBody, hasVintage, offeredFor } from '../../contract/submissions.ts';
import { labTime } from '../../contract/lab-time.ts';
import * as repo from '../repositories/submissions.ts';
import { buildChainOfCustodyPdf, buildLabelSheetPdf } from './submission-pdfs.ts';
import { submissionPlacedMail } from './mail-templates.ts';

export interface SubmissionDeps {
  db: DB;
  clock: Clock;
  mailer: Mailer;
}

/** Who acts: the client the path names and the signed-in user (a draft is one user's, per client). */
export interface Orderer {
  clientId: number;
  user: { id: number; email: string; firstname: string };
  /** an API token placing the order in its creator's name: its own draft, never the page's */
  apiTokenId?: number;
}

/** A sample's fields and the submit step's choices as the contract's schemas leave them. */
type SampleFields = z.output<ReturnType<typeof sampleBody>>;
type SubmitBody = z.output<typeof submitBody>;

const nowIso = (deps: SubmissionDeps) => deps.clock.now().toISOString();

/** The lab's year on the provider's clock: the vintage a sample may name at most. */
export const labYear = (clock: Clock) => labTime(clock.now()).year;

const codes = (rows: { acode: string }[]) => rows.map((r) => r.acode).join(', ');
/** What a refusal of tests that do not fit names, so the page can say which test and which type: "W-204 Free & Total SO2". */
const named = (rows: { acode: string; testName: string }[], sampleType: string) => ({ extra: { tests: rows.map((r) => `${r.acode} ${r.testName}`), sampleType } });

async function draftOf(deps: SubmissionDeps, who: Orderer) {
  const draft = await repo.findDraft(deps.db, who.clientId, who.user.id, who.apiTokenId ?? null);
  if (!draft) refuse('draft-not-found', 'orders.error.noDraft');
  return draft;
}

async function draftSample(deps: SubmissionDeps, who: Orderer, sampleId: number) {
  const draft = await draftOf(deps, who);
  const sample = await repo.sampleOf(deps.db, draft.id, sampleId);
  if (!sample) refuse('sample-not-found', 'orders.error.noSample');
  return { draft, sample };
}

/** The sample's fields checked against the catalogue: a known sample type; varietal and vintage only where they apply. */
async function checkedSample(deps: SubmissionDeps, fields: SampleFields, clientId: number) {
  const type = await repo.sampleType(deps.db, fields.sampleTypeId);
  if (!type) refuse('sample-type-unknown', 'sampleTypeId: orders.error.sampleTypeRequired', { field: 'sampleTypeId' });
  const withVintage = hasVintage(type.name) ? fields : { ...fields, varietal: null, vintage: null };
  // A block only for grape and juice samples, and only one of the ordering client's.
  const blockId = BLOCK_SAMPLE_TYPES.includes(type.id) ? (fields.blockId ?? null) : null;
  if (blockId !== null && (await findBlock(deps.db, blockId))?.clientId !== clientId) refuse('block-not-found', 'blockId: orders.error.blockUnknown', { field: 'blockId' });
  // A house specification only of the ordering client's.
  if (fields.specificationId != null && (await findSpecification(deps.db, fields.specificationId))?.clientId !== clientId) {
    refuse('not-found', 'specificationId: specifications.error.notFound', { field: 'specificationId' });
  }
  // An AVA only for the samples that come from a vineyard region (wine, juice, grapes); the contract checked it is a known one.
  const ava = hasVintage(type.name) ? (fields.ava ?? null) : null;
  return { body: { ...withVintage, blockId, ava }, type };
}

// ─── the draft ───────────────────────────────────────────────────────────────

/** The user's draft, priced; an empty one (id null, createdAt null) when there is none yet. */
export async function draftView(deps: SubmissionDeps, who: Orderer) {
  const { db, clock } = deps;
  const draft = await repo.findDraft(db, who.clientId, who.user.id, who.apiTokenId ?? null);
  const now = nowIso(deps);
  const row = draft ?? {
    id: 0, clientId: who.clientId, userId: who.user.id, apiTokenId: who.apiTokenId ?? null, state: 'draft' as const, number: null, delivery: null, dropboxLocationId: null, language: 'en',
    totalCents: null, batchId: null, createdAt: now, updatedAt: now, submittedAt: null, receivedAt: null, receivedBy: null, cancelledAt: null,
  };
  const view = await repo.submissionView(db, row, clock.now());
  return { ...view, id: draft ? view.id : null, createdAt: draft ? view.createdAt : null };
}

/** Adds a sample, creating the draft; at most MAX_SAMPLES_PER_SUBMISSION. */
export async function addSample(deps: SubmissionDeps, who: Orderer, fields: SampleFields): Promise<{ id: number }> {
  const { db } = deps;
  const { body } = await checkedSample(deps, fields, who.clientId);
  const draft = await repo.draftFor(db, who.clientId, who.user.id, nowIso(deps), who.apiTokenId ?? null);
  const count = await repo.sampleCount(db, draft.id);
  if (count >= MAX_SAMPLES_PER_SUBMISSION) refuse('too-many-samples', 'orders.error.tooManySamples');
  const last = (await repo.samplesOf(db, draft.id)).at(-1)?.position ?? 0;
  const id = await repo.insertSample(db, draft.id, last + 1, body);
  await repo.touch(db, draft.id, nowIso(deps));
  return { id };
}

/** Changes a sample; a new sample type must still fit the tests it carries. */
export async function updateSample(deps: SubmissionDeps, who: Orderer, sampleId: number, fields: SampleFields): Promise<{ id: number }> {
  const { db } = deps;
  const { draft, sample } = await draftSample(deps, who, sampleId);
  const { body, type } = await checkedSample(deps, fields, who.clientId);
  if (body.sampleTypeId !== sample.sampleTypeId) {
    const misfits = await repo.testsNotOffered(db, sample.id, type.name);
    if (misfits.length) refuse('tests-not-offered', `sampleTypeId: orders.error.testsNotOffered (${codes(misfits)})`, { field: 'sampleTypeId', ...named(misfits, type.name) });
  }
  await repo.updateSample(db, sample.id, body);
  await repo.touch(db, draft.id, nowIso(deps));
  return { id: sample.id };
}

/** Removes a sample and its tests; the rest are renumbered. */
export async function removeSample(deps: SubmissionDeps, who: Orderer, sampleId: number): Promise<{ id: number }> {
  const { draft, sample } = await draftSample(deps, who, sampleId);
  await repo.deleteSample(deps.db, draft.id, sample.id);
  await repo.touch(deps.db, draft.id, nowIso(deps));
  return { id: sample.id };
}

/** Adds tests to a sample; each must be in the catalogue and offered for the sample's type. */
export async function addTests(deps: SubmissionDeps, who: Orderer, sampleId: number, analysisIds: number[]): Promise<{ id: number }> {
  const { db } = deps;
  const { draft, sample } = await draftSample(deps, who, sampleId);
  const type = await repo.sampleType(db, sample.sampleTypeId);
  const found = await repo.analysesWithMatrix(db, analysisIds);
  if (found.length !== new Set(analysisIds).size) refuse('analysis-unknown', 'analysisIds: orders.error.unknownAnalysis', { field: 'analysisIds' });
  const misfits = found.filter((a) => !offeredFor(a.matrix, type?.name ?? ''));
  if (misfits.length) refuse('analysis-not-offered', `analysisIds: orders.error.notOffered (${codes(misfits)})`, { field: 'analysisIds', ...named(misfits, type?.name ?? '') });
  const have = await repo.testsOf(db, sample.id);
  if (new Set([...have.map((t) => t.analysisId), ...analysisIds]).size > MAX_TESTS_PER_SAMPLE) refuse('too-many-tests', 'analysisIds: orders.error.tooManyTests', { field: 'analysisIds' });
  await repo.addTests(db, sample.id, analysisIds);
  await repo.touch(db, draft.id, nowIso(deps));
  return { id: sample.id };
}

/** Removes one test from a sample. */
export async function removeTest(deps: SubmissionDeps, who: Orderer, sampleId: number, analysisId: number): Promise<{ id: number }> {
  const { draft, sample } = await draftSample(deps, who, sampleId);
  await repo.removeTest(deps.db, sample.id, analysisId);
  await repo.touch(deps.db, draft.id, nowIso(deps));
  return { id: sample.id };
}

/** Adds the previous sample's tests that fit this sample's type ("copy tests from previous sample"). */
export async function copyPrevious(deps: SubmissionDeps, who: Orderer, sampleId: number): Promise<{ id: number }> {
  const { db } = deps;
  const { draft, sample } = await draftSample(deps, who, sampleId);
  const previous = (await repo.samplesOf(db, draft.id)).filter((s) => s.position < sample.position).at(-1);
  if (!previous) refuse('no-previous-sample', 'orders.error.noPreviousSample');
  const tests = await repo.testsOf(db, previous.id);
  const type = await repo.sampleType(db, sample.sampleTypeId);
  const fit = (await repo.analysesWithMatrix(db, tests.map((t) => t.analysisId))).filter((a) => offeredFor(a.matrix, type?.name ?? '')).map((a) => a.id);
  const ordered = tests.map((t) => t.analysisId).filter((id) => fit.includes(id));
  if (!ordered.length) refuse('nothing-to-copy', 'orders.error.nothingToCopy');
  await repo.addTests(db, sample.id, ordered);
  await repo.touch(db, draft.id, nowIso(deps));
  return { id: sample.id };
}

/** The client's recently ordered tests ("order again"). */
export const recentAnalyses = (deps: SubmissionDeps, clientId: number) => repo.recentAnalyses(deps.db, clientId);

/** The dropboxes a client may leave samples in (the dropbox locations). */
export const dropboxes = (deps: SubmissionDeps) => repo.dropboxes(deps.db);

// ─── submitting ──────────────────────────────────────────────────────────────

/** The whole draft checked before it is submitted: samples, a test on each, each test offered for its sample's type. */
async function checkedDraft(deps: SubmissionDeps, draft: repo.SubmissionRow, body: SubmitBody) {
  const { db, clock } = deps;
  if (body.delivery === 'dropbox' && !(await repo.dropboxes(db)).some((d) => d.id === body.dropboxLocationId)) {
    refuse('dropbox-unknown', 'dropboxLocationId: orders.error.dropboxRequired', { field: 'dropboxLocationId' });
  }
  const view = await repo.submissionView(db, draft, clock.now());
  if (!view.samples.length) refuse('submission-empty', 'orders.error.emptyOrder');
  if (view.samples.length > MAX_SAMPLES_PER_SUBMISSION) refuse('too-many-samples', 'orders.error.tooManySamples');
  const untested = view.samples.filter((s) => !s.lines.length).map((s) => s.position);
  if (untested.length) refuse('sample-without-tests', `orders.error.sampleWithoutTests (${untested.join(', ')})`, { extra: { samples: untested } });
  for (const s of view.samples) {
    const misfits = (await repo.analysesWithMatrix(db, s.lines.map((l) => l.analysisId))).filter((a) => !offeredFor(a.matrix, s.sampleType));
    if (misfits.length) refuse('analysis-not-offered', `orders.error.notOffered (${s.position}: ${codes(misfits)})`, named(misfits, s.sampleType));
  }
  return view;
}

/** Submits the user's draft: checks it, numbers it and its samples, fixes the total, and e-mails the submitter both PDFs. */
export async function submitDraft(deps: SubmissionDeps, who: Orderer, body: SubmitBody) {
  const { db, clock, mailer } = deps;
  const draft = await draftOf(deps, who);
  const view = await checkedDraft(deps, draft, body);
  // An edited submission keeps the number it had.
  const number = draft.number ?? repo.submissionNumber(draft.id);
  const moved = await repo.submitDraft(
    db,
    draft.id,
    { number, delivery: body.delivery, dropboxLocationId: body.delivery === 'dropbox' ? body.dropboxLocationId! : null, language: body.language, totalCents: view.totalCents },
    view.samples,
    nowIso(deps),
  );
  // A second tab submitted the same draft a moment ago: that submission stands.
  if (!moved) refuse('already-submitted', 'orders.error.alreadySubmitted');
  const placed = await repo.submissionOf(db, who.clientId, draft.id);
  const final = await repo.submissionView(db, placed!, clock.now());
  const [coc, labels] = await Promise.all([chainOfCustody(deps, final), buildLabelSheetPdf(final, { now: clock.now() })]);
  await mailer.send({
    to: who.user.email,
    ...submissionPlacedMail({ lang: body.language, number, firstname: who.user.firstname, samples: final.samples }),
    attachments: [
      { filename: `${number}-chain-of-custody.pdf`, contentType: 'application/pdf', content: coc },
      { filename: `${number}-labels.pdf`, contentType: 'application/pdf', content: labels },
    ],
  });
  return { id: draft.id, number, samples: final.samples.length };
}

async function chainOfCustody(deps: SubmissionDeps, view: Awaited<ReturnType<typeof repo.submissionView>>) {
  const { db, clock } = deps;
  return buildChainOfCustodyPdf(view, { lab: await repo.primaryLab(db), terms: await repo.termsVersion(db), contact: await repo.clientContact(db, view.client.id), now: clock.now() });
}

// ─── tracking ────────────────────────────────────────────────────────────────

export const listSubmissions = (deps: SubmissionDeps, clientId: number, page: { offset: number; limit: number }) => repo.listSubmissions(deps.db, clientId, page);

async function submissionOf(deps: SubmissionDeps, clientId: number, id: number) {
  const sub = await repo.submissionOf(deps.db, clientId, id);
  // Another client's id, or none: the same 404 (ids cannot be probed across clients).
  if (!sub) refuse('submission-not-found', 'orders.error.noSubmission');
  return sub;
}

/** One submission of the client, priced. */
export async function oneSubmission(deps: SubmissionDeps, clientId: number, id: number) {
  return repo.submissionView(deps.db, await submissionOf(deps, clientId, id), deps.clock.now());
}

/** Cancels a submission until the lab receives its samples. */
export async function cancelSubmission(deps: SubmissionDeps, clientId: number, id: number): Promise<{ id: number }> {
  const sub = await submissionOf(deps, clientId, id);
  if (sub.state !== 'submitted') refuse('not-cancellable', 'orders.error.notCancellable');
  if (!(await repo.cancelSubmission(deps.db, sub.id, nowIso(deps)))) refuse('not-cancellable', 'orders.error.notCancellable');
  return { id: sub.id };
}

/**
 * Until the lab receives it, a submission goes back to being the caller's draft (its number
 * stays: submitting again gives the same one, and new PDFs). Refused while the caller has
 * another draft (one draft per user and client).
 */
export async function reopenSubmission(deps: SubmissionDeps, who: Orderer, id: number): Promise<{ id: number }> {
  const { db } = deps;
  const sub = await submissionOf(deps, who.clientId, id);
  if (sub.state !== 'submitted') refuse('not-editable', 'orders.error.notEditable');
  if (await repo.findDraft(db, who.clientId, who.user.id)) refuse('draft-in-the-way', 'orders.error.draftInTheWay');
  if (!(await repo.reopenSubmission(db, sub.id, who.user.id, nowIso(deps)))) refuse('not-editable', 'orders.error.notEditable');
  return { id: sub.id };
}

/** A submission's PDF (the chain-of-custody form in the submission's language, or the label sheet) and its file name. */
export async function submissionPdf(deps: SubmissionDeps, clientId: number, id: number, kind: 'chain-of-custody' | 'labels'): Promise<{ bytes: Buffer; filename: string }> {
  const sub = await submissionOf(deps, clientId, id);
  const view = await repo.submissionView(deps.db, sub, deps.clock.now());
  const bytes = kind === 'chain-of-custody' ? await chainOfCustody(deps, view) : await buildLabelSheetPdf(view, { now: deps.clock.now() });
  return { bytes, filename: `${sub.number}-${kind}.pdf` };
}
