/**
 * /positive-pay: the positive-pay file builder (document 1, sections 2, 4, 5 and 9).
 *
 * One form: the check's five fields, the buttons Save Check to Batch, Generate file and Start
 * Over, and under them the batch table whose rows carry Edit and Delete. Every button is a
 * submit button named `intent` (`save`, `generate`, `start-over`, `edit:<row id>`,
 * `delete:<row id>`); the action decides by it. The batch stays on the server (the provider's
 * database, through app/models/positive-pay.server.ts, so every web node sees it); the browser
 * holds only the session cookie.
 *
 * Without JavaScript every button is an ordinary POST: Save, Edit, Delete and Start Over answer
 * with a 303 to the page to show; a failed Save or Generate answers 400 with the page, the
 * messages beside the fields and in the summary at the top, and what was typed. Generate
 * answers the CSV itself as a download. With JavaScript the same schema checks a Save before it
 * is sent, amount keys are filtered, and every button but Generate is submitted by React
 * Router; Generate always posts natively so the browser receives the file as a download.
 *
 * Decisions where the specification is silent:
 * - Saved checks are appended; after a Save the page with the new row is shown (the last).
 *   After Edit or Delete the current page is kept (or the last one, if it no longer exists).
 * - Edit replaces whatever the form held with the row (as the specification says), and the row
 *   leaves the batch until it is saved again.
 * - Generate with a valid form exports the form's check first, then the batch in order (the
 *   file is named after the form's payee); the form's check is not added to the batch. A
 *   non-empty but invalid form is not silently skipped: Generate shows its messages instead.
 *   Generating changes nothing: the batch and the form stay until Start Over.
 * - Each Save, Delete, Start Over and Edit says what it did in a flash message.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { useSubmit } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { Route } from './+types/positive-pay';
import { type CheckField, anyForm, checkSchema, positivePayHref as pageHref } from '../../models/positive-pay.ts';
import { fileDownloadMiddleware } from '../../models/positive-pay.server.ts';
import { positivePayAction, positivePayLoader } from './positive-pay.server.ts';
import { ErrorSummary, linkedFields, useFormErrors } from '../../ui/form.tsx';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { PositivePayBatch } from '../../ui/positive-pay-batch.tsx';
import { CheckFields, CHECK_FIELD_IDS } from '../../ui/positive-pay-check-fields.tsx';
import styles from '../../styles/positive-pay.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const middleware: Route.MiddlewareFunction[] = [fileDownloadMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  return positivePayLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return positivePayAction(context, request);
}

/** The page names payees, accounts and amounts: no cache keeps it. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function PositivePay({ loaderData, actionData }: Route.ComponentProps) {
  // A new version (every change the server made) remounts the form with the server's draft.
  return <PositivePayPage key={loaderData.version} loaderData={loaderData} result={actionData?.result} />;
}

function PositivePayPage({ loaderData, result }: { loaderData: Route.ComponentProps['loaderData']; result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { rows, total, page, pages, draft, expired } = loaderData;

  const [form, fields] = useForm({
    id: 'positive-pay',
    lastResult: result,
    defaultValue: draft,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate({ formData, submitter }) {
      // Only Save is checked in the browser; the other buttons go to the server as they are.
      // (conform's own re-validation while typing submits with a button of its own: check it.)
      const pressed = submitter?.getAttribute('name') === 'intent' ? (submitter as HTMLButtonElement).value : 'save';
      return parseWithZod(formData, { schema: pressed === 'save' ? checkSchema : anyForm });
    },
    onSubmit(event, { formData, action }) {
      // Generate goes to the server as a plain POST: its answer is a file the browser downloads.
      if (formData.get('intent') === 'generate') return;
      event.preventDefault();
      void submit(formData, { method: 'post', action });
    },
  });

  const { summary, of } = useFormErrors(linkedFields(CHECK_FIELD_IDS, fields), form.errors);
  const errorsOf = (name: CheckField) => of(fields[name]);

  return (
    <section className="container positive-pay">
      <PageHead title={t('positivePay.title')} description={t('positivePay.description')} failed={summary.length > 0} />
      <h1>{t('positivePay.title')}</h1>
      <p>{t('positivePay.intro')}</p>
      {expired ? (
        <p className="notice" role="status">
          {t('positivePay.expired')}
        </p>
      ) : null}

      {/* data-version: the server state this form shows (the browser journeys wait for it to move) */}
      <form method="post" action={pageHref(page)} data-version={loaderData.version} {...getFormProps(form)}>
        <ErrorSummary errors={summary} />
        <AuthenticityTokenInput />
        <HoneypotInputs />

        <CheckFields fields={fields} errorsOf={errorsOf} />

        <div className="button-row">
          {/* Save first: it is the button Enter presses. */}
          <button type="submit" name="intent" value="save">
            {t('positivePay.save')}
          </button>
          <button type="submit" name="intent" value="generate" className="secondary">
            {t('positivePay.generate')}
          </button>
          <button type="submit" name="intent" value="start-over" className="secondary outline">
            {t('positivePay.startOver')}
          </button>
        </div>

        <PositivePayBatch rows={rows} total={total} />
      </form>

      {pages > 1 ? (
        <>
          <p className="muted">{t('common.pageOf', { page, pages })}</p>
          <Pagination page={page} pages={pages} href={pageHref} />
        </>
      ) : null}
    </section>
  );
}
