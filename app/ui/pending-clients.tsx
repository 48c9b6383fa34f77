import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_REASON_MAX, type PendingClient } from '../../contract/clients.ts';
import { TextareaField } from './form.tsx';
import { labDay } from './lab-date.ts';
import { type PageForms, typedIn } from './page-forms.ts';

/**
 * The clients awaiting the laboratory's approval, for site administrators (above the clients
 * list): who asked and when, and one form per client whose button is the decision. A denial needs
 * the reason, which each member of the client reads in the e-mail telling them.
 */
export function PendingClients({ pending, forms }: { pending: PendingClient[]; forms: PageForms }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pending-title" className="pending-clients">
      <h2 id="pending-title">{t('launchpad.approval.title', { count: pending.length })}</h2>
      {pending.length === 0 ? (
        <p className="muted">{t('launchpad.approval.none')}</p>
      ) : (
        <ul className="cards pending-cards">
          {pending.map((c) => {
            const key = `approval-${c.id}`;
            const formMessages = forms.messages(key, '');
            const typed = typedIn(forms, key);
            return (
              <li key={c.id}>
                <h3>
                  {c.name} <span className="muted">({c.code})</span>
                </h3>
                <dl>
                  <dt>{t('launchpad.approval.officialBusinessName')}</dt>
                  <dd>{c.officialBusinessName}</dd>
                  <dt>{t('launchpad.approval.businessType')}</dt>
                  <dd>{c.businessType}</dd>
                  <dt>{t('launchpad.approval.requested')}</dt>
                  <dd>{labDay(c.createdAt)}{c.createdBy ? ` · ${c.createdBy}` : ''}</dd>
                </dl>
                <Form method="post" id={key} aria-label={t('launchpad.approval.formOf', { name: c.name })}>
                  <AuthenticityTokenInput />
                  <input type="hidden" name="clientId" value={c.id} />
                  <input type="hidden" name="clientName" value={c.name} />
                  {formMessages ? (
                    <p className="field-error" id={`${key}-error`} tabIndex={-1}>
                      {formMessages.join(' ')}
                    </p>
                  ) : null}
                  <TextareaField
                    id={`${key}-reason`} name="reason" rows={2} maxLength={APPROVAL_REASON_MAX} label={t('launchpad.approval.reason')} hint={t('launchpad.approval.reasonHint')}
                    defaultValue={typeof typed?.reason === 'string' ? typed.reason : ''} errors={forms.messages(key, 'reason')}
                  />
                  <div className="details-actions">
                    <button type="submit" name="decision" value="approve" aria-label={t('launchpad.approval.approveOf', { name: c.name })}>
                      {t('launchpad.approval.approve')}
                    </button>
                    <button type="submit" name="decision" value="deny" className="secondary" aria-label={t('launchpad.approval.denyOf', { name: c.name })}>
                      {t('launchpad.approval.deny')}
                    </button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
