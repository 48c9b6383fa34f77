/**
 * The public site's content through the provider: CMS pages, people, seminars, FAQ, publication
 * categories and detail (cached 10 min, document 1 §9 and document 3 §7), global search, report
 * verification, the soil contact form and the vintage trend chart images.
 */
import fs from 'node:fs';
import path from 'node:path';
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { servicesContext } from '../context.ts';
import { TtlCache, perConfig } from '../cache.server.ts';
import { ProviderError, providerClient, withQuery } from './provider.server.ts';
import { type ContentPage, type Faq, type Person, type Seminar, contentPageList, faqList, personList, seminarList } from '../../contract/content.ts';
import { type PublicationDetail, publicationDetail } from '../../contract/publications.ts';
import { type SearchAnswer, searchAnswer } from '../../contract/search.ts';
import type { SoilContact } from '../../contract/contact.ts';
import { type VerifiedReport, verifiedReport } from '../../contract/report-verification.ts';
import { chartList, chartUploadAnswer } from '../../contract/vintage-charts.ts';
import { namedList, type Named } from '../../contract/analyses.ts';
import { type Location, locationsResponse } from '../../contract/locations.ts';
import { plainText } from '../../contract/plain-text.ts';
import { sessionContext } from '../session.server.ts';

export type { Location } from '../../contract/locations.ts';

export type { ContentPage, Faq, Person, Seminar } from '../../contract/content.ts';
export type { PublicationDetail } from '../../contract/publications.ts';
export type { SearchAnswer, SearchHit } from '../../contract/search.ts';
export type { VerifiedReport } from '../../contract/report-verification.ts';

type Context = Readonly<RouterContextProvider>;
const TEN_MINUTES = 600_000;

interface Caches {
  pages: TtlCache<ContentPage>;
  people: TtlCache<Person[]>;
  seminars: TtlCache<Seminar[]>;
  faqs: TtlCache<Faq[]>;
  categories: TtlCache<Named[]>;
  publications: TtlCache<PublicationDetail>;
}
const caches = perConfig(
  (): Caches => ({
    pages: new TtlCache(TEN_MINUTES, 100),
    people: new TtlCache(TEN_MINUTES, 1),
    seminars: new TtlCache(TEN_MINUTES, 1),
    faqs: new TtlCache(TEN_MINUTES, 1),
    categories: new TtlCache(TEN_MINUTES, 1),
    publications: new TtlCache(TEN_MINUTES, 200),
  }),
);

/** A missing page or publication becomes the 404 page. */
function notFoundOn404(error: unknown): never {
  if (error instanceof ProviderError && error.status === 404) throw data({ message: 'not-found' }, { status: 404 });
  throw error;
}

export function contentPage(context: Context, slug: string): Promise<ContentPage> {
  return caches(context)
    .pages.get(slug, async () => {
      const [page] = await providerClient(context).get('/cms/content_pages.json', contentPageList, { query: { slug }, authRedirect: false });
      if (!page) throw new ProviderError(404, 'Page not found', null);
      return page;
    })
    .catch(notFoundOn404);
}

export function people(context: Context): Promise<Person[]> {
  return caches(context).people.get('all', () => providerClient(context).get('/cms/people.json', personList, { authRedirect: false }));
}

export function seminars(context: Context): Promise<Seminar[]> {
  return caches(context).seminars.get('all', () => providerClient(context).get('/cms/seminars_and_events.json', seminarList, { authRedirect: false }));
}

export function faqs(context: Context): Promise<Faq[]> {
  return caches(context).faqs.get('all', () => providerClient(context).get('/questions.json', faqList, { authRedirect: false }));
}

export function publicationCategories(context: Context): Promise<Named[]> {
  return caches(context).categories.get('all', () =>
    providerClient(context).get('/cms/publications/categories.json', namedList, { authRedirect: false }),
  );
}

export function publication(context: Context, id: number): Promise<PublicationDetail> {
  return caches(context)
    .publications.get(String(id), () => providerClient(context).get(`/cms/publications/${id}.json`, publicationDetail, { authRedirect: false }))
    .catch(notFoundOn404);
}

export function search(context: Context, q: string): Promise<SearchAnswer> {
  return providerClient(context).get('/search', searchAnswer, { query: { q }, authRedirect: false });
}

export type Verification = { kind: 'verified'; report: VerifiedReport } | { kind: 'failed' } | { kind: 'limited' };

