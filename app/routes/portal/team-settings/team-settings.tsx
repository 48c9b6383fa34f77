import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/team-settings';
import { ROLES } from '../../../../contract/roles.ts';
import { teamAction, teamLoader } from './team-settings.server.ts';
import { LABELS, TEAM_PATH } from './team-settings.form.ts';
import { AddMember } from './add-member.tsx';
import { MemberRow } from './member-row.tsx';
import { PrimaryContacts } from './primary-contacts.tsx';
import { RemoveConfirmation } from './remove-confirmation.tsx';
import { roleKey } from './team-forms.ts';
import { TeamHistory } from './team-history.tsx';
import { ErrorSummary } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { usePageForms } from '../../../ui/page-forms.ts';
import settingsHref from '../../../styles/settings.css?url';

/**
 * Team settings at /dashboard/teams-settings (document 2 §2, §5, §6): primary contacts, the team
 * member table (cards on small screens), adding a member (a link opens the form: `?add=1`),
 * editing a role and the switches, removing a member after a confirmation step (`?remove={id}`,
 * which asks for the replacement primary contacts first), resending or cancelling an invitation,
 * and the change history for those who may change the team. Everyone on the team sees the page;
 * only the client's Administrators and site administrators see its controls enabled.
 * Row forms use the `form` attribute, so each table row is one form without JavaScript.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: settingsHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return teamLoader(context, request);
}

/** An action over a mail limit answers 429 with Retry-After: the page passes that header on. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders);

export async function action({ request, context }: Route.ActionArgs) {
  return teamAction(context, request);
}

/** The input a failed form's messages link to (the ids the page has always had). */
function idOf(key: string, name: string): string {
  if (key === 'add') return name ? `add-${name}` : 'team-title';
  if (key === 'primary') return name === 'primaryReporting' ? 'primary-reporting' : 'primary-accounting';
  if (key === 'remove') return name === 'replacement' ? 'replacement' : 'remove-confirm';
  if (key.startsWith('edit-')) return `role-${key.slice('edit-'.length)}`;
  if (key.startsWith('resend-')) return key;
  return 'team-title';
}

export default function TeamSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { members, canChange, selfId, adding, removing, history, approval } = loaderData;
  const canInvite = canChange && approval === 'approved';
  const { summary, forms } = usePageForms(actionData, { idOf, labels: LABELS, root: '.team-settings' });
  const showAdd = adding || actionData?.intent === 'add';

  return (
    <div className="team-settings settings-page">
      <PageHead title={t('team.title')} failed={summary.length > 0} />
      <h1 id="team-title" tabIndex={-1}>{t('team.title')}</h1>
      {!canChange ? <p className="muted">{t('team.readOnly')}</p> : null}
      <ErrorSummary errors={summary} />
      <PrimaryContacts members={members} canChange={canChange} forms={forms} />

      <section aria-labelledby="members-title" className="form-section">
        <div className="section-head">
          <h2 id="members-title">{t('team.members')}</h2>
          {canInvite && !showAdd ? (
            <Link to={`${TEAM_PATH}?add=1#add-member`} className="button" role="button">{t('team.addMember')}</Link>
          ) : null}
        </div>
        {canChange && !canInvite ? (
          <p className="notice" role="note" id="invitations-closed">{t(approval === 'denied' ? 'teamMail.closedDenied' : 'teamMail.closedPending')}</p>
        ) : null}
        {canInvite && showAdd ? <AddMember forms={forms} /> : null}
        {removing ? <RemoveConfirmation member={removing} members={members} forms={forms} /> : null}
        <RolesHelp />
        <table className="member-table">
          <caption className="visually-hidden">{t('team.members')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('team.name')}</th>
              <th scope="col">{t('team.email')}</th>
              <th scope="col">{t('team.role')}</th>
              <th scope="col">{t('team.receivesInvoices')}</th>
              <th scope="col">{t('team.receivesReports')}</th>
              <th scope="col"><span className={canChange ? undefined : 'visually-hidden'}>{t('team.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <MemberRow key={m.id} member={m} canChange={canChange} canInvite={canInvite} self={m.id === selfId} forms={forms} />
            ))}
          </tbody>
        </table>
      </section>

      {history ? <TeamHistory history={history} /> : null}
    </div>
  );
}

/** What each role may do, opened on demand (the role selects point at it). */
function RolesHelp() {
  const { t } = useTranslation();
  return (
    <details className="role-help" id="role-help">
      <summary>{t('team.rolesHelpTitle')}</summary>
      <dl>
        {ROLES.map((r) => (
          <div key={r}>
            <dt>{t(roleKey(r))}</dt>
            <dd>{t(`team.roleHelp.${r.replace(/ /g, '')}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
