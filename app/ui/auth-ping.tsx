import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The session poll (document 1 §4, §9): every 60 s while signed in. */
export const AUTH_PING_MS = 60_000;
/** The idle warning shows this long before the idle limit signs the user out. */
export const IDLE_WARNING_MS = 5 * 60_000;

/** Whether a form on the page holds something typed or chosen (then leaving the page would lose it). */
export function pageHasInput(doc: Document): boolean {
  for (const el of Array.from(doc.querySelectorAll('main form input, main form textarea, main form select'))) {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'hidden' || el.type === 'submit' || el.type === 'button') continue;
      if (el.type === 'checkbox' || el.type === 'radio' ? el.checked !== el.defaultChecked : el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLSelectElement) {
      if (Array.from(el.options).some((o) => o.selected !== o.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * With JavaScript, asks the server every minute whether the sign-in is still valid. A few minutes
 * before the idle limit it warns, with "Stay signed in" (a poll that counts as use). Once the
 * sign-in has ended it goes to the login page (coming back here afterwards), unless a form on the
 * page holds input: then it says so and keeps the page, with a login link that opens a new tab.
 * Errors are only logged.
 */
export function AuthPing({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ kind: 'ok' } | { kind: 'warn'; minutes: number } | { kind: 'ended' }>({ kind: 'ok' });
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(async () => {
      try {
        const res = await fetch('/auth-ping', { headers: { accept: 'application/json' }, cache: 'no-store' });
        const body = (await res.json()) as { signedIn: boolean; idleLeftMs?: number };
        if (!body.signedIn) {
          if (pageHasInput(document)) {
            setState({ kind: 'ended' });
            window.clearInterval(timer);
            return;
          }
          const here = window.location.pathname + window.location.search;
          window.location.assign(`/login?redirectTo=${encodeURIComponent(here)}`);
          return;
        }
        const left = body.idleLeftMs;
        setState(typeof left === 'number' && left <= IDLE_WARNING_MS ? { kind: 'warn', minutes: Math.max(1, Math.ceil(left / 60_000)) } : { kind: 'ok' });
      } catch (error) {
        console.warn('auth ping failed', error);
      }
    }, AUTH_PING_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);
  if (state.kind === 'ok') return null;
  const stay = async () => {
    try {
      await fetch('/auth-ping?stay=1', { headers: { accept: 'application/json' }, cache: 'no-store' });
      setState({ kind: 'ok' });
    } catch (error) {
      console.warn('auth ping failed', error);
    }
  };
  return (
    <div className="session-warning" role="alert">
      {state.kind === 'warn' ? (
        <>
          <p>{t('sessionWarning.idle', { count: state.minutes })}</p>
          <button type="button" onClick={stay}>{t('sessionWarning.stay')}</button>
        </>
      ) : (
        <>
          <p>{t('sessionWarning.ended')}</p>
          <a href="/login" target="_blank" rel="noopener">{t('sessionWarning.loginNewTab')}</a>
        </>
      )}
    </div>
  );
}
