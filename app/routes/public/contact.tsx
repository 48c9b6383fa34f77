/**
 * /contact-us and /contact (document 1 §2): chat, e-mail and call-or-text cards; the primary
 * laboratory with its map and details; the courier call to action; the FAQ as an accordion
 * (<details>) sorted by position; the contact form (document 1 §5: first name, last name,
 * e-mail, contact number and note required, each showing its own error, which fixes the
 * recorded defect of the note showing the first name's error), prefilled for a signed-in user.
 * A successful send closes the form (it lives in a closed <details>) and flashes
 * contact-ets-success. `?message=…` (the portal's analysis-details aside, an offline invoice)
 * prefills the note, capped at NOTE_PREFILL_MAX characters and rendered as text (React escapes
 * it), and opens the form.
 */
import { useMemo } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import type { Route } from './+types/contact';
import { contactAction, contactLoader } from './contact.server.ts';
import { contactPageSchema } from '../../models/contact-form.ts';
import { ErrorSummary, Field, TextareaField, linkedFields, useFormErrors, useOpenAfterFailure } from '../../ui/form.tsx';
import { LocationMap, directionsUrl } from '../../ui/location-map.tsx';
import { LabHoursTable } from '../../ui/lab-hours-table.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

const FIELDS = { firstName: 'cp-first-name', lastName: 'cp-last-name', email: 'cp-email', phone: 'cp-phone', note: 'cp-note' };
const LABELS: Record<string, string> = {
  firstName: 'contactPage.form.firstName', lastName: 'contactPage.form.lastName', email: 'contactPage.form.email', phone: 'contactPage.form.phone', note: 'contactPage.form.note',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return contactLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(context, request);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { faqs: questions, primary, prefill, canSend, open, chatUrl, outline } = loaderData;
  const location = useLocation();
  const [form, fields] = useSchemaForm(contactPageSchema, { id: 'contact-page', lastResult: actionData?.result });
  const { summary, of } = useFormErrors(linkedFields(FIELDS, fields), form.errors, { labels: LABELS });
  const errorsOf = (key: keyof typeof FIELDS) => of(fields[key]);
  const failed = summary.length > 0;
  const keepOpen = useOpenAfterFailure(failed);
  const defaults: Record<string, string | undefined> = { ...prefill, ...(actionData?.result.initialValue as Record<string, string> | undefined) };
  const phone = t('site.phone');
  const pins = useMemo(
    () => {
      if (!primary) return [];
      const { latitude, longitude } = primary.jsonGeocodeAddress;
      return [{ id: primary.slug, label: primary.name, latitude, longitude, href: directionsUrl(latitude, longitude) }];
    },
    [primary],
  );
  return (
    <article>
      <PageHead title={t('contactPage.title')} description={t('contactPage.metaDescription')} failed={failed} />
      <header className="hero">
        <div className="container">
          <h1>{t('contactPage.title')}</h1>
          <p>{t('contactPage.lead')}</p>
        </div>
      </header>
      <div className="container">
        <ul className="card-grid plain contact-cards">
          <li className="card">
            <h2 className="h3">{t('contactPage.chat.title')}</h2>
            <p>{t('contactPage.chat.text')}</p>
            {chatUrl ? (
              <a href={chatUrl} target="_blank" rel="noopener noreferrer">
                {t('contactPage.chat.action')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
              </a>
            ) : (
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            )}
          </li>
          <li className="card">
            <h2 className="h3">{t('contactPage.email.title')}</h2>
            <p>{t('contactPage.email.text')}</p>
            <Link to={{ search: '?write', hash: '#contact-form' }}>{t('contactPage.email.action')}</Link>
          </li>
          <li className="card">
            <h2 className="h3">{t('contactPage.call.title')}</h2>
            <p>{t('contactPage.call.text')}</p>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> · <a href={`sms:${phone.replace(/[^\d+]/g, '')}`}>{t('contactPage.call.text2')}</a>
          </li>
        </ul>

        {/* A successful send redirects here: the new location's key remounts the panel, so it
            closes and empties with JavaScript too (React would keep the `open` the visitor set). */}
        <details key={keepOpen ? 'failed' : location.key} className="contact-panel" id="contact-form" open={keepOpen || open}>
          <summary role="button" className="outline">
            {t('contactPage.form.open')}
          </summary>
          <Form method="post" id={form.id} noValidate aria-labelledby="contact-form-title" onSubmit={form.onSubmit}>
            <h2 id="contact-form-title">{t('contactPage.form.title')}</h2>
            <ErrorSummary errors={summary} />
            {!canSend ? <p role="alert">{t('contactPage.needsEmail')}</p> : null}
            <AuthenticityTokenInput />
            <HoneypotInputs />
            <fieldset disabled={!canSend}>
              <div className="grid">
                <Field id={FIELDS.firstName} name="firstName" label={t(LABELS.firstName)} autoComplete="given-name" defaultValue={defaults.firstName ?? ''} errors={errorsOf('firstName')} />
                <Field id={FIELDS.lastName} name="lastName" label={t(LABELS.lastName)} autoComplete="family-name" defaultValue={defaults.lastName ?? ''} errors={errorsOf('lastName')} />
              </div>
              <div className="grid">
                <Field id={FIELDS.email} name="email" type="email" label={t(LABELS.email)} autoComplete="email" defaultValue={defaults.email ?? ''} errors={errorsOf('email')} />
                <Field id={FIELDS.phone} name="phone" type="tel" label={t(LABELS.phone)} autoComplete="tel" defaultValue={defaults.phone ?? ''} errors={errorsOf('phone')} />
              </div>
              <TextareaField id={FIELDS.note} name="note" label={t(LABELS.note)} rows={5} defaultValue={defaults.note ?? ''} errors={errorsOf('note')} />
              <button type="submit">{t('contactPage.form.send')}</button>
            </fieldset>
          </Form>
        </details>

        {primary ? (
          <section aria-labelledby="primary-lab" className="primary-lab grid">
            <div>
              <h2 id="primary-lab">{t('contactPage.primaryLab')}</h2>
              <address>
                <strong>{primary.name}</strong>
                <br />
                {primary.street_1}
                <br />
                {primary.city}, {primary.state} {primary.postalCode}
                {primary.phone ? (
                  <>
                    <br />
                    <a href={`tel:${primary.phone.replace(/[^\d+]/g, '')}`}>{primary.phone}</a>
                  </>
                ) : null}
              </address>
              <p>
                <a href={directionsUrl(primary.jsonGeocodeAddress.latitude, primary.jsonGeocodeAddress.longitude)} target="_blank" rel="noopener noreferrer">
                  {t('locations.directions')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                </a>
              </p>
              <LabHoursTable hours={primary.hours} caption={t('locations.hours')} />
            </div>
            <LocationMap pins={pins} title={t('contactPage.mapTitle', { name: primary.name })} zoom={9} outline={outline} />
          </section>
        ) : null}

        <section className="cta-band" aria-labelledby="courier-cta">
          <h2 id="courier-cta">{t('contactPage.courier.title')}</h2>
          <p>{t('contactPage.courier.text')}</p>
          <Link to="/dashboard/shop/request-courier" role="button">
            {t('contactPage.courier.action')}
          </Link>{' '}
          <Link to="/locations#sample-dropboxes">{t('contactPage.courier.dropboxes')}</Link>
        </section>

        <section aria-labelledby="faq-title" className="faq">
          <h2 id="faq-title">{t('contactPage.faq')}</h2>
          {questions.map((q) => (
            <details key={q.id}>
              <summary>{q.question}</summary>
              <p>{q.answer}</p>
            </details>
          ))}
        </section>
      </div>
    </article>
  );
}
