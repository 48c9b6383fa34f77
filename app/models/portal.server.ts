/**
 * The client portal's calls (document 2 §7) for the dashboard shell, results, sample and
 * analysis details, exports, reports, creating a client and the agreement re-sign.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type ClientSummary, clientSummary } from '../../contract/auth.ts';
import { analysisDetailsResponse, batchesResponse, resultsResponse, sampleDetailsResponse } from '../../contract/results.ts';
import { type DashboardShell, clientDetails, clientListResponse, createClientResponse, dashboardShellResponse } from '../../contract/clients.ts';
import { exportResponse, EXPORT_LIMITS } from '../../contract/exports.ts';
import { goPaperlessResponse } from '../../contract/client-settings.ts';
import { overdueBalanceResponse } from '../../contract/billing.ts';
import { addressResponse } from '../../contract/addresses.ts';
import { ProviderError, combinedRead, optionalPart, providerClient, passDownload } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

// The results filters live in results-filters.ts (no server code: the details pages' "Go back" uses them).
export { ANALYSES_PAGE_SIZES, SAMPLES_PAGE_SIZES, type ResultsFilters } from './results-filters.ts';
import type { ResultsFilters } from './results-filters.ts';
/** The cookie the preliminary-results agreement sets (document 2 §4). */
export const PRELIM_COOKIE = 'preLimResultsAgreement';

/** Whether this browser accepted the preliminary-results agreement (its cookie). */
export function preliminaryAccepted(request: Request): boolean {
  return (request.headers.get('cookie') ?? '').split(/;\s*/).includes(`${PRELIM_COOKIE}=true`);
}

/**
 * The provider withholds the value of a result still Pending Validation unless asked with
 * `preliminary=accepted`: the loaders and exports ask only when the agreement
 * was accepted, so an unaccepted page's data (and its CSV) never holds a preliminary value.
 */
type Prelim = { preliminary: boolean };
const prelimQuery = (p: Prelim) => (p.preliminary ? { preliminary: 'accepted' } : {});

/**
 * What the dashboard shell shows on every page: the client, its go-paperless state and
 * its overdue notice, in one provider call (GET /clients/{id}/dashboard_shell.json). Read on every
 * request: a change the user makes (going paperless) must show on whichever node serves
 * the next page, so no node keeps a copy.
 */
export async function loadDashboardShell(context: Context, clientId: number): Promise<DashboardShell> {
  const api = providerClient(context);
  return combinedRead(
    () => api.get(`/clients/${clientId}/dashboard_shell.json`, dashboardShellResponse, { expected: [404] }),
    async () => {
      // the three calls it stands for, the banners optional
      const banner = <T,>(read: Promise<T>, fallback: T) => optionalPart(context, 'dashboard banners unavailable', read, fallback);
      const [client, goPaperless, overdue] = await Promise.all([
        loadClient(context, clientId),
        banner(api.get(`/clients/${clientId}/go_paperless.json`, goPaperlessResponse), { receivesMailedDocuments: false, paperless: true }),
        banner(api.get(`/clients/${clientId}/invoices/overdue_balance_report.json`, overdueBalanceResponse), { hasOverdueInvoices: false, overdueBalance: null }),
      ]);
      return { client, goPaperless, overdue };
    },
  );
}

