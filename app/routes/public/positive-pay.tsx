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
import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useSubmit } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import { z } from 'zod';
import type { Route } from './+types/positive-pay';
import { checkHoneypot } from '../../csrf.server.ts';
import {
  type Check, type CheckField, EMPTY_FORM, MAX_CHECKS_PER_BATCH, MESSAGES, PAGE_SIZE, addCheck, amountKeyAllowed,
  checkSchema, checkToForm, checksOf, clampPage, formValuesOf, formatCheckDate, isFormEmpty, newBatch, normaliseAmount,
  pageCount, pageOfIndex, parseCheckDate, removeCheck, sanitiseAmountInput,
} from '../../models/positive-pay.ts';
import {
  batchStore, buildPositivePayFile, fileDownloadMiddleware, sendFile, sessionBatch, withBatch,
} from '../../models/positive-pay.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { ErrorSummary, Field, linkedFields, useFormErrors } from '../../ui/form.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import styles from '../../styles/positive-pay.css?url';
import { PageHead } from '../../ui/page-head.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const middleware: Route.MiddlewareFunction[] = [fileDownloadMiddleware];

/** Field name → input id (the summary links to these). */
const FIELD_IDS: Record<CheckField, string> = {
  accountNumber: 'pp-account-number',
  checkNumber: 'pp-check-number',
  checkDate: 'pp-check-date',
  checkAmount: 'pp-check-amount',
  payeeLine1: 'pp-payee',
};

/** Buttons other than Save skip the browser's check of the form (the server decides). */
const anything = z.object({});

const pageHref = (page: number) => (page > 1 ? `/positive-pay?page=${page}` : '/positive-pay');

