/**
 * The fee-schedule downloads (most popular, complete list): the provider builds the PDF from
 * the catalogue; this resource route streams it with its Content-Disposition.
 */
import { data } from 'react-router';
import { feeSchedule } from '../../models/analyses.server.ts';
import { CHEATSHEETS } from '../../../contract/analyses-limits.ts';
import type { Route } from './+types/fee-schedule';

export async function loader({ params, context }: Route.LoaderArgs) {
  const name = params.name.replace(/\.pdf$/, '');
  if (!(CHEATSHEETS as readonly string[]).includes(name)) throw data({ message: 'not-found' }, { status: 404 });
  const res = await feeSchedule(context, name);
  if (!res.ok) throw data({ message: 'get-cms-analyses-error' }, { status: 502 });
  return new Response(res.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': res.headers.get('Content-Disposition') ?? `attachment; filename="fee-schedule-${name}.pdf"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
