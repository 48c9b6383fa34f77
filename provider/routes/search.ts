/**
 * GET /search?q= (document 1 §7): hits of every `_index` kind, best first, from the search index
 * (provider/services/search-index.ts). An empty index is rebuilt on the first search.
 */
import { Hono } from 'hono';
import { type ProviderEnv, readQuery } from '../http.ts';
import { searchQuery, type SearchAnswer } from '../../contract/search.ts';
import { ensureIndex, excerpt, locationBody, searchDocuments } from '../services/search-index.ts';

export const searchRoutes = new Hono<ProviderEnv>();

searchRoutes.get('/search', async (c) => {
  const { q } = readQuery(c, searchQuery);
  const { db } = c.var.deps;
  if (!q) return c.json({ q, total: 0, hits: [] } satisfies SearchAnswer);
  await ensureIndex(db);
  const rows = await searchDocuments(db, q);
  const answer: SearchAnswer = {
    q,
    total: rows.length,
    hits: rows.map((r) => {
      if (r.index !== 'location') return { _index: r.index, _id: r.refId, _score: r.score, _source: { title: r.title, url: r.url, excerpt: excerpt(r.body, q) } };
      const { address, type } = locationBody(r.body);
      return { _index: r.index, _id: r.refId, _score: r.score, _source: { title: r.title, url: r.url, excerpt: excerpt(address, q), locationType: type } };
    }),
  };
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(answer);
});
