import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../../contract/roles.ts';
import type { TeamMember } from '../../../../contract/team.ts';
import { typedIn } from '../../../ui/page-forms.ts';
import { TEAM_PATH } from './team-settings.form.ts';
import { type TeamForms, fullName, roleKey } from './team-forms.ts';

/** One member's row: name and badges, e-mail, role, the switches, and the row's save, resend and remove controls. */
export function MemberRow({ member: m, canChange, canInvite, self, forms }: { member: TeamMember; canChange: boolean; canInvite: boolean; self: boolean; forms: TeamForms }) {
  const { t } = useTranslation();
  const formId = `member-${m.id}`;
  const roleId = `role-${m.id}`;
  const roleError = forms.messages(`edit-${m.id}`, 'role') ?? forms.messages(`resend-${m.id}`, '');
  // What was sent when the action refused this member's row.
  const typed = typedIn(forms, `edit-${m.id}`);
  // A member never changes their own role (the provider refuses too): theirs is shown, not offered.
  const roleEditable = canChange && !self;
  const checked = (name: 'invoices' | 'reports') => (typed ? typed[name] === 'on' : m[name]);
  return (
    <tr id={`member-row-${m.id}`}>
      <td data-label={t('team.name')}>
        {/* one grid cell in the card layout: the name and its badges together */}
        <span>
          {fullName(m)}
          {self ? <span className="badge">{t('team.you')}</span> : null}
          {m.status === 'invited' ? <span className="badge badge-muted">{t('team.invited')}</span> : null}
          {m.primaryAccounting ? <span className="badge">{t('team.primaryAccountingBadge')}</span> : null}
          {m.primaryReporting ? <span className="badge">{t('team.primaryReportingBadge')}</span> : null}
        </span>
      </td>
      <td data-label={t('team.email')} className="wrap">{m.email}</td>
      <td data-label={t('team.role')}>
        <label htmlFor={roleId} className="visually-hidden">{t('team.roleOf', { name: fullName(m) })}</label>
        <select id={roleId} name="role" form={formId} defaultValue={String(typed?.role ?? m.role)} disabled={!roleEditable} aria-describedby={`role-help${roleError ? ` ${roleId}-error` : ''}`} aria-invalid={roleError ? true : undefined}>
          {ROLES.map((r) => <option key={r} value={r}>{t(roleKey(r))}</option>)}
        </select>
        {roleError ? <small id={`${roleId}-error`} className="field-error">{roleError.join(' ')}</small> : null}
      </td>
      {(['invoices', 'reports'] as const).map((name) => (
        <td key={name} data-label={t(name === 'invoices' ? 'team.receivesInvoices' : 'team.receivesReports')}>
          <label className="switch">
            <input type="checkbox" role="switch" name={name} form={formId} id={`${name}-${m.id}`} defaultChecked={checked(name)} disabled={!canChange} />
            <span className="visually-hidden">{t(name === 'invoices' ? 'team.receivesInvoicesOf' : 'team.receivesReportsOf', { name: fullName(m) })}</span>
          </label>
        </td>
      ))}
      <td data-label={canChange ? t('team.actions') : ''} className="row-actions">
        {canChange ? (
          <div className="row-buttons">
            <Form method="post" action={TEAM_PATH} id={formId}>
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="edit" />
              <input type="hidden" name="id" value={m.id} />
              <button type="submit" className="small" aria-label={t('team.saveOf', { name: fullName(m) })}>{t('team.save')}</button>
            </Form>
            {m.status === 'invited' && canInvite ? (
              <Form method="post" action={TEAM_PATH}>
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="id" value={m.id} />
                <button type="submit" className="small secondary" aria-label={t('team.resendOf', { email: m.email })}>{t('team.resend')}</button>
              </Form>
            ) : null}
            <Link to={`${TEAM_PATH}?remove=${m.id}#remove-member`} className="small danger" aria-label={t(m.status === 'invited' ? 'team.cancelInvitationOf' : 'team.removeOf', { name: fullName(m) })}>
              {t(m.status === 'invited' ? 'team.cancelInvitation' : 'team.remove')}
            </Link>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
