import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-supplies';
import type { ApprovalState } from '../../../../contract/client-approval.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { ClientApprovalNotice } from '../../../ui/client-approval-notice.tsx';
import portalHref from '../../../styles/portal.css?url';
import suppliesHref from '../../../styles/supplies.css?url';
import { suppliesAction, suppliesLoader } from './order-supplies.server.ts';
import { Catalogue } from './catalogue.tsx';
import { Placed } from './order-summary.tsx';
import { ShippingForm } from './shipping-form.tsx';

/**
 * Order supplies (document 2 §2, §4, §5): three steps carried in the URL, so each works without
 * JavaScript. Step 0 (no `step`): the catalogue, a GET form of quantity inputs named by supply
 * key; "Order items" asks for `?step=1&…quantities`. Step 1: shipping address and contact (POST,
 * the quantities as hidden fields; Back returns to step 0 with them). A placed order redirects to
 * `?placed={id}`: step 2, the order number and the summary, both read from the provider's record
 * of that order (an id that is not one of the client's orders confirms nothing);
 * its back link resets every quantity to zero. With JavaScript, "Order items" stays disabled until a quantity is above 0.
 * Server code in order-supplies.server.ts, the shipping form's schema in order-supplies.form.ts
 * (checked in the browser and again by the action); the steps' markup in catalogue.tsx,
 * shipping-form.tsx and order-summary.tsx beside it.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: suppliesHref },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return suppliesLoader(context, request);
}

/** Places the order (POST /supply_requests.json), then shows step 2. */
export async function action({ request, context }: Route.ActionArgs) {
  return suppliesAction(context, request);
}

const STEPS = ['supplies.step0', 'supplies.step1', 'supplies.step2'] as const;

export default function OrderSupplies({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { step } = loaderData;
  const refused = actionData && 'approval' in actionData ? actionData.approval : null;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const approval: ApprovalState = refused ?? loaderData.approval;
  if (approval !== 'approved') {
    return (
      <section className="order-supplies">
        <PageHead title={t('supplies.title')} />
        <h1>{t('supplies.title')}</h1>
        <ClientApprovalNotice state={approval} clientName={loaderData.clientName} />
      </section>
    );
  }
  const failed = !!loaderData.loadError || !!loaderData.step0Error || !!lastResult;
  return (
    <section className="order-supplies">
      <PageHead title={t('supplies.title')} failed={failed && step !== 2} />
      <h1>{t('supplies.title')}</h1>
      <ol className="steps" aria-label={t('supplies.steps')}>
        {STEPS.map((key, i) => (
          <li key={key} aria-current={i === step ? 'step' : undefined} className={i === step ? 'current' : undefined}>
            {t(key)}
          </li>
        ))}
      </ol>
      {loaderData.loadError ? (
        <div className="banner banner-warning" role="alert">
          <p>{t(loaderData.loadError)}</p>
        </div>
      ) : step === 0 ? (
        <Catalogue supplies={loaderData.supplies} quantities={loaderData.quantities} error={loaderData.step0Error} wrong={loaderData.wrong} />
      ) : loaderData.step === 1 ? (
        <ShippingForm
          supplies={loaderData.supplies}
          quantities={loaderData.quantities}
          prefill={loaderData.prefill}
          addresses={loaderData.addresses}
          selected={loaderData.selected}
          lastResult={lastResult}
        />
      ) : (
        <Placed supplies={loaderData.supplies} quantities={loaderData.quantities} id={loaderData.placed ?? 0} shipTo={'shipTo' in loaderData ? loaderData.shipTo : undefined} />
      )}
    </section>
  );
}
