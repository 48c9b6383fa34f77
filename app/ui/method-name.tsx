/**
 * A saved payment method's name as the billing pages show it ("Visa ending 1111"), on its own so
 * that the payment methods page does not ship the Make a Payment aside;
 * make-payment.tsx re-exports it.
 */
import { useTranslation } from 'react-i18next';

/** What a saved method's name is made of (the Make a Payment aside's method list has more). */
export interface MethodNameParts {
  type: 'CARD' | 'ACH';
  accountType: string;
  lastFour: string;
}

/** What tells two methods of one kind apart, beside every method in every list: a card's expiry, an account's holder type. */
export interface MethodDetailParts {
  type: 'CARD' | 'ACH';
  cardExpMonth: number | null;
  cardExpYear: number | null;
  achType?: string | null;
}

const ACH_CODES: Record<string, string> = { PERSONAL: 'PPD', BUSINESS: 'CCD' };

export function methodDetail(t: ReturnType<typeof useTranslation>['t'], m: MethodDetailParts): string {
  if (m.type === 'CARD') return m.cardExpMonth ? t('payments.expires', { month: String(m.cardExpMonth).padStart(2, '0'), year: m.cardExpYear }) : '';
  return m.achType ? `${t(`payments.achTypes.${m.achType}`, { defaultValue: m.achType })} (${ACH_CODES[m.achType] ?? ''})` : '';
}

export function MethodName({ m }: { m: MethodNameParts }) {
  const { t } = useTranslation();
  return <>{t('payments.methodName', { kind: t(`payments.kinds.${m.accountType}`, { defaultValue: m.accountType }), last: m.lastFour })}</>;
}
