import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/delete-method';
import { MethodName } from '../../../ui/method-name.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { deleteMethodLoader, deleteMethodAction } from './delete-method.server.ts';

/**
 * Deleting a payment method (document 3 §2: "asks for yes/no confirmation"): this page is the
 * confirmation without JavaScript (the list opens the same question in a dialog with it). The
 * method autopay uses is refused with the reason (the provider answers 409).
 */
// the payment methods list, where the page goes back to
const PAGE = '/dashboard/billing/payment-methods';

export async function loader(args: Route.LoaderArgs) {
  return deleteMethodLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return deleteMethodAction(args);
}

export default function DeleteMethod({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { method } = loaderData;
  return (
    <section className="delete-method">
      <PageHead title={t('payments.deleteTitle')} />
      <h1>{t('payments.deleteTitle')}</h1>
      <p>{t('payments.deleteQuestion')} <strong><MethodName m={method} /></strong>?</p>
      {method.usedByAutopay ? <p className="banner banner-warning" role="note">{t('payments.deleteBlocked')}</p> : null}
      <Form method="post" className="form-buttons">
        <AuthenticityTokenInput />
        <button type="submit">{t('payments.deleteYes')}</button>
        <Link role="button" className="secondary" to={PAGE}>{t('payments.deleteNo')}</Link>
      </Form>
    </section>
  );
}
