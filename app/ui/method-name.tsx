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

export function MethodName({ m }: { m: MethodNameParts }) {
  const { t } = useTranslation();
  return <>{t('payments.methodName', { kind: t(`payments.kinds.${m.accountType}`, { defaultValue: m.accountType }), last: m.lastFour })}</>;
}
