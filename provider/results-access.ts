/**
 * The access rules the results route modules share (routes/results.ts, batches.ts, reports.ts,
 * exports.ts): the results gate, records of the gated client, and the preliminary values.
 *
 * Every route names a client: `requireClient` checks membership and role, then each lookup is
 * scoped to that client. An id that exists but belongs to another client answers 403 (never
 * its data); an id that does not exist answers 404.
 */
import type { MiddlewareHandler } from 'hono';
import type { Analysis } from '../contract/results.ts';
import { type Ctx, type ProviderEnv, currentUser, fail, failNotOwned, idParam, requireClient } from './http.ts';
import { RESIGN_REFUSAL, RESULTS_HOLD_REFUSAL, ownResultsWithheld } from '../contract/roles.ts';
import { findBatch, findSampleByNumber } from './repositories/batches.ts';
import { withheld } from './services/results-export.ts';

/**
 * The lab report of a batch asked for outside the results gate (routes/reports.ts): refused while
 * the client's own results are withheld (contract/roles.ts ownResultsWithheld, the rule every
 * results call shares).
 */
export function refuseResultsOnCreditHold(c: Ctx): void {
  if (ownResultsWithheld(currentUser(c), c.var.client)) fail(403, RESULTS_HOLD_REFUSAL);
}

/**
 * Results data: a member whose role is allowed results, or a site administrator; not while the
 * client's own results are withheld on credit hold (the access rule of the 'results' area,
 * contract/roles.ts, refuses both).
 */
export function resultsGate(): MiddlewareHandler<ProviderEnv> {
  return requireClient('results');
}

/**
 * A sample's or an analysis's details: the results gate, and closed while the client must re-sign
 * its agreement (document 2 §6: the Results page shows the re-sign form instead; the app's gate
 * table, app/models/gate.server.ts GATES 'results:details', applies the same rule). Site
 * administrators are refused too: the agreement is the client's, not the user's.
 */
export function resultsDetailsGate(): MiddlewareHandler<ProviderEnv> {
  const gate = resultsGate();
  return (c, next) =>
    gate(c, async () => {
      if (c.var.client.resignAgreement) fail(403, RESIGN_REFUSAL);
      await next();
    });
}

/** A batch of the gated client: 404 when no such batch exists (or it is a client's the caller cannot open), 403 when it belongs to another client of theirs. */
export async function ownBatch(c: Ctx, id: number = idParam(c, 'batchId')) {
  const batch = await findBatch(c.var.deps.db, id);
  if (!batch) fail(404, 'Batch not found');
  if (batch.clientId !== c.var.client.id) await failNotOwned(c, batch.clientId, 'You do not have access to this batch', 'Batch not found');
  return batch;
}

/** A sample of the gated client by its sample number: 404 when there is none (or it is a client's the caller cannot open), 403 when it belongs to another client of theirs. */
export async function ownSample(c: Ctx, friendlyNumber: string) {
  const sample = await findSampleByNumber(c.var.deps.db, friendlyNumber);
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample', 'Sample not found');
  return sample;
}

/**
 * Preliminary values: shown only to a caller who accepted the
 * preliminary-results agreement, which the app remembers in a cookie and passes as
 * `preliminary=accepted`.
 */
export function preliminaryAccepted(c: Ctx): boolean {
  return c.req.query('preliminary') === 'accepted';
}

export function gatePreliminary(c: Ctx, rows: Analysis[]): Analysis[] {
  return preliminaryAccepted(c) ? rows : rows.map(withheld);
}
