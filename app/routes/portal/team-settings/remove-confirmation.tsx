import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../../contract/team.ts';
import { TEAM_PATH } from './team-settings.form.ts';
import { type TeamForms, fullName } from './team-forms.ts';

/**
 * Removing a member or cancelling an invitation, after this confirmation (`?remove={id}`); a
 * primary contact's replacement is chosen here first. Row forms elsewhere use the `form`
 * attribute; this one is a form of its own.
 */
export function RemoveConfirmation({ member, members, forms }: { member: TeamMember; members: TeamMember[]; forms: TeamForms }) {
  const { t } = useTranslation();
  const others = members.filter((m) => m.id !== member.id && m.status === 'active');
  const invited = member.status === 'invited';
  const replacement = forms.messages('remove', 'replacement') ?? forms.messages('remove', '');
  return (
    <Form method="post" action={`${TEAM_PATH}?remove=${member.id}`} id="remove-member" className="card-form confirm-form" aria-labelledby="remove-title">
      <h3 id="remove-title">{t(invited ? 'team.cancelInvitationTitle' : 'team.removeTitle', { name: fullName(member) })}</h3>
      <p>{t(invited ? 'team.cancelInvitationText' : 'team.removeText', { name: fullName(member), email: member.email })}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={member.id} />
      {invited ? <input type="hidden" name="invited" value="1" /> : null}
      {member.primaryAccounting || member.primaryReporting ? <p id="replacement">{t('team.replacementIntro')}</p> : null}
      {member.primaryAccounting ? (
        <div className="field">
          <label htmlFor="replacement-accounting">{t('team.newPrimaryAccounting')}</label>
          <select id="replacement-accounting" name="primaryAccountingId" aria-describedby={replacement ? 'replacement-error' : undefined}>
            {others.map((m) => <option key={m.id} value={m.id}>{`${fullName(m)} (${m.email})`}</option>)}
          </select>
        </div>
      ) : null}
      {member.primaryReporting ? (
        <div className="field">
          <label htmlFor="replacement-reporting">{t('team.newPrimaryReporting')}</label>
          <select id="replacement-reporting" name="primaryReportingId" aria-describedby={replacement ? 'replacement-error' : undefined}>
            {others.map((m) => <option key={m.id} value={m.id}>{`${fullName(m)} (${m.email})`}</option>)}
          </select>
        </div>
      ) : null}
      {replacement ? <p id="replacement-error" className="field-error">{replacement.join(' ')}</p> : null}
      <div className="form-actions">
        <button type="submit" id="remove-confirm" className="danger">{t(invited ? 'team.cancelInvitationConfirm' : 'team.removeConfirm')}</button>
        <Link to={TEAM_PATH} className="secondary">{t('team.keep')}</Link>
      </div>
    </Form>
  );
}
