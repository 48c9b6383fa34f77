import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fallbackLanguage, isLanguage } from './i18n/config.ts';
import { I18nextProvider, createI18n, setCurrentI18n } from './i18n/client.tsx';
import { pageParts } from './i18n/strings.ts';
import { loadStrings } from './i18n/load-strings.ts';

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : fallbackLanguage;
  // Only the page's language is downloaded (Vite splits each locale into its own chunk), and
  // besides the base strings the parts the page needs (app/i18n/strings.ts).
  const parts = pageParts(window.location.pathname);
  const [site, ...more] = await Promise.all([loadStrings(lng, 'site'), ...parts.map((part) => loadStrings(lng, part))]);
  const i18n = createI18n(lng, site);
  parts.forEach((part, i) => {
    i18n.addResources(more[i]);
    i18n.mark(part);
  });
  setCurrentI18n(i18n);
  // useTransitions={false}: the router's state changes are rendered as ordinary updates, not in
  // React.startTransition. In a transition the new page is rendered in slices that any input
  // interrupts, after the address bar already shows its URL: on a loaded machine the previous
  // page stayed on screen and took input for a few hundred milliseconds (text typed into
  // /login's E-mail field after a click on "Forgot your password?" was lost when
  // /request-reset-password replaced it, and the reset request went out empty). Now the new page
  // is committed in the task right after the URL changes. No page suspends (no lazy or <Await>),
  // so nothing relied on the transition keeping the old page.
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter useTransitions={false} />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

/**
 * A redirect that escapes the router as an unhandled rejection is not an error of the page. Seen
 * three times in ~650 journeys with JavaScript on a loaded machine, never alone: right after a
 * sign-in whose landing page redirects again (/dashboard → /dashboard/billing), a `Response`
 * thrown by React Router's single-fetch redirect handling was left unawaited while the navigation
 * itself completed. It is noted (console.warn) and not followed: the router has already taken the
 * user where the server said, and following a stale redirect could undo a newer navigation.
 */
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (!(reason instanceof Response) || reason.status < 300 || reason.status > 399) return;
  event.preventDefault();
  console.warn('redirect outside a navigation', reason.status, reason.headers.get('Location'));
});

void hydrate();
