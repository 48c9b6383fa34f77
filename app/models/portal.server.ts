/**
 * The client portal's calls (document 2 §7) for the dashboard shell, results, sample and
 * analysis details, exports, reports, creating a client and the agreement re-sign.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import {
  type ClientDetails, analysisDetailsResponse, batchesResponse, clientDetails, clientListResponse, createClientResponse, exportResponse,
  goPaperlessResponse, overdueBalanceResponse, resultsResponse, sampleDetailsResponse, addressResponse,
} from '../../provider/contract/portal.ts';
import { HIDDEN_WHEN_RESIGN, mayAccess, type Area, type Role } from '../../provider/contract/roles.ts';
import { TtlCache } from '../cache.server.ts';
import type { SessionUser } from '../session.server.ts';
import { ProviderError, providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

// The results filters live in results-filters.ts (no server code: the details pages' "Go back" uses them).
export { ANALYSES_PAGE_SIZES, SAMPLES_PAGE_SIZES, type ResultsFilters } from './results-filters.ts';
import type { ResultsFilters } from './results-filters.ts';
/** The cookie the preliminary-results agreement sets (document 2 §4). */
export const PRELIM_COOKIE = 'preLimResultsAgreement';

/** The dashboard's menu: which items a user sees for the active client (document 2 §6). */
export interface Menu {
  results: boolean;
  billing: boolean;
  courier: boolean;
  supplies: boolean;
  vintage: boolean;
  smoke: boolean;
  team: boolean;
  clientSettings: boolean;
}

export function menuFor(user: Pick<SessionUser, 'administrator' | 'godmode'>, client: Pick<ClientDetails, 'role' | 'status' | 'resignAgreement'>): Menu {
  const admin = !!(user.administrator || user.godmode);
  const role = client.role as Role | null;
  const show = (area: Area) => mayAccess(user, role, area) && !(client.resignAgreement && HIDDEN_WHEN_RESIGN.includes(area));
  return {
    results: show('results') && (admin || client.status !== 'Credit Hold'),
    billing: show('billing'),
    courier: show('courier'),
    supplies: show('supplies'),
    vintage: show('vintage'),
    smoke: show('smoke'),
    team: show('team:view'),
    clientSettings: show('client-settings:view'),
  };
}

// The banners' facts change rarely; a minute per client and sign-in keeps every page cheap.
const banners = new TtlCache<{ paperless: z.infer<typeof goPaperlessResponse>; overdue: z.infer<typeof overdueBalanceResponse> }>(60_000, 2000);

export async function loadClient(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}`, clientDetails);
}

export async function loadBanners(context: Context, token: string, clientId: number) {
  return banners.get(`${token}:${clientId}`, async () => {
    const api = providerClient(context);
    const [paperless, overdue] = await Promise.all([
      api.get(`/clients/${clientId}/go_paperless.json`, goPaperlessResponse),
      api.get(`/clients/${clientId}/invoices/overdue_balance_report.json`, overdueBalanceResponse),
    ]);
    return { paperless, overdue };
  });
}

export function forgetBanners(token: string, clientId: number) {
  banners.delete(`${token}:${clientId}`);
}

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
    query: { start: (f.page - 1) * f.size, length: f.size, searchPhrase: f.q, ...dates, direction: f.dir },
  });
}

export async function loadResults(context: Context, clientId: number, f: ResultsFilters, dates: { startDate?: string; endDate?: string }) {
  return providerClient(context).get(`/clients/${clientId}/results.json`, resultsResponse, {
    query: { start: (f.page - 1) * f.size, length: f.size, searchPhrase: f.q, ...dates, sort: f.sort, direction: f.dir, level: 'test' },
  });
}

export async function loadSample(context: Context, clientId: number, batchId: number, friendlyNumber: string) {
  return providerClient(context).get(`/clients/${clientId}/batches/${batchId}/samples/${encodeURIComponent(friendlyNumber)}.json`, sampleDetailsResponse);
}

export async function loadAnalysis(context: Context, clientId: number, id: number) {
  return providerClient(context).get(`/clients/${clientId}/results/${id}.json`, analysisDetailsResponse);
}

/** The whole filtered results history, e-mailed as CSV (length: the larger of 500 and the total). */
export async function exportResults(context: Context, clientId: number, q: { searchTerm?: string; startDate?: string; endDate?: string; total: number }) {
  return providerClient(context).get(`/clients/${clientId}/results/export.json`, exportResponse, {
    query: { searchTerm: q.searchTerm, startDate: q.startDate, endDate: q.endDate, length: Math.max(500, q.total) },
  });
}

export async function exportBatches(context: Context, clientId: number, q: { batch_id?: number; sample_number?: string; searchTerm?: string; startDate?: string; endDate?: string }) {
  return providerClient(context).get(`/clients/${clientId}/batches/export.json`, exportResponse, { query: q });
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
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const fallback = reportType === 'billing' ? 'invoice.pdf' : 'lab-report.pdf';
  return new Response(res.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': res.headers.get('content-disposition') ?? `attachment; filename="${fallback}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A provider answer the user should read as a message (4xx other than 401/403), else rethrow. */
export function userFacing(error: unknown): ProviderError {
  if (error instanceof ProviderError && error.status >= 400 && error.status < 500) return error;
  throw error;
}
