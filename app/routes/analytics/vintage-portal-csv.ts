/** GET /dashboard/vintage-portal/report.csv?analyses=&varietal=&ava=: the data table of the report as CSV. */
import type { Route } from './+types/vintage-portal-csv';
import { vintageCsv } from './vintage-portal.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return vintageCsv(context, request);
}
