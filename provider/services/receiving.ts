/**
 * The laboratory's receiving desk: a submission found by its number or a sample's barcode, and
 * received (samples marked with their condition and note, the results batch created, the
 * submitter e-mailed). Route handlers (routes/receiving.ts) check that the caller works the desk;
 * refusals are `refuse(code, …)`. SQL is in repositories/receiving.ts.
 */
import type { z } from 'zod';
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import { refuse } from '../errors.ts';
import { type receiveBody, hasVintage } from '../../contract/submissions.ts';
import { submissionView } from '../repositories/submissions.ts';
import * as repo from '../repositories/receiving.ts';
import { submissionReceivedMail } from './mail-templates.ts';
import type { Jobs } from './jobs.ts';
import type { Logger } from '../../lib/log.ts';
import { queueWebhooks, recordWebhook } from './webhooks.ts';

export interface DeskDeps {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  /** to queue the submission.received webhook after the commit (without them, the minute tick does) */
  jobs?: Jobs;
  log?: Logger;
}

type ReceiveBody = z.output<typeof receiveBody>;

/** A submitted or received submission by its number or one of its samples' barcodes, with the sample the code named. */
export async function lookup(deps: DeskDeps, code: string) {
  const found = await repo.findByCode(deps.db, code);
  if (!found || found.sub.state === 'draft') refuse('code-unknown', 'orders.error.codeUnknown');
  return { ...(await submissionView(deps.db, found.sub, deps.clock.now())), matchedSampleId: found.sampleId };
}

/**
 * Marks samples received with their condition and note, creates the results batch (Pending)
 * with a sample and Pending result rows per test component, and e-mails the submitter. Samples
 * not marked received stay off the batch.
 */
export async function receive(deps: DeskDeps, deskUserId: number, id: number, body: ReceiveBody): Promise<{ id: number; batchId: number; samples: number }> {
  const { db, clock, mailer } = deps;
  const sub = await repo.findSubmission(db, id);
  if (!sub || sub.state === 'draft') refuse('code-unknown', 'orders.error.codeUnknown');
  if (sub.state === 'cancelled') refuse('submission-cancelled', 'orders.error.cancelled');
  if (sub.state !== 'submitted') refuse('already-received', 'orders.error.alreadyReceived');
  const view = await submissionView(db, sub, clock.now());
  const marks = new Map(body.samples.map((s) => [s.id, s]));
  if ([...marks.keys()].some((k) => !view.samples.some((s) => s.id === k))) refuse('sample-not-in-submission', 'orders.error.noSample');
  const received = view.samples.filter((s) => marks.get(s.id)?.received);
  if (!received.length) refuse('nothing-received', 'orders.error.nothingReceived');
  const batchId = await repo.receiveSubmission(
    db,
    sub,
    received.map((s) => {
      const mark = marks.get(s.id)!;
      // The desk confirms the AVA chosen on the order or corrects it, for the samples that have one (wine, juice, grapes).
      const ava = !hasVintage(s.sampleType) ? null : mark.ava === undefined ? s.ava : mark.ava;
      return { ...s, condition: mark.condition, note: mark.note || null, ava };
    }),
    deskUserId,
    clock.now().toISOString(),
    (tx, batch) => {
      const at = clock.now().toISOString();
      return recordWebhook(tx, {
        clientId: sub.clientId, type: 'submission.received', key: `submission:${sub.id}`,
        data: { submissionId: sub.id, submissionNumber: sub.number, batchId: batch, samples: received.map((s) => ({ id: s.id, sampleNumber: s.sampleNumber ?? null, description: s.description, condition: marks.get(s.id)!.condition })), receivedAt: at },
      }, at);
    },
  );
  // Received a moment ago at another desk.
  if (batchId === null) refuse('already-received', 'orders.error.alreadyReceived');
  if (deps.jobs && deps.log) await queueWebhooks({ db, clock, jobs: deps.jobs, log: deps.log }, sub.clientId);
  await mailer.send({
    to: view.submitter.email,
    ...submissionReceivedMail({ lang: sub.language, number: sub.number ?? '', batch: batchId, name: view.submitter.name, samples: view.samples.map((s) => ({ ...s, mark: marks.get(s.id) })) }),
  });
  return { id: sub.id, batchId, samples: received.length };
}
