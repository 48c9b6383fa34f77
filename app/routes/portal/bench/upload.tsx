import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/upload';
import { ErrorSummary } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { useCheckedForm, usePageForms } from '../../../ui/page-forms.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';
import { uploadAction, uploadLoader } from './bench.server.ts';
import { applyForm } from './bench.form.ts';

/**
 * An instrument CSV's preview: every row with what happens to it (matched, unknown sample,
 * unknown test, bad value, wrong unit, released, duplicate). The rows are kept at the provider
 * under the preview's id, so the page survives a reload and works without JavaScript;
 * "Apply" enters every matched row at once (or none), the refused ones are left out.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

export async function loader(args: Route.LoaderArgs) {
  return uploadLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return uploadAction(args);
}

export default function BenchUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { preview, batch } = loaderData;
  const { summary, forms } = usePageForms(actionData, { idOf: () => 'apply-form', labels: {}, root: '.bench' });
  const form = useCheckedForm({ id: 'apply-form', key: 'apply', schema: applyForm, lastResult: actionData?.result, report: forms.report });
  return (
    <section className="container order-analyses desk bench">
      <PageHead title={t('bench.csv.previewTitle', { batch: batch.id })} failed={summary.length > 0} />
      <p>
        <Link to={`/launchpad/bench/${batch.id}`}>{t('bench.backToBatch', { batch: batch.id })}</Link>
      </p>
      <h1>{t('bench.csv.previewTitle', { batch: batch.id })}</h1>
      <ErrorSummary errors={summary} title={t('bench.error.summary')} />
      <p>{t('bench.csv.counts', { matched: preview.matched, refused: preview.refused })}</p>
      <div className="table-scroll">
        <table className="bench-preview">
          <thead>
            <tr>
              <th scope="col">{t('bench.csv.line')}</th>
              <th scope="col">{t('bench.csv.sample')}</th>
              <th scope="col">{t('bench.analysis')}</th>
              <th scope="col">{t('bench.value')}</th>
              <th scope="col">{t('bench.csv.unit')}</th>
              <th scope="col">{t('bench.state')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.line} className={r.state === 'matched' ? undefined : 'refused'}>
                <th scope="row">{r.line}</th>
                <td>{r.sample}</td>
                <td>{r.analysis}</td>
                <td>{r.formatted ?? r.value}</td>
                <td>{r.unit}</td>
                <td>{t(`bench.csv.states.${r.state}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" {...getFormProps(form)} tabIndex={-1}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="apply" />
        {preview.matched ? <button type="submit">{t('bench.csv.apply', { count: preview.matched })}</button> : null}{' '}
        <Link to={`/launchpad/bench/${batch.id}`}>{t('bench.csv.cancel')}</Link>
      </Form>
    </section>
  );
}
