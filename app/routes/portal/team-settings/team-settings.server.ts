/**
 * Server side of team settings (/dashboard/teams-settings): the loader (team, the open add form or
 * removal confirmation from the URL, the change history for those who may change the team) and
 * the action, one `intent` per form: primary, add, edit, remove, resend. Each form is parsed by
 * its schema (team-settings.form.ts, which the browser checks too where it can); a success flashes
 * the specification's key and redirects (303); a failure answers 400 (429 over an invitation
 * limit) with conform's reply (translation keys by field, what the user typed) and the failed
 * form's `key`.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { CHANGE_KINDS } from '../../../../contract/team.ts';
import { idValue } from '../../../../contract/params.ts';
import { LAB_ZONE } from '../../../../contract/lab-time.ts';
import { approvalOf } from '../../../../contract/client-approval.ts';
import { messageKey } from '../../../i18n/message.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { orFallback } from '../../../models/load-errors.server.ts';
import { addMember, editMember, loadHistory, loadTeam, removeMember, resendInvitation, savePrimaryContacts } from '../../../models/team.server.ts';
import { retryMinutes } from '../../../models/password-refusal.server.ts';
import { getInstance } from '../../../middleware/i18next.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { type FormAnswer, replyWith } from '../../../ui/page-forms.ts';
import { TEAM_PATH, addSchema, editSchema, primarySchema, removeSchema, resendSchema } from './team-settings.form.ts';

type Context = Readonly<RouterContextProvider>;

/** The action's answer on failure: the failed form (`intent`, the member it was about) and conform's reply. */
export interface TeamAnswer extends FormAnswer {
  intent: string;
  memberId?: number;
}

