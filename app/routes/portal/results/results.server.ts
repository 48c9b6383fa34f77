/**
 * The Results page's server side (document 2 §2): the filters and dates, the samples or
 * analyses page, the e-mailed exports, the preliminary-results agreement and the re-sign form.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { EXPORT_LAYOUTS, type ExportLayout } from '../../../../contract/exports.ts';
import { isSiteAdmin } from '../../../../contract/access.ts';
import { forgetAccount } from '../../../models/account.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import {
  PRELIM_COOKIE, exportFailureMessage, exportOrDownload, forgetBanners, loadBatches,
  loadClient, loadResults, preliminaryAccepted, rememberLastClient, resignAgreement, toIsoDate,
} from '../../../models/portal.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { type ResultsFilters, filtersQuery, readFilters } from '../../../models/results-filters.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { servicesContext } from '../../../context.ts';
import { orFallback } from '../../../models/load-errors.server.ts';
import { resignSchema } from '../../../ui/resign.schema.ts';
import { type JsonText, type PackedAnalyses, type PackedBatches, jsonText, verdictChar } from '../../../models/results-rows.ts';
import { resultShown } from '../../../ui/result-value.tsx';
import { labDay } from '../../../ui/lab-date.ts';
import type { Analysis, Batch } from '../../../../contract/results.ts';

type Context = Readonly<RouterContextProvider>;

/** The page's rows as the browser gets them (results-rows.ts: compact, for a page of many rows), the days formatted here once. */
export function packAnalyses(rows: Analysis[]): JsonText<PackedAnalyses> {
  const packed: PackedAnalyses = { samples: [], sample: [], id: [], analyte: [], result: [], flags: '', panel: [], logged: [], verdict: '' };
  const seen = new Map<string, number>();
  let previous = 0;
  for (const a of rows) {
    const key = `${a.reportBatchId}\u0000${a.friendlyNumber}\u0000${a.sampleDescription}`;
    let sample = seen.get(key);
    if (sample === undefined) {
      seen.set(key, (sample = packed.samples.length));
      packed.samples.push([a.reportBatchId, a.friendlyNumber, a.sampleDescription]);
    }
    const shown = resultShown(a);
    packed.sample.push(sample);
    packed.id.push(a.id - previous);
    previous = a.id;
    packed.analyte.push(a.analyte);
    packed.result.push(shown.value);
    packed.flags += String((shown.pending ? 1 : 0) + (shown.completed ? 2 : 0));
    packed.panel.push(a.panelDescription);
    packed.logged.push(labDay(a.loggedAt));
    packed.verdict += verdictChar(a.specVerdict);
  }
  // A page with no verdict (a client without specifications) sends none.
  if (/^-*$/.test(packed.verdict)) packed.verdict = '';
  return jsonText(packed);
}

export function packBatches(batches: Batch[]): JsonText<PackedBatches> {
  const packed: PackedBatches = { id: [], status: [], logged: [], count: [], friendlyNumber: [], description: [], verdict: '' };
  let previous = 0;
  for (const b of batches) {
    packed.id.push(b.id - previous);
    previous = b.id;
    packed.status.push(b.status);
    packed.logged.push(labDay(b.submittedAt));
    packed.count.push(b.samples.length);
    for (const s of b.samples) {
      packed.friendlyNumber.push(s.friendlyNumber);
      packed.description.push(s.description);
      packed.verdict += verdictChar(s.specVerdict);
    }
  }
  if (/^-*$/.test(packed.verdict)) packed.verdict = '';
  return jsonText(packed);
}

/** Results (document 2 §2): samples or analyses, filters in the URL, server-side sort and paging. */
function checkDates(f: ResultsFilters): { dates: { startDate?: string; endDate?: string }; error: string | null } {
  const startDate = f.from ? toIsoDate(f.from) : undefined;
  const endDate = f.to ? toIsoDate(f.to) : undefined;
  if (startDate === null || endDate === null) return { dates: {}, error: 'results.dateFormatError' };
  if (startDate && endDate && startDate > endDate) return { dates: {}, error: 'results.dateOrderError' };
  return { dates: { startDate, endDate }, error: null };
}

export async function resultsLoader(context: Context, request: Request) {
  const { user, client } = await requireAccess(context, request, 'results');
  const url = new URL(request.url);
  const filters = readFilters(url);
  const prelimAccepted = preliminaryAccepted(request);
  // The user's name is sent only with the re-sign form, the one place that prints it.
  const base = { filters, prelimAccepted, user: null as { firstname: string; lastname: string } | null };
  if (client.resignAgreement) {
    const details = await loadClient(context, client.id);
    const canSign = isSiteAdmin(user) || details.role === 'Administrator';
    return { ...base, user: { firstname: user.firstname, lastname: user.lastname }, resign: { canSign, clientName: details.name, administrators: details.administrators }, dateError: null, batches: null, analyses: null, total: 0 };
  }
  const { dates, error } = checkDates(filters);
  if (error) return { ...base, resign: null, dateError: error, batches: null, analyses: null, total: 0 };
  // A page past the last one goes to the last one (not "Page 9999 of 53").
  const lastPage = (total: number) => {
    const pages = Math.max(1, Math.ceil(total / filters.size));
    if (filters.page > pages) throw redirect(`/dashboard/results${filtersQuery(filters, { page: pages })}`);
  };
  // A failed load keeps the page (filters, view switch) with an empty list and the document's
  // fallback toast (document 1 §8), instead of the error page.
  const loadErrors: string[] = [];
  if (filters.view === 'samples') {
    const r = await orFallback(context, loadBatches(context, client.id, filters, dates), null, 'get-report-batches-error', loadErrors);
    if (!r) return { ...base, resign: null, dateError: null, batches: packBatches([]), analyses: null, total: 0, loadErrors };
    lastPage(r.totalBatches);
    return { ...base, resign: null, dateError: null, batches: packBatches(r.data), analyses: null, total: r.totalBatches, loadErrors };
  }
  // Without the agreement the provider leaves preliminary values out of the data.
  const r = await orFallback(context, loadResults(context, client.id, filters, dates, { preliminary: prelimAccepted }), null, 'get-results-by-analysis-error', loadErrors);
  if (!r) return { ...base, resign: null, dateError: null, batches: null, analyses: packAnalyses([]), total: 0, loadErrors };
  lastPage(r.totalItems);
  return { ...base, resign: null, dateError: null, batches: null, analyses: packAnalyses(r.data), total: r.totalItems, loadErrors };
}

