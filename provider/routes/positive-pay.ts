/**
 * The positive-pay file builder's batches: kept in the database, so a
 * visitor's batch is the same on every web node. Anonymous: the batch id (32 random bytes)
 * is the only key, the provider stores its SHA-256, and only the visitor's session holds it.
 *
 *   POST /positive_pay/batches.json          a new, empty batch → 201 { id, batch, draft, version }
 *   GET  /positive_pay/batches/{id}.json     the batch (its idle time-out starts again), or 404
 *   PUT  /positive_pay/batches/{id}.json     a change (positivePayChange) → the batch; 404 gone, 409 changed meanwhile
 *
 * Database rules (as the single process kept them in memory before):
 * - a batch untouched for `idleMs` (24 h) is gone: it answers 404 and is deleted;
 * - the store's budget: at most `maxChecks` checks over all batches and `maxBatches` batches;
 *   beyond it the least recently touched batches are deleted first (never the one being
 *   written). The app then tells its visitor that the earlier batch is no longer available.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { BATCH_ID, type PositivePayState, positivePayChange } from '../../contract/positive-pay.ts';
import { type Ctx, type ProviderEnv, fail, readJson } from '../http.ts';
import { hashToken } from '../services/tokens.ts';
import {
  POSITIVE_PAY_LIMITS, type PositivePayLimits, deleteBatch, enforceBudget, findBatch, findLiveBatch, insertBatch, touchBatch, updateBatch,
} from '../repositories/positive-pay.ts';

const EMPTY_DRAFT = { accountNumber: '', checkNumber: '', checkDate: '', checkAmount: '', payeeLine1: '' };
const GONE = 'This batch is no longer available';

export const positivePayRoutes = new Hono<ProviderEnv>();

const limitsOf = (c: Ctx): PositivePayLimits => c.var.deps.positivePay ?? POSITIVE_PAY_LIMITS;

function batchId(c: Ctx): string {
  const raw = (c.req.param('id') ?? '').replace(/\.json$/, '');
  // An id we never handed out is simply not there (the same answer as an expired one).
  if (!BATCH_ID.test(raw)) fail(404, GONE);
  return raw;
}

function stateOf(id: string, row: { batch: string; draft: string; version: number }): PositivePayState {
  return { id, batch: JSON.parse(row.batch), draft: JSON.parse(row.draft), version: Number(row.version) };
}

positivePayRoutes.post('/positive_pay/batches.json', async (c) => {
  const { db, clock } = c.var.deps;
  const limits = limitsOf(c);
  const now = clock.now();
  const id = randomBytes(32).toString('base64url');
  const idHash = hashToken(id);
  const row = { batch: JSON.stringify({ checks: [], nextId: 1 }), draft: JSON.stringify(EMPTY_DRAFT), version: 1 };
  await insertBatch(db, idHash, row, now, limits.idleMs);
  await enforceBudget(db, now, limits, idHash);
  return c.json(stateOf(id, row), 201);
});

positivePayRoutes.get('/positive_pay/batches/:id{[^/]+\\.json}', async (c) => {
  const { db, clock } = c.var.deps;
  const id = batchId(c);
  const idHash = hashToken(id);
  const now = clock.now();
  const row = await findBatch(db, idHash);
  if (!row) fail(404, GONE);
  if (row.expiresAt <= now.toISOString()) {
    await deleteBatch(db, idHash);
    fail(404, GONE);
  }
  await touchBatch(db, idHash, now, limitsOf(c).idleMs);
  return c.json(stateOf(id, row));
});

positivePayRoutes.put('/positive_pay/batches/:id{[^/]+\\.json}', async (c) => {
  const { db, clock } = c.var.deps;
  const limits = limitsOf(c);
  const id = batchId(c);
  const idHash = hashToken(id);
  const change = await readJson(c, positivePayChange);
  const now = clock.now();
  const live = await findLiveBatch(db, idHash, now);
  if (!live) fail(404, GONE);
  const version = Number(live.version);
  if (change.ifVersion !== undefined && change.ifVersion !== version) fail(409, 'The batch was changed meanwhile');
  const next = {
    batch: change.batch ? JSON.stringify(change.batch) : live.batch,
    draft: change.draft ? JSON.stringify(change.draft) : live.draft,
    version: change.bump ? version + 1 : version,
  };
  // Conditional on the version read: of two changes made at once, one wins and the other is told.
  const written = await updateBatch(db, idHash, version, { ...next, checks: change.batch ? change.batch.checks.length : Number(live.checks) }, now, limits.idleMs);
  if (!written) fail(409, 'The batch was changed meanwhile');
  if (change.batch && change.batch.checks.length > Number(live.checks)) await enforceBudget(db, now, limits, idHash);
  return c.json(stateOf(id, next));
});
