/**
 * Server side of /dashboard/shop/order-analyses: the draft submission lives at the provider, so
 * every step is a page of its own (no JavaScript needed) and the draft survives a reload, a
 * second tab and a restart. The URL says what is open: `?pick={sampleId}` the test picker for
 * one sample (with the catalogue's search `q` and `category`), `?step=review` the
 * review-and-submit step. Every change is a POST with an `intent`, parsed by the form's schema
 * (order-analyses.form.ts) and answered 303 to the page it came from, or 400 with conform's reply
 * (translation keys) and which form it belongs to.
 */
import { loadSpecifications } from '../../../models/specifications.server.ts';
import { BLOCK_SAMPLE_TYPES } from '../../../../contract/harvest.ts';
import { loadBlocks } from '../../../models/client-settings.server.ts';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { MAX_LIMIT, MAX_PHRASE } from '../../../../contract/analyses-limits.ts';
import { labTime } from '../../../../contract/lab-time.ts';
import { clockOf } from '../../../context.ts';
import { DELIVERIES, MAX_SAMPLES_PER_SUBMISSION, hasVintage, offeredFor, pickableSampleTypes } from '../../../../contract/submissions.ts';
import { approvalOf, refusalState } from '../../../../contract/client-approval.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { analysisCategories, listAnalyses, sampleTypes } from '../../../models/analyses.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { safeRedirectUnder } from '../../../models/safe-redirect.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import * as submissions from '../../../models/submissions.server.ts';
import { getLocale } from '../../../middleware/i18next.server.ts';
import { type Intent, ORDER_ANALYSES_PATH, deliveryForm, sampleForm, sampleRef, testsForm } from './order-analyses.form.ts';
import type { Route } from './+types/order-analyses';

type LoaderArgs = Route.LoaderArgs;
type ActionArgs = Route.ActionArgs;
type Context = LoaderArgs['context'];

const id = (v: FormDataEntryValue | string | null) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : null);
/** The lab's year on the process's clock (the vintage field's upper bound). */
const labYear = (context: Context) => labTime(clockOf(context).now()).year;

/** The test picker of one sample: what the catalogue offers for its type, and "order again". */
async function pickerFor(context: Context, url: URL, picking: { id: number; sampleType: string; lines: { analysisId: number }[] }, matrices: { id: number; name: string }[], recent: { id: number; acode: string; testName: string }[]) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_PHRASE);
  const category = id(url.searchParams.get('category'));
  const narrowed = !!q || category !== null;
  const [list, whole] = await Promise.all([
    listAnalyses(context, { searchPhrase: q || undefined, categoryId: category ?? undefined, limit: MAX_LIMIT }),
    // "order again" is checked against everything the catalogue offers for the type, not only what the search found
    narrowed ? listAnalyses(context, { limit: MAX_LIMIT }) : null,
  ]);
  const matrixName = new Map(matrices.map((m) => [m.id, m.name]));
  // Only what the catalogue offers for this sample's type (the provider refuses anything else).
  const fits = (a: (typeof list.analyses)[number]) => offeredFor(matrixName.get(a.analysesMatrixNameId) ?? a.sampleType, picking.sampleType);
  const offered = list.analyses.filter(fits);
  const offeredIds = new Set((whole ? whole.analyses.filter(fits) : offered).map((a) => a.id));
  const have = new Set(picking.lines.map((l) => l.analysisId));
  return {
    sampleId: picking.id,
    q,
    category,
    analyses: offered.map((a) => ({ id: a.id, acode: a.acode, testName: a.testName, turnaroundTime: a.turnaroundTime, fees: { feeOne: a.feeOne, feeTwoToTen: a.feeTwoToTen, feeElevenPlus: a.feeElevenPlus }, on: have.has(a.id) })),
    // "order again": only recent tests the catalogue offers for this sample's type (a wine test is not offered on a beer)
    recent: recent.filter((r) => !have.has(r.id) && offeredIds.has(r.id)),
    sampleType: picking.sampleType,
    hadRecent: recent.length > 0,
  };
}

export async function orderAnalysesLoader({ request, context }: LoaderArgs) {
  const { client, creditHold } = await requireAccess(context, request, 'ordering');
  if (creditHold) return { creditHold: true as const, clientName: client.name };
  const url = new URL(request.url);
  const [draft, matrices, categories, recent] = await Promise.all([
    submissions.loadDraft(context, client.id),
    sampleTypes(context),
    analysisCategories(context),
    submissions.loadRecent(context, client.id),
  ]);
  const types = pickableSampleTypes(matrices);
  const step = url.searchParams.get('step') === 'review' && draft.samples.length ? ('review' as const) : ('samples' as const);
  const pickId = id(url.searchParams.get('pick'));
  const picking = step === 'samples' && pickId ? (draft.samples.find((s) => s.id === pickId) ?? null) : null;
  const picker = picking ? await pickerFor(context, url, picking, matrices, recent) : null;
  const dropboxes = step === 'review' ? await submissions.loadDropboxes(context, client.id) : [];
  // The delivery chosen on the review step (posted by its Continue button without JavaScript): what it needs shows.
  const delivery = DELIVERIES.find((k) => k === url.searchParams.get('delivery')) ?? null;
  return {
    creditHold: false as const,
    clientName: client.name,
    // A client the lab has not approved builds its draft but cannot submit it: the page says so up front.
    approval: approvalOf(client.status),
    delivery,
    draft,
    step,
    types,
    vintageTypes: types.filter((t) => hasVintage(t.name)).map((t) => t.id),
    // Grape and juice samples name their vineyard block (harvest planning), when the client has blocks.
    blocks: (await loadBlocks(context, client.id)).data.map((b) => ({ id: b.id, name: b.name, vineyard: b.vineyard })),
    blockTypes: types.filter((t) => BLOCK_SAMPLE_TYPES.includes(t.id)).map((t) => t.id),
    // The client's house specifications, to judge a sample against from the start (none when results are closed to the user).
    specifications: await loadSpecifications(context, client.id).then((r) => r.data.map((s) => ({ id: s.id, name: s.name })), () => []),
    categories,
    picker,
    dropboxes,
    maxSamples: MAX_SAMPLES_PER_SUBMISSION,
    thisYear: labYear(context),
  };
}

