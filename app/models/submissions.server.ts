/**
 * The calls of analyses ordered online (provider/routes/submissions.ts): the draft,
 * its samples and tests, submitting, tracking, cancelling, the PDFs and the receiving desk.
 * Provider refusals arrive as ProviderError with a translation key (`orders.error.*`), after the
 * field's path when one field is at fault: `fieldError` splits them for the pages.
 */
import type { RouterContextProvider } from 'react-router';
import {
  type ReceiveBody, type SampleBody, type SubmitBody, deskView, dropboxList, idAnswer, orderView, recentAnalyses, submissionList, submitted,
} from '../../contract/submissions.ts';
import { z } from 'zod';
import { ProviderError, providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const base = (clientId: number) => `/clients/${clientId}/submissions`;
// A 403 here is a refusal to show (credit hold, a role): answered as ProviderError, not the no-access page.
const opts = { refusalIs403: true } as const;

export const loadDraft = (context: Context, clientId: number) => providerClient(context).get(`${base(clientId)}/draft.json`, orderView);
export const loadRecent = (context: Context, clientId: number) => providerClient(context).get(`${base(clientId)}/recent-analyses.json`, recentAnalyses);
export const loadDropboxes = (context: Context, clientId: number) => providerClient(context).get(`${base(clientId)}/dropboxes.json`, dropboxList);

export const addSample = (context: Context, clientId: number, body: SampleBody) => providerClient(context).post(`${base(clientId)}/draft/samples.json`, idAnswer, { body, ...opts });
export const updateSample = (context: Context, clientId: number, sampleId: number, body: SampleBody) =>
  providerClient(context).put(`${base(clientId)}/draft/samples/${sampleId}`, idAnswer, { body, ...opts });
export const removeSample = (context: Context, clientId: number, sampleId: number) => providerClient(context).delete(`${base(clientId)}/draft/samples/${sampleId}`, idAnswer, opts);
export const addTests = (context: Context, clientId: number, sampleId: number, analysisIds: number[]) =>
  providerClient(context).post(`${base(clientId)}/draft/samples/${sampleId}/analyses.json`, idAnswer, { body: { analysisIds }, ...opts });
export const removeTest = (context: Context, clientId: number, sampleId: number, analysisId: number) =>
  providerClient(context).delete(`${base(clientId)}/draft/samples/${sampleId}/analyses/${analysisId}`, idAnswer, opts);
export const copyPrevious = (context: Context, clientId: number, sampleId: number) => providerClient(context).post(`${base(clientId)}/draft/samples/${sampleId}/copy-previous.json`, idAnswer, opts);
export const submitDraft = (context: Context, clientId: number, body: SubmitBody) => providerClient(context).post(`${base(clientId)}/draft/submit.json`, submitted, { body, ...opts });

export const listSubmissions = (context: Context, clientId: number, page: { start: number; length: number }) =>
  providerClient(context).get(`${base(clientId)}.json`, submissionList, { query: page });
export const editSubmission = (context: Context, clientId: number, id: number) => providerClient(context).post(`${base(clientId)}/${id}/edit.json`, idAnswer, opts);
export const cancelSubmission = (context: Context, clientId: number, id: number) => providerClient(context).post(`${base(clientId)}/${id}/cancel.json`, idAnswer, opts);

/** One submission of the client, or null (none with this id for this client). */
export function loadSubmission(context: Context, clientId: number, id: number) {
  return providerClient(context).find(`${base(clientId)}/${id}.json`, orderView);
}

/** A submission's PDF streamed from the provider, or null. */
export async function submissionPdf(context: Context, clientId: number, id: number, kind: 'chain-of-custody' | 'labels'): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `${base(clientId)}/${id}/${kind}.pdf`);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return new Response(res.body, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': res.headers.get('content-disposition') ?? `attachment; filename="${kind}.pdf"`, 'Cache-Control': 'private, no-store' },
  });
}

export function deskLookup(context: Context, code: string) {
  return providerClient(context).find('/receiving/lookup.json', deskView, { query: { code }, ...opts });
}
export const receive = (context: Context, id: number, body: ReceiveBody) =>
  providerClient(context).post(`/receiving/submissions/${id}/receive.json`, z.object({ id: z.number(), batchId: z.number() }), { body, ...opts });

/**
 * A provider refusal as the page shows it: the translation key, the field it belongs to (when
 * the message names one) and any detail in parentheses (e.g. the sample position). Anything that
 * is not a 4xx with one of our keys is the generic failure.
 */
export function fieldError(e: unknown): { field: string | null; key: string; detail: string | null } {
  if (!(e instanceof ProviderError) || e.status >= 500) throw e;
  const m = /^(?:(\w+): )?(orders\.error\.\w+)(?: \((.*)\))?$/.exec(e.message);
  if (!m) return { field: null, key: 'orders.error.failed', detail: null };
  return { field: m[1] ?? null, key: m[2], detail: m[3] ?? null };
}
