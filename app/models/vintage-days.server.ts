/**
 * The vintage portal's second view, vintages by day of the season (contract/vintage-days.ts): read on
 * every request, never cached (it carries the client's own results). Refusals arrive as the
 * report's (VintageRefusal: the field an unknown id is about, or a failed call).
 */
import type { RouterContextProvider } from 'react-router';
import { seasonReport, type SeasonReport } from '../../contract/vintage-days.ts';
import type { SeasonOrigin } from '../../contract/season-days.ts';
import type { VintageField } from '../../contract/vintage-trends.ts';
import { ProviderError, providerClient } from './provider.server.ts';
import { VintageRefusal } from './vintage-trends.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function loadSeasonReport(context: Context, clientId: number, analysis: string, varietal: string, ava: string, origin: SeasonOrigin): Promise<SeasonReport> {
  try {
    return await providerClient(context).get('/vintage_portal/season_report.json', seasonReport, { query: { client_id: clientId, analyses: analysis, varietal, ava, origin } });
  } catch (e) {
    if (e instanceof ProviderError && (e.status === 404 || e.status === 400)) {
      const field = (e.body as { field?: VintageField } | null)?.field ?? null;
      throw new VintageRefusal(field, field ? `unknown-${field}` : 'bad-query');
    }
    if (e instanceof ProviderError) throw new VintageRefusal(null, 'get-vintage-season-report-error');
    throw e;
  }
}
