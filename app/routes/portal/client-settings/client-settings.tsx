import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/client-settings';
import { clientSettingsAction, clientSettingsLoader } from './client-settings.server.ts';
import { LABELS } from './client-settings.form.ts';
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
 * mailed-copies switches and the two-factor requirement (switches.tsx). Administrators and Full
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
  if (name) return `${key}-${name}`;
  if (key.startsWith('delete-') || key.startsWith('fax-delete-')) return key;
  return key === 'mailed' ? 'mailed-invoices' : key === 'two-factor' ? 'require-two-factor' : TITLE_ID;
}

export default function ClientSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { client, addresses, faxes, canChange, mailed, twoFactorRequired } = loaderData;
  const { summary, forms } = usePageForms(actionData, { idOf, labels: LABELS, root: '.client-settings' });

  return (
    <div className="client-settings settings-page">
      <PageHead title={t('clientSettings.title')} failed={summary.length > 0} />
      <h1 id={TITLE_ID} tabIndex={-1}>{t('clientSettings.title')}</h1>
      <ErrorSummary errors={summary} />
      <ClientInfo client={client} />
      <Locations addresses={addresses} canChange={canChange} adding={loaderData.adding} editing={loaderData.editing} deleting={loaderData.deleting} forms={forms} />
      <Faxes faxes={faxes} canChange={canChange} adding={loaderData.addingFax} editing={loaderData.editingFax} deleting={loaderData.deletingFax} forms={forms} />
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
    </div>
  );
}

/** The client's information from its agreement, read-only: the laboratory changes it. */
function ClientInfo({ client }: { client: Route.ComponentProps['loaderData']['client'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="info-title" className="form-section">
      <h2 id="info-title">{t('clientSettings.info')}</h2>
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
      <p className="muted">
        {t('clientSettings.infoHelp')} <Link to="/contact-us">{t('clientSettings.contactLab')}</Link>
      </p>
    </section>
  );
}
