/** The user-settings forms' labels, used by the page (the schemas: user-settings.schema.server.ts, the server's validation). */

/** Field name → label key, so field-error-required and tooLong name the field. */
export const LABELS = {
  firstname: 'userSettings.firstname', lastname: 'userSettings.lastname', phone: 'userSettings.phone', jobTitle: 'userSettings.jobTitle',
  currentPassword: 'userSettings.currentPassword', password: 'userSettings.newPassword', confirmPassword: 'userSettings.confirmPassword',
};
