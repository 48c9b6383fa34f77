import { redirect } from 'react-router';
import type { Route } from './+types/active-client';
import { activeClientAction } from './active-client.server.ts';

export function loader() {
  return redirect('/launchpad/clients');
}

export async function action({ request, context }: Route.ActionArgs) {
  return activeClientAction(context, request);
}
