import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/webhooks';
import { WEBHOOK_EVENTS } from '../../../../../contract/webhooks.ts';
import { requireAccess } from '../../../../models/gate.server.ts';
import { createWebhook, listWebhooks } from '../../../../models/webhooks.server.ts';
import { failureOf } from '../../../../models/form-answer.server.ts';
import { ProviderError } from '../../../../models/provider.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../../../ui/form.tsx';
import { PageHead } from '../../../../ui/page-head.tsx';
import { useSchemaForm } from '../../../../ui/schema-form.ts';
import { labDate } from '../../../../../contract/lab-time.ts';
import { registerSchema } from './webhooks.form.ts';
import webhooksHref from '../../../../styles/webhooks.css?url';

/**
 * /dashboard/client-settings/webhooks: the client's webhook endpoints (its Administrators, the
 * access table's `webhooks`) and the form registering one. The new endpoint's signing secret is
 * the action's answer, shown this once (never stored readable, never shown again).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: webhooksHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'webhooks');
  return { endpoints: (await listWebhooks(context, client.id)).endpoints };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'webhooks');
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), created: null }, { status: 400 });
  try {
    const { endpoint, secret } = await createWebhook(context, client.id, submission.value);
    return { result: submission.reply({ resetForm: true }), created: { id: endpoint.id, url: endpoint.url, secret } };
  } catch (error) {
    // a refused address goes under the URL field; anything else on the form
    const f = failureOf(error, 'webhooks.errors.saveFailed', { on: { 409: 'webhooks.errors.limit' } });
    const refused = error instanceof ProviderError && error.status === 422;
    return data({ result: submission.reply(refused ? { fieldErrors: { url: ['webhooks.errors.urlRefused'] } } : { formErrors: [f.message] }), created: null }, { status: f.status });
  }
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(registerSchema, { id: 'register-webhook', lastResult: actionData?.result });
  const labels = { url: 'webhooks.url', description: 'webhooks.description', events: 'webhooks.events' };
  const eventsField = { id: 'webhook-event-0', name: fields.events.name, errors: fields.events.errors };
  const { summary, of } = useFormErrors([fields.url, fields.description, eventsField], form.errors, { labels });
  const created = actionData?.created;
  const checked = new Set((fields.events.initialValue as string[] | string | undefined) ?? []);
  return (
    <div className="webhooks-page settings-page">
      <PageHead title={t('webhooks.title')} failed={summary.length > 0} />
      <p>
        <Link to="/dashboard/client-settings">{t('webhooks.back')}</Link>
      </p>
      <h1>{t('webhooks.title')}</h1>
      <p>{t('webhooks.intro')}</p>
      <p>{t('webhooks.verify')}</p>
      <ErrorSummary errors={summary} />
      {created ? (
        <section className="webhook-secret" aria-labelledby="webhook-secret-title" role="status">
          <h2 id="webhook-secret-title">{t('webhooks.created')}</h2>
          <p>{t('webhooks.secretOnce')}</p>
          <code data-testid="webhook-secret">{created.secret}</code>
          <p>
            <Link to={`/dashboard/client-settings/webhooks/${created.id}`}>{t('webhooks.openLog', { url: created.url })}</Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="webhook-list-title">
        <h2 id="webhook-list-title">{t('webhooks.listTitle')}</h2>
        {loaderData.endpoints.length === 0 ? (
          <p>{t('webhooks.none')}</p>
        ) : (
          <ul className="webhook-list">
            {loaderData.endpoints.map((e) => (
              <li key={e.id}>
                <Link className="webhook-url" to={`/dashboard/client-settings/webhooks/${e.id}`}>
                  {e.url}
                </Link>
                {e.description ? <span> — {e.description}</span> : null}
                <span className="webhook-events">{e.events.join(', ')}</span>
                {e.disabledAt ? (
                  <strong className="webhook-disabled">{t('webhooks.disabledOn', { date: labDate(e.disabledAt, true) })}</strong>
                ) : e.failingSince ? (
                  <span className="webhook-disabled">{t('webhooks.failingSince', { date: labDate(e.failingSince, true) })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="webhook-register-title">
        <h2 id="webhook-register-title">{t('webhooks.registerTitle')}</h2>
        <Form method="post" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <Field label={t('webhooks.url')} id={fields.url.id} name={fields.url.name} type="url" inputMode="url" placeholder="https://" defaultValue={fields.url.initialValue} errors={of(fields.url)} hint={t('webhooks.urlHint')} />
          <Field label={t('webhooks.description')} id={fields.description.id} name={fields.description.name} defaultValue={fields.description.initialValue} errors={of(fields.description)} optional />
          <fieldset className="webhook-events-field" aria-describedby={fields.events.errors?.length ? 'webhook-events-error' : undefined}>
            <legend>{t('webhooks.events')}</legend>
            {WEBHOOK_EVENTS.map((ev, i) => (
              <label key={ev} htmlFor={`webhook-event-${i}`}>
                <input type="checkbox" id={`webhook-event-${i}`} name="events" value={ev} defaultChecked={checked.has(ev)} />
                <code>{ev}</code> — {t(`webhooks.eventText.${ev.replace('.', '_')}`)}
              </label>
            ))}
            {of(fields.events)?.map((m) => (
              <small key={m} id="webhook-events-error" className="field-error">
                {m}
              </small>
            ))}
          </fieldset>
          <button type="submit">{t('webhooks.register')}</button>
        </Form>
      </section>
    </div>
  );
}
