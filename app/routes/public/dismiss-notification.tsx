import { redirect } from 'react-router';
import type { Route } from './+types/dismiss-notification';
import { servicesContext } from '../../context.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { safeRedirect } from '../../models/account.server.ts';
import { failureOf, seeOther } from '../../models/form-answer.server.ts';
import { acknowledgeNotification } from '../../models/notifications.server.ts';

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
  if (!Number.isSafeInteger(id) || id <= 0) return seeOther(back);
  if (session.get('token')) {
    try {
      await acknowledgeNotification(context, id);
    } catch (error) {
      const { status, message } = failureOf(error, 'notifications.dismissError', { on: { 429: 'notifications.dismissError' } });
      log.warn('dismissing a notification failed', { status });
      flash(session, { kind: 'error', message });
    }
  } else {
    const dismissed = new Set(session.get('dismissedNotifications') ?? []);
    dismissed.add(id);
    session.set('dismissedNotifications', [...dismissed].slice(-50));
  }
  return seeOther(back);
}
