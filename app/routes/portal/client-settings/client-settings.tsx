import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { BUSINESS_TYPES, CLIENT_LIMITS } from '../../../../contract/clients.ts';
import { Field, SelectField } from '../../../ui/form.tsx';
import { type PageForms, typedIn } from '../../../ui/page-forms.ts';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/client-settings';
import { clientSettingsAction, clientSettingsLoader } from './client-settings.server.ts';
import { BLOCK_LABELS, LABELS, PATH } from './client-settings.form.ts';
import { Blocks } from './blocks.tsx';
import { Faxes } from './faxes.tsx';
import { Locations } from './locations.tsx';
import { MailedCopies, TwoFactorRequirement } from './switches.tsx';
import { ErrorSummary } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { usePageForms } from '../../../ui/page-forms.ts';
import settingsHref from '../../../styles/settings.css?url';

/**
 * /dashboard/client-settings (document 2 §2, §5, §6): the client's information (read-only, with
 * whom to ask for a change), its locations (locations.tsx), its fax numbers (faxes.tsx), the
 * vineyard blocks (blocks.tsx), the mailed-copies switches and the two-factor requirement (switches.tsx). Administrators and Full
 * Users see the page; only Administrators (and site administrators) change anything. One error
 * summary at the top names what the failed form needs.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: settingsHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return clientSettingsLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return clientSettingsAction(context, request);
}

const TITLE_ID = 'client-settings-title';

/** The input a failed form's messages link to: a field's own, else the form's confirmation, switch or the page title. */
function idOf(key: string, name: string): string {
  if (key === 'info' && !name) return 'info-title';
  if (name) return `${key}-${name}`;
  if (key.startsWith('delete-') || key.startsWith('fax-delete-') || key.startsWith('block-delete-')) return key;
  return key === 'mailed' ? 'mailed-invoices' : key === 'two-factor' ? 'require-two-factor' : TITLE_ID;
}