/** Verifies a report: a wrong code and an unknown report are the same "failed". */
export async function verifyReport(context: Context, reportNumber: string, code: string): Promise<Verification> {
  try {
    const report = await providerClient(context).get(`/report_verification/${encodeURIComponent(reportNumber)}.json`, verifiedReport, {
      query: { access_token: code },
      authRedirect: false,
    });
    return { kind: 'verified', report };
  } catch (error) {
    if (error instanceof ProviderError && error.status === 429) return { kind: 'limited' };
    if (error instanceof ProviderError && error.status < 500) return { kind: 'failed' };
    throw error;
  }
}

export function sendSoilContact(context: Context, body: SoilContact) {
  return providerClient(context).post('/terramea/contact_ets', z.object({ success: z.literal(true) }).passthrough(), { body, authRedirect: false });
}

/** Replaces one vintage chart image (godmode only; the provider checks the type and size). */
export async function uploadVintageChart(context: Context, varietal: string, analyte: string, file: File, ext: string) {
  const form = new FormData();
  form.append('image-0', new File([await file.arrayBuffer()], `${varietal}--${analyte}.${ext}`, { type: file.type || 'application/octet-stream' }));
  return providerClient(context).post('/cms/vintage-trends/charts', chartUploadAnswer, { formData: form, authRedirect: false });
}

/** One chart image from the provider (passed through with its caching headers; public, no token). */
export function vintageChartImage(context: Context, varietal: string, analyte: string, ifNoneMatch: string | null): Promise<Response> {
  const headers = new Headers();
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch);
  return context.get(servicesContext).provider(`/cms/vintage-trends/charts/${encodeURIComponent(varietal)}/${encodeURIComponent(analyte)}`, { headers });
}

const locationCache = perConfig(() => new TtlCache<Location[]>(TEN_MINUTES, 10));
/**
 * Laboratories and dropboxes (GET /locations.json, the auth engineer's route). Signed-out
 * answers are cached 10 minutes; a signed-in caller's (with security codes) never are.
 */
export function listLocations(context: Context, type?: LocationType): Promise<Location[]> {
  if (!context.get(sessionContext).session.has('token')) return publicLocations(context, type);
  return providerClient(context).get('/locations.json', locationsResponse, { query: { type }, authRedirect: false }).then((r) => r.locations);
}

type LocationType = 'primary_lab' | 'satellite_lab' | 'dropbox' | 'lab';
/**
 * The locations as a signed-out visitor sees them (no security codes), read without the caller's
 * token and kept 10 minutes: one cached list serves every visitor, signed in or not, where no code
 * is shown (the header's nearest-lab widget, app/models/header-footer.server.ts).
 */
export function publicLocations(context: Context, type?: LocationType): Promise<Location[]> {
  return locationCache(context).get(type ?? 'all', async () => {
    const res = await context.get(servicesContext).provider(withQuery('/locations.json', { type }), { headers: { accept: 'application/json' } });
    if (!res.ok) throw new ProviderError(res.status, `locations answered ${res.status}`, null);
    const parsed = locationsResponse.safeParse(await res.json());
    if (!parsed.success) throw new ProviderError(502, 'The provider answered in an unexpected shape', null);
    return parsed.data.locations;
  });
}

const knownImages = new Map<string, boolean>();
/**
 * A seeded image path if the file is among the site's static files, else null (the page then
 * shows a placeholder instead of a broken image and a 404 in the console).
 */
export function staticImage(context: Context, url: string | null): string | null {
  if (!url || !url.startsWith('/') || url.includes('..')) return null;
  let found = knownImages.get(url);
  if (found === undefined) {
    found = fs.existsSync(path.join(context.get(servicesContext).config.buildDir, 'client', url));
    knownImages.set(url, found);
  }
  return found ? url : null;
}

/**
 * A page's meta description from its HTML: the plain text, cut at a word before ~160 characters
 * (what search results show), with an ellipsis when cut.
 */
export function summaryOf(html: string, max = 160): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** When each vintage chart image last changed (`varietal/analyte` → stamp), for cache-busting links. */
export async function vintageChartStamps(context: Context): Promise<Map<string, string>> {
  const stamps = await providerClient(context).get('/cms/vintage-trends/charts.json', chartList, { authRedirect: false });
  return new Map(stamps.map((s) => [`${s.varietal}/${s.analyte}`, s.updatedAt]));
}
