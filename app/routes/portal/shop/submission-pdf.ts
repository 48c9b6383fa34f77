import { data } from 'react-router';
import type { Route } from './+types/submission-pdf';
import { requireAccess } from '../../../models/gate.server.ts';
import { submissionPdf } from '../../../models/submissions.server.ts';

/** A submission's chain-of-custody form or label sheet, streamed from the provider. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'submissions');
  const kind = params.file === 'chain-of-custody.pdf' ? 'chain-of-custody' : params.file === 'labels.pdf' ? 'labels' : null;
  if (!kind || !/^\d{1,12}$/.test(params.id)) throw data(null, { status: 404 });
  const pdf = await submissionPdf(context, client.id, Number(params.id), kind);
  if (!pdf) throw data(null, { status: 404 });
  return pdf;
}
