/**
 * The signed-in user's sign-ins ("Your devices" in user settings): GET /sessions.json, ending
 * one (DELETE /sessions/{id}.json) or all but this one (DELETE /sessions/others.json), and telling
 * the provider this sign-in was used (POST /sessions/current/seen.json), which the request
 * middleware does when it moves the cookie's last-seen time: at most once a minute, never for the
 * page's poll.
 */
import type { RouterContextProvider } from 'react-router';
import { type DeviceSession, deviceSessionsResponse, endedSessionsResponse } from '../../contract/sessions.ts';
import { servicesContext } from '../context.ts';
import { optionalPart, providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The user's sign-ins, or null when the provider cannot list them (a back end without the call, a failure: logged). */
export function listDeviceSessions(context: Context): Promise<DeviceSession[] | null> {
  const read = providerClient(context)
    .get('/sessions.json', deviceSessionsResponse, { returnTo: '/launchpad/user-settings' })
    .then((answer) => answer.sessions);
  return optionalPart(context, 'devices list failed', read, null);
}

/** Ends one of the user's sign-ins: false when the user has none with this id (404). */
export async function endDeviceSession(context: Context, id: number): Promise<boolean> {
  const res = await providerClient(context).raw('DELETE', `/sessions/${id}.json`, { returnTo: '/launchpad/user-settings', expected: [404] });
  if (res.status === 404) return false;
  if (!res.ok) throw new Error(`ending a sign-in failed (${res.status})`);
  return true;
}

/** Ends every sign-in of the user but this one: how many ended. */
export async function endOtherDeviceSessions(context: Context): Promise<number> {
  const answer = await providerClient(context).delete('/sessions/others.json', endedSessionsResponse, { returnTo: '/launchpad/user-settings' });
  return answer.ended;
}

/**
 * Tells the provider this sign-in was just used (its "last used" in the list). A refusal or a
 * failure is only logged: the page's own calls decide whether the session still holds.
 */
export async function markSessionSeen(context: Context): Promise<void> {
  const { log } = context.get(servicesContext);
  try {
    const res = await providerClient(context).raw('POST', '/sessions/current/seen.json', { authRedirect: false, expected: [401, 404] });
    await res.body?.cancel();
    if (!res.ok && res.status !== 401 && res.status !== 404) log.warn('marking the sign-in used failed', { status: res.status });
  } catch (error) {
    log.warn('marking the sign-in used failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
