/**
 * The vintage trends calls (the dashboard's "Vintage portal", document 3 §7). The option lists are reference
 * data, kept on the server for the freshness the original gives its varietal lists (10 min,
 * document 3 §7); the page itself is gated by the 'vintage' area before anything is read. The
 * report (with the client's own results) is read on every request, never cached.
 */
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { analysisOptions, filterOptions, vintageReport, type VintageField } from '../../contract/vintage-trends.ts';
import { TtlCache, perConfig } from '../cache.server.ts';
import { ProviderError, providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
export const LIST_FRESHNESS_MS = 10 * 60_000;
const lists = perConfig(() => new TtlCache<unknown>(LIST_FRESHNESS_MS, 200));

/** A refusal of the provider about one of the three choices (unknown id), or a failure of the call. */
export class VintageRefusal extends Error {
  constructor(
    readonly field: VintageField | null,
    readonly key: string,
  ) {
    super(key);
  }
}

async function ask<S extends z.ZodType>(context: Context, path: string, schema: S, query: Record<string, string | number>, errorKey: string): Promise<z.infer<S>> {
  try {
    return await providerClient(context).get(path, schema, { query });
  } catch (e) {
    if (e instanceof ProviderError && (e.status === 404 || e.status === 400)) {
      const field = (e.body as { field?: VintageField } | null)?.field ?? null;
      throw new VintageRefusal(field, field ? `unknown-${field}` : 'bad-query');
    }
    if (e instanceof ProviderError) throw new VintageRefusal(null, errorKey);
    throw e;
  }
}

function cached<T>(context: Context, key: string, load: () => Promise<T>): Promise<T> {
  return lists(context).get(key, load) as Promise<T>;
}

export function loadAnalyses(context: Context, clientId: number) {
  return cached(context, 'analyses', () => ask(context, '/vintage_portal/analyses.json', analysisOptions, { client_id: clientId }, 'get-vintage-trends-analyses-error'));
}

export function loadVarietals(context: Context, clientId: number, analysis: string) {
  return cached(context, `varietals:${analysis}`, () => ask(context, '/vintage_portal/varietals.json', filterOptions, { client_id: clientId, analyses: analysis }, 'get-vintage-trends-varietals-error'));
}

export function loadRegions(context: Context, clientId: number, analysis: string, varietal: string) {
  return cached(context, `regions:${analysis}:${varietal}`, () =>
    ask(context, '/vintage_portal/regions.json', filterOptions, { client_id: clientId, analyses: analysis, varietal }, 'get-vintage-trends-regions-error'),
  );
}

export function loadVintageReport(context: Context, clientId: number, analysis: string, varietal: string, ava: string) {
  return ask(context, '/vintage_portal/analyses_report.json', vintageReport, { client_id: clientId, analyses: analysis, varietal, ava }, 'get-vintage-trends-analyses-report-error');
}
