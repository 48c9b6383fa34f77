/** Server side of one submission (submission.tsx): its view (404 for another client's or none), edit (back to the order-analyses page) and cancel (303 to the submission). */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/submission';
import { requireAccess } from '../../../models/gate.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { cancelSubmission, editSubmission, loadSubmission, submissionRefusal } from '../../../models/submissions.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';

function idOf(params: { id?: string }) {
  if (!/^\d{1,12}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  return Number(params.id);
}

export async function submissionLoader({ request, context, params }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'submissions');
  const view = await loadSubmission(context, client.id, idOf(params));
  // Another client's submission, or none: a 404 (the provider does not say which).
  if (!view) throw data(null, { status: 404 });
  return { view, placed: new URL(request.url).searchParams.get('placed') === '1' };
}

/** The two buttons of the page: edit (`intent=edit`) and cancel (no intent). */
const buttons = z.object({ intent: z.literal('edit').optional() });

export async function submissionAction({ request, context, params }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: buttons });
  const refused = (e: unknown) => {
    if (e instanceof Response) throw e;
    return data({ result: submission.reply({ formErrors: [submissionRefusal(e).message] }) }, { status: 409 });
  };
  if (submission.status === 'success' && submission.value.intent === 'edit') {
    // Editing is ordering (not on credit hold): it becomes the user's draft again.
    const { client } = await requireAccess(context, request, 'ordering');
    try {
      await editSubmission(context, client.id, idOf(params));
    } catch (e) {
      return refused(e);
    }
    return seeOther('/dashboard/shop/order-analyses');
  }
  const { client } = await requireAccess(context, request, 'submissions');
  const id = idOf(params);
  try {
    await cancelSubmission(context, client.id, id);
  } catch (e) {
    return refused(e);
  }
  const view = await loadSubmission(context, client.id, id);
  flash(context.get(sessionContext).session, { kind: 'success', message: 'orders.cancelled', values: { number: view?.number ?? '' } });
  return seeOther(`/dashboard/shop/order-analyses/submissions/${id}`);
}
