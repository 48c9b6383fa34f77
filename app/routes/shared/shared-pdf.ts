import { redirect } from 'react-router';
import type { Route } from './+types/shared-pdf';
import { PASSCODE_LIMITS, SHARE_TOKEN } from '../../../contract/share-links.ts';
import { sharedPdf } from '../../models/share-links.server.ts';

/**
 * POST /shared/{token}/report.pdf: the shared report's PDF (a form on the shared page, with the
 * passcode that opened it). A link that does not open goes back to its page, which says why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!SHARE_TOKEN.test(params.token)) throw new Response('Not Found', { status: 404, headers: { 'Referrer-Policy': 'same-origin' } });
  const passcode = String((await request.formData()).get('passcode') ?? '').slice(0, PASSCODE_LIMITS.max * 2) || undefined;
  const pdf = await sharedPdf(context, params.token, passcode);
  if (pdf) return pdf;
  throw redirect(`/shared/${params.token}`, { status: 303, headers: { 'Referrer-Policy': 'same-origin' } });
}

/** A GET (a bookmarked address) is the page's. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/shared/${SHARE_TOKEN.test(params.token) ? params.token : ''}`, { headers: { 'Referrer-Policy': 'same-origin' } });
}
