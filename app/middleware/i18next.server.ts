/**
 * Language and translations for each request. The language comes from `?lng`, then the `lng`
 * cookie, then Accept-Language (remix-i18next's detector). Translation is read-only, so one
 * initialised i18next instance per language serves every request (remix-i18next's own
 * middleware would build and initialise a new instance per request).
 */
import { createInstance, type i18n } from 'i18next';
import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { RemixI18Next } from 'remix-i18next/server';
import en from '../i18n/locales/en.json';
import enPortal from '../i18n/locales/en.portal.json';
import de from '../i18n/locales/de.json';
import dePortal from '../i18n/locales/de.portal.json';
import { defaultNS, fallbackLanguage, supportedLanguages } from '../i18n/config.ts';

/** The chosen language is remembered for a year (`?lng=de` sets it). */
export const localeCookie = createCookie('lng', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
});

const instances = new Map<string, Promise<i18n>>();
function instanceFor(lng: string): Promise<i18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const i18next = createInstance();
    instance = i18next
      .init({
        lng,
        resources: { en: { [defaultNS]: { ...en, ...enPortal } }, de: { [defaultNS]: { ...de, ...dePortal } } },
        fallbackLng: fallbackLanguage,
        defaultNS,
        interpolation: { escapeValue: false },
      })
      .then(() => i18next);
    instances.set(lng, instance);
  }
  return instance;
}

const localeContext = createContext<string>(fallbackLanguage);
const instanceContext = createContext<i18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lng = await detector.getLocale(request);
  context.set(localeContext, lng);
  context.set(instanceContext, await instanceFor(lng));
  return next();
};

export const getLocale = (context: Readonly<RouterContextProvider>) => context.get(localeContext);
export const getInstance = (context: Readonly<RouterContextProvider>) => context.get(instanceContext);
