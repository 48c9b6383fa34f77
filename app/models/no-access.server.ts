/**
 * A refused file link (a lab report or invoice PDF of another client) has no page of its own to
 * show the no-access answer on: it goes to /no-access, which shows the same page as any other
 * 403, with the offer to switch to the owning client and come back.
 */
import { redirect } from 'react-router';
import type { NoAccess } from './provider.server.ts';

/** For `.catch()` on a provider call of a resource route: the no-access Response becomes a redirect. */
export async function noAccessAsPage(error: unknown): Promise<never> {
  if (error instanceof Response && error.status === 403) {
    const body = (await error.clone().json().catch(() => null)) as NoAccess | null;
    if (body?.message === 'no-access') {
      const sp = new URLSearchParams();
      if (body.owner) sp.set('owner', String(body.owner.id));
      if (body.redirectTo) sp.set('redirectTo', body.redirectTo);
      const qs = sp.toString();
      throw redirect(`/no-access${qs ? `?${qs}` : ''}`);
    }
  }
  throw error;
}
