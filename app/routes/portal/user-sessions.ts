/**
 * /launchpad/user-settings/sessions: the actions of "Your devices" on the user-settings page
 * (app/ui/user-devices.tsx), plain POST forms that work without JavaScript.
 *
 * - `intent=end`, `id`: ends that sign-in; its device is signed out on its next request. An id
 *   the user has no sign-in with (another user's, one already ended, none at all) answers 404.
 * - `intent=end-others`: ends every sign-in of the user but this one; the message says how many.
 *
 * Each answers 303 back to the settings page with a message. A GET goes to the settings page.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/user-sessions';
import { idValue } from '../../../contract/params.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { endDeviceSession, endOtherDeviceSessions } from '../../models/device-sessions.server.ts';
import { flash, sessionContext } from '../../session.server.ts';

const SETTINGS = '/launchpad/user-settings';

const sessionsForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('end'), id: idValue }),
  z.object({ intent: z.literal('end-others') }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const { session } = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: sessionsForm });
  if (submission.status !== 'success') throw data({ message: 'bad-request' }, { status: 400 });
  if (submission.value.intent === 'end') {
    if (!(await endDeviceSession(context, submission.value.id))) throw data({ message: 'not-found' }, { status: 404 });
    flash(session, { kind: 'success', message: 'devices.ended' });
  } else {
    const count = await endOtherDeviceSessions(context);
    flash(session, { kind: 'success', message: 'devices.endedOthers', values: { count } });
  }
  return seeOther(`${SETTINGS}#devices-title`);
}

export function loader() {
  return redirect(SETTINGS);
}
