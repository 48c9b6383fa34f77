import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { defaultNS, fallbackLanguage, isLanguage } from './i18n/config.ts';

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : fallbackLanguage;
  // Only the page's language is downloaded (Vite splits each locale into its own chunk).
  const resources = lng === 'de' ? (await import('./i18n/locales/de.json')).default : (await import('./i18n/locales/en.json')).default;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    defaultNS,
    resources: { [lng]: { [defaultNS]: resources } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
