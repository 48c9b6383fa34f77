/** The addresses of the analytics pages (shared by their server code and their components). */
export const VINTAGE_PATH = '/dashboard/vintage-portal';
export const SMOKE_PATH = '/dashboard/smoke-impact-report';

export interface Choice {
  analyses: string;
  varietal: string;
  ava: string;
}

/**
 * Which of the vintage portal's two views is shown and, for vintages by day of the season, where
 * days count from; only what differs from the default (the trend report, 1 August) is in the address.
 */
export interface VintageView {
  view?: 'days';
  origin?: 'first-sample';
}

/** A vintage report's address: the choices made so far and the view (bookmarkable). */
export function addressOf(c: Partial<Choice>, suffix = '', keep: VintageView = {}): string {
  const q = new URLSearchParams();
  for (const k of ['analyses', 'varietal', 'ava'] as const) if (c[k]) q.set(k, c[k]!);
  if (keep.view) q.set('view', keep.view);
  if (keep.view && keep.origin) q.set('origin', keep.origin);
  const s = q.toString();
  return `${VINTAGE_PATH}${suffix}${s ? `?${s}` : ''}`;
}

/** A smoke report's address: the sample number and the varietal code. */
export function smokeAddress(sample: string, varietal: string, suffix = ''): string {
  const q = new URLSearchParams();
  if (sample) q.set('sample', sample);
  if (varietal) q.set('varietal', varietal);
  const s = q.toString();
  return `${SMOKE_PATH}${suffix}${s ? `?${s}` : ''}`;
}