/** Back to the page the form was on (the picker or review stays open), as the form said. */
function back(form: FormData, fallback = ORDER_ANALYSES_PATH) {
  return seeOther(safeRedirectUnder(ORDER_ANALYSES_PATH, form.get('returnTo')) ?? fallback);
}

type Reply = SubmissionResult<string[]>;

/** What a failed POST sends back: which form (intent and sample) and conform's reply for it. */
export interface ActionFailure {
  intent: string;
  sampleId: number | null;
  result: Reply;
  /** the provider refused the submit because the lab has not approved the client */
  approval?: 'pending' | 'denied';
}

export async function orderAnalysesAction({ request, context }: ActionArgs) {
  const { client } = await requireAccess(context, request, 'ordering:change');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const sampleId = id(form.get('sampleId'));
  const fail = (result: Reply) => data<ActionFailure>({ intent, sampleId, result }, { status: 400 });
  // A refusal of the provider on the form's field (a sample form) or on the whole form.
  const refused = (submission: { reply: (o: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => Reply }, e: unknown, onField = false) => {
    if (e instanceof Response) throw e;
    const r = submissions.submissionRefusal(e);
    return fail(submission.reply(onField && r.field ? { fieldErrors: { [r.field]: [r.message] } } : { formErrors: [r.message] }));
  };
  switch (intent) {
    case 'add-sample':
    case 'update-sample': {
      const submission = parseWithZod(form, { schema: sampleForm(labYear(context)) });
      if (submission.status !== 'success') return fail(submission.reply());
      if (intent === 'update-sample' && !sampleId) return fail(submission.reply({ formErrors: ['orders.error.noSample'] }));
      try {
        if (intent === 'add-sample') {
          const added = await submissions.addSample(context, client.id, submission.value);
          // a new sample goes straight to its tests
          return seeOther(`${ORDER_ANALYSES_PATH}?pick=${added.id}#picker`);
        }
        await submissions.updateSample(context, client.id, sampleId!, submission.value);
      } catch (e) {
        return refused(submission, e, true);
      }
      return back(form);
    }
    case 'add-tests': {
      const submission = parseWithZod(form, { schema: testsForm });
      if (!sampleId) return fail(submission.reply({ formErrors: ['orders.error.noSample'] }));
      if (submission.status !== 'success') return fail(submission.reply());
      try {
        await submissions.addTests(context, client.id, sampleId, submission.value.analysisIds);
      } catch (e) {
        return refused(submission, e);
      }
      return back(form);
    }
    case 'submit': {
      // Without JavaScript, "Continue" posts the delivery chosen so far: the review step shows what it needs.
      const chosen = DELIVERIES.find((k) => k === form.get('delivery'));
      if (form.get('choose') === '1') return seeOther(`${ORDER_ANALYSES_PATH}?step=review${chosen ? `&delivery=${chosen}` : ''}#delivery`);
      const submission = parseWithZod(form, { schema: deliveryForm });
      if (submission.status !== 'success') return fail(submission.reply());
      try {
        const placed = await submissions.submitDraft(context, client.id, { ...submission.value, language: getLocale(context) === 'de' ? 'de' : 'en' });
        return seeOther(`${ORDER_ANALYSES_PATH}/submissions/${placed.id}?placed=1`);
      } catch (e) {
        // The lab has not approved the client (approved meanwhile or not): the notice, not a generic failure.
        const approval = e instanceof ProviderError ? refusalState(e.code) : null;
        if (approval) return data<ActionFailure>({ intent, sampleId, result: submission.reply({ formErrors: [`clientApproval.${approval}Order`] }), approval }, { status: 403 });
        return refused(submission, e);
      }
    }
    case 'remove-sample':
    case 'remove-test':
    case 'copy-previous': {
      const submission = parseWithZod(form, { schema: sampleRef });
      // Removing what is not there (any more) leaves nothing to say: back to the page.
      if (submission.status !== 'success') return intent === 'copy-previous' ? fail(submission.reply()) : back(form);
      const { sampleId: sample, analysisId } = submission.value;
      try {
        if (intent === 'remove-sample') await submissions.removeSample(context, client.id, sample);
        else if (intent === 'copy-previous') await submissions.copyPrevious(context, client.id, sample);
        else if (analysisId) await submissions.removeTest(context, client.id, sample, analysisId);
      } catch (e) {
        return refused(submission, e);
      }
      return back(form);
    }
    default:
      return fail(parseWithZod(form, { schema: sampleRef }).reply({ formErrors: ['orders.error.failed'] }));
  }
}
