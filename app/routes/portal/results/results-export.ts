import { redirect } from 'react-router';
import type { Route } from './+types/results-export';
import { requireAccess } from '../../../models/gate.server.ts';
import { exportAction } from './results.server.ts';

/**
 * The results page's CSV export, a resource route so its answer can be the download itself (up
 * to 5,000 rows, streamed from the provider) or, for a larger export, a redirect back to the page
 * saying it was e-mailed. The form posts here as a document (works without JavaScript).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'results');
  return exportAction(context, request, client, await request.formData(), true);
}

export function loader() {
  return redirect('/dashboard/results');
}
