/**
 * GET /terramea/charts/{id}.{lng}.svg: one of the soil page's server-drawn charts (illustrative
 * data) with its texts in that language; /terramea/charts/{id}.svg is the English one. The
 * language is in the path, not taken from the cookie, so each address is one cacheable image.
 */
import { data } from 'react-router';
import type { Route } from './+types/soil-chart';
import { fallbackLanguage, isLanguage } from '../../../i18n/config.ts';
import { getInstance } from '../../../middleware/i18next.server.ts';
import { isSoilChart, soilChartSvg } from './soil-charts.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  const [, id = '', lng = fallbackLanguage] = /^([a-z-]+)(?:\.([a-z]{2}))?\.svg$/.exec(params.file) ?? [];
  if (!isSoilChart(id) || !isLanguage(lng)) throw data({ message: 'not-found' }, { status: 404 });
  const t = getInstance(context).getFixedT(lng);
  return new Response(soilChartSvg(id, lng, (key, values) => t(key, values)), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  });
}
