/**
 * Invitations waiting for the signed-in account's answer: shown on the launchpad's clients list
 * and on the e-mailed link's page. Accept and Decline are one plain form (a POST to
 * /launchpad/invitations/:id), so they work without JavaScript.
 */
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../contract/team.ts';

export const roleLabelKey = (role: string) => `teamMail.roles.${role.replace(/ /g, '')}`;

export function InvitationButtons({ id, client }: { id: number; client: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={`/launchpad/invitations/${id}`} className="details-actions invitation-answer">
      <AuthenticityTokenInput />
      <button type="submit" name="intent" value="accept" aria-label={t('teamMail.acceptOf', { client })}>
        {t('teamMail.accept')}
      </button>
      <button type="submit" name="intent" value="decline" className="secondary" aria-label={t('teamMail.declineOf', { client })}>
        {t('teamMail.decline')}
      </button>
    </Form>
  );
}

export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t } = useTranslation();
  if (!invitations.length) return null;
  return (
    <section aria-labelledby="invitations-title" className="pending-invitations">
      <h2 id="invitations-title">{t('teamMail.pendingTitle')}</h2>
      <ul className="invitation-cards">
        {invitations.map((i) => {
          const values = { client: i.clientName, role: t(roleLabelKey(i.role)), inviter: i.invitedBy ?? '' };
          return (
            <li key={i.id}>
              <p>{i.invitedBy ? t('teamMail.pendingFrom', values) : t('teamMail.pendingPlain', values)}</p>
              <InvitationButtons id={i.id} client={i.clientName} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
