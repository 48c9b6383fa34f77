/**
 * Positive pay on the server: where each visitor's batch lives, and the CSV file.
 *
 * Where the batch lives (the specification keeps it in the browser's memory; we keep it on the
 * server side of the conversation, never trusting the browser with it):
 * - A batch of 500 checks does not fit the 4 KB cookie session, and the site may run on several
 *   web nodes, so batches live in the provider's database
 *   (provider/routes/positive-pay.ts), reached by an unguessable id (32 random bytes) that only
 *   the visitor's session holds (`positivePayBatchId`). A batch begun on one node is continued
 *   and downloaded on any other.
 * - Each batch holds its checks, the check the form last showed (the "draft", so a page reached
 *   by a redirect or a paging link shows what was typed, and Edit can load a row into the form),
 *   and a version that moves with every change the page must re-read.
 * - The provider forgets a batch untouched for 24 hours and, beyond its budget of checks, the
 *   least recently used batches first; the page then says the batch has expired and starts a
 *   new one. Two tabs of one browser share one batch (one session); two changes made at the
 *   same moment are applied one after the other (the second is retried on the batch the first
 *   left: `withBatch`).
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { stringify } from 'csv-stringify/sync';
import { type PositivePayState, positivePayState } from '../../contract/positive-pay.ts';
import type { AppSession } from '../session.server.ts';
import { ProviderError, providerClient } from './provider.server.ts';
import {
  type Batch, type Check, type CheckFormValues, PLACEHOLDER_ROW, checkLineFields, checksOf, contentDisposition, fileNameFor,
} from './positive-pay.ts';

type Context = Readonly<RouterContextProvider>;

export interface BatchState {
  id: string;
  batch: Batch;
  draft: CheckFormValues;
  version: number;
}

/** Another request changed (or the provider dropped) the batch between our read and our write. */
export class BatchChanged extends Error {
  constructor() {
    super('positive pay: the batch changed meanwhile');
  }
}

function fromProvider(state: PositivePayState): BatchState {
  return {
    id: state.id,
    batch: { rows: [PLACEHOLDER_ROW, ...state.batch.checks], nextId: state.batch.nextId },
    draft: state.draft,
    version: state.version,
  };
}

const path = (id: string) => `/positive_pay/batches/${encodeURIComponent(id)}.json`;

/** The batches, through the provider (anonymous calls: the id is the key). */
export function batchStore(context: Context) {
  const api = providerClient(context);
  const put = (state: BatchState, body: Record<string, unknown>) => api.put(path(state.id), positivePayState, { body, authRedirect: false });
  return {
    /** The live batch `id` (its idle time-out starts again), or undefined. */
    async get(id: string | undefined): Promise<BatchState | undefined> {
      if (!id) return undefined;
      try {
        return fromProvider(await api.get(path(id), positivePayState, { authRedirect: false }));
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return undefined;
        throw error;
      }
    },

    async create(): Promise<BatchState> {
      return fromProvider(await api.post('/positive_pay/batches.json', positivePayState, { authRedirect: false }));
    },

    /** Applies a change if the batch is still as `state` read it; the version moves on. */
    async update(state: BatchState, change: { batch?: Batch; draft?: CheckFormValues }): Promise<BatchState> {
      const body = {
        ifVersion: state.version,
        batch: change.batch ? { checks: checksOf(change.batch), nextId: change.batch.nextId } : undefined,
        draft: change.draft,
        bump: true,
      };
      try {
        return fromProvider(await put(state, body));
      } catch (error) {
        if (error instanceof ProviderError && (error.status === 409 || error.status === 404)) throw new BatchChanged();
        throw error;
      }
    },

    /** Remembers what the form held without moving the version (the page keeps its inputs); best effort. */
    async keepDraft(state: BatchState, draft: CheckFormValues): Promise<void> {
      try {
        await put(state, { draft, bump: false });
      } catch (error) {
        if (!(error instanceof ProviderError && (error.status === 409 || error.status === 404))) throw error;
      }
    },
  };
}

/**
 * The session's batch. Without `create`, a visitor who has none gets undefined; with it, a new
 * batch (its id stored in the session). `expired` is true once when the session named a batch
 * the provider no longer has (time-out, eviction); the stale id is removed.
 */
export async function sessionBatch(context: Context, session: AppSession, opts: { create: true }): Promise<{ state: BatchState; expired: boolean }>;
export async function sessionBatch(context: Context, session: AppSession, opts?: { create?: false }): Promise<{ state: BatchState | undefined; expired: boolean }>;
export async function sessionBatch(context: Context, session: AppSession, opts: { create?: boolean } = {}) {
  const store = batchStore(context);
  const id = session.get('positivePayBatchId');
  let state = await store.get(id);
  const expired = Boolean(id) && !state;
  if (expired) session.unset('positivePayBatchId');
  if (!state && opts.create) {
    state = await store.create();
    session.set('positivePayBatchId', state.id);
  }
  return { state, expired };
}

/**
 * Runs `act` on the session's batch (created when missing); when another request changed the
 * batch between the read and the write (`BatchChanged`), reads it again and runs `act` again,
 * a few times at most: a double click or two tabs never lose a change.
 */
export async function withBatch<T>(context: Context, session: AppSession, act: (state: BatchState) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { state } = await sessionBatch(context, session, { create: true });
    try {
      return await act(state);
    } catch (error) {
      if (!(error instanceof BatchChanged) || attempt >= 3) throw error;
    }
  }
}

// ── The file ────────────────────────────────────────────────────────────────────────

export interface PositivePayFile {
  fileName: string;
  body: string;
}

/**
 * The CSV in the line format of shared/spec/README.md, written by csv-stringify: only the payee
 * and the trailing empty field are quoted (a quote inside the payee doubled), lines joined by
 * `\n` with no newline after the last. Named after the payee of the first line.
 */
export function buildPositivePayFile(checks: readonly Check[]): PositivePayFile {
  if (!checks.length) throw new Error('buildPositivePayFile: no checks');
  const body = stringify(
    checks.map(checkLineFields),
    {
      record_delimiter: '\n',
      eof: false,
      cast: {
        // column 5 is the payee, column 6 the empty field: always quoted; the others never need it
        string: (value, { index }) => (index === 5 ? { value, quoted: true } : index === 6 ? { value, quoted_empty: true } : value),
      },
    },
  );
  return { fileName: fileNameFor(checks[0].payeeLine1), body };
}

export function fileResponse(file: PositivePayFile): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(file.fileName),
      // the file names payees and amounts: keep it out of every cache
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * React Router turns a non-redirect Response returned by a page's action into action data (it
 * renders the page with the CSV as text), so an action cannot answer a download by itself. The
 * action decides and hands the file over with `sendFile(context, file)`; this route middleware
 * then answers with the file instead of the page it rendered. A document POST (the Generate
 * button always submits natively, with or without JavaScript) therefore downloads the file.
 */
const fileContext = createContext<PositivePayFile | null>(null);

export function sendFile(context: Readonly<RouterContextProvider>, file: PositivePayFile): void {
  context.set(fileContext, file);
}

export const fileDownloadMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const file = context.get(fileContext);
  return file ? fileResponse(file) : response;
};
