import { useTranslation } from 'react-i18next';
import type { ApprovalState } from '../../contract/client-approval.ts';

/**
 * Shown by Request courier and Order supplies instead of their forms while the laboratory has
 * not approved the client (the rule in contract/client-approval.ts); Order analyses shows it up
 * front (`topic` 'analyses': the draft can be prepared, submitting waits for the approval).
 */
export function ClientApprovalNotice({ state, clientName, topic }: { state: Exclude<ApprovalState, 'approved'>; clientName: string; topic?: 'analyses' }) {
  const { t } = useTranslation();
  const text = topic === 'analyses' ? `clientApproval.${state}Analyses` : `clientApproval.${state}Text`;
  return (
    <div className="banner banner-warning client-approval" role="status" aria-labelledby="client-approval-title">
      <h2 id="client-approval-title">{t(`clientApproval.${state}Title`)}</h2>
      <p>
        {t(text, { name: clientName })}{' '}
        <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`}>{t('site.phone')}</a>
      </p>
    </div>
  );
}
