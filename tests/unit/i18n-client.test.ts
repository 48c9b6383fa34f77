import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import enSite from '../../app/i18n/locales/en.json';
import enPortal from '../../app/i18n/locales/en.portal.json';
import deSite from '../../app/i18n/locales/de.json';
import dePortal from '../../app/i18n/locales/de.portal.json';

const en = { ...enSite, ...enPortal };
const de = { ...deSite, ...dePortal };
import { createI18n } from '../../app/i18n/client.tsx';

type Tree = { [k: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

describe('the browser translation runtime gives the server i18next the same text', () => {
  for (const [lng, resources] of [['en', en], ['de', de]] as const) {
    it(`for every key in ${lng}`, async () => {
      const server = createInstance();
      await server.init({ lng, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false } });
      const client = createI18n(lng, resources as Tree);
      const values = { field: 'E-mail', count: 3, name: 'Ana', email: 'a@b.c', minutes: 5, time: '8:00 AM', page: 2, pages: 9, status: 404 };
      for (const full of keys(resources as Tree)) {
        const key = full.replace(/_(zero|one|two|few|many|other)$/, '');
        for (const count of [0, 1, 2, 21]) {
          const v = { ...values, count };
          expect(client.t(key, v), `${lng} ${key} count=${count}`).toBe(server.t(key, v));
        }
        expect(client.t(key), `${lng} ${key}`).toBe(server.t(key));
      }
      expect(client.t('no.such.key')).toBe(server.t('no.such.key'));
    });
  }
});

describe('the strings files', () => {
  it('split into site and portal parts without a section in both, with the same keys in both languages', () => {
    const overlap = Object.keys(enSite).filter((k) => k in enPortal);
    expect(overlap).toEqual([]);
    expect(keys(de as Tree).sort()).toEqual(keys(en as Tree).sort());
  });
});
