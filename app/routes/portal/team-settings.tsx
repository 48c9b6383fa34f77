import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/team-settings';
import { ROLES } from '../../../contract/roles.ts';
import { CHANGE_KINDS, type ClientChange, type TeamMember } from '../../../contract/team.ts';
import { type TeamActionData, teamAction, teamLoader } from './team-settings.server.ts';
import { ErrorSummary, type FieldError } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import settingsHref from '../../styles/settings.css?url';

/**
 * /dashboard/teams-settings (document 2 §2, §5, §6): primary contacts, the team member
 * table (cards on small screens), adding a member (a link opens the form: `?add=1`), editing a
 * role and the switches, removing a member after a confirmation step (`?remove={id}`, which asks
 * for the replacement primary contacts first), resending or cancelling an invitation, and the
 * change history for those who may change the team. Everyone on the team sees the page;
 * only the client's Administrators and site administrators see its controls enabled.
 * Row forms use the `form` attribute, so each table row is one form without JavaScript.
 */
const TEAM_PATH = '/dashboard/teams-settings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: settingsHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return teamLoader(context, request);
}

/** An action over a mail limit answers 429 with Retry-After: the page passes that header on. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders);

export async function action({ request, context }: Route.ActionArgs) {
  return teamAction(context, request);
}

const fullName = (m: Pick<TeamMember, 'firstname' | 'lastname' | 'email'>) => [m.firstname, m.lastname].filter(Boolean).join(' ') || m.email;
const roleKey = (role: string) => `team.roles.${role.replace(/ /g, '')}`;

export default function TeamSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { members, canChange, selfId, adding, removing, history, approval } = loaderData;
  const canInvite = canChange && approval === 'approved';
  const failed = actionData as TeamActionData | undefined;
  const errors = failed?.errors ?? {};
  const summary: FieldError[] = Object.entries(errors).flatMap(([id, messages]) => messages.map((message) => ({ id: id || 'team-title', message })));
  const err = (id: string) => errors[id];
  const typed = (name: string, fallback = '') => failed?.values[name] ?? fallback;
  const navigation = useNavigation();
  useEffect(() => {
    if (summary.length) (document.querySelector('.team-settings .error-summary') as HTMLElement | null)?.focus();
  }, [failed]); // eslint-disable-line react-hooks/exhaustive-deps
  const active = members.filter((m) => m.status === 'active');
  const primaryAccounting = members.find((m) => m.primaryAccounting);
  const primaryReporting = members.find((m) => m.primaryReporting);
  const showAdd = adding || failed?.intent === 'add';

  return (
    <div className="team-settings settings-page">
      <PageHead title={t('team.title')} failed={summary.length > 0} />
      <h1 id="team-title" tabIndex={-1}>{t('team.title')}</h1>
      {!canChange ? <p className="muted">{t('team.readOnly')}</p> : null}
      <ErrorSummary errors={summary} />

      <section aria-labelledby="primary-title" className="form-section">
        <h2 id="primary-title">{t('team.primaryContacts')}</h2>
        <Form method="post" action={TEAM_PATH} className="primary-contacts">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="primary" />
          <div className="grid">
            {(['accounting', 'reporting'] as const).map((kind) => {
              const id = `primary-${kind}`;
              const name = kind === 'accounting' ? 'primaryAccounting' : 'primaryReporting';
              const current = kind === 'accounting' ? primaryAccounting : primaryReporting;
              return (
                <div className={`field${err(id) ? ' field-invalid' : ''}`} key={kind}>
                  <label htmlFor={id}>{t(`team.${name}`)}</label>
                  <select id={id} name={name} defaultValue={typed(name, current ? String(current.id) : '')} disabled={!canChange} aria-invalid={err(id) ? true : undefined} aria-describedby={err(id) ? `${id}-error` : undefined}>
                    {current ? null : <option value="">{t('team.choose')}</option>}
                    {active.map((m) => (
                      <option key={m.id} value={m.id}>{`${fullName(m)} (${m.email})`}</option>
                    ))}
                  </select>
                  {err(id) ? <small id={`${id}-error`} className="field-error">{err(id)!.join(' ')}</small> : null}
                </div>
              );
            })}
          </div>
          {canChange ? <button type="submit">{t('team.savePrimary')}</button> : null}
        </Form>
      </section>

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

        {canInvite && showAdd ? (
          <Form method="post" action={TEAM_PATH} id="add-member" noValidate className="add-member card-form" aria-labelledby="add-member-title">
            <h3 id="add-member-title">{t('team.addMember')}</h3>
            <p className="muted">{t('team.addIntro')}</p>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="add" />
            <div className="grid">
              <div className={`field${err('add-email') ? ' field-invalid' : ''}`}>
                <label htmlFor="add-email">{t('team.email')}</label>
                <input id="add-email" name="email" type="email" autoComplete="off" maxLength={254} defaultValue={typed('email')} aria-invalid={err('add-email') ? true : undefined} aria-describedby={err('add-email') ? 'add-email-error' : undefined} />
                {err('add-email') ? <small id="add-email-error" className="field-error">{err('add-email')!.join(' ')}</small> : null}
              </div>
              <div className={`field${err('add-role') ? ' field-invalid' : ''}`}>
                <label htmlFor="add-role">{t('team.role')}</label>
                <select id="add-role" name="role" defaultValue={typed('role', 'Full User')} aria-describedby={`role-help${err('add-role') ? ' add-role-error' : ''}`} aria-invalid={err('add-role') ? true : undefined}>
                  {ROLES.map((r) => <option key={r} value={r}>{t(roleKey(r))}</option>)}
                </select>
                {err('add-role') ? <small id="add-role-error" className="field-error">{err('add-role')!.join(' ')}</small> : null}
              </div>
            </div>
            <div className="form-actions">
              <button type="submit" disabled={navigation.state === 'submitting'}>{t('team.add')}</button>
              <Link to={TEAM_PATH} className="secondary">{t('team.cancel')}</Link>
            </div>
          </Form>
        ) : null}

        {removing ? <RemoveConfirmation member={removing} members={members} errors={errors} /> : null}

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
              <MemberRow key={m.id} member={m} canChange={canChange} canInvite={canInvite} self={m.id === selfId} errors={errors} typed={failed?.memberId === m.id ? failed.values : undefined} />
            ))}
          </tbody>
        </table>
      </section>

      {history ? <History history={history} /> : null}
    </div>
  );
}

function MemberRow({ member: m, canChange, canInvite, self, errors, typed }: { member: TeamMember; canChange: boolean; canInvite: boolean; self: boolean; errors: Record<string, string[]>; typed?: Record<string, string> }) {
  const { t } = useTranslation();
  const formId = `member-${m.id}`;
  const roleId = `role-${m.id}`;
  const roleError = errors[roleId] ?? errors[`resend-${m.id}`];
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
        <select id={roleId} name="role" form={formId} defaultValue={typed?.role ?? m.role} disabled={!roleEditable} aria-describedby={`role-help${roleError ? ` ${roleId}-error` : ''}`} aria-invalid={roleError ? true : undefined}>
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

function RemoveConfirmation({ member, members, errors }: { member: TeamMember; members: TeamMember[]; errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  const others = members.filter((m) => m.id !== member.id && m.status === 'active');
  const invited = member.status === 'invited';
  const replacement = errors.replacement ?? errors['remove-confirm'];
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

type HistoryData = NonNullable<Route.ComponentProps['loaderData']['history']>;

function History({ history }: { history: HistoryData }) {
  const { t } = useTranslation();
  const describe = (v: ClientChange['before']) => (v ? Object.entries(v).map(([k, x]) => `${t(`team.historyFields.${k}`, { defaultValue: k })}: ${x === null ? '' : String(x)}`).join('; ') : '');
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  const q = (page: number) => `${TEAM_PATH}?${new URLSearchParams({ ...(history.kind ? { kind: history.kind } : {}), page: String(page) })}#history-title`;
  return (
    <section aria-labelledby="history-title" className="form-section history">
      <h2 id="history-title">{t('team.history')}</h2>
      <p className="muted">{t('team.historyIntro')}</p>
      <Form method="get" action={TEAM_PATH} className="history-filter" preventScrollReset>
        <div className="field">
          <label htmlFor="history-kind">{t('team.historyKind')}</label>
          <select id="history-kind" name="kind" defaultValue={history.kind}>
            <option value="">{t('team.historyAll')}</option>
            {CHANGE_KINDS.map((k) => <option key={k} value={k}>{t(`team.kinds.${k}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="secondary">{t('team.historyFilter')}</button>
        <a href={`${TEAM_PATH}/history.csv${history.kind ? `?kind=${history.kind}` : ''}`} download>{t('team.historyCsv')}</a>
      </Form>
      {history.data.length ? (
        <table className="history-table">
          <caption className="visually-hidden">{t('team.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('team.historyWhen')}</th>
              <th scope="col">{t('team.historyBy')}</th>
              <th scope="col">{t('team.historyWhat')}</th>
              <th scope="col">{t('team.historyBefore')}</th>
              <th scope="col">{t('team.historyAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((e) => (
              <tr key={e.id}>
                <td data-label={t('team.historyWhen')}><time dateTime={e.createdAt}>{e.when}</time></td>
                <td data-label={t('team.historyBy')} className="wrap">{e.actorEmail}</td>
                <td data-label={t('team.historyWhat')} className="wrap">
                  {`${t(`team.kinds.${e.kind}`)} · ${t(`team.actions_.${e.action}`)}: ${e.kind === 'primary-contact' ? t(`team.${e.subject}`, { defaultValue: e.subject }) : e.subject}`}
                </td>
                <td data-label={t('team.historyBefore')} className="wrap">{describe(e.before)}</td>
                <td data-label={t('team.historyAfter')} className="wrap">{describe(e.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('team.historyEmpty')}</p>
      )}
      {pages > 1 ? (
        <nav aria-label={t('team.historyPages')} className="history-pages">
          {history.page > 1 ? <Link to={q(history.page - 1)}>{t('team.previous')}</Link> : null}
          <span>{t('team.pageOf', { page: history.page, pages })}</span>
          {history.page < pages ? <Link to={q(history.page + 1)}>{t('team.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
