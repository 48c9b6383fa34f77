/**
 * A sample's share links (contract/share-links.ts), server side: the sample and its links with
 * their openings; creating a link (its address is answered once, in this response) and revoking
 * one. Who may: the 'results:share' gate, checked again by the provider on every call.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { requireAccess } from '../../../models/gate.server.ts';
import { loadSample } from '../../../models/portal.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { createLink, loadShareLinks, revokeLink } from '../../../models/share-links.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { servicesContext } from '../../../context.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { SHOWS, revokeSchema, shareSchema } from './share-links.form.ts';
import { messageKey } from '../../../i18n/message.ts';
import { SHARE_LIMITS } from '../../../../contract/share-links.ts';

type Context = Readonly<RouterContextProvider>;
type Params = { batchId: string; sampleId: string };

function ids(params: Params) {
  if (!/^\d{1,12}$/.test(params.batchId) || !/^[A-Za-z0-9_-]{1,40}$/.test(params.sampleId)) throw data({ message: 'get-sample-details-error' }, { status: 404 });
  return { batchId: Number(params.batchId), sampleId: params.sampleId };
}

const pathOf = (batchId: number, sampleId: string) => `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(sampleId)}`;

export async function shareLinksLoader(context: Context, request: Request, params: Params) {
  const { client } = await requireAccess(context, request, 'results:share');
  const { batchId, sampleId } = ids(params);
  const details = await loadSample(context, client.id, batchId, sampleId, { preliminary: false }).catch((e: unknown) => {
    if (e instanceof ProviderError && e.status === 404) throw data({ message: 'get-sample-details-error' }, { status: 404 });
    throw e;
  });
  const { links } = await loadShareLinks(context, client.id, sampleId);
  const samplePath = pathOf(batchId, sampleId);
  // From the sample's export pack ("Share this export pack"): that market is picked.
  const market = new URL(request.url).searchParams.get('market');
  return {
    shows: (SHOWS as readonly string[]).includes(market ?? '') ? (market as string) : 'report',
    sample: { friendlyNumber: details.sample.friendlyNumber, description: details.sample.description },
    samplePath,
    links,
    crumbs: [
      { to: '/dashboard/results', label: 'portal.crumbs.results' },
      { to: samplePath, label: 'portal.crumbs.sample', values: { number: details.sample.friendlyNumber } },
      { label: 'shareLinks.manage.crumb' },
    ],
  };
}

export async function shareLinksAction(context: Context, request: Request, params: Params) {
  const { client } = await requireAccess(context, request, 'results:share');
  const { batchId, sampleId } = ids(params);
  const form = await request.formData();
  const here = `${pathOf(batchId, sampleId)}/share`;
  const { session } = context.get(sessionContext);
  if (form.get('intent') === 'revoke') {
    const parsed = revokeSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) throw data({ message: 'get-sample-details-error' }, { status: 400 });
    try {
      await revokeLink(context, client.id, parsed.data.id);
      flash(session, { kind: 'success', message: 'shareLinks.manage.revoked' });
    } catch (e) {
      if (!(e instanceof ProviderError) || e.status >= 500) throw e;
      flash(session, { kind: 'error', message: 'shareLinks.manage.revokeFailed' });
    }
    return seeOther(here);
  }
  const submission = parseWithZod(form, { schema: shareSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), created: null }, { status: 400 });
  try {
    const { shows, days, passcode } = submission.value;
    const what = shows === 'report' ? ({ kind: 'report' } as const) : ({ kind: 'export-pack', market: shows } as const);
    const { token, link } = await createLink(context, client.id, sampleId, { ...what, days, passcode: passcode || undefined });
    const url = `${context.get(servicesContext).config.publicUrl}/shared/${token}`;
    // The address is shown this once (the provider keeps only its hash); the passcode is not repeated.
    return data({ result: submission.reply({ resetForm: true }), created: { url, expiresAt: link.expiresAt, hasPasscode: link.hasPasscode } }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500) throw e;
    // 409: the sample already has as many open links as it may (SHARE_LIMITS.activePerSample)
    const message = e.status === 409 ? messageKey('shareLinks.manage.limit', { count: SHARE_LIMITS.activePerSample }) : 'shareLinks.manage.createFailed';
    return data({ result: submission.reply({ formErrors: [message] }), created: null }, { status: e.status === 409 ? 409 : 400 });
  }
}
