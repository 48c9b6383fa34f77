/**
 * The server's translations keep what `t(key)` gave per language, namespace and key prefix
 * (i18next copied its options on every call and was 18 % of a portal page's CPU).
 * A call with options still goes to i18next; nothing leaks between languages or prefixes.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { withFixedTCache } from '../../app/middleware/i18next.server.ts';

async function instance(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { translation: { hello: 'Hello', greet: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', menu: { open: 'Open' } } },
      de: { translation: { hello: 'Hallo', menu: { open: 'Öffnen' } } },
    },
    interpolation: { escapeValue: false },
  });
  return withFixedTCache(i18n);
}

describe('the server-side t cache', () => {
  it('gives the same strings as i18next, per language and key prefix', async () => {
    const en = await instance('en');
    const de = await instance('de');
    const t = en.getFixedT('en');
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(en.getFixedT('de')('hello')).toBe('Hallo');
    expect(de.getFixedT('de')('hello')).toBe('Hallo');
    expect(de.getFixedT('de')('greet', { name: 'Ana' })).toBe('Hello, Ana'); // fallback language
    expect(en.getFixedT('en', null, 'menu')('open')).toBe('Open');
    expect(de.getFixedT('de', null, 'menu')('open')).toBe('Öffnen');
    expect(t('open')).toBe('open'); // a missing key is the key, whatever another prefix cached
  });

  it('passes every call with options to i18next (values, plurals)', async () => {
    const t = (await instance('en')).getFixedT('en');
    expect(t('greet', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('greet', { name: 'Ben' })).toBe('Hello, Ben');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('keeps the fixed t’s own language and namespace for React', async () => {
    const t = (await instance('en')).getFixedT('de', 'translation') as unknown as { lng: string; ns: string };
    expect(t.lng).toBe('de');
    expect(t.ns).toBe('translation');
  });
});
