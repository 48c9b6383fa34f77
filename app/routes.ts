import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The whole route table, paths from the specification. Old paths redirect (301) to the new.
 * Areas: routes/public, routes/auth, routes/portal, routes/billing, routes/analytics.
 */
export default [
  index('routes/public/home.tsx'),
  // Analyses catalogue and home (issue 4); old paths answer 301 from one redirect module.
  route('home', 'routes/public/catalogue-redirects.ts', { id: 'redirect-home' }),
  route('analyses', 'routes/public/catalogue-redirects.ts', { id: 'redirect-analyses' }),
  route('analyses/analysis/all-analyses', 'routes/public/catalogue-redirects.ts', { id: 'redirect-analyses-all' }),
  route('analyses/exports', 'routes/public/catalogue-redirects.ts', { id: 'redirect-exports' }),
  route('analyses/analysis/exporting', 'routes/public/catalogue-redirects.ts', { id: 'redirect-exporting' }),
  route('analyses/:id', 'routes/public/catalogue-redirects.ts', { id: 'redirect-analysis' }),
  route('analyses/all-analyses', 'routes/public/analyses-list.tsx'),
  route('analyses/exporting', 'routes/public/analyses-exporting.tsx'),
  route('analyses/analysis/:id', 'routes/public/analysis-detail.tsx'),
  route('analyses/fee-schedules/:name', 'routes/public/fee-schedule.ts'),
  route('analysis/additions/pesticide-panel', 'routes/public/pesticide-panel.tsx'),
  // Unknown paths: the 404 page with its go-to-home button.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
