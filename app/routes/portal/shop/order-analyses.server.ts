/**
 * Server side of /dashboard/shop/order-analyses: the draft order lives at the
 * provider, so every step is a page of its own (no JavaScript needed) and the draft survives a
 * reload, a second tab and a restart. The URL says what is open: `?pick={sampleId}` the test
 * picker for one sample (with the catalogue's search `q` and `category`), `?step=review` the
 * review-and-submit step. Every change is a POST with an `intent`, answered 303 to the page it
 * came from, or 400 with what was typed and the messages.
 */
import { data, redirect } from 'react-router';
import { MAX_LIMIT, MAX_PHRASE } from '../../../../contract/analyses-limits.ts';
import { labTime } from '../../../../contract/lab-time.ts';
import { clockOf } from '../../../context.ts';
import { MAX_SAMPLES_PER_ORDER, hasVintage, offeredFor, pickableSampleTypes, sampleBody } from '../../../../contract/submissions.ts';
import { analysisCategories, listAnalyses, sampleTypes } from '../../../models/analyses.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { safeRedirectUnder } from '../../../models/safe-redirect.ts';
import * as orders from '../../../models/submissions.server.ts';
import { getLocale } from '../../../middleware/i18next.server.ts';
import type { Route } from './+types/order-analyses';

export const ORDER_PATH = '/dashboard/shop/order-analyses';
type LoaderArgs = Route.LoaderArgs;
type ActionArgs = Route.ActionArgs;

export type SampleValues = Record<'description' | 'sampleTypeId' | 'varietal' | 'vintage' | 'clientReference' | 'lot', string>;
export type FieldErrors = Partial<Record<keyof SampleValues, string[]>>;

/** What a failed POST sends back to the page: which form, what was typed, the messages. */
export interface ActionFailure {
  intent: string;
  sampleId: number | null;
  values?: SampleValues;
  fieldErrors?: FieldErrors;
  formError?: { key: string; values?: Record<string, string | number> };
  /** the delivery chosen on the review step */
  delivery?: string;
}

const id = (v: FormDataEntryValue | string | null) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : null);
/** The lab's year on the process's clock (the vintage field's upper bound). */
const labYear = (context: LoaderArgs['context']) => labTime(clockOf(context).now()).year;

export async function orderLoader({ request, context }: LoaderArgs) {
  const { client, creditHold } = await requireAccess(context, request, 'ordering');
  if (creditHold) return { creditHold: true as const, clientName: client.name };
  const url = new URL(request.url);
  const [draft, matrices, categories, recent] = await Promise.all([
    orders.loadDraft(context, client.id),
    sampleTypes(context),
    analysisCategories(context),
    orders.loadRecent(context, client.id),
  ]);
  const types = pickableSampleTypes(matrices);
  const step = url.searchParams.get('step') === 'review' && draft.samples.length ? ('review' as const) : ('samples' as const);
  const pickId = id(url.searchParams.get('pick'));
  const picking = step === 'samples' && pickId ? (draft.samples.find((s) => s.id === pickId) ?? null) : null;
  let picker = null;
  if (picking) {
    const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_PHRASE);
    const category = id(url.searchParams.get('category'));
    const list = await listAnalyses(context, { searchPhrase: q || undefined, categoryId: category ?? undefined, limit: MAX_LIMIT });
    const matrixName = new Map(matrices.map((m) => [m.id, m.name]));
    // Only what the catalogue offers for this sample's type (the provider refuses anything else).
    const offered = list.analyses.filter((a) => offeredFor(matrixName.get(a.analysesMatrixNameId) ?? a.sampleType, picking.sampleType));
    const offeredIds = new Set(offered.map((a) => a.id));
    const have = new Set(picking.lines.map((l) => l.analysisId));
    picker = {
      sampleId: picking.id,
      q,
      category,
      analyses: offered.map((a) => ({ id: a.id, acode: a.acode, testName: a.testName, turnaroundTime: a.turnaroundTime, fees: { feeOne: a.feeOne, feeTwoToTen: a.feeTwoToTen, feeElevenPlus: a.feeElevenPlus }, on: have.has(a.id) })),
      // "order again": recent tests that fit this sample (checked against the whole catalogue when the search narrows the list)
      recent: recent.filter((r) => !have.has(r.id) && (offeredIds.has(r.id) || !q)),
    };
  }
  const dropboxes = step === 'review' ? await orders.loadDropboxes(context, client.id) : [];
  return {
    creditHold: false as const,
    clientName: client.name,
    draft,
    step,
    types,
    vintageTypes: types.filter((t) => hasVintage(t.name)).map((t) => t.id),
    categories,
    picker,
    dropboxes,
    maxSamples: MAX_SAMPLES_PER_ORDER,
    thisYear: labYear(context),
  };
}

