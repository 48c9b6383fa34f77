/** Sample details (document 2 §2), server side: the sample, its back links, and the CSV export / lab report action. sample-details.tsx keeps the markup. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { loadBlocks } from '../../models/client-settings.server.ts';
import { loadSampleBlock, saveSampleBlock } from '../../models/harvest.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { pageOpen, requireAccess } from '../../models/gate.server.ts';
import { exportBatches, exportFailureMessage, loadSample, preliminaryAccepted } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { filtersQuery, readFilters, resultsBackHref } from '../../models/results-filters.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { sampleBlockSchema } from './sample-block.form.ts';
import { sampleAvaSchema } from './sample-ava.form.ts';
import { loadSampleAva, saveSampleAva } from '../../models/sample-ava.server.ts';
import { mayAccess } from '../../../contract/access.ts';
import { labelClaimAction, loadSampleCompliance, marketOf, orderMissingAction } from './sample-compliance.server.ts';
import { loadSampleSpecification, loadSpecifications, saveSampleSpecification } from '../../models/specifications.server.ts';

type Context = Readonly<RouterContextProvider>;
type Params = { batchId: string; sampleId: string };

function ids(params: Params) {
  const batchId = Number(params.batchId);
  if (!/^\d{1,12}$/.test(params.batchId) || !/^[A-Za-z0-9_-]{1,40}$/.test(params.sampleId)) throw data({ message: 'get-sample-details-error' }, { status: 404 });
  return { batchId, sampleId: params.sampleId };
}

/** Sample details (document 2 §2): header, actions for Completed batches, analyses panel-first, quick view. */
export async function sampleLoader(context: Context, request: Request, params: Params) {
  const portal = await requireAccess(context, request, 'results:details');
  const { client, user, access } = portal;
  const { batchId, sampleId } = ids(params);
  // Without the agreement the provider leaves preliminary values out of the data.
  const prelimAccepted = preliminaryAccepted(request);
  const details = await loadSample(context, client.id, batchId, sampleId, { preliminary: prelimAccepted }).catch((e: unknown) => {
    if (e instanceof ProviderError && e.status === 404) throw data({ message: 'get-sample-details-error' }, { status: 404 });
    throw e;
  });
  const url = new URL(request.url);
  const quick = Number(url.searchParams.get('quick')) || null;
  // "Go back" returns to the list as the user left it; links on this page keep it.
  const backHref = resultsBackHref(url.searchParams.get('back'));
  const back = filtersQuery(readFilters(new URL(backHref, url)));
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  // The block form shows only to a client that named vineyard blocks.
  const blocks = (await loadBlocks(context, client.id)).data;
  const block = blocks.length ? await loadSampleBlock(context, client.id, details.sample.id) : null;
  // The AVA form: for a wine, juice or grape sample (or one whose type is not known), to whom the access table lets set it.
  const ava = await loadSampleAva(context, client.id, details.sample.id);
  const checks = await loadSampleCompliance(context, client.id, details.sample.id, marketOf(url.searchParams.get('market')));
  const [specs, judged] = await Promise.all([loadSpecifications(context, client.id), loadSampleSpecification(context, client.id, details.sample.id)]);
  return {
    ...checks,
    specifications: specs.data.map((s) => ({ id: s.id, name: s.name })),
    specification: judged.specification ? { id: judged.specification.id, name: judged.specification.name } : null,
    verdicts: Object.fromEntries(judged.results.filter((r) => r.verdict).map((r) => [r.resultId, r.verdict!])),
    // "Add to order" only for those who may order (the action checks again).
    canOrder: !access.ordering,
    exportPdfHref: checks.pack && details.sample.batchStatus === 'Completed' ? `${base}/export-pack/${checks.pack.market}` : null,
    ...details,
    ava: ava.ava,
    avaForm: ava.applies !== false && mayAccess(user, client.role, 'samples:ava'),
    blocks: blocks.map((b) => ({ id: b.id, name: b.name, vineyard: b.vineyard })),
    blockId: block?.blockId ?? null,
    base,
    back,
    backHref,
    quick: details.sample.analyses.find((a) => a.id === quick) ?? null,
    prelimAccepted,
    downloads: details.sample.batchStatus === 'Completed',
    // The share page's link (share links): who may share its report.
    mayShare: pageOpen(portal, 'results:share'),
    crumbs: [
      { to: backHref, label: 'portal.crumbs.results' },
      { to: `/dashboard/results?q=${batchId}`, label: 'portal.crumbs.group', values: { id: batchId } },
      { label: 'portal.crumbs.sample', values: { number: details.sample.friendlyNumber } },
    ],
  };
}

/**
 * CSV export of the sample or of its whole group (e-mailed) and the lab report download: Completed
 * batches; the sample's own export and report for reported samples only.
 */
