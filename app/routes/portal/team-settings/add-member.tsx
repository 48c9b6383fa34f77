import { getFormProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../../contract/roles.ts';
import { TEAM_LIMITS } from '../../../../contract/team.ts';
import { lastResultOf, typedIn, useCheckedForm } from '../../../ui/page-forms.ts';
import { TEAM_PATH, addSchema } from './team-settings.form.ts';
import { type TeamForms, roleKey } from './team-forms.ts';

/** Inviting a member by e-mail and role (`?add=1` opens it); checked in the browser by the action's schema. */
export function AddMember({ forms }: { forms: TeamForms }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const form = useCheckedForm({ id: 'add-member', key: 'add', schema: addSchema, lastResult: lastResultOf(forms, 'add'), report: forms.report });
  const typed = typedIn(forms, 'add');
  const emailErr = forms.messages('add', 'email');
  const roleErr = forms.messages('add', 'role');
  return (
    <Form method="post" action={TEAM_PATH} {...getFormProps(form)} className="add-member card-form" aria-labelledby="add-member-title">
      <h3 id="add-member-title">{t('team.addMember')}</h3>
      <p className="muted">{t('team.addIntro')}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add" />
      <div className="grid">
        <div className={`field${emailErr ? ' field-invalid' : ''}`}>
          <label htmlFor="add-email">{t('team.email')}</label>
          <input id="add-email" name="email" type="email" autoComplete="off" maxLength={TEAM_LIMITS.email} defaultValue={String(typed?.email ?? '')} aria-invalid={emailErr ? true : undefined} aria-describedby={emailErr ? 'add-email-error' : undefined} />
          {emailErr ? <small id="add-email-error" className="field-error">{emailErr.join(' ')}</small> : null}
        </div>
        <div className={`field${roleErr ? ' field-invalid' : ''}`}>
          <label htmlFor="add-role">{t('team.role')}</label>
          <select id="add-role" name="role" defaultValue={String(typed?.role ?? 'Full User')} aria-describedby={`role-help${roleErr ? ' add-role-error' : ''}`} aria-invalid={roleErr ? true : undefined}>
            {ROLES.map((r) => <option key={r} value={r}>{t(roleKey(r))}</option>)}
          </select>
          {roleErr ? <small id="add-role-error" className="field-error">{roleErr.join(' ')}</small> : null}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" disabled={navigation.state === 'submitting'}>{t('team.add')}</button>
        <Link to={TEAM_PATH} className="secondary">{t('team.cancel')}</Link>
      </div>
    </Form>
  );
}
