/** GET /dashboard/smoke-impact-report/report.pdf?sample=&varietal=: the report as a PDF, built by the provider. */
import type { Route } from './+types/smoke-impact-pdf';
import { smokePdf } from './smoke-impact-report.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return smokePdf(context, request);
}