/** The draft as the form shows it: a date typed as MM/DD/YYYY becomes the date input's yyyy-mm-dd. */
function forForm(values: typeof EMPTY_FORM) {
  return { ...values, checkDate: parseCheckDate(values.checkDate) ?? values.checkDate };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = context.get(sessionContext);
  const { state, expired } = await sessionBatch(context, session);
  const checks = state ? checksOf(state.batch) : [];
  const pages = pageCount(checks.length);
  const page = clampPage(new URL(request.url).searchParams.get('page'), pages);
  const first = (page - 1) * PAGE_SIZE;
  const rows = checks.slice(first, first + PAGE_SIZE).map((row, i) => ({
    id: row.id,
    position: first + i + 1,
    accountNumber: row.check.accountNumber,
    checkNumber: row.check.checkNumber,
    checkDate: formatCheckDate(row.check.checkDate),
    checkAmount: normaliseAmount(row.check.checkAmount) ?? row.check.checkAmount,
    payeeLine1: row.check.payeeLine1,
  }));
  return {
    rows,
    total: checks.length,
    page,
    pages,
    draft: forForm(state?.draft ?? EMPTY_FORM),
    version: state?.version ?? 0,
    expired,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = context.get(sessionContext);
  const formData = await request.formData();
  await checkHoneypot(formData);
  const typed = formValuesOf(formData);
  // Enter in a field submits with the first button (Save); a bare POST is treated the same.
  const intent = String(formData.get('intent') ?? 'save');
  const store = batchStore(context);
  return withBatch(context, session, async (state) => {
    const checks = checksOf(state.batch);
    const page = clampPage(new URL(request.url).searchParams.get('page'), pageCount(checks.length));

    const invalid = async (result: SubmissionResult<string[]>) => {
      await store.keepDraft(state, typed);
      return data({ result }, { status: 400 });
    };

    if (intent === 'save') {
      const submission = parseWithZod(formData, { schema: checkSchema });
      if (submission.status !== 'success') return invalid(submission.reply());
      if (checks.length >= MAX_CHECKS_PER_BATCH) {
        return invalid(submission.reply({ formErrors: [MESSAGES.batchFull] }));
      }
      const check: Check = submission.value;
      await store.update(state, { batch: addCheck(state.batch, check), draft: { ...EMPTY_FORM } });
      flash(session, { kind: 'success', message: 'positivePay.saved', values: { checkNumber: check.checkNumber } });
      return redirect(pageHref(pageOfIndex(checks.length)), 303);
    }

    if (intent === 'generate') {
      if (isFormEmpty(typed)) {
        if (!checks.length) {
          const submission = parseWithZod(formData, { schema: anything });
          return invalid(submission.reply({ formErrors: [MESSAGES.nothingToGenerate] }));
        }
        await store.keepDraft(state, typed);
        sendFile(context, buildPositivePayFile(checks.map((row) => row.check)));
        return null;
      }
      const submission = parseWithZod(formData, { schema: checkSchema });
      if (submission.status !== 'success') return invalid(submission.reply());
      await store.keepDraft(state, typed);
      sendFile(context, buildPositivePayFile([submission.value, ...checks.map((row) => row.check)]));
      return null;
    }

    if (intent === 'start-over') {
      await store.update(state, { batch: newBatch(), draft: { ...EMPTY_FORM } });
      flash(session, { kind: 'info', message: 'positivePay.cleared' });
      return redirect(pageHref(1), 303);
    }

    const row = /^(edit|delete):(\d{1,9})$/.exec(intent);
    if (row) {
      const { batch, removed } = removeCheck(state.batch, Number(row[2]));
      if (!removed) {
        // Already gone (another tab, or a page older than the batch): say so, change nothing.
        await store.update(state, { draft: typed });
        flash(session, { kind: 'warning', message: MESSAGES.staleRow });
        return redirect(pageHref(page), 303);
      }
      const pages = pageCount(checksOf(batch).length);
      if (row[1] === 'edit') {
        await store.update(state, { batch, draft: checkToForm(removed) });
        flash(session, { kind: 'info', message: 'positivePay.editing', values: { checkNumber: removed.checkNumber } });
      } else {
        await store.update(state, { batch, draft: typed });
        flash(session, { kind: 'success', message: 'positivePay.deleted', values: { checkNumber: removed.checkNumber } });
      }
      return redirect(pageHref(Math.min(page, pages)), 303);
    }

    throw data(null, { status: 400 });
  });
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
  const { t, i18n } = useTranslation();
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
      return parseWithZod(formData, { schema: pressed === 'save' ? checkSchema : anything });
    },
    onSubmit(event, { formData, action }) {
      // Generate goes to the server as a plain POST: its answer is a file the browser downloads.
      if (formData.get('intent') === 'generate') return;
      event.preventDefault();
      void submit(formData, { method: 'post', action });
    },
  });

  const { summary, of } = useFormErrors(linkedFields(FIELD_IDS, fields), form.errors);
  const errorsOf = (name: CheckField) => of(fields[name]);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });

  const inputProps = (name: CheckField) => ({
    id: FIELD_IDS[name],
    name,
    key: fields[name].key,
    defaultValue: (fields[name].initialValue as string | undefined) ?? '',
    errors: errorsOf(name),
    label: t(`positivePay.fields.${name}`),
    hint: t(`positivePay.hints.${name}`),
  });

  function filterAmountKey(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const selection = { start: input.selectionStart, end: input.selectionEnd };
    const modifiers = { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey };
    if (!amountKeyAllowed(event.key, input.value, selection, modifiers)) event.preventDefault();
  }
  function cleanAmount(event: FormEvent<HTMLInputElement>) {
    // pasted, dropped or auto-filled text, and keyboards that do not report keys
    const input = event.currentTarget;
    const clean = sanitiseAmountInput(input.value);
    if (clean !== input.value) input.value = clean;
  }

  const { key: accountKey, ...account } = inputProps('accountNumber');
  const { key: numberKey, ...number } = inputProps('checkNumber');
  const { key: dateKey, ...date } = inputProps('checkDate');
  const { key: amountKey, ...amount } = inputProps('checkAmount');
  const { key: payeeKey, ...payee } = inputProps('payeeLine1');

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

        <fieldset>
          <legend>{t('positivePay.checkLegend')}</legend>
          <div className="positive-pay-fields">
            <Field key={accountKey} {...account} inputMode="numeric" autoComplete="off" spellCheck={false} />
            <Field key={numberKey} {...number} inputMode="numeric" autoComplete="off" spellCheck={false} />
            <Field key={dateKey} {...date} type="date" />
            <Field
              key={amountKey}
              {...amount}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              onKeyDown={filterAmountKey}
              onInput={cleanAmount}
            />
            <Field key={payeeKey} {...payee} autoComplete="off" />
          </div>
        </fieldset>

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

        <h2 id="batch-title">{t('positivePay.batchTitle')}</h2>
        <p className="muted">{t('positivePay.batchCount', { count: total })}</p>
        {rows.length ? (
          <div className="table-scroll">
            <table className="responsive positive-pay-batch" aria-labelledby="batch-title">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('positivePay.fields.accountNumber')}</th>
                  <th scope="col">{t('positivePay.fields.checkNumber')}</th>
                  <th scope="col">{t('positivePay.fields.checkDate')}</th>
                  <th scope="col" className="numeric">{t('positivePay.fields.checkAmount')}</th>
                  <th scope="col">{t('positivePay.fields.payeeLine1')}</th>
                  <th scope="col">{t('positivePay.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="#">{row.position}</td>
                    <td data-label={t('positivePay.fields.accountNumber')}>{row.accountNumber}</td>
                    <td data-label={t('positivePay.fields.checkNumber')}>{row.checkNumber}</td>
                    <td data-label={t('positivePay.fields.checkDate')}>{row.checkDate}</td>
                    <td data-label={t('positivePay.fields.checkAmount')} className="numeric">
                      {money.format(Number(row.checkAmount))}
                    </td>
                    <td data-label={t('positivePay.fields.payeeLine1')} className="payee">{row.payeeLine1}</td>
                    <td className="row-actions">
                      <button type="submit" name="intent" value={`edit:${row.id}`} className="secondary outline">
                        {t('positivePay.edit')}
                        <span className="visually-hidden"> {t('positivePay.rowName', { checkNumber: row.checkNumber, payee: row.payeeLine1 })}</span>
                      </button>
                      <button type="submit" name="intent" value={`delete:${row.id}`} className="secondary outline">
                        {t('positivePay.delete')}
                        <span className="visually-hidden"> {t('positivePay.rowName', { checkNumber: row.checkNumber, payee: row.payeeLine1 })}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('positivePay.empty')}</p>
        )}
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
