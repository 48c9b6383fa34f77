import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../../contract/team.ts';
import { lastResultOf, typedIn, useCheckedForm } from '../../../ui/page-forms.ts';
import { TEAM_PATH, primarySchema } from './team-settings.form.ts';
import { type TeamForms, fullName } from './team-forms.ts';

/** The primary accounting and reporting contacts: active members, chosen by the client's Administrators. */
export function PrimaryContacts({ members, canChange, forms }: { members: TeamMember[]; canChange: boolean; forms: TeamForms }) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id: 'primary-contacts', key: 'primary', schema: primarySchema, lastResult: lastResultOf(forms, 'primary'), report: forms.report });
  const typed = typedIn(forms, 'primary');
  const active = members.filter((m) => m.status === 'active');
  return (
    <section aria-labelledby="primary-title" className="form-section">
      <h2 id="primary-title">{t('team.primaryContacts')}</h2>
      <Form method="post" action={TEAM_PATH} {...getFormProps(form)} className="primary-contacts">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="primary" />
        <div className="grid">
          {(['accounting', 'reporting'] as const).map((kind) => {
            const id = `primary-${kind}`;
            const name = kind === 'accounting' ? 'primaryAccounting' : 'primaryReporting';
            const current = members.find((m) => m[name]);
            const err = forms.messages('primary', name);
            return (
              <div className={`field${err ? ' field-invalid' : ''}`} key={kind}>
                <label htmlFor={id}>{t(`team.${name}`)}</label>
                <select id={id} name={name} defaultValue={typed ? String(typed[name] ?? '') : current ? String(current.id) : ''} disabled={!canChange} aria-invalid={err ? true : undefined} aria-describedby={err ? `${id}-error` : undefined}>
                  {current ? null : <option value="">{t('team.choose')}</option>}
                  {active.map((m) => (
                    <option key={m.id} value={m.id}>{`${fullName(m)} (${m.email})`}</option>
                  ))}
                </select>
                {err ? <small id={`${id}-error`} className="field-error">{err.join(' ')}</small> : null}
              </div>
            );
          })}
        </div>
        {canChange ? <button type="submit">{t('team.savePrimary')}</button> : null}
      </Form>
    </section>
  );
}
