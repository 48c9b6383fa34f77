/**
 * The agreement re-sign (document 2 §4, §5): a client administrator ticks the authorisation
 * box, which reveals the signature fields and the terms (without JavaScript they are always
 * shown); others see the client's administrators and must ask one. The schema (resign.schema.ts)
 * checks the form in the action (results.server.ts) only, unlike the other forms: this form sits
 * on the results page, which every member opens many times a day and few ever need to re-sign,
 * and checking it in the browser would bring zod (~25 KB gzipped) to that page. conform shows the
 * action's answer as on every other form.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from './new-tab-link.tsx';
import { CheckboxField, ErrorSummary, Field, useFormErrors } from './form.tsx';
import { RESIGN_LIMITS } from '../../contract/clients.ts';
import type { resignSchema } from './resign.schema.ts';
import type { z } from 'zod';

/** Field name → label key: field-error-required names the field. */
const LABELS = { jobTitle: 'resign.jobTitle', firstname: 'resign.firstname', lastname: 'resign.lastname' };

export interface ResignProps {
  canSign: boolean;
  clientName: string;
  administrators: { firstname: string | null; lastname: string | null; email: string }[];
  lastResult?: any;
  defaults: { firstname: string; lastname: string };
}

export function ResignForm({ canSign, clientName, administrators, lastResult, defaults }: ResignProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [authorised, setAuthorised] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useForm<z.input<typeof resignSchema>>({
    lastResult,
    defaultValue: defaults,
  });
  const { summary: errors, of: fieldErrors } = useFormErrors([fields.authorise, fields.jobTitle, fields.firstname, fields.lastname, fields.acceptTerms], form.errors, { labels: LABELS });
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'resign';
  useEffect(() => {
    if (lastResult?.error) (document.querySelector('.resign [aria-invalid="true"]') as HTMLElement | null)?.focus();
  }, [lastResult]);

  if (!canSign) {
    return (
      <section className="resign">
        <h2>{t('resign.title')}</h2>
        <p>{t('resign.askAdministrator', { name: clientName })}</p>
        <ul>
          {administrators.map((a) => (
            <li key={a.email}>
              {[a.firstname, a.lastname].filter(Boolean).join(' ')} <a href={`mailto:${a.email}`}>{a.email}</a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  // With JavaScript the signature fields appear once the box is ticked (or when a submit failed).
  // a failed check (the browser's or the server's) shows the fields its messages point at
  const showFields = !hydrated || authorised || !!lastResult || Object.keys(form.allErrors).length > 0;
  return (
    <section className="resign">
      <h2>{t('resign.title')}</h2>
      <p>{t('resign.intro', { name: clientName })}</p>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="resign" />
        <CheckboxField
          id={fields.authorise.id}
          name={fields.authorise.name}
          label={t('resign.authorise', { name: clientName })}
          errors={fieldErrors(fields.authorise)}
          // After a failed submit each box comes back as the user left it.
          defaultChecked={fields.authorise.initialValue === 'on'}
          onChange={(e) => setAuthorised(e.currentTarget.checked)}
        />
        <div hidden={!showFields}>
          <Field id={fields.jobTitle.id} name={fields.jobTitle.name} label={t('resign.jobTitle')} autoComplete="organization-title" defaultValue={fields.jobTitle.initialValue} errors={fieldErrors(fields.jobTitle)} maxLength={RESIGN_LIMITS.jobTitle} />
          <Field id={fields.firstname.id} name={fields.firstname.name} label={t('resign.firstname')} autoComplete="given-name" defaultValue={fields.firstname.initialValue} errors={fieldErrors(fields.firstname)} maxLength={RESIGN_LIMITS.firstname} />
          <Field id={fields.lastname.id} name={fields.lastname.name} label={t('resign.lastname')} autoComplete="family-name" defaultValue={fields.lastname.initialValue} errors={fieldErrors(fields.lastname)} maxLength={RESIGN_LIMITS.lastname} />
          <CheckboxField
            id={fields.acceptTerms.id}
            name={fields.acceptTerms.name}
            label={
              <>
                {t('resign.acceptTerms')} <NewTabLink href="/terms-and-conditions-and-credit-agreement">{t('resign.termsLink')}</NewTabLink>
              </>
            }
            errors={fieldErrors(fields.acceptTerms)}
            defaultChecked={fields.acceptTerms.initialValue === 'on'}
          />
          <button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {t('resign.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
