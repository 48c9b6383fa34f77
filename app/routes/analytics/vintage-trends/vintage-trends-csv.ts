/** GET /dashboard/vintage-portal/report.csv?analyses=&varietal=&ava=: the data table of the vintage trends report as CSV. */
import type { Route } from './+types/vintage-trends-csv';
import { vintageCsv } from './vintage-trends.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return vintageCsv(context, request);
}
