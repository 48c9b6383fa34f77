import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import enSite from '../../app/i18n/locales/en.json';
import enPortal from '../../app/i18n/locales/en.portal.json';
import enPublic from '../../app/i18n/locales/en.public.json';
import deSite from '../../app/i18n/locales/de.json';
import dePortal from '../../app/i18n/locales/de.portal.json';
import dePublic from '../../app/i18n/locales/de.public.json';

const en = { ...enSite, ...enPublic, ...enPortal };
const de = { ...deSite, ...dePublic, ...dePortal };
import { createI18n } from '../../app/i18n/client.tsx';
import portalGroups from '../../app/i18n/portal-strings.json';

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
  it('split into site, public and portal parts without a section in two, with the same keys in both languages', () => {
    const overlap = [enPortal, enPublic].flatMap((part) => Object.keys(enSite).filter((k) => k in part));
    expect(overlap).toEqual([]);
    expect(Object.keys(enPublic).filter((k) => k in enPortal)).toEqual([]);
    expect(keys(de as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it("keeps the public part's sections to the public pages (a portal page does not load them)", () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const root = path.resolve(import.meta.dirname, '../..');
    // what only the public site's pages import: their route modules, and the components only they use
    const publicOnly = (file: string) => /app\/routes\/(public|auth)\/|app\/ui\/(countdown|positive-pay-[\w-]+|about-tabs|lab-hours-table|location-map|analyses-table|analyses-tabs|components-table)\.tsx$|app\/models\/(vintage-report-names|positive-pay)\.ts$/.test(file);
    const used: string[] = [];
    // a section that portal pages share is picked into their part, whole or by key paths
    // (app/i18n/portal-strings.json, tests/unit/portal-strings.test.ts): a key of a section picked
    // by key paths must be one of them
    const picked = portalGroups.areas.flatMap((a) => a.sections);
    const shared = new Set(picked);
    for (const file of walk(path.join(root, 'app')).filter((f) => !publicOnly(f))) {
      const src = fs.readFileSync(file, 'utf8');
      for (const section of Object.keys(enPublic).filter((s) => !shared.has(s))) {
        const paths = picked.filter((k) => k.startsWith(`${section}.`));
        if (!paths.length) {
          // a section (`about.title`) or a message that travels as a plain key (`get-publications-error`)
          if (new RegExp(typeof enPublic[section as keyof typeof enPublic] === 'string' ? `['"\`]${section}['"\`]` : `['"\`]${section}\\.`).test(src)) used.push(`${path.relative(root, file)}: ${section}`);
          continue;
        }
        for (const [, key] of src.matchAll(new RegExp(`['"\`](${section}\\.[\\w.$\{}]+)`, 'g'))) {
          if (!paths.some((k) => key === k || key.startsWith(`${k}.`) || key.startsWith(`${k}_`))) used.push(`${path.relative(root, file)}: ${key}`);
        }
      }
    }
    expect(used).toEqual([]);
  });
});
