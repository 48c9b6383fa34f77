/**
 * A listed fax number's or block's actions: its edit and delete links (for who may change them),
 * or, once delete was chosen, the confirmation form with the provider's refusal if it had one.
 */
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { PATH } from './client-settings.form.ts';

export function RowActions(p: {
  kind: 'fax' | 'block';
  id: number;
  canChange: boolean;
  confirming: boolean;
  refusal: string[] | undefined;
  /** translated: the confirmation's question, its button, and the two links' accessible names */
  question: string;
  confirm: string;
  editOf: string;
  deleteOf: string;
}) {
  const { t } = useTranslation();
  const query = p.kind === 'fax' ? 'Fax' : 'Block';
  if (p.confirming) {
    return (
      <Form method="post" action={`${PATH}?delete${query}=${p.id}`} className="confirm-form" aria-labelledby={`${p.kind}-delete-title-${p.id}`}>
        <p id={`${p.kind}-delete-title-${p.id}`}><strong>{p.question}</strong></p>
        {p.refusal ? <p id={`${p.kind}-delete-${p.id}`} className="field-error">{p.refusal.join(' ')}</p> : null}
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={`${p.kind}-delete`} />
        <input type="hidden" name="id" value={p.id} />
        <div className="form-actions">
          <button type="submit" className="danger">{p.confirm}</button>
          <Link to={PATH} className="secondary">{t('clientSettings.keep')}</Link>
        </div>
      </Form>
    );
  }
  if (!p.canChange) return null;
  return (
    <p className="form-actions">
      <Link to={`${PATH}?edit${query}=${p.id}#${p.kind}-${p.id}`} aria-label={p.editOf}>{t('clientSettings.edit')}</Link>
      <Link to={`${PATH}?delete${query}=${p.id}#${p.kind}-${p.id}`} className="danger" aria-label={p.deleteOf}>{t('clientSettings.delete')}</Link>
    </p>
  );
}
