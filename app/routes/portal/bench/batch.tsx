import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/batch';
import type { BatchBench, BenchResult } from '../../../../contract/bench.ts';
import { formatCents } from '../../../../contract/money.ts';
import { ErrorSummary } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { type PageForms, useCheckedForm, usePageForms } from '../../../ui/page-forms.ts';
import { useSubmittedAt } from '../../../ui/submitted-at.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';
import { batchAction, batchLoader } from './bench.server.ts';
import { amendForm, enterForm, releaseForm, uploadForm, verifyForm } from './bench.form.ts';

/**
 * A batch on the lab bench: per sample, each analysis with its unit, its value (typed here, or
 * from an instrument CSV previewed first), who entered and who verified it and when, and its
 * amendments. Values another person entered are ticked and verified together; a batch whose
 * every value is verified is released; a released value is amended with a reason. Every form
 * posts to this page's action and works without JavaScript.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

export async function loader(args: Route.LoaderArgs) {
  return batchLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return batchAction(args);
}

const LABELS = { value: 'bench.value', reason: 'bench.reason', resultId: 'bench.analysis', csv: 'bench.csv.paste' };

/** The id of the input a failed form's field belongs to. */
function idOf(key: string, name: string): string {
  const row = /^values\[(\d+)\]\.value$/.exec(name);
  if (row) return `${key}-value-${row[1]}`;
  if (!name) return `${key}-form`;
  return `${key}-${name}`;
}

function Who({ who, at }: { who: { name: string } | null; at: string | null }) {
  const when = useSubmittedAt();
  if (!who && !at) return null;
  return (
    <>
      {who?.name ?? ''}
      {at ? (
        <>
          <br />
          <small className="muted">{when(at)}</small>
        </>
      ) : null}
    </>
  );
}

function Amendments({ r }: { r: BenchResult }) {
  const { t } = useTranslation();
  const when = useSubmittedAt();
  if (!r.amendments.length) return null;
  return (
    <ul className="plain amendments">
      {r.amendments.map((a, i) => (
        <li key={i}>
          <small>
            {t('bench.amendedNote', { version: a.reportVersion, old: a.oldFormatted ?? a.oldResult ?? '—', reason: a.reason, who: a.amendedBy?.name ?? '', when: when(a.amendedAt) })}
          </small>
        </li>
      ))}
    </ul>
  );
}

