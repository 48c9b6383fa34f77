import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/api-tokens';
import { API_SCOPES, API_TOKEN_LIMITS, TOKEN_EXPIRIES, type ApiToken } from '../../../../../contract/api-tokens.ts';
import { labDate } from '../../../../../contract/lab-time.ts';
import { ErrorSummary } from '../../../../ui/form.tsx';
import { PageHead } from '../../../../ui/page-head.tsx';
import { type PageForms, lastResultOf, typedIn, useCheckedForm, usePageForms } from '../../../../ui/page-forms.ts';
import { apiTokensAction, apiTokensLoader } from './api-tokens.server.ts';
import { LABELS, PATH, tokenFormSchema } from './api-tokens.form.ts';
import tokensHref from '../../../../styles/api-tokens.css?url';

/**
 * /dashboard/client-settings/api-tokens: the client's API tokens (its Administrators; site
 * administrators see and revoke them). A new token's secret is shown once, in the answer to the
 * form that made it; the list shows each token's scopes, creator, last use and expiry with
 * "Revoke"; a token whose creator left the client asks to be kept or revoked; the last 100 calls.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tokensHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiTokensLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiTokensAction(context, request);
}

const TITLE_ID = 'api-tokens-title';

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData && 'key' in actionData && actionData.key ? (actionData as { key: string; result: NonNullable<unknown> } as never) : undefined;
  const created = actionData && 'created' in actionData ? actionData.created : undefined;
  const { summary, forms } = usePageForms(answer, { idOf: (_key, name) => (name ? `token-${name}` : TITLE_ID), labels: LABELS, root: '.api-tokens-page' });
  const orphaned = loaderData.tokens.filter((tk) => tk.creatorRemovedAt);
  return (
    <div className="api-tokens-page">
      <PageHead title={t('apiTokens.title')} failed={summary.length > 0} />
      <p><Link to="/dashboard/client-settings">{t('apiTokens.back')}</Link></p>
      <h1 id={TITLE_ID} tabIndex={-1}>{t('apiTokens.title')}</h1>
      <ErrorSummary errors={summary} />
      <p>
        {t('apiTokens.intro')} <Link to="/api-reference">{t('apiTokens.reference')}</Link>
      </p>
      {created ? (
        <section className="token-secret" role="status" aria-labelledby="secret-title">
          <h2 id="secret-title">{t('apiTokens.createdTitle', { name: created.name })}</h2>
          <p>{t('apiTokens.createdOnce')}</p>
          <p><code id="token-secret">{created.secret}</code></p>
        </section>
      ) : null}
      {orphaned.map((tk) => (
        <section key={tk.id} className="notice" aria-labelledby={`orphan-${tk.id}`}>
          <h2 id={`orphan-${tk.id}`}>{t('apiTokens.orphanTitle', { name: tk.name })}</h2>
          <p>{t('apiTokens.orphanText', { email: tk.createdBy ?? '' })}</p>
          <div className="token-choice">
            <TokenButton id={tk.id} intent="keep" label={t('apiTokens.keep')} secondary />
            <TokenButton id={tk.id} intent="revoke" label={t('apiTokens.revoke')} />
          </div>
        </section>
      ))}
      <section aria-labelledby="tokens-title">
        <h2 id="tokens-title">{t('apiTokens.listTitle')}</h2>
        {loaderData.tokens.length ? <TokenTable tokens={loaderData.tokens} /> : <p>{t('apiTokens.none')}</p>}
      </section>
      {loaderData.canCreate ? <CreateForm key={created?.secret ?? 'new'} forms={forms} /> : <p className="muted">{t('apiTokens.adminsCreate')}</p>}
      <section aria-labelledby="calls-title">
        <h2 id="calls-title">{t('apiTokens.callsTitle')}</h2>
        {loaderData.calls.length ? <CallTable calls={loaderData.calls} /> : <p>{t('apiTokens.noCalls')}</p>}
      </section>
    </div>
  );
}

function TokenButton({ id, intent, label, secondary, name }: { id: number; intent: 'keep' | 'revoke'; label: string; secondary?: boolean; name?: string }) {
  return (
    <Form method="post" action={PATH}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={secondary ? 'secondary' : undefined} aria-label={name ? `${label}: ${name}` : undefined}>{label}</button>
    </Form>
  );
}

function TokenTable({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useTranslation();
  return (
    <table className="token-list">
      <thead>
        <tr>
          <th scope="col">{t('apiTokens.name')}</th>
          <th scope="col">{t('apiTokens.scopes')}</th>
          <th scope="col">{t('apiTokens.createdBy')}</th>
          <th scope="col">{t('apiTokens.lastUsed')}</th>
          <th scope="col">{t('apiTokens.expires')}</th>
          <th scope="col" className="token-actions"><span className="visually-hidden">{t('apiTokens.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((tk) => (
          <tr key={tk.id}>
            <td data-label={t('apiTokens.name')}>
              <strong>{tk.name}</strong>
              {tk.allowedIps.length ? <small className="muted"> · {t('apiTokens.onlyFrom', { list: tk.allowedIps.join(', ') })}</small> : null}
            </td>
            <td data-label={t('apiTokens.scopes')}>{tk.scopes.map((s) => <span key={s} className="token-scope">{s}</span>)}</td>
            <td data-label={t('apiTokens.createdBy')}>{tk.createdBy ?? '—'} <small className="muted">{labDate(tk.createdAt)}</small></td>
            <td data-label={t('apiTokens.lastUsed')}>{tk.lastUsedAt ? `${labDate(tk.lastUsedAt, true)}${tk.lastUsedAddress ? ` · ${tk.lastUsedAddress}` : ''}` : t('apiTokens.never')}</td>
            <td data-label={t('apiTokens.expires')}>{tk.expired ? t('apiTokens.expired') : tk.expiresAt ? labDate(tk.expiresAt) : t('apiTokens.noExpiry')}</td>
            <td><TokenButton id={tk.id} intent="revoke" label={t('apiTokens.revoke')} name={tk.name} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CallTable({ calls }: { calls: Route.ComponentProps['loaderData']['calls'] }) {
  const { t } = useTranslation();
  return (
    <table className="call-log">
      <thead>
        <tr>
          <th scope="col">{t('apiTokens.callAt')}</th>
          <th scope="col">{t('apiTokens.name')}</th>
          <th scope="col">{t('apiTokens.callRequest')}</th>
          <th scope="col">{t('apiTokens.callStatus')}</th>
          <th scope="col">{t('apiTokens.callAddress')}</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((c) => (
          <tr key={c.id}>
            <td data-label={t('apiTokens.callAt')}>{labDate(c.at, true)}</td>
            <td data-label={t('apiTokens.name')}>{c.tokenName}</td>
            <td data-label={t('apiTokens.callRequest')}><code>{c.method} /api{c.path}</code></td>
            <td data-label={t('apiTokens.callStatus')}>{c.status}</td>
            <td data-label={t('apiTokens.callAddress')}>{c.address ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The new token's form: a name, its scopes, its expiry and the optional IP allow-list. */
