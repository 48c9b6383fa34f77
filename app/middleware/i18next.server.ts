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
import enPublic from '../i18n/locales/en.public.json';
import de from '../i18n/locales/de.json';
import dePortal from '../i18n/locales/de.portal.json';
import dePublic from '../i18n/locales/de.public.json';
import { type ClientI18n, createI18n } from '../i18n/client.tsx';
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

const resources = { en: { ...en, ...enPublic, ...enPortal }, de: { ...de, ...dePublic, ...dePortal } };

const instances = new Map<string, Promise<i18n>>();
function instanceFor(lng: string): Promise<i18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const i18next = createInstance();
    instance = i18next
      .init({
        lng,
        resources: { en: { [defaultNS]: resources.en }, de: { [defaultNS]: resources.de } },
        fallbackLng: fallbackLanguage,
        defaultNS,
        interpolation: { escapeValue: false },
      })
      .then(() => withFixedTCache(i18next));
    instances.set(lng, instance);
  }
  return instance;
}

/** Strings kept per instance at most (keys are the locale files' own; a dynamic key past this is translated as usual). */
const FIXED_T_CACHE_SIZE = 10_000;

/**
 * A page calls `t(key)` hundreds of times, and i18next's fixed `t` copies its whole options object
 * on every call before it looks the key up (i18next was 18 % of the billing page's server
 * CPU). The translations on the server never change after `init`, so a call with a key alone, no
 * options, gives the same string every time: it is kept per language, namespace and key prefix.
 * Any call with options (values, count, context, defaultValue…) goes to i18next as before.
 */
export function withFixedTCache(instance: i18n): i18n {
  const cache = new Map<string, unknown>();
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const fixedT = (getFixedT as (...args: unknown[]) => any)(lng, ns, keyPrefix, ...more);
    const scope = JSON.stringify([fixedT.lng ?? fixedT.lngs, fixedT.ns, fixedT.keyPrefix ?? null, more]);
    const cached = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length) return fixedT(key, ...rest);
      const id = `${scope}\u0000${key}`;
      if (cache.has(id)) return cache.get(id);
      const value = fixedT(key);
      if (cache.size < FIXED_T_CACHE_SIZE) cache.set(id, value);
      return value;
    };
    return Object.assign(cached, { lng: fixedT.lng, lngs: fixedT.lngs, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix });
  }) as unknown as i18n['getFixedT'];
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

const renderInstances = new Map<string, ClientI18n>();

/**
 * What the page's React tree renders with on the server: the browser's runtime (app/i18n/client.tsx)
 * over the same strings, one per language for the process, with `t(key)` without values kept (the
 * strings never change after start-up). react-i18next's `useTranslation` built an i18next wrapper
 * for every component rendered.
 */
export function renderI18n(context: Readonly<RouterContextProvider>): ClientI18n {
  const lng = getLocale(context);
  let instance = renderInstances.get(lng);
  if (!instance) {
    const base = createI18n(lng, lng === 'de' ? resources.de : resources.en);
    const kept = new Map<string, string>();
    const t: ClientI18n['t'] = (key, values) => {
      if (values) return base.t(key, values);
      let text = kept.get(key);
      if (text === undefined) {
        text = base.t(key);
        if (kept.size < FIXED_T_CACHE_SIZE) kept.set(key, text);
      }
      return text;
    };
    instance = { ...base, t };
    renderInstances.set(lng, instance);
  }
  return instance;
}
export const getInstance = (context: Readonly<RouterContextProvider>) => context.get(instanceContext);