/** One sample's values: an input per value not released yet, with its state and who did what. */
function SampleForm({ sample, forms, releasedBatch }: { sample: BatchBench['samples'][number]; forms: PageForms; releasedBatch: boolean }) {
  const { t } = useTranslation();
  const key = `enter-${sample.id}`;
  const form = useCheckedForm({ id: `${key}-form`, key, schema: enterForm, lastResult: forms.answer?.key === key ? forms.answer.result : undefined, report: forms.report });
  const editable = sample.results.filter((r) => r.state !== 'released');
  const formMessage = forms.messages(key, '');
  return (
    <section aria-labelledby={`sample-${sample.id}`} className="bench-sample">
      <h2 id={`sample-${sample.id}`}>
        {sample.friendlyNumber} <span className="muted">{sample.description}</span>
      </h2>
      <Form method="post" {...getFormProps(form)} tabIndex={-1}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="enter" />
        <input type="hidden" name="sampleId" value={sample.id} />
        {formMessage ? <p className="field-error">{formMessage.join(' ')}</p> : null}
        <div className="table-scroll">
          <table className="bench-values">
            <thead>
              <tr>
                <th scope="col">{t('bench.analysis')}</th>
                <th scope="col">{t('bench.value')}</th>
                <th scope="col">{t('bench.state')}</th>
                <th scope="col">{t('bench.enteredBy')}</th>
                <th scope="col">{t('bench.verifiedBy')}</th>
                <th scope="col">{t('bench.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {sample.results.map((r) => {
                const i = editable.indexOf(r);
                const errors = i >= 0 ? forms.messages(key, `values[${i}].value`) : undefined;
                const inputId = `${key}-value-${i}`;
                return (
                  <tr key={r.id} id={`result-${r.id}`} data-sample={sample.friendlyNumber} data-acode={r.acode} data-analyte={r.analyte} data-units={r.units ?? ''} data-state={r.state}>
                    <th scope="row">
                      <label htmlFor={i >= 0 ? inputId : undefined}>
                        {r.analyte}
                        <br />
                        <small className="muted">
                          {r.acode}
                          {r.units ? ` · ${r.units}` : ` · ${t('bench.text')}`}
                        </small>
                      </label>
                    </th>
                    <td>
                      {i >= 0 && !releasedBatch ? (
                        <>
                          <input type="hidden" name={`values[${i}].resultId`} value={r.id} />
                          <input
                            id={inputId} name={`values[${i}].value`} type="text" inputMode={r.units ? 'decimal' : 'text'} defaultValue={r.result ?? ''} maxLength={200} size={10}
                            aria-invalid={errors ? true : undefined} aria-describedby={errors ? `${inputId}-error` : undefined}
                          />
                          {errors ? (
                            <p className="field-error" id={`${inputId}-error`}>
                              {errors.join(' ')}
                            </p>
                          ) : null}
                        </>
                      ) : (
                        <span>{r.formattedResult ?? r.result ?? ''}</span>
                      )}
                      <Amendments r={r} />
                    </td>
                    <td>{t(`bench.states.${r.state}`)}</td>
                    <td>
                      <Who who={r.enteredBy} at={r.enteredAt} />
                    </td>
                    <td>
                      <Who who={r.verifiedBy} at={r.verifiedAt} />
                    </td>
                    <td>
                      {r.state === 'entered' ? (
                        <input type="checkbox" name="resultIds" value={r.id} form="verify-form" aria-label={`${t('bench.verify')} ${sample.friendlyNumber} ${r.analyte}`} />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {editable.length && !releasedBatch ? <button type="submit">{t('bench.save', { sample: sample.friendlyNumber })}</button> : null}
      </Form>
    </section>
  );
}

function VerifyForm({ forms, waiting }: { forms: PageForms; waiting: number }) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id: 'verify-form', key: 'verify', schema: verifyForm, lastResult: forms.answer?.key === 'verify' ? forms.answer.result : undefined, report: forms.report });
  const messages = [...(forms.messages('verify', '') ?? []), ...(forms.messages('verify', 'resultIds') ?? [])];
  return (
    <Form method="post" {...getFormProps(form)} tabIndex={-1} className="bench-verify">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="verify" />
      <p>{t('bench.verifyIntro', { count: waiting })}</p>
      {messages.length ? <p className="field-error">{messages.join(' ')}</p> : null}
      <button type="submit" disabled={!waiting}>
        {t('bench.verifyTicked')}
      </button>
    </Form>
  );
}

function ReleaseForm({ batch, forms }: { batch: BatchBench; forms: PageForms }) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id: 'release-form', key: 'release', schema: releaseForm, lastResult: forms.answer?.key === 'release' ? forms.answer.result : undefined, report: forms.report });
  const messages = forms.messages('release', '');
  return (
    <section aria-labelledby="release-title" className="form-section">
      <h2 id="release-title">{t('bench.release')}</h2>
      <p>{batch.releasable ? t('bench.releaseReady') : t('bench.releaseWaiting')}</p>
      {messages ? <p className="field-error">{messages.join(' ')}</p> : null}
      <Form method="post" {...getFormProps(form)} tabIndex={-1}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="release" />
        <button type="submit">{t('bench.releaseButton', { batch: batch.id })}</button>
      </Form>
    </section>
  );
}

