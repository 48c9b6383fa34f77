import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requireSignedOut } from '../../models/gate.server.ts';

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
