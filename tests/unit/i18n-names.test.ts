/**
 * Names the site shows for ids that live in code (vintage varietals and analytes, soil charts,
 * batch statuses, search location types) have strings in both languages; the English vintage
 * names are the contract's own (the seeded results and drawn charts use those).
 */
import { describe, expect, it } from 'vitest';
import enSite from '../../app/i18n/locales/en.json';
import enPublic from '../../app/i18n/locales/en.public.json';
import deSite from '../../app/i18n/locales/de.json';
import dePublic from '../../app/i18n/locales/de.public.json';
import { SEARCH_LOCATION_TYPES } from '../../contract/search.ts';
import { VINTAGE_ANALYTES, VINTAGE_CHARTS, VINTAGE_VARIETAL_KEYS } from '../../contract/vintage-charts.ts';
import { BATCH_STATUSES } from '../../contract/results.ts';
import { SOIL_CHARTS } from '../../app/routes/public/soil/soil-charts.server.ts';

const en = { ...enSite, ...enPublic };
const de = { ...deSite, ...dePublic };

type Tree = { [k: string]: string | Tree };
const at = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('names of code ids', () => {
  for (const [lng, strings] of [['en', en], ['de', de]] as const) {
    it(`are in ${lng}`, () => {
      const keys = [
        ...VINTAGE_VARIETAL_KEYS.map((k) => `vintageReports.varietals.${k}`),
        ...Object.keys(VINTAGE_ANALYTES).map((k) => `vintageReports.analytes.${k}`),
        ...SOIL_CHARTS.map((c) => `soil.charts.${c.id}.title`),
        ...BATCH_STATUSES.map((s) => `reports.statuses.${s}`),
        ...SEARCH_LOCATION_TYPES.map((type) => `search.locationTypes.${type}`),
      ];
      for (const key of keys) expect(typeof at(strings as Tree, key), `${lng} ${key}`).toBe('string');
    });
  }
  it('in English are the contract names of the vintage varietals and analytes', () => {
    for (const key of VINTAGE_VARIETAL_KEYS) expect(en.vintageReports.varietals[key]).toBe(VINTAGE_CHARTS[key].varietal);
    expect(en.vintageReports.analytes).toEqual(VINTAGE_ANALYTES);
  });
});
