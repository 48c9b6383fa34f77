/**
 * The fax gateway: one interface, two adapters, chosen by configuration (FAX_GATEWAY,
 * provider/config.ts).
 *
 * - `createSandboxFax`: the default. Sends nothing; records each send in `fax_sends`. A number
 *   ending in 0198 (the demo's "Winery lab" line) answers "no answer", so the demo and the journeys
 *   show a failed fax and a resend.
 * - `createPhaxioFax`: Phaxio's (Sinch Fax) REST API v2.1: `POST {endpoint}/faxes`, HTTP basic
 *   authentication with the API key and secret, a multipart body with `to` (E.164) and `file`
 *   (the PDF); the answer is JSON `{ success, message, data: { id } }`. Chosen because its send is
 *   one plain HTTP call (no SDK) and it takes a PDF as it is. Every send is recorded in
 *   `fax_sends` too, with Phaxio's fax id.
 *
 * A refusal the provider will repeat (a bad number, a bad file, bad credentials: HTTP 4xx but 408
 * and 429) throws `FaxError` with `permanent`; anything else (5xx, 429, a time-out, no answer)
 * throws a transient one, which the delivery retries with back-off.
 */
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertFaxSend } from '../repositories/deliveries.ts';

export interface FaxSend {
  /** E.164 */
  to: string;
  pdf: Buffer;
  filename: string;
  /** the delivery this send is for (recorded with it) */
  deliveryId: number | null;
}

export interface FaxGateway {
  readonly name: string;
  send(fax: FaxSend): Promise<{ providerId: string }>;
}

export class FaxError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'FaxError';
  }
}

export type FaxGatewayConfig = { gateway: 'sandbox' } | { gateway: 'phaxio'; apiKey: string; apiSecret: string; endpoint: string; timeoutMs: number };

export const PHAXIO_ENDPOINT = 'https://api.phaxio.com/v2.1';

/** The sandbox's busy line: a number ending in these digits is never answered. */
export const SANDBOX_FAX_NO_ANSWER = '0198';

async function record(db: DB, clock: Clock, fax: FaxSend, provider: string, outcome: { providerId: string | null; error: string | null }) {
  await insertFaxSend(db, {
    deliveryId: fax.deliveryId, number: fax.to, provider, providerId: outcome.providerId, status: outcome.error ? 'failed' : 'sent',
    error: outcome.error, pages: null, createdAt: clock.now().toISOString(),
  });
}

export function createSandboxFax(db: DB, clock: Clock): FaxGateway {
  let n = 0;
  return {
    name: 'sandbox',
    async send(fax) {
      if (fax.to.endsWith(SANDBOX_FAX_NO_ANSWER)) {
        await record(db, clock, fax, 'sandbox', { providerId: null, error: 'No answer' });
        throw new FaxError('No answer', true);
      }
      const providerId = `sandbox-${Date.now().toString(36)}-${++n}`;
      await record(db, clock, fax, 'sandbox', { providerId, error: null });
      return { providerId };
    },
  };
}

export function createPhaxioFax(db: DB, clock: Clock, cfg: { apiKey: string; apiSecret: string; endpoint?: string; timeoutMs?: number }): FaxGateway {
  const endpoint = (cfg.endpoint ?? PHAXIO_ENDPOINT).replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${cfg.apiKey}:${cfg.apiSecret}`).toString('base64')}`;
  return {
    name: 'phaxio',
    async send(fax) {
      const form = new FormData();
      form.set('to', fax.to);
      form.set('file', new Blob([new Uint8Array(fax.pdf)], { type: 'application/pdf' }), fax.filename);
      let res: Response;
      try {
        res = await fetch(`${endpoint}/faxes`, { method: 'POST', headers: { authorization: auth }, body: form, signal: AbortSignal.timeout(cfg.timeoutMs ?? 20_000) });
      } catch (error) {
        const message = `Fax provider did not answer (${(error as Error).name})`;
        await record(db, clock, fax, 'phaxio', { providerId: null, error: message });
        throw new FaxError(message, false);
      }
      const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: { id?: number | string } } | null;
      if (res.ok && body?.success && body.data?.id !== undefined) {
        const providerId = String(body.data.id);
        await record(db, clock, fax, 'phaxio', { providerId, error: null });
        return { providerId };
      }
      // The provider's own words (bounded): they name what is wrong with the number or the file.
      const message = String(body?.message ?? `HTTP ${res.status}`).replace(/\s+/g, ' ').slice(0, 300);
      await record(db, clock, fax, 'phaxio', { providerId: null, error: message });
      throw new FaxError(message, res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429);
    },
  };
}

export function createFaxGateway(config: { fax?: FaxGatewayConfig }, db: DB, clock: Clock): FaxGateway {
  const f = config.fax;
  if (f?.gateway === 'phaxio') return createPhaxioFax(db, clock, f);
  return createSandboxFax(db, clock);
}
