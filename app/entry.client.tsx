import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fallbackLanguage, isLanguage } from './i18n/config.ts';
import { I18nextProvider, createI18n, setCurrentI18n } from './i18n/client.tsx';
import { isPortalPath, loadStrings } from './i18n/strings.ts';

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : fallbackLanguage;
  // Only the page's language is downloaded (Vite splits each locale into its own chunk), and the
  // portal's strings only on portal pages (app/i18n/strings.ts).
  const portal = isPortalPath(window.location.pathname);
  const [site, portalStrings] = await Promise.all([loadStrings(lng, 'site'), portal ? loadStrings(lng, 'portal') : null]);
  const i18n = createI18n(lng, site);
  if (portalStrings) {
    i18n.addResources(portalStrings);
    i18n.mark('portal');
  }
  setCurrentI18n(i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
