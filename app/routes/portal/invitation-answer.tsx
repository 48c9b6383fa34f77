import { redirect } from 'react-router';
import type { Route } from './+types/invitation-answer';
import { invitationAnswerAction } from './invitation-answer.server.ts';

/** /launchpad/invitations/:id takes only the accept/decline form; a visit goes to the clients list. */
export function loader() {
  return redirect('/launchpad/clients');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return invitationAnswerAction(context, request, params.id);
}
