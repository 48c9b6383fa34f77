import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requireSignedOut } from '../../models/gate.server.ts';
import { ErrorPage } from '../../ui/error-page.tsx';

/** The auth-only layout (document 1 §2): for signed-out visitors; a signed-in user is sent away. */
export function loader({ context }: Route.LoaderArgs) {
  requireSignedOut(context);
  return null;
}

export default function AuthLayout() {
  return (
    <section className="container auth-page">
      <Outlet />
    </section>
  );
}

/** An auth page's error (app/ui/error-page.tsx) shows in the layout's frame, inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <section className="container auth-page">
      <ErrorPage error={error} />
    </section>
  );
}