export async function sampleAction(context: Context, request: Request, params: Params) {
  const { client } = await requireAccess(context, request, 'results:report');
  const { batchId, sampleId } = ids(params);
  const { session } = context.get(sessionContext);
  const intent = (await request.formData()).get('intent');
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  const preliminary = { preliminary: preliminaryAccepted(request) };
  const details = await loadSample(context, client.id, batchId, sampleId, preliminary);
  // The whole group's CSV (batches/export.json?batch_id=): once the group is Completed.
  if (intent === 'export-batch') {
    if (details.sample.batchStatus !== 'Completed') flash(session, { kind: 'error', message: 'download-not-available' });
    else {
      try {
        await exportBatches(context, client.id, { batch_id: batchId }, preliminary);
        flash(session, { kind: 'success', message: 'sent-to-mail-success' });
      } catch (e) {
        if (!(e instanceof ProviderError)) throw e;
        flash(session, { kind: 'error', ...(e.code === 'download-not-available' ? { message: 'download-not-available' } : exportFailureMessage(e, 'export-batch-report-failure')) });
      }
    }
    return seeOther(base);
  }
  if (details.sample.batchStatus !== 'Completed' || !details.sample.reportedAt) {
    flash(session, { kind: 'error', message: 'download-not-available' });
    return seeOther(base);
  }
  if (intent === 'report') return seeOther(`/dashboard/results/group/${batchId}/report?sample=${encodeURIComponent(sampleId)}`);
  try {
    await exportBatches(context, client.id, { sample_number: sampleId }, preliminary);
    flash(session, { kind: 'success', message: 'sent-to-mail-success' });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    flash(session, { kind: 'error', ...(e.code === 'download-not-available' ? { message: 'download-not-available' } : exportFailureMessage(e, 'export-results-for-sample-report-failure')) });
  }
  return seeOther(base);
}

/** Ties the sample to one of the client's vineyard blocks, or unties it (the block form; who may open the sample's details). */
export async function sampleBlockAction(context: Context, request: Request, params: Params) {
  const { client } = await requireAccess(context, request, 'results:details');
  const { batchId, sampleId } = ids(params);
  const submission = parseWithZod(await request.formData(), { schema: sampleBlockSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  try {
    const details = await loadSample(context, client.id, batchId, sampleId, { preliminary: false });
    await saveSampleBlock(context, client.id, details.sample.id, submission.value.blockId, base);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ result: submission.reply({ formErrors: ['harvest.sampleBlockError'] }) }, { status: 400 });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'harvest.sampleBlockSaved' });
  return seeOther(base);
}

/** Names the AVA the sample came from, or none (the AVA form; the access table's 'samples:ava'). */
export async function sampleAvaAction(context: Context, request: Request, params: Params) {
  // the page's gate (who may open the sample's details); the provider checks 'samples:ava' itself
  const { client } = await requireAccess(context, request, 'results:details');
  const { batchId, sampleId } = ids(params);
  const submission = parseWithZod(await request.formData(), { schema: sampleAvaSchema });
  if (submission.status !== 'success') return data({ form: 'ava' as const, result: submission.reply() }, { status: 400 });
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  try {
    const details = await loadSample(context, client.id, batchId, sampleId, { preliminary: false });
    await saveSampleAva(context, client.id, details.sample.id, submission.value.ava, base);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    const message = error.code === 'sample-without-ava' ? 'sampleAva.notApplicable' : 'sampleAva.unknown';
    return data({ form: 'ava' as const, result: submission.reply({ fieldErrors: { ava: [message] } }) }, { status: 400 });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'sampleAva.saved' });
  return seeOther(base);
}

/** The label form and "add to the order" of the export pack: the sample is opened as the page opens it, then the form is read. */
export async function sampleChecksAction(context: Context, request: Request, params: Params, intent: 'label' | 'order-missing' | 'specification') {
  const { client } = await requireAccess(context, request, 'results:details');
  const { batchId, sampleId } = ids(params);
  const base = `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;
  const form = await request.formData();
  if (intent === 'order-missing') return orderMissingAction(context, request, params, form, base);
  const details = await loadSample(context, client.id, batchId, sampleId, { preliminary: false });
  if (intent === 'specification') {
    const raw = String(form.get('specificationId') ?? '');
    const session = context.get(sessionContext).session;
    try {
      await saveSampleSpecification(context, client.id, details.sample.id, /^\d{1,12}$/.test(raw) ? Number(raw) : null);
      flash(session, { kind: 'success', message: 'specifications.assigned' });
    } catch (e) {
      if (!(e instanceof ProviderError) || e.status >= 500) throw e;
      flash(session, { kind: 'error', message: 'specifications.error.save' });
    }
    return seeOther(`${base}#sample-spec-title`);
  }
  return labelClaimAction(context, client.id, details.sample.id, form, base);
}
