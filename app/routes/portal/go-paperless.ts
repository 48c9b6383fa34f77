/**
 * The go-paperless banner's action: switches the active client to paperless documents and
 * returns to the page the user was on with the specification's success message (document 3 §4),
 * or the provider's message when it refuses.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/go-paperless';
import { safeRedirect } from '../../models/account.server.ts';
import { portalOf } from '../../models/gate.server.ts';
import { forgetBanners, goPaperless } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { flash, sessionContext } from '../../session.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const { client } = await portalOf(context, request);
  const { session } = context.get(sessionContext);
  const form = await request.formData();
  const back = safeRedirect(form.get('returnTo')) ?? '/dashboard';
  try {
    await goPaperless(context, client.id);
    forgetBanners(session.get('token') ?? '', client.id);
    flash(session, { kind: 'success', message: 'go-paperless-success' });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    flash(session, { kind: 'error', message: error.message, raw: true });
  }
  return redirect(back, 303);
}

export function loader() {
  return redirect('/dashboard');
}
