/**
 * Share links (contract/share-links.ts): a client's member shares a sample's report; the public
 * shared page reads it without a session. The service (services/share-links.ts) decides each
 * opening; these routes check who calls and answer.
 */
import { Hono } from 'hono';
import { type ProviderEnv, currentUser, idParam, readJson, requireClient, sessionOrigin, trackEvent } from '../http.ts';
import { ownSample } from '../results-access.ts';
import { createShareLinkBody, openShareBody, type SharedAnswer } from '../../contract/share-links.ts';
import { createShareLink, listShareLinks, openShared, revokeLink, sharedReportPdf } from '../services/share-links.ts';

export const shareLinkRoutes = new Hono<ProviderEnv>();

const SAMPLE = '/clients/:clientId/samples/:number{[A-Za-z0-9_-]{1,40}}/share-links.json';

/** The sample's links, newest first, each with its latest openings. */
shareLinkRoutes.get(SAMPLE, requireClient('results:share'), async (c) => {
  const sample = await ownSample(c, c.req.param('number') ?? '');
  return c.json({ links: await listShareLinks(c.var.deps, c.var.client.id, sample.id) });
});

/** A new link: its secret is in this answer only. */
shareLinkRoutes.post(SAMPLE, requireClient('results:share'), async (c) => {
  const sample = await ownSample(c, c.req.param('number') ?? '');
  const body = await readJson(c, createShareLinkBody);
  const user = currentUser(c);
  const created = await createShareLink(c.var.deps, { clientId: c.var.client.id, sampleId: sample.id, user, kind: body.kind, market: body.market, days: body.days, passcode: body.passcode });
  await trackEvent(c, 'share-link-created', { clientId: c.var.client.id, sampleId: sample.id, linkId: created.link.id, kind: body.kind, market: body.market ?? null, days: body.days, passcode: !!body.passcode });
  return c.json(created, 201);
});

/** Ends a link at once. */
shareLinkRoutes.post('/clients/:clientId/share-links/:id{[0-9]+}/revoke.json', requireClient('results:share'), async (c) => {
  const link = await revokeLink(c.var.deps, c.var.client.id, idParam(c, 'id'));
  await trackEvent(c, 'share-link-revoked', { clientId: c.var.client.id, linkId: link.id });
  return c.json({ link });
});

/** The shared page's data: always 200 with a `state` (the page tells each one apart), 429 when limited. */
shareLinkRoutes.post('/shared/open.json', async (c) => {
  const body = await readJson(c, openShareBody);
  const { address, userAgent } = sessionOrigin(c);
  const opened = await openShared(c.var.deps, { token: body.token, passcode: body.passcode, address, userAgent, what: 'page' });
  c.header('cache-control', 'no-store');
  return c.json(opened.answer satisfies SharedAnswer, opened.answer.state === 'limited' ? 429 : 200);
});

/** The shared report's PDF (an export-pack link: the export pack PDF); anything but an open link answers the page's state as JSON (404/410/403/429). */
shareLinkRoutes.post('/shared/report.pdf', async (c) => {
  const body = await readJson(c, openShareBody);
  const { address, userAgent } = sessionOrigin(c);
  const opened = await openShared(c.var.deps, { token: body.token, passcode: body.passcode, address, userAgent, what: 'pdf' });
  c.header('cache-control', 'no-store');
  if (!('link' in opened)) {
    const status = { 'not-found': 404, expired: 410, revoked: 410, passcode: 403, withheld: 403, limited: 429 } as const;
    return c.json(opened.answer, status[opened.answer.state]);
  }
  const pdf = await sharedReportPdf(c.var.deps, opened);
  if (!pdf) return c.json({ error: 'The report PDF is not available yet', code: 'download-not-available' }, 409);
  const name = (opened.pack ? `export-pack-${opened.link.friendlyNumber}-${opened.pack.market}.pdf` : `lab-report-${opened.link.friendlyNumber}.pdf`).replace(/[^\w.-]/g, '_');
  return new Response(new Uint8Array(pdf), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'content-length': String(pdf.length), 'cache-control': 'no-store' },
  });
});
