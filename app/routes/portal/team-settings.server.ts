/**
 * Server side of /dashboard/teams-settings: the loader (team, the open add form or
 * removal confirmation from the URL, the change history for those who may change the team) and
 * the action, one `intent` per form: primary, add, edit, remove, resend. Each success flashes the
 * specification's key and redirects (303); each failure answers 400 with the messages (already
 * translated) by field id and what the user typed.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { ROLES, type Role } from '../../../contract/roles.ts';
import { CHANGE_KINDS, TEAM_LIMITS, teamRefusal } from '../../../contract/team.ts';
import { idValue } from '../../../contract/params.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { addMember, editMember, loadHistory, loadTeam, removeMember, resendInvitation, savePrimaryContacts } from '../../models/team.server.ts';
import { getInstance } from '../../middleware/i18next.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { LAB_ZONE } from '../../../contract/lab-time.ts';
import { approvalOf } from '../../../contract/client-approval.ts';
import { retryMinutes } from '../../models/password-refusal.server.ts';

type Context = Readonly<RouterContextProvider>;
const TEAM_PATH = '/dashboard/teams-settings';

export interface TeamActionData {
  intent: string;
  /** the member the failed form was about */
  memberId?: number;
  /** translated messages by the id of the field they belong to ('' : the form as a whole) */
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

const historyFilter = z.object({
  kind: z.enum(CHANGE_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function teamLoader(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'team:view');
  const url = new URL(request.url);
  const team = await loadTeam(context, client.id);
  const removeId = Number(url.searchParams.get('remove')) || null;
  const removing = team.canChange && removeId ? (team.data.find((m) => m.id === removeId) ?? null) : null;
  const filter = historyFilter.parse({ kind: url.searchParams.get('kind') || undefined, page: url.searchParams.get('page') ?? 1 });
  const history = team.canChange ? await loadHistory(context, client.id, filter) : null;
  const i18n = getInstance(context);
  return {
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

const checkbox = z.preprocess((v) => v === 'on' || v === '1' || v === 'true', z.boolean());

/** The provider's refusal as the translated message of the field it concerns. */
function refusalMessage(error: ProviderError, t: (k: string) => string, fallback: string): string {
  const refusal = teamRefusal(error.message);
  if (refusal === 'notApproved') return t('teamMail.notApproved');
  return refusal ? t(`team.refusals.${refusal}`) : t(fallback);
}

export async function teamAction(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'team:view');
  const { session } = context.get(sessionContext);
  const { t } = getInstance(context);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === 'string' && k !== 'csrf').map(([k, v]) => [k, v as string]));
  const intent = String(form.get('intent') ?? '');
  const fail = (errors: Record<string, string[]>, memberId?: number) => data<TeamActionData>({ intent, memberId, errors, values }, { status: 400 });
  const required = (label: string) => t('field-error-required', { field: t(label) });
  // Over an invitation limit: 429 with Retry-After and the wait on the form's field, what was typed kept.
  const limited = (error: unknown, field: string, memberId?: number) => {
    const wait = retryMinutes(error);
    if (!wait) return null;
    return data<TeamActionData>({ intent, memberId, errors: { [field]: [t('teamMail.tooMany', { count: wait })] }, values }, { status: 429, headers: { 'Retry-After': String(wait * 60) } });
  };
  const done = (message: string, values?: Record<string, string>) => {
    flash(session, { kind: 'success', message, values });
    return redirect(TEAM_PATH, 303);
  };
  // A refusal we do not tell apart (5xx, a contract mismatch) is not the user's to fix here.
  const known = (error: unknown): ProviderError => {
    if (error instanceof ProviderError && error.status < 500) return error;
    throw error;
  };

  if (intent === 'add') {
    const email = String(form.get('email') ?? '').trim();
    const role = String(form.get('role') ?? '');
    const errors: Record<string, string[]> = {};
    if (!email) errors['add-email'] = [required('team.email')];
    else if (email.length > TEAM_LIMITS.email || !z.email().safeParse(email).success) errors['add-email'] = [t('email-error-invalid-format')];
    if (!role) errors['add-role'] = [required('team.role')];
    else if (!(ROLES as readonly string[]).includes(role)) errors['add-role'] = [t('team.roleInvalid')];
    if (Object.keys(errors).length) return fail(errors);
    try {
      const { member } = await addMember(context, client.id, { email, role: role as Role });
      // The same answer whether or not the address has an account: everyone is invited.
      return done('team.invited-team-member-success', { email: member.email });
    } catch (error) {
      const over = limited(error, 'add-email');
      if (over) return over;
      const e = known(error);
      return fail({ 'add-email': [refusalMessage(e, t, 'team.add-team-member-error')] });
    }
  }

  if (intent === 'primary') {
    const parsed = z.object({ primaryAccounting: idValue, primaryReporting: idValue }).safeParse({ primaryAccounting: form.get('primaryAccounting'), primaryReporting: form.get('primaryReporting') });
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      if (!idValue.safeParse(form.get('primaryAccounting')).success) errors['primary-accounting'] = [required('team.primaryAccounting')];
      if (!idValue.safeParse(form.get('primaryReporting')).success) errors['primary-reporting'] = [required('team.primaryReporting')];
      return fail(errors);
    }
    try {
      await savePrimaryContacts(context, client.id, parsed.data);
      return done('team.primary-contacts-success');
    } catch (error) {
      return fail({ 'primary-accounting': [refusalMessage(known(error), t, 'team.edit-team-member-error')] });
    }
  }

  const id = idValue.safeParse(form.get('id'));
  if (!id.success) return fail({ '': [t('team.refusals.notMember')] });
  const memberId = id.data;

  if (intent === 'edit') {
    const role = form.get('role');
    if (role !== null && !(ROLES as readonly string[]).includes(String(role))) return fail({ [`role-${memberId}`]: [t('team.roleInvalid')] }, memberId);
    try {
      await editMember(context, client.id, memberId, {
        ...(role !== null ? { role: String(role) as Role } : {}),
        invoices: checkbox.parse(form.get('invoices')),
        reports: checkbox.parse(form.get('reports')),
      });
      return done('team.edit-team-member-success');
    } catch (error) {
      return fail({ [`role-${memberId}`]: [refusalMessage(known(error), t, 'team.edit-team-member-error')] }, memberId);
    }
  }

  if (intent === 'remove') {
    const optionalId = (name: string) => {
      const v = form.get(name);
      return v ? (idValue.safeParse(v).data ?? undefined) : undefined;
    };
    try {
      await removeMember(context, client.id, memberId, { primaryAccountingId: optionalId('primaryAccountingId'), primaryReportingId: optionalId('primaryReportingId') });
      return done(form.get('invited') === '1' ? 'team.cancel-invitation-success' : 'team.delete-team-member-success');
    } catch (error) {
      const e = known(error);
      const refusal = teamRefusal(e.message);
      const field = refusal === 'needsReplacement' || refusal === 'badReplacement' ? 'replacement' : 'remove-confirm';
      return fail({ [field]: [refusalMessage(e, t, 'team.delete-team-member-error')] }, memberId);
    }
  }

  if (intent === 'resend') {
    try {
      const { member } = await resendInvitation(context, client.id, memberId);
      return done('team.resend-invitation-success', { email: member.email });
    } catch (error) {
      const over = limited(error, `resend-${memberId}`, memberId);
      if (over) return over;
      return fail({ [`resend-${memberId}`]: [refusalMessage(known(error), t, 'team.add-team-member-error')] }, memberId);
    }
  }

  return fail({ '': [t('team.refusals.notMember')] });
}
