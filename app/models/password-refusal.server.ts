/**
 * Reading the provider's refusals on the account forms: why a new password was
 * refused (the provider checks it, the browser never gets the estimator), and how long
 * to wait when a limit was reached.
 */
import { weakPasswordResponse } from '../../contract/auth.ts';
import { ProviderError } from './provider.server.ts';

const PROBLEM_KEYS = {
  common: 'auth.errors.passwordCommon',
  personal: 'auth.errors.passwordPersonal',
  pattern: 'auth.errors.passwordPattern',
  weak: 'auth.errors.passwordWeak',
} as const;

/** The translation key saying why the provider refused a new password, or null. */
export function passwordRefusal(error: unknown): string | null {
  if (!(error instanceof ProviderError) || error.status !== 400) return null;
  const parsed = weakPasswordResponse.safeParse(error.body);
  return parsed.success ? PROBLEM_KEYS[parsed.data.passwordProblem] : null;
}

/** Minutes to wait when the provider answered 429, or null. */
export function retryMinutes(error: unknown): number | null {
  if (!(error instanceof ProviderError) || error.status !== 429) return null;
  const minutes = (error.body as { retryAfterMinutes?: unknown } | null)?.retryAfterMinutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes : 1;
}
