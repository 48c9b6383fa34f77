import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { servicesContext } from '../../context.ts';
import { sessionContext } from '../../session.server.ts';
import { forgetAccount } from '../../models/account.server.ts';
import { providerClient } from '../../models/provider.server.ts';
import { forgetNotifications } from '../../models/shell.server.ts';

/** A GET (typed address, old bookmark) signs nobody out: logout is a POST from the account menu. */
export function loader() {
  return redirect('/');
}

/** Ends the session and goes to /login; a provider that fails to revoke the token is only logged (document 1 §8). */
export async function action({ context }: Route.ActionArgs) {
  const state = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  if (state.session.get('token')) {
    try {
      const res = await providerClient(context).raw('DELETE', '/logout.json', { authRedirect: false });
      if (!res.ok && res.status !== 401) log.warn('provider logout failed', { status: res.status });
    } catch (error) {
      log.warn('provider logout failed', { error: error instanceof Error ? error.message : String(error) });
    }
  }
  forgetAccount(state.session);
  forgetNotifications(state.session);
  state.destroy = true;
  return redirect('/login');
}
