/**
 * Positive pay on the server: where each visitor's batch lives, and the CSV file.
 *
 * Where the batch lives (the specification keeps it in the browser's memory; we keep it on the
 * server side of the conversation, never trusting the browser with it):
 * - A batch of 500 checks does not fit the 4 KB cookie session, and the app never touches the
 *   database (only the provider does), so batches live in this process's memory, in a store
 *   keyed by a random id. The session carries only that id (`positivePayBatchId`); the session
 *   cookie is signed, so a browser can neither read another visitor's batch nor forge one.
 * - Each entry holds the batch, the check the form last showed (the "draft", so a page reached
 *   by a redirect or a paging link shows what was typed, and Edit can load a row into the
 *   form), and a version that changes with every change the server makes.
 * - An entry untouched for BATCH_IDLE_TTL_MS (24 hours) is forgotten; when more than
 *   MAX_STORED_CHECKS checks are held in all, the least recently used batches are forgotten
 *   first. A server restart loses every unsaved batch: the page then says the batch has expired
 *   and starts a new one. Two tabs of one browser share one batch (one session).
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { stringify } from 'csv-stringify/sync';
import type { AppSession } from '../session.server.ts';
import {
  type Batch, type Check, type CheckFormValues, EMPTY_FORM, checkLineFields, checksOf, contentDisposition, fileNameFor, newBatch,
} from './positive-pay.ts';

export const BATCH_IDLE_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_STORED_CHECKS = 200_000;
export const MAX_STORED_BATCHES = 10_000;

export interface BatchState {
  id: string;
  batch: Batch;
  draft: CheckFormValues;
  version: number;
}

interface Entry {
  state: BatchState;
  expires: number;
}

/** An in-memory LRU store with an idle time-out and a budget of checks across all batches. */
export class BatchStore {
  private entries = new Map<string, Entry>();
  private checks = 0;

  constructor(
    private ttlMs = BATCH_IDLE_TTL_MS,
    private maxChecks = MAX_STORED_CHECKS,
    private maxBatches = MAX_STORED_BATCHES,
    private now: () => number = Date.now,
  ) {}

  /** The live batch `id` (refreshing its place and time-out), or undefined. */
  get(id: string | undefined): BatchState | undefined {
    if (!id) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.drop(id);
      return undefined;
    }
    this.entries.delete(id);
    entry.expires = this.now() + this.ttlMs;
    this.entries.set(id, entry);
    return entry.state;
  }

  create(): BatchState {
    const state: BatchState = { id: crypto.randomUUID(), batch: newBatch(), draft: { ...EMPTY_FORM }, version: 1 };
    this.entries.set(state.id, { state, expires: this.now() + this.ttlMs });
    this.evict();
    return state;
  }

  /** Applies a change; the version moves on so the page re-reads the form from the draft. */
  update(state: BatchState, change: { batch?: Batch; draft?: CheckFormValues }): BatchState {
    const entry = this.entries.get(state.id);
    if (!entry) throw new Error('positive pay: updating a batch that is no longer stored');
    if (change.batch) {
      this.checks += checksOf(change.batch).length - checksOf(entry.state.batch).length;
      entry.state.batch = change.batch;
    }
    if (change.draft) entry.state.draft = change.draft;
    entry.state.version++;
    this.evict(state.id);
    return entry.state;
  }

  /** Remembers what the form held without moving the version (the page keeps its inputs). */
  keepDraft(state: BatchState, draft: CheckFormValues): void {
    state.draft = draft;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedChecks(): number {
    return this.checks;
  }

  private drop(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.checks -= checksOf(entry.state.batch).length;
    this.entries.delete(id);
  }

  /** Expired entries first, then the least recently used, never `keep`. */
  private evict(keep?: string) {
    const t = this.now();
    for (const [id, entry] of this.entries) if (entry.expires <= t && id !== keep) this.drop(id);
    for (const id of this.entries.keys()) {
      if (this.checks <= this.maxChecks && this.entries.size <= this.maxBatches) break;
      if (id !== keep) this.drop(id);
    }
  }
}

/** The process's batches (app-side state; the provider and its database never see them). */
export const batchStore = new BatchStore();

/**
 * The session's batch. Without `create`, a visitor who has none gets undefined; with it, a new
 * batch (its id stored in the session). `expired` is true once when the session named a batch
 * the store no longer has (time-out, eviction, restart); the stale id is removed.
 */
export function sessionBatch(session: AppSession, opts: { create: true }, store?: BatchStore): { state: BatchState; expired: boolean };
export function sessionBatch(session: AppSession, opts?: { create?: false }, store?: BatchStore): { state: BatchState | undefined; expired: boolean };
export function sessionBatch(session: AppSession, opts: { create?: boolean } = {}, store = batchStore) {
  const id = session.get('positivePayBatchId');
  let state = store.get(id);
  const expired = Boolean(id) && !state;
  if (expired) session.unset('positivePayBatchId');
  if (!state && opts.create) {
    state = store.create();
    session.set('positivePayBatchId', state.id);
  }
  return { state, expired };
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