function sampleValues(form: FormData): SampleValues {
  const s = (k: string) => String(form.get(k) ?? '');
  return { description: s('description'), sampleTypeId: s('sampleTypeId'), varietal: s('varietal'), vintage: s('vintage'), clientReference: s('clientReference'), lot: s('lot') };
}

/** The sample form checked by the contract's own schema (the provider checks it again). */
function checkSample(values: SampleValues, year: number): { ok: true; body: ReturnType<ReturnType<typeof sampleBody>['parse']> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = sampleBody(year).safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'description') as keyof SampleValues;
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}

/** Back to the page the form was on (the picker or review stays open), as the form said. */
function back(form: FormData, fallback = ORDER_PATH) {
  return redirect(safeRedirectUnder(ORDER_PATH, form.get('returnTo')) ?? fallback, 303);
}

export async function orderAction({ request, context }: ActionArgs) {
  const { client } = await requireAccess(context, request, 'ordering:change');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const sampleId = id(form.get('sampleId'));
  const fail = (failure: Omit<ActionFailure, 'intent' | 'sampleId'>) => data<ActionFailure>({ intent, sampleId, ...failure }, { status: 400 });
  const providerFailure = (e: unknown, values?: SampleValues) => {
    const f = orders.fieldError(e);
    const formError = { key: f.key, values: { n: f.detail ?? '', max: MAX_SAMPLES_PER_ORDER } };
    if (f.field && values) return fail({ values, fieldErrors: { [f.field]: [f.key] }, formError });
    return fail({ values, formError });
  };
  try {
    switch (intent) {
      case 'add-sample':
      case 'update-sample': {
        const values = sampleValues(form);
        const checked = checkSample(values, labYear(context));
        if (!checked.ok) return fail({ values, fieldErrors: checked.fieldErrors });
        try {
          if (intent === 'add-sample') {
            const added = await orders.addSample(context, client.id, checked.body);
            // a new sample goes straight to its tests
            return redirect(`${ORDER_PATH}?pick=${added.id}#picker`, 303);
          }
          if (!sampleId) return fail({ formError: { key: 'orders.error.noSample' } });
          await orders.updateSample(context, client.id, sampleId, checked.body);
        } catch (e) {
          return providerFailure(e, values);
        }
        return back(form);
      }
      case 'remove-sample':
        if (sampleId) await orders.removeSample(context, client.id, sampleId);
        return back(form);
      case 'add-tests': {
        const ids = form.getAll('analysisId').map((v) => id(v)).filter((v): v is number => v !== null);
        if (!sampleId) return fail({ formError: { key: 'orders.error.noSample' } });
        if (!ids.length) return fail({ formError: { key: 'orders.error.noAnalysisPicked' } });
        await orders.addTests(context, client.id, sampleId, ids);
        return back(form);
      }
      case 'remove-test': {
        const analysisId = id(form.get('analysisId'));
        if (sampleId && analysisId) await orders.removeTest(context, client.id, sampleId, analysisId);
        return back(form);
      }
      case 'copy-previous':
        if (!sampleId) return fail({ formError: { key: 'orders.error.noSample' } });
        await orders.copyPrevious(context, client.id, sampleId);
        return back(form);
      case 'submit': {
        const delivery = String(form.get('delivery') ?? '');
        const dropbox = id(form.get('dropboxLocationId'));
        if (!['dropbox', 'courier', 'shipping'].includes(delivery)) return fail({ formError: { key: 'orders.error.deliveryRequired' }, delivery });
        if (delivery === 'dropbox' && !dropbox) return fail({ formError: { key: 'orders.error.dropboxRequired' }, delivery });
        const placed = await orders.submitDraft(context, client.id, {
          delivery: delivery as 'dropbox' | 'courier' | 'shipping',
          dropboxLocationId: delivery === 'dropbox' ? dropbox : null,
          language: getLocale(context) === 'de' ? 'de' : 'en',
        });
        return redirect(`${ORDER_PATH}/submissions/${placed.id}?placed=1`, 303);
      }
      default:
        return fail({ formError: { key: 'orders.error.failed' } });
    }
  } catch (e) {
    if (e instanceof Response) throw e;
    return providerFailure(e);
  }
}
