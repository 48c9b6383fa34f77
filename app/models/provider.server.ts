/**
 * The app's client of the provider API. It sends the bearer token from the session, drops
 * empty query values, parses every answer with the contract's zod schema and turns errors
 * into a typed ProviderError, unless the caller handles refusals itself (`authRedirect: false`,
 * e.g. on login itself):
 *
 * - 401 (the token no longer signs anyone in) ends the sign-in by the hook the request's
 *   middleware puts in the context (`unauthorizedContext`), and goes to /login with the page to
 *   come back to (document 1 §4). The client does not end sessions itself: ending one forgets
 *   what the account and header models cached, and those models call the provider through this
 *   client, so importing them here would make a circle;
 * - 403 (signed in, but not allowed this record) keeps the session and answers the no-access
 *   page, which offers to switch to the record's client when the provider names it (a refusal
 *   of one record is no reason to lose the sign-in).
 */
import { createContext, redirect, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { type NotOwnedAnswer, notOwnedAnswer } from '../../contract/clients.ts';
import { errorBody } from '../../contract/errors.ts';
import { servicesContext } from '../context.ts';
import { flash, sessionContext } from '../session.server.ts';
import { markFallback } from '../page-fallback.ts';

/** What to do when the provider no longer knows the session's token (a 401): end the sign-in. */
export type OnUnauthorized = (context: Readonly<RouterContextProvider>) => Promise<void>;

/** The 401 hook of this request; app/middleware/request.server.ts sets it for every request. */
export const unauthorizedContext = createContext<OnUnauthorized>();

export class ProviderError extends Error {
  /** the refusal's code (contract/errors.ts), what a caller branches on; never the English message */
  readonly code?: string;
  /** the input the refusal is about, when the provider named one */
  readonly field?: string;
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
    const typed = errorBody.safeParse(body);
    if (typed.success) {
      this.code = typed.data.code;
      this.field = typed.data.field;
    }
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;
interface CallOptions {
  query?: Query;
  body?: unknown;
  /** for multipart uploads */
  formData?: FormData;
  authRedirect?: boolean;
  /** a 403 is a refusal the caller reads (e.g. a client not yet approved): answered as a
   * ProviderError instead of the no-access page */
  refusalIs403?: boolean;
  /** the page to come back to after signing in again (default: the page of this request) */
  returnTo?: string;
  /**
   * Statuses that are an answer the caller shows as it is, not a failure (a 404 for "there is
   * none with this id"): they do not mark the page as showing a fallback (app/page-fallback.ts).
   */
  expected?: readonly number[];
}

/** What the no-access page (a 403 thrown by the provider client) shows; the root ErrorBoundary renders it. */
export interface NoAccess {
  message: 'no-access';
  /** the client the record belongs to, when the user may switch to it */
  owner: NotOwnedAnswer['owner'] | null;
  /** the page that was refused, to open again after switching */
  redirectTo: string | null;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** How long the provider may take to start answering a call. */
const PROVIDER_ANSWER_MS = 120_000;

export function providerClient(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const state = context.get(sessionContext);

  async function raw(method: string, path: string, opts: CallOptions = {}): Promise<Response> {
    const headers = new Headers({ accept: 'application/json' });
    const token = state.session.get('token');
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (opts.formData) body = opts.formData;
    else if (opts.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(opts.body);
    }
    // The provider has 2 minutes to answer; the timer ends with the answer. An
    // `AbortSignal.timeout` per call kept its timer, its signal and their listeners for the whole
    // 2 minutes after each call (tens of thousands under load), and would have cut a long
    // download (the whole history's CSV) at 2 minutes. Reading the body is not timed.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('The provider did not answer in time', 'TimeoutError')), PROVIDER_ANSWER_MS);
    let response: Response;
    try {
      response = await services.provider(withQuery(path, opts.query), { method, headers, body, signal: timeout.signal });
    } catch (error) {
      markFallback(context);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    // A call that failed: whatever the page shows in its place (a message, an empty list, a
    // refusal) is not kept by the signed-in page cache (app/page-fallback.ts), however the caller softens it.
    if (!response.ok && !opts.expected?.includes(response.status)) markFallback(context);
    if (opts.authRedirect === false) return response;
    if (response.status === 401) {
      services.log.info('provider refused the session; signing out', { path, status: response.status });
      await context.get(unauthorizedContext)(context);
      const back = opts.returnTo ?? state.returnTo;
      throw redirect(back ? `/login?redirectTo=${encodeURIComponent(back)}` : '/login');
    }
    if (response.status === 403 && !opts.refusalIs403) {
      const answer: unknown = await response.json().catch(() => null);
      // A client that requires two-factor sign-in refused a member without it: to the set-up.
      if ((answer as { twoFactorRequired?: unknown } | null)?.twoFactorRequired === true) {
        flash(state.session, { kind: 'warning', message: 'twoFactor.required' });
        throw redirect('/launchpad/user-settings/two-factor');
      }
      const parsed = notOwnedAnswer.safeParse(answer);
      services.log.info('provider refused access', { path, owner: parsed.success ? (parsed.data.owner?.id ?? null) : null });
      const body: NoAccess = { message: 'no-access', owner: (parsed.success && parsed.data.owner) || null, redirectTo: state.returnTo ?? null };
      // A Response (as the 401's redirect is), so the callers that soften failures
      // (`if (error instanceof Response) throw error`) let it through to the error boundary.
      throw Response.json(body, { status: 403 });
    }
    return response;
  }

  async function call<S extends z.ZodType>(method: string, path: string, schema: S, opts: CallOptions = {}): Promise<z.infer<S>> {
    const response = await raw(method, path, opts);
    let json: unknown = null;
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      markFallback(context); // the answer broke off: whatever the caller shows instead is a fallback
      throw error;
    }
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        markFallback(context);
        throw new ProviderError(502, 'The provider answered something that is not JSON', text.slice(0, 200));
      }
    }
    if (!response.ok) {
      const message = typeof (json as { error?: unknown })?.error === 'string' ? (json as { error: string }).error : `Request failed (${response.status})`;
      throw new ProviderError(response.status, message, json);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      services.log.error('provider answer did not match the contract', { path, issues: parsed.error.issues.slice(0, 3) });
      markFallback(context);
      throw new ProviderError(502, 'The provider answered in an unexpected shape', json);
    }
    return parsed.data;
  }

  /** One record, or null when the provider answers 404 (there is none): an answer, not a failure (`expected`). */
  async function find<S extends z.ZodType>(path: string, schema: S, opts: CallOptions = {}): Promise<z.infer<S> | null> {
    try {
      return await call('GET', path, schema, { ...opts, expected: [404] });
    } catch (e) {
      if (e instanceof ProviderError && e.status === 404) return null;
      throw e;
    }
  }

  return {
    raw,
    find,
    get: <S extends z.ZodType>(path: string, schema: S, opts?: CallOptions) => call('GET', path, schema, opts),
    post: <S extends z.ZodType>(path: string, schema: S, opts?: CallOptions) => call('POST', path, schema, opts),
    put: <S extends z.ZodType>(path: string, schema: S, opts?: CallOptions) => call('PUT', path, schema, opts),
    delete: <S extends z.ZodType>(path: string, schema: S, opts?: CallOptions) => call('DELETE', path, schema, opts),
  };
}

export type ProviderClient = ReturnType<typeof providerClient>;

/**
 * One of this app's combined reads (GET /users/{id}/shell.json, GET /clients/{id}/dashboard_shell.json:
 * one call per page instead of several), or, from a provider that answers only the
 * specification's calls (a laboratory's own back end behind PROVIDER_URL answers the combined
 * path 404), the separate calls it stands for. The combined call is made with `expected: [404]`,
 * so falling back to the separate calls is not a fallback the page cache would refuse to keep.
 */
export async function combinedRead<T>(combined: () => Promise<T>, separate: () => Promise<T>): Promise<T> {
  try {
    return await combined();
  } catch (error) {
    if (!(error instanceof ProviderError && error.status === 404)) throw error;
  }
  return separate();
}

/**
 * A part of a page that may be missing: its failure is logged (`message`) and `fallback` shown
 * instead. A redirect or no-access answer (a Response: a 401 or 403 from the provider) still goes through.
 */
export function optionalPart<T>(context: Readonly<RouterContextProvider>, message: string, read: Promise<T>, fallback: T): Promise<T> {
  return read.catch((error: unknown) => {
    if (error instanceof Response) throw error;
    markFallback(context);
    context.get(servicesContext).log.error(message, { error: error instanceof Error ? error.message : String(error) });
    return fallback;
  });
}

/**
 * A file the provider answered (a PDF, a CSV), passed to the browser as an attachment under the
 * provider's own file name (else `fallbackName`); null, its body let go, when the provider refused.
 * `headers` adds to or replaces the defaults (e.g. a public page's caching and referrer rules).
 */
export async function passDownload(res: Response, fallbackName: string, { contentType = 'application/pdf', headers = {} }: { contentType?: string; headers?: Record<string, string> } = {}): Promise<Response | null> {
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return new Response(res.body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': res.headers.get('content-disposition') ?? `attachment; filename="${fallbackName}"`,
      'Cache-Control': 'private, no-store',
      ...headers,
    },
  });
}
