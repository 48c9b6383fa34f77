/**
 * The Results page's server side (document 2 §2): the filters and dates, the samples or
 * analyses page, the e-mailed exports, the preliminary-results agreement and the re-sign form.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { forgetAccount, isSiteAdmin } from '../../models/account.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireAccess } from '../../models/gate.server.ts';
import {
  PRELIM_COOKIE, exportBatches, exportFailureMessage, exportResults, forgetBanners, loadBatches,
  loadClient, loadResults, preliminaryAccepted, rememberLastClient, resignAgreement, toIsoDate,
} from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { type ResultsFilters, filtersQuery, readFilters } from '../../models/results-filters.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { servicesContext } from '../../context.ts';
import { resignSchema } from '../../ui/resign.schema.ts';
import { labDay } from '../../ui/lab-date.ts';
import type { Analysis, Batch } from '../../../contract/results.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The page's rows carry only what the page shows (issue 20): the loader's data is sent again in
 * the HTML for hydration, and the provider's rows held twice as many fields (methods, comments,
 * test and report dates, ids the page never prints) — about half of the page's gzipped HTML.
 * Dates are formatted here once (`logged`), not by every render.
 */
export type BatchRow = Pick<Batch, 'id' | 'status'> & { logged: string; samples: { id: number; friendlyNumber: string; description: string }[] };
export type AnalysisRow = Pick<Analysis, 'id' | 'reportBatchId' | 'friendlyNumber' | 'sampleDescription' | 'analyte' | 'result' | 'formattedResult' | 'units' | 'validationStatus' | 'status' | 'panelDescription'> & { logged: string };

function batchRows(batches: Batch[]): BatchRow[] {
  return batches.map((b) => ({
    id: b.id, status: b.status, logged: labDay(b.submittedAt),
    samples: b.samples.map((s) => ({ id: s.id, friendlyNumber: s.friendlyNumber, description: s.description })),
  }));
}

function analysisRows(rows: Analysis[]): AnalysisRow[] {
  return rows.map((a) => ({
    id: a.id, reportBatchId: a.reportBatchId, friendlyNumber: a.friendlyNumber, sampleDescription: a.sampleDescription, analyte: a.analyte,
    // ResultValue shows formattedResult ?? result: the raw value is sent only when it is the one shown.
    formattedResult: a.formattedResult, result: a.formattedResult === null ? a.result : null,
    units: a.units, validationStatus: a.validationStatus, status: a.status, panelDescription: a.panelDescription, logged: labDay(a.loggedAt),
  }));
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
  const base = { filters, prelimAccepted, user: { firstname: user.firstname, lastname: user.lastname } };
  if (client.resignAgreement) {
    const details = await loadClient(context, client.id);
    const canSign = isSiteAdmin(user) || details.role === 'Administrator';
    return { ...base, resign: { canSign, clientName: details.name, administrators: details.administrators }, dateError: null, batches: null, analyses: null, total: 0 };
  }
  const { dates, error } = checkDates(filters);
  if (error) return { ...base, resign: null, dateError: error, batches: null, analyses: null, total: 0 };
  // A page past the last one goes to the last one (issue 15 item 9: not "Page 9999 of 53").
  const lastPage = (total: number) => {
    const pages = Math.max(1, Math.ceil(total / filters.size));
    if (filters.page > pages) throw redirect(`/dashboard/results${filtersQuery(filters, { page: pages })}`);
  };
  if (filters.view === 'samples') {
    const r = await loadBatches(context, client.id, filters, dates);
    lastPage(r.totalBatches);
    return { ...base, resign: null, dateError: null, batches: batchRows(r.data), analyses: null, total: r.totalBatches };
  }
  // Without the agreement the provider leaves preliminary values out of the data (issue 15 item 3).
  const r = await loadResults(context, client.id, filters, dates, { preliminary: prelimAccepted });
  lastPage(r.totalItems);
  return { ...base, resign: null, dateError: null, batches: null, analyses: analysisRows(r.data), total: r.totalItems };
}

const exportSchema = z.object({ intent: z.literal('export'), view: z.string().optional(), q: z.string().optional(), from: z.string().optional(), to: z.string().optional() });

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

  if (intent === 'export') {
    const parsed = exportSchema.safeParse(Object.fromEntries(formData));
    const f = readFilters(new URL(`/dashboard/results?${new URLSearchParams(parsed.success ? (parsed.data as Record<string, string>) : {})}`, back));
    const { dates, error } = checkDates(f);
    if (error) {
      flash(session, { kind: 'error', message: error });
      return seeOther(`/dashboard/results${filtersQuery(f)}`);
    }
    // The CSV holds preliminary values only once the agreement is accepted (issue 15 item 3).
    const preliminary = { preliminary: preliminaryAccepted(request) };
    try {
      if (f.view === 'analyses') {
        const total = (await loadResults(context, client.id, { ...f, page: 1, size: 50 }, dates, preliminary)).totalItems;
        await exportResults(context, client.id, { searchTerm: f.q, ...dates, total }, preliminary);
      } else {
        await exportBatches(context, client.id, { searchTerm: f.q, ...dates }, preliminary);
      }
      flash(session, { kind: 'success', message: 'sent-to-mail-success' });
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      log.warn('results export failed', { status: e.status });
      flash(session, { kind: 'error', ...exportFailureMessage(e, f.view === 'analyses' ? 'export-results-analysis-error' : 'export-batches-report-error') });
    }
    return seeOther(`/dashboard/results${filtersQuery(f)}`);
  }

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
