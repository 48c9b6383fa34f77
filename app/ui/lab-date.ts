/**
 * Dates as the portal shows them: MM/dd/yyyy in the lab's clock (America/Los_Angeles), the same
 * on the server and in the browser so hydration matches.
 */
import { LAB_ZONE } from '../../contract/lab-time.ts';

const day = new Intl.DateTimeFormat('en-US', { timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function labDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : day.format(d);
}
