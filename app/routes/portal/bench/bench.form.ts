/**
 * The lab bench's forms, one schema each, told apart by `intent`: a sample's values, the values
 * to verify, the release, an amendment (a released value, the new value and why), and the
 * instrument CSV (a file or pasted text; the provider reads it).
 */
import { z } from 'zod';
import { MAX_REASON_LENGTH } from '../../../../contract/bench.ts';
import { MAX_VALUE_LENGTH } from '../../../../contract/result-values.ts';

/** Page forms are bounded at 128 KB: the instrument file stays well under. */
export const MAX_UPLOAD_BYTES = 100 * 1024;

export const enterForm = z.object({
  intent: z.literal('enter'),
  values: z.array(z.object({ resultId: z.number().int().positive(), value: z.string().max(MAX_VALUE_LENGTH, 'bench.error.tooLong').default('') })).min(1).max(500),
});

export const verifyForm = z.object({
  intent: z.literal('verify'),
  resultIds: z.array(z.number().int().positive(), { error: 'bench.error.nothingToVerify' }).min(1, 'bench.error.nothingToVerify').max(500),
});

export const releaseForm = z.object({ intent: z.literal('release') });

export const amendForm = z.object({
  intent: z.literal('amend'),
  resultId: z.number({ error: 'bench.error.chooseValue' }).int().positive(),
  value: z.string({ error: 'bench.error.valueRequired' }).trim().min(1, 'bench.error.valueRequired').max(MAX_VALUE_LENGTH, 'bench.error.tooLong'),
  reason: z.string({ error: 'bench.error.reasonRequired' }).trim().min(1, 'bench.error.reasonRequired').max(MAX_REASON_LENGTH, 'bench.error.tooLong'),
});

export const uploadForm = z.object({
  intent: z.literal('upload'),
  csv: z.string().max(MAX_UPLOAD_BYTES, 'bench.error.csvTooLarge').optional(),
});

export const benchForm = z.discriminatedUnion('intent', [enterForm, verifyForm, releaseForm, amendForm, uploadForm]);

export const applyForm = z.object({ intent: z.literal('apply') });
