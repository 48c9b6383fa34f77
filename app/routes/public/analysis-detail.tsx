import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import type { Route } from './+types/analysis-detail';
import { analysisDetailAction, analysisDetailLoader } from './analysis-detail.server.ts';
import { analysisContactSchema } from '../../models/contact-form.ts';
import { ErrorSummary, Field, TextareaField, linkedFields, useFormErrors, useOpenAfterFailure } from '../../ui/form.tsx';
import { PriceTiers } from '../../ui/price.tsx';
import { ComponentsTable } from '../../ui/components-table.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

const FIELDS = { firstName: 'contact-first-name', lastName: 'contact-last-name', email: 'contact-email', phone: 'contact-phone', message: 'contact-message' };
const LABELS: Record<string, string> = {
  firstName: 'contact.firstName', lastName: 'contact.lastName', email: 'contact.email', phone: 'contact.phone', message: 'contact.message',
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return analysisDetailLoader(context, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return analysisDetailAction(context, request, params.id);
}

export default function AnalysisDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { analysis, prefill, canContact } = loaderData;
  const [form, fields] = useSchemaForm(analysisContactSchema, { id: 'contact-form', lastResult: actionData?.result });
  const { summary, of } = useFormErrors(linkedFields(FIELDS, fields), form.errors, { labels: LABELS });
  const errorsOf = (key: keyof typeof FIELDS) => of(fields[key]);
  const failed = summary.length > 0;
  const keepOpen = useOpenAfterFailure(failed);
  const defaults: Record<string, string | undefined> = { ...prefill, ...(actionData?.result.initialValue as Record<string, string> | undefined) };
  return (
    <div className="container analysis-detail">
      <PageHead
        title={analysis.testName}
        description={t('analyses.detailMetaDescription', { test: analysis.testName, sampleType: analysis.sampleType, turnaround: analysis.turnaroundTime })}
        failed={failed}
      />
      <nav aria-label={t('analyses.breadcrumb')} className="breadcrumb">
        <ul>
          <li>
            <Link to="/analyses/all-analyses?reset=1">{t('analyses.title')}</Link>
          </li>
          <li>
            <Link to={`/analyses/all-analyses?matrix=${analysis.analysesMatrixNameId}`}>{analysis.sampleType}</Link>
          </li>
          <li aria-current="page">{analysis.testName}</li>
        </ul>
      </nav>
      <h1>{analysis.testName}</h1>
      <div className="detail-grid">
        <div className="detail-main">
          <dl className="analysis-facts">
            <div><dt>{t('analyses.code')}</dt><dd>{analysis.acode}</dd></div>
            <div><dt>{t('analyses.sampleType')}</dt><dd>{analysis.sampleType}</dd></div>
            <div><dt>{t('analyses.turnaround')}</dt><dd>{analysis.turnaroundTime}</dd></div>
            <div><dt>{t('analyses.technique')}</dt><dd>{analysis.technique}</dd></div>
            <div><dt>{t('analyses.accreditation')}</dt><dd>{analysis.accredited ? t('analyses.accredited') : t('analyses.notAccredited')}</dd></div>
          </dl>
          <h2>{t('analyses.description')}</h2>
          <p className="analysis-description">{analysis.description}</p>

          <h2 id="components-title">{t('analyses.components', { count: analysis.analysisComponents.length })}</h2>
          {analysis.analysisComponents.length ? (
            <ComponentsTable components={analysis.analysisComponents} labelledBy="components-title" />
          ) : (
            <p>{t('analyses.noComponents')}</p>
          )}

          {analysis.attachmentForms.length ? (
            <>
              <h2>{t('analyses.forms')}</h2>
              <ul className="attachment-forms">
                {analysis.attachmentForms.map((f) => (
                  <li key={f.formUrl + f.name}>
                    <a href={f.formUrl} download>
                      {f.name}
                    </a>
                    {f.description ? <p className="muted">{f.description}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>

        <aside className="detail-aside" aria-label={t('analyses.aside')}>
          <section>
            <h2>{t('analyses.sampleRequirements')}</h2>
            <dl>
              <div><dt>{t('analyses.sampleVolume')}</dt><dd>{analysis.sampleVolume ?? t('analyses.seeDescription')}</dd></div>
              <div><dt>{t('analyses.container')}</dt><dd>{analysis.sampleContainerType ?? t('analyses.seeDescription')}</dd></div>
            </dl>
          </section>
          <section>
            <h2>{t('analyses.pricing')}</h2>
            <PriceTiers fees={analysis} />
          </section>
          <section>
            <h2>{t('analyses.howToOrder')}</h2>
            <p>{t('analyses.howToOrderText')}</p>
            <ul>
              <li><Link to="/locations#sample-dropboxes">{t('analyses.orderDropbox')}</Link></li>
              <li><Link to="/dashboard/shop/request-courier">{t('analyses.orderCourier')}</Link></li>
              <li><Link to="/dashboard/shop/order-supplies">{t('analyses.orderSupplies')}</Link></li>
            </ul>
          </section>
          <details className="contact-panel" id="contact-us" open={keepOpen}>
            <summary role="button" className="outline">{t('contact.button')}</summary>
            <Form method="post" id={form.id} noValidate aria-labelledby="contact-title" onSubmit={form.onSubmit}>
              <h2 id="contact-title">{t('contact.title')}</h2>
              <p className="muted">{t('contact.aboutAnalysis', { name: analysis.testName })}</p>
              <ErrorSummary errors={summary} />
              {!canContact ? <p role="alert">{t('contact.needsEmail')}</p> : null}
              <AuthenticityTokenInput />
              <HoneypotInputs />
              <fieldset disabled={!canContact}>
                <Field id={FIELDS.firstName} name="firstName" label={t('contact.firstName')} autoComplete="given-name" defaultValue={defaults.firstName ?? ''} errors={errorsOf('firstName')} />
                <Field id={FIELDS.lastName} name="lastName" label={t('contact.lastName')} autoComplete="family-name" defaultValue={defaults.lastName ?? ''} errors={errorsOf('lastName')} />
                <Field id={FIELDS.email} name="email" type="email" label={t('contact.email')} autoComplete="email" defaultValue={defaults.email ?? ''} errors={errorsOf('email')} />
                <Field id={FIELDS.phone} name="phone" type="tel" label={t('contact.phone')} autoComplete="tel" defaultValue={defaults.phone ?? ''} errors={errorsOf('phone')} />
                <TextareaField id={FIELDS.message} name="message" label={t('contact.message')} rows={5} defaultValue={defaults.message ?? ''} errors={errorsOf('message')} />
                <button type="submit">{t('contact.send')}</button>
              </fieldset>
            </Form>
          </details>
        </aside>
      </div>
    </div>
  );
}