function AmendForm({ batch, forms }: { batch: BatchBench; forms: PageForms }) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id: 'amend-form', key: 'amend', schema: amendForm, lastResult: forms.answer?.key === 'amend' ? forms.answer.result : undefined, report: forms.report });
  const err = (name: string) => forms.messages('amend', name);
  const own = err('');
  return (
    <section aria-labelledby="amend-title" className="form-section">
      <h2 id="amend-title">{t('bench.amend')}</h2>
      <p>{t('bench.amendIntro', { version: batch.reportVersion ?? 1 })}</p>
      {own ? <p className="field-error">{own.join(' ')}</p> : null}
      <Form method="post" {...getFormProps(form)} tabIndex={-1}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="amend" />
        <div className="field">
          <label htmlFor="amend-resultId">{t('bench.analysis')}</label>
          <select id="amend-resultId" name="resultId" aria-invalid={err('resultId') ? true : undefined}>
            {batch.samples.flatMap((s) =>
              s.results.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${s.friendlyNumber} · ${r.analyte} (${r.acode}): ${r.formattedResult ?? r.result ?? ''}${r.units ? ` ${r.units}` : ''}`}
                </option>
              )),
            )}
          </select>
          {err('resultId') ? <p className="field-error">{err('resultId')!.join(' ')}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="amend-value">{t('bench.newValue')}</label>
          <input id="amend-value" name="value" type="text" maxLength={200} aria-invalid={err('value') ? true : undefined} />
          {err('value') ? <p className="field-error">{err('value')!.join(' ')}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="amend-reason">{t('bench.reason')}</label>
          <textarea id="amend-reason" name="reason" rows={2} maxLength={500} aria-invalid={err('reason') ? true : undefined} />
          {err('reason') ? <p className="field-error">{err('reason')!.join(' ')}</p> : null}
        </div>
        <button type="submit">{t('bench.amendButton')}</button>
      </Form>
    </section>
  );
}

function UploadForm({ forms }: { forms: PageForms }) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id: 'upload-form', key: 'upload', schema: uploadForm, lastResult: forms.answer?.key === 'upload' ? forms.answer.result : undefined, report: forms.report });
  const messages = [...(forms.messages('upload', '') ?? []), ...(forms.messages('upload', 'csv') ?? [])];
  return (
    <section aria-labelledby="upload-title" className="form-section">
      <h2 id="upload-title">{t('bench.csv.title')}</h2>
      <p>{t('bench.csv.format')}</p>
      <pre className="bench-csv-example">{'sample,analysis,value,unit,analyte\nSUB-000123-01,WC-101,13.5,% v/v,\nSUB-000123-01,WC-210,<0.5,g/L,'}</pre>
      {messages.length ? <p className="field-error">{messages.join(' ')}</p> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} tabIndex={-1}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="upload" />
        <div className="field">
          <label htmlFor="upload-file">{t('bench.csv.file')}</label>
          <input id="upload-file" name="file" type="file" accept=".csv,text/csv,text/plain" />
        </div>
        <div className="field">
          <label htmlFor="upload-csv">{t('bench.csv.paste')}</label>
          <textarea id="upload-csv" name="csv" rows={4} aria-invalid={messages.length ? true : undefined} />
        </div>
        <button type="submit">{t('bench.csv.preview')}</button>
      </Form>
    </section>
  );
}

export default function BenchBatch({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const when = useSubmittedAt();
  const { batch } = loaderData;
  const { summary, forms } = usePageForms(actionData, { idOf, labels: LABELS, root: '.bench' });
  const released = batch.status === 'Completed';
  const waiting = batch.samples.reduce((n, s) => n + s.results.filter((r) => r.state === 'entered').length, 0);
  return (
    <section className="container order-analyses desk bench">
      <PageHead title={t('bench.batchTitle', { batch: batch.id })} failed={summary.length > 0} />
      <p>
        <Link to="/launchpad/bench">{t('bench.backToWorklist')}</Link>
      </p>
      <h1>
        {t('bench.batchTitle', { batch: batch.id })} <span className="state-badge">{batch.status}</span>
      </h1>
      <p>
        {t('bench.client')}: {batch.client.name} ({batch.client.code}) · {t('bench.submitted')}: {when(batch.submittedAt)}
        {batch.reportVersion ? ` · ${t('bench.reportVersion', { version: batch.reportVersion })}` : ''}
      </p>
      {batch.invoice ? (
        <p>
          {t('bench.invoiceIssued', { number: batch.invoice.invoiceNumber, total: formatCents(batch.invoice.totalAmount), due: when(batch.invoice.dueAt) })}
        </p>
      ) : null}
      <ErrorSummary errors={summary} title={t('bench.error.summary')} />
      {!released ? <p className="muted">{t('bench.valueHint')}</p> : null}
      {batch.samples.map((s) => (
        <SampleForm key={s.id} sample={s} forms={forms} releasedBatch={released} />
      ))}
      {!released ? <VerifyForm forms={forms} waiting={waiting} /> : null}
      {!released ? <ReleaseForm batch={batch} forms={forms} /> : null}
      {!released ? <UploadForm forms={forms} /> : null}
      {released ? <AmendForm batch={batch} forms={forms} /> : null}
    </section>
  );
}
