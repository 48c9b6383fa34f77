/**
 * Positive-pay batches kept by the provider: the file builder's batch lives in the
 * database so every web node sees the same. The endpoints are anonymous; a batch is reached
 * only by its unguessable id, which the visitor's session holds. The provider stores the
 * check fields as the app validated them (app/models/positive-pay.ts) and bounds their sizes.
 */
import { z } from 'zod';

/** The most checks one batch holds (the specification names no limit; 500 must be comfortable). */
export const MAX_CHECKS_PER_BATCH = 1000;
/** A batch id: 32 random bytes, base64url (what the provider hands out; at least 20 characters). */
export const BATCH_ID = /^[A-Za-z0-9_-]{20,100}$/;

const checkField = z.string().max(200);
const draftField = z.string().max(2000);

export const storedCheck = z.object({
  accountNumber: checkField, checkNumber: checkField, checkDate: checkField, checkAmount: checkField, payeeLine1: checkField,
});
export const storedBatch = z.object({
  checks: z.array(z.object({ id: z.number().int().positive(), check: storedCheck })).max(MAX_CHECKS_PER_BATCH),
  nextId: z.number().int().positive(),
});
export const storedDraft = z.object({
  accountNumber: draftField, checkNumber: draftField, checkDate: draftField, checkAmount: draftField, payeeLine1: draftField,
});

/** A batch as the provider answers it (`id` as the caller named it). */
export const positivePayState = z.object({
  id: z.string(),
  batch: storedBatch,
  draft: storedDraft,
  /** moves on with every change the page must re-read (not with a kept draft) */
  version: z.number().int(),
});
export type PositivePayState = z.infer<typeof positivePayState>;

/**
 * A change: the new batch and/or draft. `ifVersion` makes it conditional (409 when another
 * request changed the batch first); `bump: false` keeps the version (a draft remembered after
 * a refused form, which must not reset what the page shows).
 */
export const positivePayChange = z.object({
  ifVersion: z.number().int().optional(),
  batch: storedBatch.optional(),
  draft: storedDraft.optional(),
  bump: z.boolean().default(true),
});
