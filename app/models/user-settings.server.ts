/**
 * The signed-in user's own profile and password (/launchpad/user-settings): PUT /users/{id}.json
 * and PUT /users/{id}/password.json. After a profile save the session's user summary (header,
 * greetings) and the minute-long account cache are refreshed, so the next page shows the change.
 */
import type { RouterContextProvider } from 'react-router';
import { publicUser, successResponse } from '../../contract/auth.ts';
import { sessionContext } from '../session.server.ts';
import { forgetAccount, toSessionUser } from './account.server.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface ProfileChanges {
  firstname: string;
  lastname: string;
  phone: string | null;
  jobTitle: string | null;
}

export async function saveProfile(context: Context, userId: number, changes: ProfileChanges) {
  const { session } = context.get(sessionContext);
  const fresh = await providerClient(context).put(`/users/${userId}.json`, publicUser, { body: { user: changes }, returnTo: '/launchpad/user-settings' });
  session.set('user', toSessionUser(fresh));
  forgetAccount(session);
  return fresh;
}

/** Throws ProviderError 422 when the current password is wrong. */
export async function changePassword(context: Context, userId: number, body: { currentPassword: string; password: string; passwordConfirmation: string }) {
  await providerClient(context).put(`/users/${userId}/password.json`, successResponse, { body: { user: body }, returnTo: '/launchpad/user-settings' });
}
