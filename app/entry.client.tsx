import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fallbackLanguage, isLanguage } from './i18n/config.ts';
import { I18nextProvider, createI18n } from './i18n/client.tsx';

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : fallbackLanguage;
  // Only the page's language is downloaded (Vite splits each locale into its own chunk).
  const resources = lng === 'de' ? (await import('./i18n/locales/de.json')).default : (await import('./i18n/locales/en.json')).default;
  const i18n = createI18n(lng, resources);
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
