/**
 * The global search index (document 1 §3, search result `_index` kinds): one row in
 * `search_documents` per content page, publication, person, analysis and location, plus a few
 * "search-sym-link" rows that point at key pages. `reindexAll` rebuilds it (after seeding, or
 * lazily on the first search of an empty index); writers call `reindex(db, kind, id)` for the
 * one thing they changed. Searching is SQL LIKE with escaped wildcards over lower-cased text, so
 * the same code runs on SQLite and PostgreSQL; titles rank above bodies (repositories/search.ts).
 */
import type { DB } from '../db/connect.ts';
import {
  type SearchDocument, analysisRows, contentPageRows, countSearchDocuments, locationRows, matchSearchDocuments, peopleRows, publicationRows, replaceSearchDocument,
  replaceSearchDocuments,
} from '../repositories/search.ts';
import type { SearchLocationType, SearchIndex } from '../../contract/search.ts';
import { plainText } from '../../contract/plain-text.ts';

type Doc = SearchDocument;

const BODY_MAX = 4000;

/** Where each content page lives on the site (slug → path). */
export const CONTENT_PAGE_PATHS: Record<string, string> = {
  'our-story': '/about-us/our-story',
  'the-ets-difference': '/about-us/the-ets-difference',
  'quality': '/about-us/quality',
  'applied-innovation': '/about-us/applied-innovation',
  'vintage-portal': '/vintage-portal',
  'expertise-on-call': '/expertise-on-call',
  'our-services': '/our-services/services',
  'vintage-reports': '/vintage-reports',
  'terms-and-conditions': '/terms-and-conditions',
  'terms-of-use': '/terms-and-conditions',
  'privacy': '/privacy',
  'security': '/security',
  'technical-tools': '/technical-tools',
  'accreditation': '/accreditation',
  'teams': '/teams',
  'categories': '/categories',
  'sale': '/sale',
  'terms-and-conditions-and-credit-agreement': '/terms-and-conditions-and-credit-agreement',
};

/** Key pages that are not content rows but should be found by their names. */
const SYM_LINKS: Doc[] = [
  { refId: 'contact', title: 'Contact us', body: 'contact phone e-mail email chat call text faq questions courier', url: '/contact-us' },
  { refId: 'locations', title: 'Laboratory locations', body: 'locations laboratories labs hours directions map address', url: '/locations' },
  { refId: 'dropboxes', title: 'Sample dropboxes', body: 'sample dropboxes drop box drop-off security code access', url: '/locations#sample-dropboxes' },
  { refId: 'publications', title: 'Publications', body: 'publications library articles technical notes guides', url: '/publications' },
  { refId: 'seminars', title: 'Seminars and events', body: 'seminars events webinars workshops', url: '/about-us/seminars' },
  { refId: 'sustainability', title: 'Sustainability', body: 'sustainability social responsibility ISO 26000 community', url: '/sustainability' },
  { refId: 'soil', title: 'Soil microbiome analysis', body: 'soil microbiome terramea PCR chemistry microbiology physics', url: '/terramea' },
  { refId: 'all-analyses', title: 'All analyses', body: 'analyses tests catalogue prices fee schedule', url: '/analyses/all-analyses' },
  { refId: 'exporting', title: 'Exporting', body: 'export certificates countries exporting requirements', url: '/analyses/exporting' },
  { refId: 'positive-pay', title: 'Positive pay file generator', body: 'positive pay checks bank csv accountants', url: '/positive-pay' },
].map((d) => ({ ...d, index: 'search-sym-link' as const }));

const clip = (s: string) => (s.length > BODY_MAX ? s.slice(0, BODY_MAX) : s);

async function contentDocs(db: DB, slug?: string): Promise<Doc[]> {
  return (await contentPageRows(db, slug)).map((p) => ({
    index: 'content-page', refId: p.slug, title: p.title, body: clip(plainText(p.content)), url: CONTENT_PAGE_PATHS[p.slug] ?? `/${p.slug}`,
  }));
}

async function publicationDocs(db: DB, id?: number): Promise<Doc[]> {
  return (await publicationRows(db, id)).map((p) => ({
    index: 'publication', refId: String(p.id), title: p.title,
    body: clip(`${p.description} ${p.categoryName ?? ''} ${plainText(p.content)}`), url: `/publications/publication/${p.id}`,
  }));
}

