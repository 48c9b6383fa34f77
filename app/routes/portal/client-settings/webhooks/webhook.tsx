import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/webhook';
import { requireAccess } from '../../../../models/gate.server.ts';
import { deleteWebhook, enableWebhook, redeliverWebhook, rotateWebhook, sendWebhookTest, webhookDetail } from '../../../../models/webhooks.server.ts';
import { seeOther } from '../../../../models/form-answer.server.ts';
import { ProviderError } from '../../../../models/provider.server.ts';
import { flash, sessionContext } from '../../../../session.server.ts';
import { PageHead } from '../../../../ui/page-head.tsx';
import { labDate } from '../../../../../contract/lab-time.ts';
import { endpointSchema } from './webhooks.form.ts';
import webhooksHref from '../../../../styles/webhooks.css?url';

/**
 * /dashboard/client-settings/webhooks/:id: one endpoint (its Administrators): its state, "Send
 * test event", "Rotate secret" (the new secret shown this once; the old one signs too for 48
 * hours), "Enable" when it was disabled, "Delete", and the delivery log: each message with its
 * attempts (time, answer code or error) and "Redeliver". Every button is a POST form.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: webhooksHref }];

function endpointId(params: { id?: string }) {
  if (!/^\d{1,15}$/.test(params.id ?? '')) throw data({ message: 'not-found' }, { status: 404 });
  return Number(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'webhooks');
  try {
    return await webhookDetail(context, client.id, endpointId(params));
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) throw data({ message: 'not-found' }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'webhooks');
  const id = endpointId(params);
  const { session } = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: endpointSchema });
  if (submission.status !== 'success') throw data({ message: 'bad-request' }, { status: 400 });
  const v = submission.value;
  const here = `/dashboard/client-settings/webhooks/${id}`;
  try {
    switch (v.intent) {
      case 'rotate':
        return { rotated: await rotateWebhook(context, client.id, id) };
      case 'delete':
        await deleteWebhook(context, client.id, id);
        flash(session, { kind: 'success', message: 'webhooks.deleted' });
        return seeOther('/dashboard/client-settings/webhooks');
      case 'test':
        await sendWebhookTest(context, client.id, id);
        flash(session, { kind: 'success', message: 'webhooks.testQueued' });
        break;
      case 'enable':
        await enableWebhook(context, client.id, id);
        flash(session, { kind: 'success', message: 'webhooks.enabled' });
        break;
      case 'redeliver':
        await redeliverWebhook(context, client.id, id, v.deliveryId);
        flash(session, { kind: 'success', message: 'webhooks.redelivered' });
        break;
    }
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    flash(session, { kind: 'error', message: error.status === 409 ? 'webhooks.errors.disabledOrBusy' : error.status === 429 ? 'webhooks.errors.tooManySends' : 'webhooks.errors.actionFailed' });
  }
  return seeOther(here);
}

function Button({ intent, label, secondary = true, extra }: { intent: string; label: string; secondary?: boolean; extra?: Record<string, string | number> }) {
  return (
    <Form method="post">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra ?? {}).map(([k, val]) => (
        <input key={k} type="hidden" name={k} value={val} />
      ))}
      <button type="submit" className={secondary ? 'secondary' : undefined}>
        {label}
      </button>
    </Form>
  );
}

export default function Webhook({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { endpoint: e, deliveries } = loaderData;
  const rotated = actionData && 'rotated' in actionData ? actionData.rotated : null;
  return (
    <div className="webhooks-page settings-page">
      <PageHead title={t('webhooks.endpointTitle')} />
      <p>
        <Link to="/dashboard/client-settings/webhooks">{t('webhooks.backToList')}</Link>
      </p>
      <h1>{t('webhooks.endpointTitle')}</h1>
      <p className="webhook-url">
        <strong>{e.url}</strong>
        {e.description ? <span> — {e.description}</span> : null}
        <span className="webhook-events">{e.events.join(', ')}</span>
      </p>
      {rotated ? (
        <section className="webhook-secret" aria-labelledby="webhook-secret-title" role="status">
          <h2 id="webhook-secret-title">{t('webhooks.rotated')}</h2>
          <p>{t('webhooks.rotatedOnce', { date: labDate(rotated.previousUntil, true) })}</p>
          <code data-testid="webhook-secret">{rotated.secret}</code>
        </section>
      ) : e.previousUntil ? (
        <p>{t('webhooks.rotating', { date: labDate(e.previousUntil, true) })}</p>
      ) : null}
      {e.disabledAt ? (
        <div role="alert" className="webhook-disabled">
          <p>
            <strong>{t('webhooks.disabledOn', { date: labDate(e.disabledAt, true) })}</strong> {t('webhooks.disabledWhy')}
          </p>
          <Button intent="enable" label={t('webhooks.enable')} secondary={false} />
        </div>
      ) : e.failingSince ? (
        <p className="webhook-disabled">{t('webhooks.failingSince', { date: labDate(e.failingSince, true) })}</p>
      ) : null}
      <div className="webhook-actions">
        {e.disabledAt ? null : <Button intent="test" label={t('webhooks.sendTest')} secondary={false} />}
        <Button intent="rotate" label={t('webhooks.rotate')} />
        <details>
          <summary role="button" className="secondary outline">
            {t('webhooks.delete')}
          </summary>
          <p>{t('webhooks.deleteConfirm')}</p>
          <Button intent="delete" label={t('webhooks.deleteYes')} secondary={false} />
        </details>
      </div>
      <section aria-labelledby="webhook-log-title">
        <h2 id="webhook-log-title">{t('webhooks.logTitle')}</h2>
        {deliveries.length === 0 ? (
          <p>{t('webhooks.logEmpty')}</p>
        ) : (
          <ul className="webhook-log">
            {deliveries.map((d) => (
              <li key={d.id}>
                <strong>{d.eventType}</strong> · <span className={`webhook-state-${d.state}`}>{t(`webhooks.state.${d.state}`)}</span> · {labDate(d.createdAt, true)}
                <small className="webhook-events">
                  <code>{d.messageId}</code>
                  {d.nextAttemptAt ? ` · ${t('webhooks.nextAttempt', { date: labDate(d.nextAttemptAt, true) })}` : ''}
                </small>
                {d.attempts.length ? (
                  <ol className="webhook-attempts">
                    {d.attempts.map((a) => (
                      <li key={a.attempt}>
                        {t('webhooks.attempt', { n: a.attempt, date: labDate(a.at, true) })}: {a.status === null ? t('webhooks.noAnswer') : `HTTP ${a.status}`}
                        {a.detail ? <code> {a.detail.slice(0, 200)}</code> : null} ({a.durationMs} ms)
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="webhook-events">{t('webhooks.notYet')}</p>
                )}
                <details>
                  <summary>{t('webhooks.request')}</summary>
                  <pre>{`POST ${e.url}\nwebhook-id: ${d.messageId}\ncontent-type: application/json\n\n${d.payload}`}</pre>
                </details>
                {e.disabledAt ? null : <Button intent="redeliver" label={t('webhooks.redeliver')} extra={{ deliveryId: d.id }} />}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
