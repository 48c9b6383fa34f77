/**
 * What every form of the client settings page gets from the page: the action's answer (which
 * form failed, what was typed), the failed form's translated messages by field, and `report`, by
 * which the browser's check of a form becomes the page's failure (one error summary at the top).
 */
import type { FormErrors } from '../../../ui/page-forms.ts';
import type { SettingsAnswer } from './client-settings.server.ts';

export interface SettingsForms {
  answer?: SettingsAnswer;
  /** the translated messages of field `name` ('' : the form's own) of the form `key`, when that form failed */
  messages: (key: string, name: string) => string[] | undefined;
  report: (key: string, errors: FormErrors | null) => void;
}

/** What the user typed in form `key` when the action refused it (conform's reply leaves empty fields out). */
export function typedIn(forms: SettingsForms, key: string): Record<string, unknown> | undefined {
  return forms.answer?.key === key ? (forms.answer.result.initialValue ?? {}) : undefined;
}

/** The action's answer for form `key`, for conform's `lastResult`. */
export function lastResultOf(forms: SettingsForms, key: string) {
  return forms.answer?.key === key ? forms.answer.result : undefined;
}
