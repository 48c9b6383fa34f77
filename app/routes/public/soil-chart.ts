/** GET /terramea/charts/{id}.svg: one of the soil page's server-drawn charts (illustrative data). */
import { data } from 'react-router';
import type { Route } from './+types/soil-chart';
import { soilCharts } from '../../models/soil-charts.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  const chart = soilCharts().find((c) => `${c.id}.svg` === params.file);
  if (!chart) throw data({ message: 'not-found' }, { status: 404 });
  return new Response(chart.svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  });
}
