/** What every form of the client settings page gets from the page (app/ui/page-forms.ts). */
import type { PageForms } from '../../../ui/page-forms.ts';
import type { SettingsAnswer } from './client-settings.server.ts';

export type SettingsForms = PageForms<SettingsAnswer>;
