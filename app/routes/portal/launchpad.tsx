import { redirect } from 'react-router';
import type { Route } from './+types/launchpad';
import { requireUser } from '../../models/gate.server.ts';

/** /launchpad redirects to the clients list (document 2 §2). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return redirect('/launchpad/clients');
}
