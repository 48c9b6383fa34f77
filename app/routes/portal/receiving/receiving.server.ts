/** Server side of the receiving desk (receiving.tsx): the desk's gate (the access table's 'desk'), the lookup by code and the receive action (303 back to the same code). */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/receiving';
import { requireUser } from '../../../models/gate.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { deskLookup, receive, submissionRefusal } from '../../../models/submissions.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { receiveForm } from './receiving.form.ts';
import { mayUseDesk } from '../../../../contract/access.ts';

function requireDesk(context: Route.LoaderArgs['context'], request: Request) {
  const { user } = requireUser(context, request);
  if (!mayUseDesk(user)) throw redirect('/launchpad');
  return user;
}

export async function receivingLoader({ request, context }: Route.LoaderArgs) {
  requireDesk(context, request);
  const code = (new URL(request.url).searchParams.get('code') ?? '').trim().slice(0, 40);
  if (!code) return { code, view: null, notFound: false };
  const view = await deskLookup(context, code);
  return { code, view, notFound: !view };
}

export async function receivingAction({ request, context }: Route.ActionArgs) {
  requireDesk(context, request);
  const submission = parseWithZod(await request.formData(), { schema: receiveForm });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { submissionId, code = '', samples } = submission.value;
  try {
    const r = await receive(context, submissionId, { samples });
    flash(context.get(sessionContext).session, { kind: 'success', message: 'orders.desk.done', values: { number: code, batch: r.batchId } });
  } catch (e) {
    if (e instanceof Response) throw e;
    return data({ result: submission.reply({ formErrors: [submissionRefusal(e).message] }) }, { status: 400 });
  }
  return seeOther(`/launchpad/receiving?code=${encodeURIComponent(code)}`);
}
