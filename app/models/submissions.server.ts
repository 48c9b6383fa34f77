/**
 * The provider calls of analysis submissions (provider/routes/submissions.ts, receiving.ts): the
 * draft, its samples and tests, submitting, tracking, cancelling, the PDFs and the receiving
 * desk. Refusals arrive as ProviderError with a code (and the field when one is at fault):
 * `submissionRefusal` gives the pages their translation key.
 */
import type { RouterContextProvider } from 'react-router';
import {
  type ReceiveBody, type SampleBody, type SubmitBody, MAX_SAMPLES_PER_SUBMISSION, deskView, dropboxList, idAnswer, submissionView, recentAnalyses, submissionList, submitted,
} from '../../contract/submissions.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { type MessageValues, messageKey } from '../i18n/message.ts';
import { z } from 'zod';
import { ProviderError, providerClient, passDownload } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const base = (clientId: number) => `/clients/${clientId}/submissions`;
// A 403 here is a refusal to show (credit hold, a role): answered as ProviderError, not the no-access page.
const opts = { refusalIs403: true } as const;

export const loadDraft = (context: Context, clientId: number) => providerClient(context).get(`${base(clientId)}/draft.json`, submissionView);
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
  return providerClient(context).find(`${base(clientId)}/${id}.json`, submissionView);
}

/** A submission's PDF streamed from the provider, or null. */
export async function submissionPdf(context: Context, clientId: number, id: number, kind: 'chain-of-custody' | 'labels'): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `${base(clientId)}/${id}/${kind}.pdf`);
  return passDownload(res, `${kind}.pdf`);
}

export function deskLookup(context: Context, code: string) {
  return providerClient(context).find('/receiving/lookup.json', deskView, { query: { code }, ...opts });
}
export const receive = (context: Context, id: number, body: ReceiveBody) =>
  providerClient(context).post(`/receiving/submissions/${id}/receive.json`, z.object({ id: z.number(), batchId: z.number() }), { body, ...opts });

/** The translation key of each refusal of the submission calls, by its code (contract/errors.ts). */
const REFUSAL_KEYS: Partial<Record<ErrorCode, string>> = {
  'draft-not-found': 'orders.error.noDraft',
  'sample-not-found': 'orders.error.noSample',
  'block-not-found': 'orders.error.blockUnknown',
  'sample-not-in-submission': 'orders.error.noSample',
  'submission-not-found': 'orders.error.noSubmission',
  'code-unknown': 'orders.error.codeUnknown',
  'sample-type-unknown': 'orders.error.sampleTypeRequired',
  'analysis-unknown': 'orders.error.unknownAnalysis',
  'analysis-not-offered': 'orders.error.notOffered',
  'tests-not-offered': 'orders.error.testsNotOffered',
  'too-many-samples': 'orders.error.tooManySamples',
  'too-many-tests': 'orders.error.tooManyTests',
  'no-previous-sample': 'orders.error.noPreviousSample',
  'nothing-to-copy': 'orders.error.nothingToCopy',
  'dropbox-unknown': 'orders.error.dropboxRequired',
  'submission-empty': 'orders.error.emptyOrder',
  'sample-without-tests': 'orders.error.sampleWithoutTests',
  'nothing-received': 'orders.error.nothingReceived',
  'already-submitted': 'orders.error.alreadySubmitted',
  'not-cancellable': 'orders.error.notCancellable',
  'not-editable': 'orders.error.notEditable',
  'draft-in-the-way': 'orders.error.draftInTheWay',
  'submission-cancelled': 'orders.error.cancelled',
  'already-received': 'orders.error.alreadyReceived',
};

const samplesOf = (body: unknown) => z.object({ samples: z.array(z.number()) }).safeParse(body);
const testsOf = (body: unknown) => z.object({ tests: z.array(z.string()).min(1), sampleType: z.string() }).safeParse(body);

/**
 * A provider refusal as the pages show it: the translation key with its values (`messageKey`)
 * and the field it belongs to when the provider named one. A refusal without a code of its own
 * is the generic failure; a failure of the provider (5xx) and anything else is thrown again.
 */
export function submissionRefusal(e: unknown): { message: string; field: string | null } {
  if (!(e instanceof ProviderError) || e.status >= 500) throw e;
  const key = REFUSAL_KEYS[e.code as ErrorCode] ?? 'orders.error.failed';
  const samples = samplesOf(e.body);
  const values: MessageValues | undefined = e.code === 'too-many-samples' ? { max: MAX_SAMPLES_PER_SUBMISSION } : e.code === 'sample-without-tests' && samples.success ? { n: samples.data.samples.join(', ') } : undefined;
  // A test that does not fit the sample's type: the refusal names the test and the type.
  const tests = testsOf(e.body);
  if ((e.code === 'analysis-not-offered' || e.code === 'tests-not-offered') && tests.success) {
    return { message: messageKey(`${key}Named`, { tests: tests.data.tests.join(', '), type: tests.data.sampleType, count: tests.data.tests.length }), field: e.field ?? null };
  }
  return { message: messageKey(key, values), field: e.field ?? null };
}
