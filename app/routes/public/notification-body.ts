import { data } from 'react-router';
import type { Route } from './+types/notification-body';
import { loadNotifications } from '../../models/header-footer.server.ts';

/**
 * One notification's body, for the bar in the browser: the root's loader data holds
 * only each notification's head, the bodies are printed in the HTML. One that arrives after the
 * page loaded (the root's data revalidated after a form) is fetched here. Only a notification
 * the visitor sees in the bar is answered; others are a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const found = (await loadNotifications(context)).find((n) => n.id === id);
  if (!found) throw data(null, { status: 404 });
  return { body: found.messageBody };
}
