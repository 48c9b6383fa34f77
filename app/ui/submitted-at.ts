import { useTranslation } from 'react-i18next';
import { LAB_ZONE } from '../../contract/lab-time.ts';

/** A submission's time as the lab's clock shows it, in the page's language (order lists and details). */
export function useSubmittedAt() {
  const { i18n } = useTranslation();
  return (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: LAB_ZONE }).format(new Date(iso)) : '');
}
