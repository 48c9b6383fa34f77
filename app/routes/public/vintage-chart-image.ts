/**
 * GET /vintage-reports/charts/{varietal}/{analyte}: the chart image, passed through from the
 * provider (same origin, so <img src> works under the site's CSP), with its caching headers.
 */
import { data } from 'react-router';
import type { Route } from './+types/vintage-chart-image';
import { vintageChartImage } from '../../models/content.server.ts';
import { isVintageChart } from '../../../contract/vintage-charts.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isVintageChart(params.varietal, params.analyte)) throw data({ message: 'not-found' }, { status: 404 });
  const res = await vintageChartImage(context, params.varietal, params.analyte, request.headers.get('if-none-match'));
  if (res.status !== 200 && res.status !== 304) throw data({ message: 'not-found' }, { status: 404 });
  const headers = new Headers();
  for (const h of ['content-type', 'cache-control', 'etag', 'x-content-type-options', 'content-security-policy']) {
    const v = res.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(res.status === 304 ? null : res.body, { status: res.status, headers });
}
