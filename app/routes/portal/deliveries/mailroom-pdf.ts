import { redirect } from 'react-router';
import type { Route } from './+types/mailroom-pdf';
import { requireUser } from '../../../models/gate.server.ts';
import { mailroomPdf } from '../../../models/deliveries.server.ts';
import { mayUseDesk } from '../../../../contract/access.ts';

/** /launchpad/deliveries/mailroom.pdf: the waiting letters as one print-ready PDF (lab staff), streamed from the provider. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  if (!mayUseDesk(user)) throw redirect('/launchpad');
  const res = await mailroomPdf(context);
  if (!res.ok) throw new Response('The mailroom PDF is not available', { status: res.status });
  return new Response(res.body, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="mailroom.pdf"', 'cache-control': 'no-store' },
  });
}
