/**
 * The smoke impact calls (document 3 §7 "Smoke impact") and the acknowledgement cookie.
 *
 * Caches (document 3 §7): the varietal list and the disclaimer text are reference data, kept
 * 10 minutes; the client's samples and reports are read on every request (a client's own
 * results are never cached).
 *
 * The acknowledgement (document 3 §4): after Continue the provider records it and the browser
 * keeps a cookie naming the client and the sign-in it was given in, signed with the session
 * secret. A cookie of another sign-in (a new session) or of another client (the active client
 * changed) counts as no acknowledgement and is cleared on the next visit of the page.
 */
import { createHmac, createHash, timingSafeEqual } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { SMOKE_DISCLAIMER_TAG, disclaimer, disclaimerAck, smokeReport, smokeSamples, smokeVarietals, type SmokeReport } from '../../contract/smoke-impact.ts';
import { TtlCache, perConfig } from '../cache.server.ts';
import { servicesContext } from '../context.ts';
import { sessionContext } from '../session.server.ts';
import { ProviderError, providerClient, passDownload } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const reference = perConfig(() => new TtlCache<unknown>(10 * 60_000, 10));

export const ACK_COOKIE = 'smokeImpactAck';
export const SMOKE_PATH = '/dashboard/smoke-impact-report';

export function loadSmokeVarietals(context: Context) {
  return reference(context).get('varietals', () => providerClient(context).get('/smoke-impact/varietals.json', smokeVarietals)) as Promise<[string, string][]>;
}

export function loadDisclaimer(context: Context) {
  return reference(context).get('disclaimer', () => providerClient(context).get(`/product_disclaimers/${SMOKE_DISCLAIMER_TAG}.json`, disclaimer)) as Promise<{ tag: string; text: string }>;
}

/** "smoke-impact@1a2b3c4d": the tag with a version, the first 8 hex digits of the text's SHA-256 (a changed text is a new version). */
export function versionedTag(text: string): string {
  return `${SMOKE_DISCLAIMER_TAG}@${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
}

export function loadSmokeSamples(context: Context, clientId: number) {
  return providerClient(context).get(`/results/${clientId}/smoke_impact_samples.json`, smokeSamples);
}

export type ReportAnswer = { report: SmokeReport } | { field: 'sampleNumber' | 'varietal' | 'preliminary' | null; key: string };

function query(clientId: number, sample: string, varietal: string, preliminary: boolean) {
  return { sample_number: sample, client_id: clientId, varietal_code: varietal, ...(preliminary ? { preliminary: 'accepted' } : {}) };
}

export async function loadSmokeReport(context: Context, clientId: number, sample: string, varietal: string, preliminary: boolean): Promise<ReportAnswer> {
  try {
    return { report: await providerClient(context).get('/smoke-impact-report.json', smokeReport, { query: query(clientId, sample, varietal, preliminary) }) };
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    const field = (e.body as { field?: string } | null)?.field;
    if (field === 'sampleNumber') return { field, key: 'smoke.errors.unknown-sample' };
    if (field === 'varietal') return { field, key: 'smoke.errors.unknown-varietal' };
    if (field === 'preliminary') return { field, key: 'smoke.errors.preliminary' };
    if (e.status === 400) return { field: 'sampleNumber', key: 'smoke.errors.unknown-sample' };
    return { field: null, key: 'smoke.errors.get-vintage-trends-analyses-error' };
  }
}

/** The PDF from the provider, or null when there is no report for this choice. */
export async function smokeReportPdf(context: Context, clientId: number, sample: string, varietal: string, preliminary: boolean): Promise<Response | null> {
  const q = new URLSearchParams(Object.entries(query(clientId, sample, varietal, preliminary)).map(([k, v]) => [k, String(v)]));
  const res = await providerClient(context).raw('GET', `/smoke-impact-report.pdf?${q}`);
  return passDownload(res, 'smoke-impact.pdf');
}

export async function acknowledgeDisclaimer(context: Context, body: { clientCode: string; userEmail: string; userPid: number; agreementText: string; agreementTag: string }) {
  return providerClient(context).post('/product_disclaimers.json', disclaimerAck, { body });
}

// ─── the acknowledgement cookie ─────────────────────────────────────────────

function stamp(context: Context, clientId: number): string {
  const { session } = context.get(sessionContext);
  const { config } = context.get(servicesContext);
  // Bound to this sign-in by its provider token (a new one at every sign-in; only a MAC of it
  // leaves the server), not by a time, which two sign-ins may share on a coarse or fixed clock.
  const payload = `${clientId}`;
  const mac = createHmac('sha256', config.sessionSecret).update(`smoke-ack:${payload}.${session.get('token') ?? ''}`).digest('base64url').slice(0, 22);
  return `${payload}.${mac}`;
}

function cookieValue(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(/;\s*/)) if (part.startsWith(`${ACK_COOKIE}=`)) return decodeURIComponent(part.slice(ACK_COOKIE.length + 1));
  return null;
}

/** 'yes': acknowledged in this sign-in for this client; 'stale': a cookie of another sign-in or client (clear it); 'no'. */
export function acknowledgement(context: Context, request: Request, clientId: number): 'yes' | 'stale' | 'no' {
  const value = cookieValue(request);
  if (!value) return 'no';
  const expected = Buffer.from(stamp(context, clientId));
  const got = Buffer.from(value);
  return got.length === expected.length && timingSafeEqual(got, expected) ? 'yes' : 'stale';
}

/** Path /dashboard: the page's data requests (/dashboard/smoke-impact-report.data) must carry it too. */
function attributes(context: Context, maxAge: number): string {
  const { config } = context.get(servicesContext);
  return [`Path=/dashboard`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(config.secureCookies ? ['Secure'] : [])].join('; ');
}

export function ackCookie(context: Context, clientId: number): string {
  return `${ACK_COOKIE}=${encodeURIComponent(stamp(context, clientId))}; ${attributes(context, 12 * 3600)}`;
}

export function clearAckCookie(context: Context): string {
  return `${ACK_COOKIE}=; ${attributes(context, 0)}`;
}