export async function loadClient(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}`, clientDetails);
}

/**
 * Nothing to forget: the banners are read per request (see loadDashboardShell). Kept so the actions
 * that change the banners' facts still say so, should a cache come back.
 */
export function forgetBanners(_token: string, _clientId: number): void {}

/** MM/dd/yyyy (what the date fields show) or yyyy-MM-dd (a native date input) → yyyy-MM-dd, or null. */
export function toIsoDate(value: string): string | null {
  let m = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
  else if ((m = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) iso = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

export async function loadBatches(context: Context, clientId: number, f: ResultsFilters, dates: { startDate?: string; endDate?: string }) {
  return providerClient(context).get(`/clients/${clientId}/batches/dashboard_index`, batchesResponse, {
    query: { start: (f.page - 1) * f.size, length: f.size, searchPhrase: f.q, ...dates, direction: f.dir, specification: f.spec },
  });
}

export async function loadResults(context: Context, clientId: number, f: ResultsFilters, dates: { startDate?: string; endDate?: string }, p: Prelim) {
  return providerClient(context).get(`/clients/${clientId}/results.json`, resultsResponse, {
    query: { start: (f.page - 1) * f.size, length: f.size, searchPhrase: f.q, ...dates, sort: f.sort, direction: f.dir, level: 'test', specification: f.spec, ...prelimQuery(p) },
  });
}

export async function loadSample(context: Context, clientId: number, batchId: number, friendlyNumber: string, p: Prelim) {
  return providerClient(context).get(`/clients/${clientId}/batches/${batchId}/samples/${encodeURIComponent(friendlyNumber)}.json`, sampleDetailsResponse, { query: prelimQuery(p) });
}

export async function loadAnalysis(context: Context, clientId: number, id: number, p: Prelim) {
  return providerClient(context).get(`/clients/${clientId}/results/${id}.json`, analysisDetailsResponse, { query: prelimQuery(p) });
}

/** The whole filtered results history, e-mailed as CSV (length: the larger of 500 and the total). */
export async function exportResults(context: Context, clientId: number, q: { searchTerm?: string; startDate?: string; endDate?: string; total: number }, p: Prelim) {
  return providerClient(context).get(`/clients/${clientId}/results/export.json`, exportResponse, {
    query: { searchTerm: q.searchTerm, startDate: q.startDate, endDate: q.endDate, length: Math.max(500, q.total), ...prelimQuery(p) },
  });
}

export async function exportBatches(context: Context, clientId: number, q: { batch_id?: number; sample_number?: string; searchTerm?: string; startDate?: string; endDate?: string }, p: Prelim) {
  return providerClient(context).get(`/clients/${clientId}/batches/export.json`, exportResponse, { query: { ...q, ...prelimQuery(p) } });
}

/**
 * The export asked for `direct`: the provider answers the CSV itself when it has up to
 * DIRECT_CSV_MAX_ROWS rows (streamed on to the browser as a download), else queues the mail as
 * before and answers JSON. A refusal throws ProviderError, as the mailed export does.
 */
export async function exportOrDownload(
  context: Context,
  clientId: number,
  kind: 'results' | 'batches',
  q: { searchTerm?: string; startDate?: string; endDate?: string; specification?: string; length?: number; layout?: string },
  p: Prelim,
  direct: boolean,
): Promise<{ download: Response } | { mailed: number }> {
  const res = await providerClient(context).raw('GET', `/clients/${clientId}/${kind}/export.json`, { query: { ...q, ...(direct ? { direct: '1' } : {}), ...prelimQuery(p) } });
  if (res.ok && (res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    return {
      download: new Response(res.body, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment; filename="export.csv"', 'Cache-Control': 'private, no-store' },
      }),
    };
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ProviderError(res.status, (json as { error?: string } | null)?.error ?? `Request failed (${res.status})`, json);
  return { mailed: exportResponse.parse(json).rows };
}

/**
 * The flash message for a refused or failed export: the provider's limits (429: one export in
 * flight, the daily cap; contract/exports.ts) by name, anything else as `fallback`.
 */
export function exportFailureMessage(e: ProviderError, fallback: string): { message: string; values?: Record<string, string | number> } {
  if (e.code === 'export-in-flight') return { message: 'export-in-flight' };
  if (e.code === 'export-daily-limit') return { message: 'export-daily-limit', values: { limit: EXPORT_LIMITS.perDay } };
  return { message: fallback };
}

export async function createClient(context: Context, body: { name: string; officialBusinessName: string; businessType: string; acceptTerms: true; jobTitle: string }) {
  return providerClient(context).post('/clients.json', createClientResponse, { body });
}

export async function addAddress(context: Context, body: Record<string, unknown>) {
  return providerClient(context).post('/addresses.json', addressResponse, { body });
}

export async function resignAgreement(context: Context, clientId: number, body: { jobTitle: string; firstname: string; lastname: string; acceptTerms: true }) {
  return providerClient(context).put(`/clients/${clientId}/resign_client_agreement`, clientDetails, { body: { ...body, id: clientId } });
}

/** Makes `clientId` the user's last client (the one a sign-in opens); the caller decides what a failure means. */
export async function rememberLastClient(context: Context, userId: number, clientId: number): Promise<void> {
  await providerClient(context).put(`/users/${userId}.json`, z.unknown(), { body: { user: { lastClientId: clientId } }, authRedirect: false });
}

/** Switches the client to paperless documents (the go-paperless banner, document 3 §4). */
export async function goPaperless(context: Context, clientId: number) {
  return providerClient(context).post(`/clients/${clientId}/go_paperless.json`, goPaperlessResponse, { authRedirect: false });
}

/** Any client's summary, as a site administrator may read it (null when there is none to read). */
export async function clientSummaryOf(context: Context, clientId: number): Promise<ClientSummary | null> {
  return providerClient(context)
    .get(`/clients/${clientId}`, clientSummary.loose())
    .then((c) => ({ id: c.id, code: c.code, name: c.name, status: c.status, resignAgreement: c.resignAgreement, role: c.role }))
    // A redirect (the client requires two-factor sign-in the user has not set up) still goes through.
    .catch((error: unknown) => {
      if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
      return null;
    });
}

export async function listClients(context: Context, userId: number, q: string) {
  return providerClient(context).get(`/users/${userId}/clients`, clientListResponse, { query: { q }, returnTo: '/launchpad/clients' });
}

/**
 * A batch's lab report (ereport) or invoice (billing) PDF, streamed from the provider with its
 * Content-Disposition; null when the provider has none to give (not completed, offline, …).
 * Used by the results' lab-report route and the billing screen's invoice download.
 */
export async function reportPdf(context: Context, clientId: number, batchId: string | number, reportType: 'ereport' | 'billing'): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `/clients/${clientId}/batches/${batchId}/report?report_type=${reportType}`);
  return passDownload(res, reportType === 'billing' ? 'invoice.pdf' : 'lab-report.pdf');
}

/** The lab reports of several batches as one ZIP, streamed from the provider; on a refusal, its code (contract/errors.ts). */
export async function reportsZip(context: Context, clientId: number, batchIds: number[]): Promise<Response | { code: string }> {
  const query = batchIds.map((id) => `batch=${id}`).join('&');
  const res = await providerClient(context).raw('GET', `/clients/${clientId}/reports.zip?${query}`);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string } | null;
    return { code: body?.code ?? 'download-not-available' };
  }
  return new Response(res.body, {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment; filename="lab-reports.zip"', 'Cache-Control': 'private, no-store' },
  });
}
