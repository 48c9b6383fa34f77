/**
 * /users, /users/add, /users/edit and /my-profile/change-email (document 2 §2) are listed with
 * the profile pages but the documents describe no screen for them: managing people belongs to
 * team settings, and the e-mail address (the sign-in name) is shown read-only on user settings.
 * So each one sends the browser to /launchpad/user-settings instead of a 404.
 *
 * 302, not the 301 of the renamed public paths: these are not moved pages but placeholders that
 * may get screens of their own, and a browser keeps a 301 for good. The query string is dropped
 * (user settings takes none). The target's own gate sends a signed-out visitor to login.
 */
import { redirect } from 'react-router';

export function loader() {
  return redirect('/launchpad/user-settings', 302);
}
