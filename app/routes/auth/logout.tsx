import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { sessionContext } from '../../session.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { endSignIn } from '../../models/sign-out.server.ts';

/** A GET (typed address, old bookmark) signs nobody out: logout is a POST from the account menu. */
export function loader() {
  return redirect('/');
}

/** Ends the session and goes to /login; a provider that fails to revoke the token is only logged (document 1 §8). */
export async function action({ context }: Route.ActionArgs) {
  await endSignIn(context);
  context.get(sessionContext).destroy = true;
  // The session (and any message in it) is destroyed: the login page says it from the address.
  return seeOther('/login?signedOut=1');
}
