import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/receiving';
import { CONDITIONS, type DeskView, hasVintage } from '../../../../contract/submissions.ts';
import { AvaOptions } from '../../../ui/ava-options.tsx';
import { ErrorSummary, Field, type SummaryField, useFormErrors } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { useSubmittedAt } from '../../../ui/submitted-at.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';
import { receivingLoader, receivingAction } from './receiving.server.ts';
import { receiveForm } from './receiving.form.ts';
import { useSchemaForm } from '../../../ui/schema-form.ts';

/**
 * The lab's receiving desk: godmode site administrators scan a sample barcode (a
 * scanner types the number and Enter) or type a submission or sample number (GET `?code=`), see
 * the submission, and mark its samples received with their condition and a note. Receiving
 * creates the results batch (Pending) at the provider and e-mails the submitter; the page then
 * shows the submission as received, ready for the next scan.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

export async function loader(args: Route.LoaderArgs) {
  return receivingLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return receivingAction(args);
}

type Result = NonNullable<Route.ComponentProps['actionData']>['result'];

/** The receive form's messages, all shown at the form (its fields are a table of samples). */
const deskFields = (errors: Record<string, string[] | null | undefined>): SummaryField[] => [
  { id: 'desk-samples' },
  { id: 'desk-samples', name: 'samples', errors: errors.samples ?? undefined },
  { id: 'desk-samples', name: 'submissionId', errors: errors.submissionId ?? undefined },
];

/** The submission found: its samples, each marked received (or not) with its condition and a note. */
function DeskSamples({ view, code, result }: { view: DeskView; code: string; result: Result | undefined }) {
  const { t } = useTranslation();
  const when = useSubmittedAt();
  const [form] = useSchemaForm(receiveForm, {
    id: 'desk-samples',
    lastResult: result,
  });
  const open = view.state === 'submitted';
  return (
    <section aria-labelledby="desk-sub">
      <h2 id="desk-sub">
        {view.number} <span className="state-badge">{t(`orders.states.${view.state}`)}</span>
      </h2>
      <p>
        {t('orders.desk.client')}: {view.client.name} ({view.client.code}) · {t('orders.submitter')}: {view.submitter.name} · {t('orders.submittedAt')}: {when(view.submittedAt)}
      </p>
      {view.receivedAt ? <p>{t('orders.desk.alreadyReceived', { date: when(view.receivedAt) })}</p> : null}
      <Form method="post" {...getFormProps(form)} tabIndex={-1}>
        <AuthenticityTokenInput />
        <input type="hidden" name="submissionId" value={view.id ?? ''} />
        <input type="hidden" name="code" value={view.number ?? code} />
        <div className="table-scroll">
          <table className="desk-samples">
            <thead>
              <tr>
                <th scope="col">{t('orders.desk.received')}</th>
                <th scope="col">{t('orders.sampleNumber')}</th>
                <th scope="col">{t('orders.description')}</th>
                <th scope="col">{t('orders.condition')}</th>
                <th scope="col">{t('orders.desk.note')}</th>
                <th scope="col">{t('sampleAva.short')}</th>
              </tr>
            </thead>
            <tbody>
              {view.samples.map((s, i) => (
                <tr key={s.id} className={view.matchedSampleId === s.id ? 'matched' : undefined}>
                  <td>
                    <input type="hidden" name={`samples[${i}].id`} value={s.id} />
                    <input type="checkbox" id={`received-${s.id}`} name={`samples[${i}].received`} defaultChecked={open || !!s.receivedAt} disabled={!open} aria-label={t('orders.desk.received') + ' ' + (s.sampleNumber ?? '')} />
                  </td>
                  <th scope="row">
                    <label htmlFor={`received-${s.id}`}>{s.sampleNumber}</label>
                  </th>
                  <td>
                    {s.description}
                    <br />
                    <small className="muted">{s.lines.map((l) => l.acode).join(', ')}</small>
                  </td>
                  <td>
                    <select name={`samples[${i}].condition`} defaultValue={s.condition ?? 'ok'} disabled={!open} aria-label={`${t('orders.condition')} ${s.sampleNumber ?? ''}`}>
                      {CONDITIONS.map((c) => (
                        <option key={c} value={c}>
                          {t(`orders.conditions.${c}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input type="text" name={`samples[${i}].note`} defaultValue={s.conditionNote ?? ''} maxLength={500} disabled={!open} aria-label={`${t('orders.desk.note')} ${s.sampleNumber ?? ''}`} />
                  </td>
                  <td>
                    {/* the AVA chosen on the order, to confirm or correct: wine, juice and grape samples only */}
                    {hasVintage(s.sampleType) ? (
                      <select name={`samples[${i}].ava`} defaultValue={s.ava ?? ''} disabled={!open} aria-label={`${t('sampleAva.label')} ${s.sampleNumber ?? ''}`}>
                        <AvaOptions />
                      </select>
                    ) : (
                      <span className="muted">{t('sampleAva.notApplicableShort')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {open ? <button type="submit">{t('orders.desk.receive')}</button> : null}
      </Form>
    </section>
  );
}

export default function Receiving({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { code, view, notFound } = loaderData;
  const error = actionData?.result.error ?? {};
  const desk = useFormErrors(deskFields(error), error[''] ?? undefined);
  const errors = [...(notFound ? [{ id: 'code', message: t('orders.error.codeUnknown') }] : []), ...desk.summary];
  return (
    <section className="container order-analyses desk">
      <PageHead title={t('orders.desk.title')} failed={errors.length > 0} />
      <h1>{t('orders.desk.title')}</h1>
      <p>
        <Link to="/launchpad/bench">{t('ordersShell.labBench')}</Link>
      </p>
      <ErrorSummary errors={errors} title={t('orders.error.summary')} />
      <Form method="get">
        {/* Empty after a scan that was found, ready for the next one (a scanner types into the
            field, and a kept number would be prefixed to it); an unknown code stays to be corrected.
            The key gives each answer a fresh field with JavaScript too. */}
        <Field key={`${code}:${notFound}`} id="code" name="code" label={t('orders.desk.code')} hint={t('orders.desk.intro')} defaultValue={notFound ? code : ''} autoFocus autoComplete="off" maxLength={40} errors={notFound ? [t('orders.error.codeUnknown')] : undefined} />
        <button type="submit">{t('orders.desk.find')}</button>
      </Form>
      {view ? <DeskSamples view={view} code={code} result={actionData?.result} /> : null}
    </section>
  );
}
