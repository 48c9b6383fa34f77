/**
 * Share links' calls (contract/share-links.ts): a sample's links for its members, and the public
 * shared page's, which the provider answers without a session (the link's secret goes in the
 * body, never in a provider URL, so no log along the way holds it).
 */
import type { RouterContextProvider } from 'react-router';
import { createdShareLink, sharedAnswer, shareLinksAnswer, shareLink, type CreateShareLink, type SharedAnswer } from '../../contract/share-links.ts';
import { ProviderError, providerClient, passDownload } from './provider.server.ts';
import { z } from 'zod';

type Context = Readonly<RouterContextProvider>;

const samplePath = (clientId: number, sample: string) => `/clients/${clientId}/samples/${encodeURIComponent(sample)}/share-links.json`;

export function loadShareLinks(context: Context, clientId: number, sample: string) {
  return providerClient(context).get(samplePath(clientId, sample), shareLinksAnswer);
}

export function createLink(context: Context, clientId: number, sample: string, body: CreateShareLink) {
  return providerClient(context).post(samplePath(clientId, sample), createdShareLink, { body });
}

export function revokeLink(context: Context, clientId: number, id: number) {
  return providerClient(context).post(`/clients/${clientId}/share-links/${id}/revoke.json`, z.object({ link: shareLink }), { body: {} });
}

/** The shared page's state for a visitor (no session: the link is the only key). */
export async function openShared(context: Context, token: string, passcode?: string): Promise<SharedAnswer> {
  try {
    return await providerClient(context).post('/shared/open.json', sharedAnswer, { body: { token, passcode }, authRedirect: false, expected: [429] });
  } catch (e) {
    if (e instanceof ProviderError && e.status === 429) {
      const parsed = sharedAnswer.safeParse(e.body);
      if (parsed.success) return parsed.data;
    }
    throw e;
  }
}

/** The shared report's PDF, or the page's state when the link does not open (the page shows it). */
export async function sharedPdf(context: Context, token: string, passcode?: string): Promise<Response | null> {
  const res = await providerClient(context).raw('POST', '/shared/report.pdf', { body: { token, passcode }, authRedirect: false, expected: [403, 404, 409, 410, 429] });
  return passDownload(res, 'lab-report.pdf', { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex' } });
}
