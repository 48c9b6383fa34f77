/**
 * The go-paperless banner's action: switches the active client to paperless documents and
 * returns to the page the user was on with the specification's success message (document 3 §4),
 * or a translated refusal when the provider refuses.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/go-paperless';
import { failureOf } from '../../models/form-answer.server.ts';
import { safeRedirect } from '../../models/account.server.ts';
import { portalOf } from '../../models/gate.server.ts';
import { forgetBanners, goPaperless } from '../../models/portal.server.ts';
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
    // a key, never the provider's words (the one refusal: not an administrator of the client)
    const { message } = failureOf(error, 'create-order-error', { on: { 403: 'portal.goPaperlessAdminOnly' } });
    flash(session, { kind: 'error', message });
  }
  return redirect(back, 303);
}

export function loader() {
  return redirect('/dashboard');
}
