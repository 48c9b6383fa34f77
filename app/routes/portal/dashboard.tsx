import { redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { portalOf } from '../../models/gate.server.ts';

/** /dashboard redirects to results (document 2 §2); with no active client, to the launchpad. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await portalOf(context, request);
  return redirect('/dashboard/results');
}