function CreateForm({ forms }: { forms: PageForms }) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id: 'create-token', key: 'create', schema: tokenFormSchema, lastResult: lastResultOf(forms, 'create'), report: forms.report });
  const typed = typedIn(forms, 'create') as Partial<Record<'name' | 'expiry' | 'allowedIps', string>> & { scopes?: string | string[] } | undefined;
  const typedScopes = typed ? [typed.scopes ?? []].flat() : ['results:read'];
  const err = (name: string) => forms.messages('create', name);
  const described = (id: string, hint: boolean, failed: boolean) => [hint ? `${id}-hint` : '', failed ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <section aria-labelledby="create-title">
      <h2 id="create-title">{t('apiTokens.createTitle')}</h2>
      <Form method="post" action={PATH} {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="create" />
        <div className={`field${err('name') ? ' field-invalid' : ''}`}>
          <label htmlFor="token-name">{t('apiTokens.name')}</label>
          <input id="token-name" name="name" type="text" required maxLength={API_TOKEN_LIMITS.name} defaultValue={typed?.name ?? ''} aria-invalid={err('name') ? true : undefined} aria-describedby={described('token-name', false, !!err('name'))} />
          {err('name') ? <small id="token-name-error" className="field-error">{err('name')!.join(' ')}</small> : null}
        </div>
        <fieldset id="token-scopes" className="api-scopes" aria-describedby={err('scopes') ? 'token-scopes-error' : undefined}>
          <legend>{t('apiTokens.scopes')}</legend>
          {err('scopes') ? <small id="token-scopes-error" className="field-error">{err('scopes')!.join(' ')}</small> : null}
          {API_SCOPES.map((s) => (
            <label key={s} htmlFor={`scope-${s.replace(':', '-')}`}>
              <input type="checkbox" id={`scope-${s.replace(':', '-')}`} name="scopes" value={s} defaultChecked={typedScopes.includes(s)} /> <code>{s}</code> {t(`apiTokens.scope.${s.replace(':', '-')}`)}
            </label>
          ))}
        </fieldset>
        <div className={`field${err('expiry') ? ' field-invalid' : ''}`}>
          <label htmlFor="token-expiry">{t('apiTokens.expiry')}</label>
          <select id="token-expiry" name="expiry" defaultValue={typed?.expiry ?? '90'} aria-describedby={described('token-expiry', false, !!err('expiry'))}>
            {TOKEN_EXPIRIES.map((e) => (
              <option key={e} value={e}>{e === 'none' ? t('apiTokens.noExpiry') : t('apiTokens.days', { count: Number(e) })}</option>
            ))}
          </select>
          {err('expiry') ? <small id="token-expiry-error" className="field-error">{err('expiry')!.join(' ')}</small> : null}
        </div>
        <div className={`field${err('allowedIps') ? ' field-invalid' : ''}`}>
          <label htmlFor="token-allowedIps">
            {t('apiTokens.allowedIps')} <span className="muted">({t('common.optional')})</span>
          </label>
          <small id="token-allowedIps-hint" className="field-hint">{t('apiTokens.allowedIpsHint')}</small>
          <textarea id="token-allowedIps" name="allowedIps" rows={3} maxLength={API_TOKEN_LIMITS.ipText} defaultValue={typed?.allowedIps ?? ''} aria-invalid={err('allowedIps') ? true : undefined} aria-describedby={described('token-allowedIps', true, !!err('allowedIps'))} />
          {err('allowedIps') ? <small id="token-allowedIps-error" className="field-error">{err('allowedIps')!.join(' ')}</small> : null}
        </div>
        <button type="submit">{t('apiTokens.create')}</button>
      </Form>
    </section>
  );
}
