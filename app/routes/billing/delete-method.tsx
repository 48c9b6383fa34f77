import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/delete-method';
import { servicesContext } from '../../context.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { deletePaymentMethod, paymentMethods } from '../../models/payments.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { MethodName } from '../../ui/make-payment.tsx';
import { PageHead } from '../../ui/page-head.tsx';

/**
 * Deleting a payment method (document 3 §2: "asks for yes/no confirmation"): this page is the
 * confirmation without JavaScript (the list opens the same question in a dialog with it). The
 * method autopay uses is refused with the reason (the provider answers 409).
 */
const PAGE = '/dashboard/billing/payment-methods';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  const method = (await paymentMethods(context, user.pid, client.code)).find((m) => String(m.id) === params.id);
  if (!method) throw data({ message: 'payments.methodNotFound' }, { status: 404 });
  return { method };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'payments.methodNotFound' }, { status: 404 });
  try {
    await deletePaymentMethod(context, user.pid, client.code, id);
  } catch (e) {
    // 503: the payment processor could not remove it (the method stays): "try again", as for other refusals.
    if (!(e instanceof ProviderError) || (e.status >= 500 && e.status !== 503)) throw e;
    log.warn('deleting a payment method refused', { status: e.status });
    const message = e.status === 409 ? 'payments.deleteBlocked' : e.status === 403 ? 'payments.deleteNotYours' : 'delete-payment-method-error';
    flash(session, { kind: 'error', message });
    return redirect(PAGE, 303);
  }
  flash(session, { kind: 'success', message: 'payments.deleted' });
  return redirect(PAGE, 303);
}

export default function DeleteMethod({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { method } = loaderData;
  return (
    <section className="delete-method">
      <PageHead title={t('payments.deleteTitle')} />
      <h1>{t('payments.deleteTitle')}</h1>
      <p>{t('payments.deleteQuestion')} <strong><MethodName m={method} /></strong></p>
      {method.usedByAutopay ? <p className="banner banner-warning" role="note">{t('payments.deleteBlocked')}</p> : null}
      <Form method="post" className="form-buttons">
        <AuthenticityTokenInput />
        <button type="submit">{t('payments.deleteYes')}</button>
        <Link role="button" className="secondary" to={PAGE}>{t('payments.deleteNo')}</Link>
      </Form>
    </section>
  );
}