const exportSchema = z.object({ intent: z.literal('export'), view: z.string().optional(), q: z.string().optional(), from: z.string().optional(), to: z.string().optional(), spec: z.string().optional() });
/** the CSV's layout (ours, or a winery software's): an unknown one is ours */
const layoutOf = (formData: FormData): ExportLayout => {
  const v = formData.get('layout');
  return (EXPORT_LAYOUTS as readonly unknown[]).includes(v) ? (v as ExportLayout) : 'standard';
};

/**
 * The CSV export of what the filters select (the results page's export form, posted to the
 * resource route results-export.ts so a download can be the answer): `direct`, up to
 * DIRECT_CSV_MAX_ROWS rows the CSV itself; else e-mailed and back to the page with the message.
 */
export async function exportAction(context: Context, request: Request, client: { id: number; resignAgreement?: boolean }, formData: FormData, direct: boolean): Promise<Response> {
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const back = new URL(request.url);
  // While the agreement must be re-signed the page shows the re-sign form, not the export: back to it.
  if (client.resignAgreement) return seeOther('/dashboard/results');
  const layout = layoutOf(formData);
  const { layout: _layout, ...fields } = Object.fromEntries(formData);
  const parsed = exportSchema.safeParse(fields);
  const f = readFilters(new URL(`/dashboard/results?${new URLSearchParams(parsed.success ? (parsed.data as Record<string, string>) : {})}`, back));
  const { dates, error } = checkDates(f);
  if (error) {
    flash(session, { kind: 'error', message: error });
    return seeOther(`/dashboard/results${filtersQuery(f)}`);
  }
  // The CSV holds preliminary values only once the agreement is accepted.
  const preliminary = { preliminary: preliminaryAccepted(request) };
  try {
    // Up to DIRECT_CSV_MAX_ROWS rows the provider answers the CSV itself: the browser downloads it and stays on the page.
    let answer;
    if (f.view === 'analyses') {
      const total = (await loadResults(context, client.id, { ...f, page: 1, size: 50 }, dates, preliminary)).totalItems;
      answer = await exportOrDownload(context, client.id, 'results', { searchTerm: f.q, ...dates, specification: f.spec || undefined, length: Math.max(500, total), ...(layout === 'standard' ? {} : { layout }) }, preliminary, direct);
    } else {
      answer = await exportOrDownload(context, client.id, 'batches', { searchTerm: f.q, ...dates, specification: f.spec || undefined, ...(layout === 'standard' ? {} : { layout }) }, preliminary, direct);
    }
    if ('download' in answer) return answer.download;
    flash(session, { kind: 'success', message: 'sent-to-mail-success' });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('results export failed', { status: e.status });
    flash(session, { kind: 'error', ...exportFailureMessage(e, f.view === 'analyses' ? 'export-results-analysis-error' : 'export-batches-report-error') });
  }
  return seeOther(`/dashboard/results${filtersQuery(f)}`);
}

export async function resultsAction(context: Context, request: Request) {
  const { user, client } = await requireAccess(context, request, 'results');
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const back = new URL(request.url);

  if (intent === 'preliminary') {
    // The preliminary-results agreement is remembered by the browser (document 2 §4), for a year.
    return seeOther(`/dashboard/results${back.search}`, {
      headers: { 'Set-Cookie': `${PRELIM_COOKIE}=true; Path=/; Max-Age=31536000; SameSite=Lax` },
    });
  }

  // A post of the export to the page itself (the form posts to results-export.ts): e-mailed whatever its size, as a page action cannot answer a download.
  if (intent === 'export') return exportAction(context, request, client, formData, false);

  if (intent === 'resign') {
    const submission = parseWithZod(formData, { schema: resignSchema });
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const { jobTitle, firstname, lastname } = submission.value;
    try {
      const updated = await resignAgreement(context, client.id, { jobTitle, firstname, lastname, acceptTerms: true });
      if (updated.resignAgreement) {
        log.warn('Agreement submission failed - agreement still required', { clientId: client.id });
        return data({ result: submission.reply({ formErrors: ['resign-error'] }) }, { status: 400 });
      }
    } catch (e) {
      if (!(e instanceof ProviderError) || e.status >= 500) throw e;
      return data({ result: submission.reply({ formErrors: [e.status === 403 ? 'resign.notAllowed' : 'resign-error'] }) }, { status: 400 });
    }
    // The client stays active and becomes the user's last client.
    await rememberLastClient(context, user.id, client.id).catch((e: unknown) => log.warn('saving the last client failed', { error: e instanceof Error ? e.message : String(e) }));
    forgetAccount(session);
    forgetBanners(session.get('token')!, client.id);
    flash(session, { kind: 'success', message: 'resign-success' });
    return seeOther('/dashboard/results');
  }
  throw data({ message: 'errors.badRequestTitle' }, { status: 400 });
}
