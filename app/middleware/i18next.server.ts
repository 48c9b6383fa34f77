import { createCookie } from 'react-router';
import { createI18nextMiddleware } from 'remix-i18next/middleware';
import en from '../i18n/locales/en.json';
import de from '../i18n/locales/de.json';
import { defaultNS, fallbackLanguage, supportedLanguages } from '../i18n/config.ts';

/** The chosen language is remembered for a year (`?lng=de` sets it). */
export const localeCookie = createCookie('lng', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
  i18next: {
    resources: { en: { [defaultNS]: en }, de: { [defaultNS]: de } },
    fallbackLng: fallbackLanguage,
    defaultNS,
    interpolation: { escapeValue: false },
  },
});
