/**
 * The analyses catalogue and the content calls of the catalogue and home pages, through the
 * provider client, with the server-side freshness of document 1 §9 (the browser app's cache,
 * moved to the server). Caches are per configuration: one per server, one per test app.
 */
import type { RouterContextProvider } from 'react-router';
import { TtlCache, perConfig } from '../cache.server.ts';
import { providerClient, withQuery } from './provider.server.ts';
import {
  type AnalysesList, type AnalysisDetail, type Country, type Named, analysesList, analysisDetail, countryList, namedList,
} from '../../contract/analyses.ts';
import { type ContactMessage, contactAnswer } from '../../contract/contact.ts';
import { type PublicationCard, publicationCards } from '../../contract/publications.ts';
import { FRESHNESS, MAX_PHRASE } from '../../contract/analyses-limits.ts';

export type { AnalysesList, AnalysisDetail, AnalysisListItem, Country, Named } from '../../contract/analyses.ts';
export type { PublicationCard } from '../../contract/publications.ts';

type Context = Readonly<RouterContextProvider>;

interface Caches {
  lists: TtlCache<AnalysesList>;
  details: TtlCache<AnalysisDetail>;
  categories: TtlCache<Named[]>;
  matrices: TtlCache<Named[]>;
  collections: TtlCache<Named[]>;
  countries: TtlCache<Country[]>;
  publications: TtlCache<PublicationCard[]>;
}

const caches = perConfig(
  (): Caches => ({
    lists: new TtlCache(FRESHNESS.analyses * 1000, 1000),
    details: new TtlCache(FRESHNESS.analysis * 1000, 500),
    categories: new TtlCache(FRESHNESS.categories * 1000, 1),
    matrices: new TtlCache(FRESHNESS.matrices * 1000, 1),
    collections: new TtlCache(FRESHNESS.collections * 1000, 1),
    countries: new TtlCache(FRESHNESS.countries * 1000, 1),
    publications: new TtlCache(FRESHNESS.publications * 1000, 10),
  }),
);

export interface AnalysesFilter {
  categoryId?: number;
  matrixId?: number;
  collectionId?: number;
  countryCode?: string;
  searchPhrase?: string;
  limit?: number;
  offset?: number;
}

/** The provider's query names (document 1 §7); empty values are dropped by the client. */
function listQuery(f: AnalysesFilter) {
  return {
    category_id: f.categoryId,
    matrix_id: f.matrixId,
    collection_id: f.collectionId,
    country_code: f.countryCode,
    searchPhrase: f.searchPhrase?.slice(0, MAX_PHRASE),
    limit: f.limit,
    offset: f.offset,
  };
}

export function listAnalyses(context: Context, filter: AnalysesFilter): Promise<AnalysesList> {
  const query = listQuery(filter);
  const key = withQuery('', query);
  return caches(context).lists.get(key, () => providerClient(context).get('/analyses.json', analysesList, { query, authRedirect: false }));
}

export function getAnalysis(context: Context, id: number): Promise<AnalysisDetail> {
  return caches(context).details.get(String(id), () => providerClient(context).get(`/analyses/${id}.json`, analysisDetail, { authRedirect: false }));
}

export function analysisCategories(context: Context): Promise<Named[]> {
  return caches(context).categories.get('all', () => providerClient(context).get('/analyses/categories.json', namedList, { authRedirect: false }));
}

export function sampleTypes(context: Context): Promise<Named[]> {
  return caches(context).matrices.get('all', () => providerClient(context).get('/analyses/matrices.json', namedList, { authRedirect: false }));
}

export function analysisCollections(context: Context): Promise<Named[]> {
  return caches(context).collections.get('all', () => providerClient(context).get('/analyses/collections.json', namedList, { authRedirect: false }));
}

export function exportCountries(context: Context): Promise<Country[]> {
  return caches(context).countries.get('all', () => providerClient(context).get('/cms/countries.json', countryList, { authRedirect: false }));
}

export function latestPublications(context: Context, limit: number): Promise<PublicationCard[]> {
  return caches(context).publications.get(`latest:${limit}`, () =>
    providerClient(context).get('/cms/publications.json', publicationCards, { query: { limit }, authRedirect: false }),
  );
}

export function sendContactMessage(context: Context, message: ContactMessage): Promise<{ success: true }> {
  return providerClient(context).post('/contact/send_message', contactAnswer, { body: message, authRedirect: false });
}

/** The fee-schedule PDF, passed through from the provider as a download. */
export async function feeSchedule(context: Context, name: string): Promise<Response> {
  const res = await providerClient(context).raw('GET', `/analyses/cheatsheet?name=${encodeURIComponent(name)}`, { authRedirect: false });
  return res;
}

/** A required-documentation form's printable PDF (`/forms/{file}`), as the provider answers it. */
export function requiredFormPdf(context: Context, file: string): Promise<Response> {
  return providerClient(context).raw('GET', `/forms/${file}`, { authRedirect: false });
}
