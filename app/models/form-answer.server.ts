/**
 * What an action answers (one form idiom):
 *
 * - after a successful POST, `seeOther(url)`: a 303, so reloading the page it lands on does not
 *   post again (React Router's `redirect` answers 302 unless told);
 * - when the provider refused or failed, `providerFailure(error, key)`: always a translation key,
 *   never the provider's own (English) words. Refusals the provider explains by their shape map
 *   to their own keys (a weak password on the password field, a rate limit with its wait);
 *   a form names its other known refusals by status (`on`); anything else is the form's `key`.
 *
 *       catch (e) { return providerFailure(e, 'contact-ets-error', { submission, on: { 429: 'mail-limited' } }) }
 */
import { data, redirect } from 'react-router';
import { messageKey } from '../i18n/message.ts';
import { passwordRefusal, retryMinutes } from './password-refusal.server.ts';
import { ProviderError } from './provider.server.ts';

/** A 303 See Other to `url` (headers, e.g. a cookie, from `init`). */
export function seeOther(url: string, init?: ResponseInit): Response {
  return redirect(url, { ...init, status: 303 });
}

export interface Failure {
  /** the status the page answers: 429 for a limit, 502 when the provider failed, else 400 */
  status: number;
  /** a translation key with its values (`messageKey`) */
  message: string;
  /** the field the message belongs to, when the provider named one */
  field?: string;
}

export interface FailureOptions {
  /** this form's own key for a refusal, by the provider's status (e.g. `{ 404: 'auth.reset.badLink' }`) */
  on?: Partial<Record<number, string>>;
  /** a provider failure (5xx) goes to the error page instead of the form, as a bug would */
  throwServerErrors?: boolean;
}

/**
 * The translation key for a caught error. A thrown Response (the provider client's redirect to
 * /login, the no-access page) and anything that is not a ProviderError are thrown again: they
 * are not a refusal to show on the form.
 */
export function failureOf(error: unknown, key: string, options: FailureOptions = {}): Failure {
  if (!(error instanceof ProviderError)) throw error;
  if (options.throwServerErrors && error.status >= 500) throw error;
  const status = error.status === 429 ? 429 : error.status >= 500 ? 502 : 400;
  const own = options.on?.[error.status];
  if (own) return { status, message: own };
  const weak = passwordRefusal(error);
  if (weak) return { status: 400, message: weak, field: 'password' };
  const wait = retryMinutes(error);
  if (wait) return { status: 429, message: messageKey('auth.errors.tooMany', { count: wait }) };
  return { status, message: key };
}

type Reply<R> = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => R;

/**
 * What an action answers when the provider refused: with conform's `submission`, its reply
 * carrying the key (on the field the provider named, else on the form); without, `{ formErrors }`.
 */
export function providerFailure<R>(error: unknown, key: string, options: FailureOptions & { submission: { reply: Reply<R> }; hideFields?: string[] }): ReturnType<typeof data<{ result: R }>>;
export function providerFailure(error: unknown, key: string, options?: FailureOptions): ReturnType<typeof data<{ formErrors: string[] }>>;
export function providerFailure<R>(error: unknown, key: string, options: FailureOptions & { submission?: { reply: Reply<R> }; hideFields?: string[] } = {}) {
  const failure = failureOf(error, key, options);
  if (!options.submission) return data({ formErrors: [failure.message] }, { status: failure.status });
  const errors = failure.field ? { fieldErrors: { [failure.field]: [failure.message] } } : { formErrors: [failure.message] };
  const hide = options.hideFields ? { hideFields: options.hideFields } : {};
  return data({ result: options.submission.reply({ ...errors, ...hide }) }, { status: failure.status });
}
