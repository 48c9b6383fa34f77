/**
 * /terramea, the soil microbiome page (document 3 §2; its path is /terramea, the public route
 * document 1 lists beside POST /terramea/contact_ets): header and enable block, five
 * how-it-works cards, deep soil knowledge cards (two downloadable), the PCR carousel
 * (3 slides), the results tabs (soil-results.tsx: radio tabs, working without JavaScript) with their charts
 * (server-drawn SVG in the reader's language, illustrative data), the example-report button
 * and the get-started form (document 3 §5 messages). After a send: the thank-you and "Send
 * Another Message".
 */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { Route } from './+types/soil';
import { soilAction, soilLoader } from './soil.server.ts';
import { SoilResults } from './soil-results.tsx';
import { ErrorSummary, Field, TextareaField, linkedFields, useFormErrors } from '../../../ui/form.tsx';
import { Carousel } from '../../../ui/carousel.tsx';
import { HoneypotInputs } from '../../../ui/honeypot.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { soilSchema } from './soil.form.ts';
import { useSchemaForm } from '../../../ui/schema-form.ts';

const FIELDS = { name: 'soil-name', email: 'soil-email', phone: 'soil-phone', message: 'soil-message' };
const HOW = ['sample', 'ship', 'extract', 'sequence', 'report'] as const;
const KNOWLEDGE = [
  { key: 'sampling', file: '/downloads/soil-sampling-guide.pdf' },
  { key: 'overview', file: '/downloads/soil-microbiome-overview.pdf' },
  { key: 'carbon', file: null },
  { key: 'biology', file: null },
] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return soilLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return soilAction(context, request);
}

export default function SoilPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sent, charts, lng, prefill } = loaderData;
  const [form, fields] = useSchemaForm(soilSchema, { id: 'soil-contact', lastResult: actionData?.result });
  const { summary, of } = useFormErrors(linkedFields(FIELDS, fields), form.errors);
  const errorsOf = (key: keyof typeof FIELDS) => of(fields[key]);
  const failed = summary.length > 0;
  const defaults: Record<string, string | undefined> = { ...prefill, ...(actionData?.result.initialValue as Record<string, string> | undefined) };
  return (
    <article className="soil-page">
      <PageHead title={t('soil.title')} description={t('soil.metaDescription')} failed={failed} />
      <header className="hero">
        <div className="container">
          <h1>{t('soil.title')}</h1>
          <p>{t('soil.lead')}</p>
          <a href="#get-started" role="button">
            {t('soil.getStarted')}
          </a>
        </div>
      </header>
      <div className="container">
        <section aria-labelledby="soil-enable" className="enable-block">
          <h2 id="soil-enable">{t('soil.enable.title')}</h2>
          <p>{t('soil.enable.text')}</p>
        </section>

        <section aria-labelledby="soil-how">
          <h2 id="soil-how">{t('soil.how.title')}</h2>
          <ol className="card-grid plain how-cards">
            {HOW.map((k, i) => (
              <li key={k} className="card">
                <span className="step" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(`soil.how.${k}.title`)}</h3>
                <p>{t(`soil.how.${k}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="soil-knowledge">
          <h2 id="soil-knowledge">{t('soil.knowledge.title')}</h2>
          <ul className="card-grid plain">
            {KNOWLEDGE.map((k) => (
              <li key={k.key} className="card">
                <h3>{t(`soil.knowledge.${k.key}.title`)}</h3>
                <p>{t(`soil.knowledge.${k.key}.text`)}</p>
                {k.file ? (
                  <a href={k.file} download>
                    {t('soil.knowledge.download')}
                    <span className="visually-hidden"> {t(`soil.knowledge.${k.key}.title`)} (PDF)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="soil-pcr">
          <h2 id="soil-pcr">{t('soil.pcr.title')}</h2>
          <Carousel
            id="pcr-track"
            label={t('soil.pcr.title')}
            slides={[1, 2, 3].map((n) => ({
              id: `pcr-${n}`,
              title: t(`soil.pcr.slide${n}.title`),
              content: (
                <div className="card">
                  <h3>{t(`soil.pcr.slide${n}.title`)}</h3>
                  <p>{t(`soil.pcr.slide${n}.text`)}</p>
                </div>
              ),
            }))}
          />
        </section>

        <SoilResults charts={charts} lng={lng} />

        <section id="get-started" aria-labelledby="soil-form-title" className="get-started" tabIndex={-1}>
          <h2 id="soil-form-title">{t('soil.form.title')}</h2>
          {sent ? (
            <div role="status">
              <p className="lead">{t('soil.thanks')}</p>
              <Link to="/terramea#get-started" role="button">
                {t('soil.sendAnother')}
              </Link>
            </div>
          ) : (
            <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} action="/terramea">
              <ErrorSummary errors={summary} />
              <AuthenticityTokenInput />
              <HoneypotInputs />
              <Field id={FIELDS.name} name="name" label={t('soil.form.name')} autoComplete="name" defaultValue={defaults.name ?? ''} errors={errorsOf('name')} />
              <div className="grid">
                <Field id={FIELDS.email} name="email" type="email" label={t('soil.form.email')} autoComplete="email" defaultValue={defaults.email ?? ''} errors={errorsOf('email')} />
                <Field id={FIELDS.phone} name="phone" type="tel" label={t('soil.form.phone')} autoComplete="tel" defaultValue={defaults.phone ?? ''} errors={errorsOf('phone')} />
              </div>
              <TextareaField id={FIELDS.message} name="message" label={t('soil.form.message')} rows={5} defaultValue={defaults.message ?? ''} errors={errorsOf('message')} />
              <button type="submit">{t('soil.form.send')}</button>
            </Form>
          )}
        </section>
      </div>
    </article>
  );
}
