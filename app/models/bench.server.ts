/**
 * The lab bench's provider calls (contract/bench.ts) for the pages under /launchpad/bench, and
 * the translation key of each refusal by its code (the app never reads the provider's sentence).
 */
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import {
  type amendBody, type enterBody, amendedAnswer, appliedAnswer, batchBenchAnswer, csvPreviewAnswer, releasedAnswer, worklistAnswer,
} from '../../contract/bench.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { ProviderError, providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const opts = { refusalIs403: true } as const;
const base = (batchId: number) => `/bench/batches/${batchId}`;

export const benchWorklist = (context: Context) => providerClient(context).get('/bench/worklist.json', worklistAnswer);
export const benchBatch = (context: Context, batchId: number) => providerClient(context).find(`${base(batchId)}/bench.json`, batchBenchAnswer);
export const enterValues = (context: Context, batchId: number, body: z.input<typeof enterBody>) => providerClient(context).post(`${base(batchId)}/values.json`, appliedAnswer, { body, ...opts });
export const verifyValues = (context: Context, batchId: number, resultIds: number[]) => providerClient(context).post(`${base(batchId)}/verify.json`, appliedAnswer, { body: { resultIds }, ...opts });
export const uploadCsv = (context: Context, batchId: number, csv: string) => providerClient(context).post(`${base(batchId)}/uploads.json`, csvPreviewAnswer, { body: { csv }, ...opts });
export const csvPreview = (context: Context, batchId: number, id: string) => providerClient(context).find(`${base(batchId)}/uploads/${encodeURIComponent(id)}/preview.json`, csvPreviewAnswer, opts);
export const applyCsv = (context: Context, batchId: number, id: string) => providerClient(context).post(`${base(batchId)}/uploads/${encodeURIComponent(id)}/apply.json`, appliedAnswer, opts);
export const releaseBatch = (context: Context, batchId: number) => providerClient(context).post(`${base(batchId)}/release.json`, releasedAnswer, opts);
export const amendValue = (context: Context, batchId: number, body: z.input<typeof amendBody>) => providerClient(context).post(`${base(batchId)}/amend.json`, amendedAnswer, { body, ...opts });

const REFUSAL_KEYS: Partial<Record<ErrorCode, string>> = {
  'batch-not-found': 'bench.error.batchNotFound',
  'result-not-found': 'bench.error.resultNotFound',
  'upload-not-found': 'bench.error.uploadNotFound',
  'bad-value': 'bench.error.badValue',
  'csv-unreadable': 'bench.error.csvUnreadable',
  'csv-too-large': 'bench.error.csvTooLarge',
  'nothing-entered': 'bench.error.nothingEntered',
  'nothing-to-verify': 'bench.error.nothingToVerify',
  'reason-required': 'bench.error.reasonRequired',
  'same-person-verifies': 'bench.error.samePerson',
  'value-not-entered': 'bench.error.valueNotEntered',
  'result-released': 'bench.error.resultReleased',
  'result-not-released': 'bench.error.resultNotReleased',
  'batch-not-verified': 'bench.error.notVerified',
  'batch-released': 'bench.error.batchReleased',
};

/** A refusal's translation key and the field it names; a failure of the provider is thrown on. */
export function benchRefusal(e: unknown): { message: string; field: string } {
  if (!(e instanceof ProviderError) || e.status >= 500) throw e;
  return { message: REFUSAL_KEYS[e.code as ErrorCode] ?? 'bench.error.failed', field: e.field ?? '' };
}