async function peopleDocs(db: DB, id?: number): Promise<Doc[]> {
  return (await peopleRows(db, id)).map((p) => ({ index: 'people', refId: String(p.id), title: p.name, body: p.title ?? '', url: '/about-us#people' }));
}

async function analysisDocs(db: DB, id?: number): Promise<Doc[]> {
  return (await analysisRows(db, id)).map((a) => ({
    index: 'analyses', refId: String(a.id), title: a.testName,
    body: clip(`${a.acode} ${a.sampleType} ${a.technique} ${plainText(a.description)}`), url: `/analyses/analysis/${a.id}`,
  }));
}

/**
 * A location's body is its address followed by the words of its kind, so "dropbox" or
 * "laboratory" finds it; the words are search terms only: a hit carries the address as its
 * excerpt and the kind as `locationType`, which the site names in the reader's language.
 */
const LOCATION_KIND_WORDS = { dropbox: 'sample dropbox', laboratory: 'laboratory' } as const satisfies Record<SearchLocationType, string>;

async function locationDocs(db: DB, id?: number): Promise<Doc[]> {
  return (await locationRows(db, id)).map((l) => ({
    index: 'location', refId: String(l.id), title: l.name,
    body: `${l.street_1} ${l.city} ${l.state} ${l.postalCode} ${LOCATION_KIND_WORDS[l.type === 'dropbox' ? 'dropbox' : 'laboratory']}`,
    url: `/locations#location-${l.slug}`,
  }));
}

/** A location row's body split into its address and its kind (see LOCATION_KIND_WORDS). */
export function locationBody(body: string): { address: string; type: SearchLocationType } {
  for (const [type, words] of Object.entries(LOCATION_KIND_WORDS) as [SearchLocationType, string][]) {
    if (body.endsWith(` ${words}`)) return { address: body.slice(0, -words.length - 1), type };
  }
  return { address: body, type: 'laboratory' };
}

/** Rebuilds the whole index in one transaction. */
export async function reindexAll(db: DB): Promise<number> {
  const docs = [
    ...(await contentDocs(db)), ...(await publicationDocs(db)), ...(await peopleDocs(db)),
    ...(await analysisDocs(db)), ...(await locationDocs(db)), ...SYM_LINKS,
  ];
  await replaceSearchDocuments(db, docs);
  return docs.length;
}

const built = new WeakSet<DB>();

/** Builds the index when it is empty (the first search of a process on a database). */
export async function ensureIndex(db: DB): Promise<void> {
  if (built.has(db)) return;
  if (!(await countSearchDocuments(db))) await reindexAll(db);
  built.add(db);
}

/** Refreshes (or removes, when it no longer exists) the index row of one thing a writer changed. */
export async function reindex(db: DB, kind: Exclude<SearchIndex, 'search-sym-link'>, id: number | string): Promise<void> {
  const docs =
    kind === 'content-page' ? await contentDocs(db, String(id))
    : kind === 'publication' ? await publicationDocs(db, Number(id))
    : kind === 'people' ? await peopleDocs(db, Number(id))
    : kind === 'analyses' ? await analysisDocs(db, Number(id))
    : await locationDocs(db, Number(id));
  await replaceSearchDocument(db, kind, String(id), docs);
}

export interface SearchRow extends Doc {
  score: number;
}

/**
 * Every word of the term must appear in the title or the body. Score: the whole term in the
 * title 100, each word in the title 10, the whole term in the body 5, each word in the body 1.
 */
export async function searchDocuments(db: DB, term: string, limit = 60): Promise<SearchRow[]> {
  const words = [...new Set(term.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
  if (!words.length) return [];
  return matchSearchDocuments(db, term.trim().toLowerCase(), words, limit);
}

/** A short excerpt of the body around the first matching word. */
export function excerpt(body: string, term: string, width = 160): string {
  const lower = body.toLowerCase();
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const at = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 40);
  const text = body.slice(start, start + width);
  return `${start > 0 ? '…' : ''}${text}${start + width < body.length ? '…' : ''}`;
}
