/** What every form of the team settings page gets from the page (app/ui/page-forms.ts), and the names it shows. */
import type { TeamMember } from '../../../../contract/team.ts';
import type { PageForms } from '../../../ui/page-forms.ts';
import type { TeamAnswer } from './team-settings.server.ts';

export type TeamForms = PageForms<TeamAnswer>;

export const fullName = (m: Pick<TeamMember, 'firstname' | 'lastname' | 'email'>) => [m.firstname, m.lastname].filter(Boolean).join(' ') || m.email;
export const roleKey = (role: string) => `team.roles.${role.replace(/ /g, '')}`;
