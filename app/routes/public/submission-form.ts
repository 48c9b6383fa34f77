/**
 * Required-documentation forms listed on an analysis (`/forms/{name}.pdf`): the provider
 * builds the printable PDF; this resource route streams it.
 */
import { data } from 'react-router';
import { requiredFormPdf } from '../../models/analyses.server.ts';
import type { Route } from './+types/submission-form';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,80}\.pdf$/.test(params.file)) throw data({ message: 'not-found' }, { status: 404 });
  const res = await requiredFormPdf(context, params.file);
  if (res.status === 404 || res.status === 400) throw data({ message: 'not-found' }, { status: 404 });
  if (!res.ok) throw data({ message: 'get-analysis-components-error' }, { status: 502 });
  return new Response(res.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': res.headers.get('Content-Disposition') ?? `inline; filename="${params.file}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
