import { useEffect } from 'react';

/** The session poll (document 1 §4, §9): every 60 s while signed in. */
export const AUTH_PING_MS = 60_000;

/**
 * With JavaScript, asks the server every minute whether the sign-in is still valid and goes
 * to the login page (coming back here afterwards) once it is not. Errors are only logged.
 */
export function AuthPing({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(async () => {
      try {
        const res = await fetch('/auth-ping', { headers: { accept: 'application/json' }, cache: 'no-store' });
        const body = (await res.json()) as { signedIn: boolean };
        if (!body.signedIn) {
          const here = window.location.pathname + window.location.search;
          window.location.assign(`/login?redirectTo=${encodeURIComponent(here)}`);
        }
      } catch (error) {
        console.warn('auth ping failed', error);
      }
    }, AUTH_PING_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);
  return null;
}
