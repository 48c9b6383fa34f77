import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';

/**
 * A result's verdict against the sample's house specification: its word, and a shape drawn by CSS
 * (portal.css `.spec-badge`: a tick, a triangle's "!", a cross), so colour is never the only sign.
 * `labelled`: where the column does not say it is about the specification (the results list),
 * the word is read as "Specification: Fail".
 */
export function SpecBadge({ verdict, labelled = false }: { verdict: 'pass' | 'warning' | 'fail'; labelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`spec-badge spec-${verdict}`}>
      {labelled ? <span className="visually-hidden">{t('specList.badgePrefix')} </span> : null}
      {t(`specifications.verdict.${verdict}`)}
    </span>
  );
}

/** The sample page's small form assigning one of the client's house specifications (or none). */
export function SampleSpecification({ specifications, current }: { specifications: { id: number; name: string }[]; current: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="compliance-form sample-spec-form" aria-labelledby="sample-spec-title">
      <h2 id="sample-spec-title">{t('specifications.sampleTitle')}</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="specification" />
      {specifications.length ? (
        <>
          <div>
            <label htmlFor="sample-specification">{t('specifications.sampleLabel')}</label>
            <select id="sample-specification" name="specificationId" defaultValue={current ? String(current.id) : ''}>
              <option value="">{t('specifications.noneAssigned')}</option>
              {specifications.map((s) => (
                <option key={s.id} value={String(s.id)}>{s.name}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="secondary">{t('specifications.assign')}</button>
        </>
      ) : (
        <p className="muted">
          {t('specifications.noneYet')} <Link to="/dashboard/client-settings/specifications">{t('specifications.open')}</Link>
        </p>
      )}
    </Form>
  );
}
