import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { ErrorPage } from '../../ui/error-page.tsx';

/**
 * The public site's pages. No loader and no markup of its own: the site's header and footer come
 * from the root's layout. Its ErrorBoundary catches a public page's error here, below the root,
 * so the error page shows inside the header and footer while the root's providers stay mounted.
 */
export default function PublicLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
