/** Pieces the order-analyses page's steps share: the page's data, the report date, a line's price, the hidden fields of a change, the total. */
import { useLocation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-analyses';
import type { SubmissionLine, SubmissionView } from '../../../../contract/submissions.ts';
import { formatCents } from '../../../../contract/money.ts';

/** The loader's data when the client may order (not on credit hold). */
export type Data = Exclude<Route.ComponentProps['loaderData'], { creditHold: true }>;

export function useDay() {
  const { i18n } = useTranslation();
  return (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) : null);
}

const TIER_KEYS = { one: 'orders.tierOne', twoToTen: 'orders.tierTwoToTen', elevenPlus: 'orders.tierElevenPlus' } as const;

export function LinePriceText({ line }: { line: SubmissionLine }) {
  const { t } = useTranslation();
  if (line.price.kind === 'see-description') return <>{t('analyses.seeDescriptionPricing')}</>;
  if (line.price.kind === 'contact-us') return <>{t('analyses.contactForPricing')}</>;
  return (
    <>
      <span className="line-price">{formatCents(line.price.cents)}</span> <small className="muted tier">{t('orders.tierNote', { tier: t(TIER_KEYS[line.price.tier]) })}</small>
    </>
  );
}

/** The hidden fields every change carries: CSRF, what it does, the sample, the page to come back to. */
export function Hidden({ intent, sampleId }: { intent: string; sampleId?: number }) {
  const location = useLocation();
  return (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {sampleId ? <input type="hidden" name="sampleId" value={sampleId} /> : null}
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
    </>
  );
}

export function Total({ view }: { view: SubmissionView }) {
  const { t } = useTranslation();
  return (
    <div className="order-total" aria-live="polite">
      <p>
        {t('orders.total')}: <strong data-testid="order-total">{formatCents(view.totalCents)}</strong>
      </p>
      {view.unpricedLines ? <p className="muted">{t('orders.unpriced', { count: view.unpricedLines })}</p> : null}
      <p className="muted">{t('orders.estimateNote')}</p>
    </div>
  );
}
