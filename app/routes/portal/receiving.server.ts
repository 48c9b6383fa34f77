/** Server side of the receiving desk (receiving.tsx): the desk's gate (the access table's 'desk'), the lookup by code and the receive action (303 back to the same code). */
import { data, redirect } from 'react-router';
import type { Route } from './+types/receiving';
import { requireUser } from '../../models/gate.server.ts';
import { deskLookup, fieldError, receive } from '../../models/submissions.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { CONDITIONS } from '../../../contract/submissions.ts';
import { mayUseDesk } from '../../../contract/access.ts';

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
  const form = await request.formData();
  const id = Number(form.get('submissionId'));
  const code = String(form.get('code') ?? '');
  const ids = form.getAll('sampleId').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const received = new Set(form.getAll('received').map(Number));
  const samples = ids.map((s) => {
    const condition = String(form.get(`condition-${s}`) ?? 'ok');
    return { id: s, received: received.has(s), condition: (CONDITIONS as readonly string[]).includes(condition) ? (condition as (typeof CONDITIONS)[number]) : 'ok', note: String(form.get(`note-${s}`) ?? '').slice(0, 500) };
  });
  if (!Number.isSafeInteger(id) || id <= 0 || !samples.length) return data({ error: 'orders.error.noSample' }, { status: 400 });
  try {
    const r = await receive(context, id, { samples });
    flash(context.get(sessionContext).session, { kind: 'success', message: 'orders.desk.done', values: { number: code, batch: r.batchId } });
  } catch (e) {
    if (e instanceof Response) throw e;
    return data({ error: fieldError(e).key }, { status: 400 });
  }
  return redirect(`/launchpad/receiving?code=${encodeURIComponent(code)}`, 303);
}
