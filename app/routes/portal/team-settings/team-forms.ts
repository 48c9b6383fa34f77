/**
 * What every form of the team settings page gets from the page: the action's answer (which form
 * failed, what was typed), the failed form's translated messages by field, and `report`, by which
 * the browser's check of a form becomes the page's failure (one error summary at the top).
 */
import type { TeamMember } from '../../../../contract/team.ts';
import type { FormErrors } from '../../../ui/page-forms.ts';
import type { TeamAnswer } from './team-settings.server.ts';

export interface TeamForms {
  answer?: TeamAnswer;
  /** the translated messages of field `name` ('' : the form's own) of the form `key`, when that form failed */
  messages: (key: string, name: string) => string[] | undefined;
  report: (key: string, errors: FormErrors | null) => void;
}

/** What the user sent in form `key` when the action refused it (conform's reply leaves empty fields out). */
export function typedIn(forms: TeamForms, key: string): Record<string, unknown> | undefined {
  return forms.answer?.key === key ? (forms.answer.result.initialValue ?? {}) : undefined;
}

/** The action's answer for form `key`, for conform's `lastResult`. */
export function lastResultOf(forms: TeamForms, key: string) {
  return forms.answer?.key === key ? forms.answer.result : undefined;
}

export const fullName = (m: Pick<TeamMember, 'firstname' | 'lastname' | 'email'>) => [m.firstname, m.lastname].filter(Boolean).join(' ') || m.email;
export const roleKey = (role: string) => `team.roles.${role.replace(/ /g, '')}`;
