import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

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
  // Accounts and the site shell (issue 3): the auth-only layout, session and shell endpoints.
  layout('routes/auth/layout.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('signup', 'routes/auth/signup.tsx'),
    route('new-customer', 'routes/auth/new-customer.tsx'),
    route('request-reset-password', 'routes/auth/request-reset-password.tsx'),
    route('reset-password/:token', 'routes/auth/reset-password.tsx'),
    route('confirmation/:token', 'routes/auth/confirmation.tsx'),
    route('accept-invitation/:token', 'routes/auth/accept-invitation.tsx'),
  ]),
  route('logout', 'routes/auth/logout.tsx'),
  route('active-client', 'routes/auth/active-client.tsx'),
  route('auth-ping', 'routes/auth/auth-ping.tsx'),
  route('nearest-lab', 'routes/public/nearest-lab.tsx'),
  route('notifications/:id/dismiss', 'routes/public/dismiss-notification.tsx'),
  // Landing pages for sign-in (issue 3, minimal; the portal issue extends them).
  route('launchpad', 'routes/portal/launchpad.tsx'),
  route('launchpad/clients', 'routes/portal/clients.tsx'),
  route('dashboard', 'routes/portal/dashboard.tsx'),
  // Unknown paths: the 404 page with its go-to-home button.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
