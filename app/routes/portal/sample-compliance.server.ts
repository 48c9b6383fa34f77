/**
 * The sample page's compliance checks, server side: the label claim and its verdict, molecular
 * SO2 and the export pack for the market picked (`?market=`), the label form's action, and adding
 * an analysis the destination asks for to the order draft (a draft sample standing for this
 * results sample, found again by its client reference = the sample number).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { EXPORT_MARKETS, type ExportMarket } from '../../../contract/compliance-tables.ts';
import { loadCompliance, loadExportPack, saveLabelClaim } from '../../models/compliance.server.ts';
import { sampleTypes } from '../../models/analyses.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { loadSample } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { addSample, addTests, loadDraft } from '../../models/submissions.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { labelClaimSchema } from './label-claim.form.ts';

type Context = Readonly<RouterContextProvider>;

export const marketOf = (raw: string | null): ExportMarket | null => ((EXPORT_MARKETS as readonly string[]).includes(raw ?? '') ? (raw as ExportMarket) : null);

/** The compliance facts for the page; the export pack when a market is picked and the sample is a wine. */
export async function loadSampleCompliance(context: Context, clientId: number, sampleId: number, market: ExportMarket | null) {
  const compliance = await loadCompliance(context, clientId, sampleId);
  const pack = market && compliance.product === 'wine' ? await loadExportPack(context, clientId, sampleId, market) : null;
  return { compliance, pack, market };
}

/** The label form: saved, or the form again with what was typed and why it was refused. */
export async function labelClaimAction(context: Context, clientId: number, sampleId: number, form: FormData, base: string) {
  const submission = parseWithZod(form, { schema: labelClaimSchema });
  if (submission.status !== 'success') return data({ label: submission.reply() }, { status: 400 });
  try {
    await saveLabelClaim(context, clientId, sampleId, submission.value, base);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ label: submission.reply({ formErrors: ['labelClaim.error.save'] }) }, { status: 400 });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'labelClaim.saved' });
  return seeOther(`${base}#label-claim-title`);
}

/** Adds one analysis the destination asks for to the order draft, on the draft sample standing for this results sample. */
export async function orderMissingAction(context: Context, request: Request, params: { batchId: string; sampleId: string }, form: FormData, base: string) {
  const { client } = await requireAccess(context, request, 'ordering');
  const market = marketOf(String(form.get('market') ?? ''));
  const analysisId = Number(form.get('analysisId'));
  const details = await loadSample(context, client.id, Number(params.batchId), params.sampleId, { preliminary: false });
  const back = `${base}?market=${market ?? ''}#export-pack-title`;
  if (!market || !Number.isInteger(analysisId) || analysisId <= 0) throw data({ message: 'get-sample-details-error' }, { status: 400 });
  // Only what the destination asks for and the sample lacks: the link is no back door into the catalogue.
  const pack = await loadExportPack(context, client.id, details.sample.id, market);
  const wanted = pack.missing.find((m) => m.analysisId === analysisId);
  if (!wanted) {
    flash(context.get(sessionContext).session, { kind: 'error', message: 'exportPack.notMissing' });
    return seeOther(back);
  }
  const session = context.get(sessionContext).session;
  try {
    const draft = await loadDraft(context, client.id);
    const existing = draft.samples.find((s) => s.clientReference === details.sample.friendlyNumber);
    let draftSampleId = existing?.id;
    if (draftSampleId === undefined) {
      const types = await sampleTypes(context);
      const wine = types.find((tp) => tp.name.toLowerCase() === 'wine') ?? types[0];
      const { id } = await addSample(context, client.id, {
        description: details.sample.description.slice(0, 200), sampleTypeId: wine.id, varietal: null, vintage: null, clientReference: details.sample.friendlyNumber, lot: null,
      });
      draftSampleId = id;
    }
    if (!existing?.lines.some((l) => l.analysisId === analysisId)) await addTests(context, client.id, draftSampleId, [analysisId]);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    flash(session, { kind: 'error', message: 'exportPack.orderFailed' });
    return seeOther(back);
  }
  flash(session, { kind: 'success', message: 'exportPack.ordered', values: { test: wanted.testName } });
  return seeOther('/dashboard/shop/order-analyses');
}
