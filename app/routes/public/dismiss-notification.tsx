import { redirect } from 'react-router';
import type { Route } from './+types/dismiss-notification';
import { servicesContext } from '../../context.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { safeRedirect } from '../../models/account.server.ts';
import { ProviderError, providerClient } from '../../models/provider.server.ts';

export function loader() {
  return redirect('/');
}

/**
 * Dismiss (notifications bar): a signed-in user acknowledges the message at the provider and
 * their cached list is refreshed at once; a signed-out visitor's dismissal is kept in the
 * session cookie. Either way back to the same page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo')) ?? '/';
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return redirect(back);
  if (session.get('token')) {
    try {
      await providerClient(context).raw('POST', `/notifications/${id}/ack.json`).then((res) => {
        if (!res.ok) throw new ProviderError(res.status, 'ack failed', null);
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn('dismissing a notification failed', { status: error.status });
      flash(session, { kind: 'error', message: 'notifications.dismissError' });
    }
  } else {
    const dismissed = new Set(session.get('dismissedNotifications') ?? []);
    dismissed.add(id);
    session.set('dismissedNotifications', [...dismissed].slice(-50));
  }
  return redirect(back);
}
