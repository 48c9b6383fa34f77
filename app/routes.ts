import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The whole route table, paths from the specification. Old paths redirect (301) to the new.
 * Areas: routes/public, routes/auth, routes/portal, routes/billing, routes/analytics.
 */
export default [
  index('routes/public/home.tsx'),
  // Unknown paths: the 404 page with its go-to-home button.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
