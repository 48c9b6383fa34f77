/**
 * Server side of the lab bench pages (worklist.tsx, batch.tsx, upload.tsx): the bench's gate
 * (the access table's 'bench'), the loaders, and the actions of a batch's forms and of the
 * instrument CSV's confirmation (303 back to the batch, a flash saying what was done).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { requireUser } from '../../../models/gate.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { amendValue, applyCsv, benchBatch, benchRefusal, benchWorklist, csvPreview, enterValues, releaseBatch, uploadCsv, verifyValues } from '../../../models/bench.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { replyWith } from '../../../ui/page-forms.ts';
import { mayUseBench } from '../../../../contract/access.ts';
import { MAX_UPLOAD_BYTES, applyForm, benchForm } from './bench.form.ts';

type Context = Readonly<RouterContextProvider>;

function requireBench(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  if (!mayUseBench(user)) throw redirect('/launchpad');
  return user;
}

function batchIdOf(params: { batchId?: string }): number {
  const id = Number(params.batchId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  return id;
}

export async function worklistLoader({ request, context }: { request: Request; context: Context }) {
  requireBench(context, request);
  return benchWorklist(context);
}

export async function batchLoader({ request, context, params }: { request: Request; context: Context; params: { batchId?: string } }) {
  requireBench(context, request);
  const batch = await benchBatch(context, batchIdOf(params));
  if (!batch) throw new Response('Not found', { status: 404 });
  return { batch };
}

const done = (context: Context, message: string, values?: Record<string, string | number>) => flash(context.get(sessionContext).session, { kind: 'success', message, values });

/** The form that failed, so the page shows its messages at it: `enter-{sampleId}`, `verify`, `release`, `amend`, `upload`. */
function keyOf(form: FormData): string {
  const intent = String(form.get('intent') ?? '');
  return intent === 'enter' ? `enter-${String(form.get('sampleId') ?? '')}` : intent;
}

export async function batchAction({ request, context, params }: { request: Request; context: Context; params: { batchId?: string } }) {
  requireBench(context, request);
  const batchId = batchIdOf(params);
  const form = await request.formData();
  const key = keyOf(form);
  // The instrument file, if one was chosen, is what the provider reads; else the pasted text.
  const file = form.get('file');
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_UPLOAD_BYTES) form.set('csv', 'x'.repeat(MAX_UPLOAD_BYTES + 1));
    else form.set('csv', await file.text());
  }
  form.delete('file');
  const submission = parseWithZod(form, { schema: benchForm });
  if (submission.status !== 'success') return data({ key, result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const here = `/launchpad/bench/${batchId}`;
  try {
    switch (v.intent) {
      case 'enter': {
        const r = await enterValues(context, batchId, { values: v.values });
        done(context, 'bench.done.entered', { n: r.applied });
        return seeOther(`${here}#sample-${String(form.get('sampleId') ?? '')}`);
      }
      case 'verify': {
        const r = await verifyValues(context, batchId, v.resultIds);
        done(context, 'bench.done.verified', { n: r.applied });
        return seeOther(here);
      }
      case 'release': {
        const r = await releaseBatch(context, batchId);
        done(context, 'bench.done.released', { batch: r.batchId });
        return seeOther(here);
      }
      case 'amend': {
        const r = await amendValue(context, batchId, { resultId: v.resultId, value: v.value, reason: v.reason });
        done(context, 'bench.done.amended', { version: r.reportVersion });
        return seeOther(here);
      }
      case 'upload': {
        if (!v.csv?.trim()) return data({ key, result: replyWith(submission, { field: 'csv', message: 'bench.error.csvRequired' }) }, { status: 400 });
        const preview = await uploadCsv(context, batchId, v.csv);
        return seeOther(`${here}/uploads/${preview.id}`);
      }
    }
  } catch (e) {
    if (e instanceof Response) throw e;
    const refusal = benchRefusal(e);
    return data({ key, result: replyWith(submission, { message: refusal.message, field: fieldOf(v, refusal.field) }) }, { status: 400 });
  }
}

/** The provider names a value's input by its result (`value-12`); the form by its row (`values[3].value`). */
function fieldOf(v: { intent: string; values?: { resultId: number }[] }, field: string): string {
  const m = /^value-(\d+)$/.exec(field);
  if (m && v.values) {
    const i = v.values.findIndex((x) => x.resultId === Number(m[1]));
    return i >= 0 ? `values[${i}].value` : '';
  }
  if (v.intent === 'amend' && ['value', 'reason', 'resultId'].includes(field)) return field;
  if (v.intent === 'upload' && field === 'csv') return 'csv';
  return '';
}

export async function uploadLoader({ request, context, params }: { request: Request; context: Context; params: { batchId?: string; uploadId?: string } }) {
  requireBench(context, request);
  const batchId = batchIdOf(params);
  const [preview, batch] = await Promise.all([csvPreview(context, batchId, String(params.uploadId ?? '')), benchBatch(context, batchId)]);
  if (!preview || !batch) throw new Response('Not found', { status: 404 });
  return { preview, batch: { id: batch.id, client: batch.client } };
}

export async function uploadAction({ request, context, params }: { request: Request; context: Context; params: { batchId?: string; uploadId?: string } }) {
  requireBench(context, request);
  const batchId = batchIdOf(params);
  const submission = parseWithZod(await request.formData(), { schema: applyForm });
  if (submission.status !== 'success') return data({ key: 'apply', result: submission.reply() }, { status: 400 });
  try {
    const r = await applyCsv(context, batchId, String(params.uploadId ?? ''));
    done(context, 'bench.done.applied', { n: r.applied });
  } catch (e) {
    if (e instanceof Response) throw e;
    return data({ key: 'apply', result: replyWith(submission, { message: benchRefusal(e).message, field: '' }) }, { status: 400 });
  }
  return seeOther(`/launchpad/bench/${batchId}`);
}