const historyFilter = z.object({
  kind: z.enum(CHANGE_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function teamLoader(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'team:view');
  const url = new URL(request.url);
  // The team list failing to load keeps the page (and its history) with the fallback toast.
  const loadErrors: string[] = [];
  const loaded = await orFallback(context, loadTeam(context, client.id), null, 'get-all-team-members-error', loadErrors);
  const team = loaded ?? ({ data: [], canChange: false, selfId: null } as unknown as NonNullable<typeof loaded>);
  const removeId = Number(url.searchParams.get('remove')) || null;
  const removing = team.canChange && removeId ? (team.data.find((m) => m.id === removeId) ?? null) : null;
  const filter = historyFilter.parse({ kind: url.searchParams.get('kind') || undefined, page: url.searchParams.get('page') ?? 1 });
  const history = team.canChange ? await loadHistory(context, client.id, filter) : null;
  const i18n = getInstance(context);
  return {
    loadErrors,
    client: { id: client.id, name: client.name },
    members: team.data,
    canChange: team.canChange,
    /** an unapproved client (Pending Approval, Denied) invites nobody: the page says so instead of offering the form */
    approval: approvalOf(client.status),
    selfId: team.selfId,
    adding: team.canChange && approvalOf(client.status) === 'approved' && url.searchParams.get('add') === '1',
    removing,
    history: history
      ? {
          ...history,
          kind: filter.kind ?? '',
          data: history.data.map((e) => ({
            ...e,
            when: DateTime.fromISO(e.createdAt, { zone: 'utc' }).setZone(LAB_ZONE).setLocale(i18n.language).toFormat('MM/dd/yyyy h:mm a'),
          })),
        }
      : null,
  };
}

/** The refusals team settings tells apart: the provider's code → the translation key of its message. */
const REFUSAL_KEYS: Record<string, string> = {
  'client-not-approved': 'teamMail.notApproved',
  'last-administrator': 'team.refusals.lastAdministrator',
  'own-role': 'team.refusals.ownRole',
  'already-member': 'team.refusals.alreadyMember',
  'replacement-needed': 'team.refusals.needsReplacement',
  'replacement-invalid': 'team.refusals.badReplacement',
  'invitation-accepted': 'team.refusals.notInvited',
  'member-not-found': 'team.refusals.notMember',
};

type Reply = Parameters<typeof replyWith>[0]['reply'];

export async function teamAction(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'team:view');
  const { session } = context.get(sessionContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const parsedId = idValue.safeParse(form.get('id'));
  const memberId = parsedId.success ? parsedId.data : undefined;
  const parse = <S extends z.ZodType>(schema: S) => parseWithZod(form, { schema });
  /** Answers with the form `key`'s reply, plus `refusal`'s message on its field ('' : the form's own). */
  const fail = (key: string, submission: { reply: Reply }, refusal?: { field: string; message: string }, init: ResponseInit = { status: 400 }) =>
    data<TeamAnswer>({ intent, memberId, key, result: replyWith(submission, refusal) }, init);
  /** The provider's refusal as the form shows it, on `field`; over an invitation limit 429 with Retry-After and the wait. */
  const refused = (error: unknown, key: string, submission: { reply: Reply }, field: string, fallback: string) => {
    const wait = retryMinutes(error);
    if (wait) return fail(key, submission, { field, message: messageKey('teamMail.tooMany', { count: wait }) }, { status: 429, headers: { 'Retry-After': String(wait * 60) } });
    // A refusal we do not tell apart (5xx, a contract mismatch) is not the user's to fix here.
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return fail(key, submission, { field, message: (error.code && REFUSAL_KEYS[error.code]) || fallback });
  };
  const done = (message: string, values?: Record<string, string>) => {
    flash(session, { kind: 'success', message, values });
    return seeOther(TEAM_PATH);
  };

  if (intent === 'add') {
    const submission = parse(addSchema);
    if (submission.status !== 'success') return fail('add', submission);
    try {
      const { member } = await addMember(context, client.id, submission.value);
      // The same answer whether or not the address has an account: everyone is invited.
      return done('team.invited-team-member-success', { email: member.email });
    } catch (error) {
      return refused(error, 'add', submission, 'email', 'team.add-team-member-error');
    }
  }

  if (intent === 'primary') {
    const submission = parse(primarySchema);
    if (submission.status !== 'success') return fail('primary', submission);
    try {
      await savePrimaryContacts(context, client.id, submission.value);
      return done('team.primary-contacts-success');
    } catch (error) {
      return refused(error, 'primary', submission, 'primaryAccounting', 'team.edit-team-member-error');
    }
  }

  if (memberId === undefined) return fail('form', parse(resendSchema), { field: '', message: 'team.refusals.notMember' });

  if (intent === 'edit') {
    const key = `edit-${memberId}`;
    const submission = parse(editSchema);
    if (submission.status !== 'success') return fail(key, submission);
    const { role, invoices, reports } = submission.value;
    try {
      await editMember(context, client.id, memberId, { ...(role ? { role } : {}), invoices, reports });
      return done('team.edit-team-member-success');
    } catch (error) {
      return refused(error, key, submission, 'role', 'team.edit-team-member-error');
    }
  }

  if (intent === 'remove') {
    const submission = parse(removeSchema);
    if (submission.status !== 'success') return fail('remove', submission);
    const { primaryAccountingId, primaryReportingId, invited } = submission.value;
    try {
      await removeMember(context, client.id, memberId, { primaryAccountingId, primaryReportingId });
      return done(invited === '1' ? 'team.cancel-invitation-success' : 'team.delete-team-member-success');
    } catch (error) {
      // The replacements' refusals go next to the replacement selects; the others on the confirmation.
      const code = error instanceof ProviderError ? error.code : undefined;
      return refused(error, 'remove', submission, code === 'replacement-needed' || code === 'replacement-invalid' ? 'replacement' : '', 'team.delete-team-member-error');
    }
  }

  if (intent === 'resend') {
    const key = `resend-${memberId}`;
    const submission = parse(resendSchema);
    try {
      const { member } = await resendInvitation(context, client.id, memberId);
      return done('team.resend-invitation-success', { email: member.email });
    } catch (error) {
      return refused(error, key, submission, '', 'team.add-team-member-error');
    }
  }

  return fail('form', parse(resendSchema), { field: '', message: 'team.refusals.notMember' });
}