export default function ClientSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { client, addresses, faxes, canChange, mailed, twoFactorRequired } = loaderData;
  const { summary, forms } = usePageForms(actionData, { idOf, labels: (key) => (key.startsWith('block') ? BLOCK_LABELS : LABELS), root: '.client-settings' });

  return (
    <div className="client-settings settings-page">
      <PageHead title={t('clientSettings.title')} failed={summary.length > 0} />
      <h1 id={TITLE_ID} tabIndex={-1}>{t('clientSettings.title')}</h1>
      <ErrorSummary errors={summary} />
      <ClientInfo client={client} canEdit={loaderData.canEditInfo} editing={loaderData.editingInfo || actionData?.key === 'info'} forms={forms} />
      <Locations addresses={addresses} canChange={canChange} adding={loaderData.adding} editing={loaderData.editing} deleting={loaderData.deleting} forms={forms} />
      <Faxes faxes={faxes} canChange={canChange} adding={loaderData.addingFax} editing={loaderData.editingFax} deleting={loaderData.deletingFax} forms={forms} />
      <Blocks blocks={loaderData.blocks} canChange={loaderData.canChangeBlocks} adding={loaderData.addingBlock} editing={loaderData.editingBlock} deleting={loaderData.deletingBlock} forms={forms} />
      <section aria-labelledby="specifications-title" className="form-section">
        <h2 id="specifications-title">{t('specifications.title')}</h2>
        <p>
          {t('specifications.settingsIntro')} <Link to="/dashboard/client-settings/specifications">{t('specifications.open')}</Link>
        </p>
      </section>
      {mailed ? <MailedCopies mailed={mailed} /> : null}
      <TwoFactorRequirement required={twoFactorRequired} canChange={canChange} forms={forms} />
      {canChange ? (
        <section aria-labelledby="deliveries-title">
          <h2 id="deliveries-title">{t('deliveries.logTitle')}</h2>
          <p>
            {t('deliveries.settingsIntro')} <Link to="/dashboard/client-settings/deliveries">{t('deliveries.openLog')}</Link>
          </p>
        </section>
      ) : null}
      {canChange ? (
        <section aria-labelledby="api-tokens-title">
          <h2 id="api-tokens-title">{t('apiTokens.settingsTitle')}</h2>
          <p>
            {t('apiTokens.settingsIntro')} <Link to="/dashboard/client-settings/api-tokens">{t('apiTokens.openTokens')}</Link>
          </p>
        </section>
      ) : null}
      {canChange ? (
        <section aria-labelledby="webhooks-title">
          <h2 id="webhooks-title">{t('webhooks.title')}</h2>
          <p>
            {t('webhooks.settingsIntro')} <Link to="/dashboard/client-settings/webhooks">{t('webhooks.settingsLink')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

type Client = Route.ComponentProps['loaderData']['client'];

/**
 * The laboratory's correction of the client's information (site administrators; PUT /clients/{id}),
 * opened by a link (`?editInfo=1`) like the page's other forms.
 */
function ClientInfoForm({ client, forms }: { client: Client; forms: PageForms }) {
  const { t } = useTranslation();
  const typed = typedIn(forms, 'info') as Partial<Record<'name' | 'officialBusinessName' | 'businessType', string>> | undefined;
  const value = (k: 'name' | 'officialBusinessName' | 'businessType') => typed?.[k] ?? client[k];
  return (
    <Form method="post" action={PATH} className="client-info-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="info" />
      {forms.messages('info', '') ? <p className="field-error">{forms.messages('info', '')!.join(' ')}</p> : null}
      <Field id="info-name" name="name" label={t('clientSettings.name')} defaultValue={value('name')} maxLength={CLIENT_LIMITS.name} errors={forms.messages('info', 'name')} />
      <Field id="info-officialBusinessName" name="officialBusinessName" label={t('clientSettings.officialBusinessName')} defaultValue={value('officialBusinessName')}
        maxLength={CLIENT_LIMITS.officialBusinessName} errors={forms.messages('info', 'officialBusinessName')} />
      <SelectField id="info-businessType" name="businessType" label={t('clientSettings.businessType')} defaultValue={value('businessType')} errors={forms.messages('info', 'businessType')}>
        {BUSINESS_TYPES.map((b) => (
          <option key={b} value={b}>{b}</option>
        ))}
      </SelectField>
      <div className="form-buttons">
        <button type="submit">{t('clientSettings.saveInfo')}</button>
        <Link role="button" className="secondary" to={PATH}>
          {t('common.cancel')}
        </Link>
      </div>
    </Form>
  );
}

/** The client's information from its agreement: read-only for members; the laboratory corrects it. */
function ClientInfo({ client, canEdit, editing, forms }: { client: Client; canEdit: boolean; editing: boolean; forms: PageForms }) {
  const { t } = useTranslation();
  if (canEdit && editing) {
    return (
      <section aria-labelledby="info-title" className="form-section">
        <h2 id="info-title" tabIndex={-1}>{t('clientSettings.info')}</h2>
        <p className="muted">{t('clientSettings.infoEditIntro', { code: client.code })}</p>
        <ClientInfoForm client={client} forms={forms} />
      </section>
    );
  }
  return (
    <section aria-labelledby="info-title" className="form-section">
      <h2 id="info-title" tabIndex={-1}>{t('clientSettings.info')}</h2>
      <dl className="client-info">
        <dt>{t('clientSettings.name')}</dt>
        <dd>{client.name}</dd>
        <dt>{t('clientSettings.officialBusinessName')}</dt>
        <dd>{client.officialBusinessName}</dd>
        <dt>{t('clientSettings.businessType')}</dt>
        <dd>{client.businessType}</dd>
        <dt>{t('clientSettings.code')}</dt>
        <dd>{client.code}</dd>
        <dt>{t('clientSettings.status')}</dt>
        <dd>{client.status}</dd>
      </dl>
      {canEdit ? (
        <p>
          <Link to={`${PATH}?editInfo=1#info-title`}>{t('clientSettings.editInfo')}</Link>
        </p>
      ) : (
        <p className="muted">
          {t('clientSettings.infoHelp')} <Link to="/contact-us">{t('clientSettings.contactLab')}</Link>
        </p>
      )}
    </section>
  );
}
