import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The whole route table, paths from the specification. Old paths redirect (301) to the new.
 * Areas: routes/public, routes/auth, routes/portal, routes/billing, routes/analytics.
 */
export default [
  // The public site: its pages' errors show inside the site's header and footer (the layout's ErrorBoundary).
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    // Analyses catalogue and home; old paths answer 301 from one redirect module.
    route('home', 'routes/public/old-paths.tsx', { id: 'redirect-home' }),
    route('analyses', 'routes/public/old-paths.tsx', { id: 'redirect-analyses' }),
    route('analyses/analysis/all-analyses', 'routes/public/old-paths.tsx', { id: 'redirect-analyses-all' }),
    route('analyses/exports', 'routes/public/old-paths.tsx', { id: 'redirect-exports' }),
    route('analyses/analysis/exporting', 'routes/public/old-paths.tsx', { id: 'redirect-exporting' }),
    route('analyses/:id', 'routes/public/old-paths.tsx', { id: 'redirect-analysis' }),
    route('analyses/all-analyses', 'routes/public/analyses-list.tsx'),
    route('analyses/exporting', 'routes/public/analyses-exporting.tsx'),
    route('analyses/analysis/:id', 'routes/public/analysis-detail.tsx'),
    route('analyses/fee-schedules/:name', 'routes/public/fee-schedule.ts'),
    route('forms/:file', 'routes/public/submission-form.ts'),
    route('analysis/additions/pesticide-panel', 'routes/public/pesticide-panel.tsx'),
    route('positive-pay', 'routes/public/positive-pay.tsx'),
    // The rest of the public site: about, services and CMS pages (one module, an id per path),
    // publications, sustainability, contact, locations, search, report verification, soil, vintage reports.
    route('about-us', 'routes/public/content/about.tsx'),
    route('about-us/seminars', 'routes/public/content/seminars.tsx'),
    route('about-us/our-story', 'routes/public/content/cms-page.tsx', { id: 'cms-about-us-our-story' }),
    route('about-us/the-ets-difference', 'routes/public/content/cms-page.tsx', { id: 'cms-about-us-the-ets-difference' }),
    route('about-us/quality', 'routes/public/content/cms-page.tsx', { id: 'cms-about-us-quality' }),
    route('about-us/applied-innovation', 'routes/public/content/cms-page.tsx', { id: 'cms-about-us-applied-innovation' }),
    route('our-services', 'routes/public/content/cms-page.tsx', { id: 'cms-our-services' }),
    route('our-services/services', 'routes/public/content/cms-page.tsx', { id: 'cms-our-services-services' }),
    route('vintage-portal', 'routes/public/content/cms-page.tsx', { id: 'cms-vintage-portal' }),
    route('expertise-on-call', 'routes/public/content/cms-page.tsx', { id: 'cms-expertise-on-call' }),
    route('terms-and-conditions', 'routes/public/content/cms-page.tsx', { id: 'cms-terms-and-conditions' }),
    route('terms-and-conditions-and-credit-agreement', 'routes/public/content/cms-page.tsx', { id: 'cms-terms-and-conditions-and-credit-agreement' }),
    route('privacy', 'routes/public/content/cms-page.tsx', { id: 'cms-privacy' }),
    route('security', 'routes/public/content/cms-page.tsx', { id: 'cms-security' }),
    route('technical-tools', 'routes/public/content/cms-page.tsx', { id: 'cms-technical-tools' }),
    route('accreditation', 'routes/public/content/cms-page.tsx', { id: 'cms-accreditation' }),
    route('teams', 'routes/public/content/cms-page.tsx', { id: 'cms-teams' }),
    route('categories', 'routes/public/content/cms-page.tsx', { id: 'cms-categories' }),
    route('sale', 'routes/public/content/cms-page.tsx', { id: 'cms-sale' }),
    route('analysis-reports', 'routes/public/content/analysis-reports.tsx'),
    route('about-us/people', 'routes/public/old-paths.tsx', { id: 'redirect-people' }),
    route('library', 'routes/public/old-paths.tsx', { id: 'redirect-library' }),
    route('library/:id', 'routes/public/old-paths.tsx', { id: 'redirect-library-item' }),
    route('admin', 'routes/public/external.tsx', { id: 'external-admin' }),
    route('timeclock', 'routes/public/external.tsx', { id: 'external-timeclock' }),
    route('careers', 'routes/public/external.tsx', { id: 'external-careers' }),
    route('publications', 'routes/public/publications.tsx'),
    route('publications/publication/:id', 'routes/public/publication.tsx'),
    route('sustainability', 'routes/public/sustainability.tsx'),
    // The client API's reference, rendered from its OpenAPI document.
    route('api-reference', 'routes/public/api-reference.tsx'),
    route('contact-us', 'routes/public/contact.tsx', { id: 'contact-us' }),
    route('contact', 'routes/public/contact.tsx', { id: 'contact' }),
    route('locations', 'routes/public/locations.tsx'),
    route('global-search', 'routes/public/global-search.tsx', { id: 'global-search' }),
    route('search', 'routes/public/global-search.tsx', { id: 'search' }),
    route('wreports/:reportNumber', 'routes/public/report-verification.tsx'),
    route('terramea', 'routes/public/soil/soil.tsx'),
    route('terramea/charts/:file', 'routes/public/soil/soil-chart.ts'),
    route('vintage-reports', 'routes/public/vintage-reports.tsx'),
    route('vintage-reports/charts/:varietal/:analyte', 'routes/public/vintage-chart-image.ts'),
  ]),
  // Accounts and the site shell: the auth-only layout, session and shell endpoints.
  layout('routes/auth/layout.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('login/two-factor', 'routes/auth/login-two-factor.tsx'),
    route('signup', 'routes/auth/signup.tsx'),
    route('new-customer', 'routes/auth/new-customer.tsx'),
    route('request-reset-password', 'routes/auth/request-reset-password.tsx'),
    route('reset-password/:token', 'routes/auth/reset-password.tsx'),
    route('confirmation/:token', 'routes/auth/confirmation.tsx'),
  ]),
  // Outside the auth-only layout: the invited account, signed in, answers here (the loader sends
  // anyone else who is signed in away, as the layout would).
  route('accept-invitation/:token', 'routes/auth/accept-invitation.tsx'),
  // A sample's report shared with someone without an account: no site or portal navigation.
  route('shared/:token', 'routes/shared/shared.tsx'),
  route('shared/:token/report.pdf', 'routes/shared/shared-pdf.ts'),
  route('logout', 'routes/auth/logout.tsx'),
  route('active-client', 'routes/auth/active-client.tsx'),
  route('auth-ping', 'routes/auth/auth-ping.tsx'),
  route('nearest-lab', 'routes/public/nearest-lab.tsx'),
  route('notifications/:id/dismiss', 'routes/public/dismiss-notification.tsx'),
  route('notifications/:id/body', 'routes/public/notification-body.ts'),
  // Landing pages after sign-in.
  // A refused file link's no-access page (app/models/no-access.server.ts).
  route('no-access', 'routes/portal/no-access.tsx'),
  // The launchpad's pages: their errors show with the way back, inside the site's header and footer.
  layout('routes/portal/launchpad-layout.tsx', [
    route('launchpad', 'routes/portal/launchpad.tsx'),
    route('launchpad/clients', 'routes/portal/clients.tsx'),
    // An invitation's answer (accept or decline) by the signed-in account it was sent to.
    route('launchpad/invitations/:id', 'routes/portal/invitation-answer.tsx'),
    // A new client's application.
    route('launchpad/new-client', 'routes/portal/new-client.tsx'),
    // The signed-in user's profile and password; the other listed profile paths redirect to it (302).
    route('launchpad/user-settings', 'routes/portal/user-settings.tsx'),
    // Ending the user's other sign-ins (the devices list on the user-settings page).
    route('launchpad/user-settings/sessions', 'routes/portal/user-sessions.ts'),
    // Two-factor sign-in (TOTP): the set-up of the user's own account; the sign-in's second step is /login/two-factor.
    route('launchpad/user-settings/two-factor', 'routes/portal/two-factor.tsx'),
    // The lab's receiving desk for the lab's staff.
    route('launchpad/receiving', 'routes/portal/receiving/receiving.tsx'),
    // The lab bench: the worklist, a batch's values, an instrument CSV's preview.
    route('launchpad/bench', 'routes/portal/bench/worklist.tsx'),
    route('launchpad/bench/:batchId', 'routes/portal/bench/batch.tsx'),
    route('launchpad/bench/:batchId/uploads/:uploadId', 'routes/portal/bench/upload.tsx'),
    // Deliveries: the user's notices; the lab staff's mailroom and delivery log.
    route('launchpad/notices', 'routes/portal/deliveries/notices.tsx'),
    route('launchpad/deliveries', 'routes/portal/deliveries/desk-deliveries.tsx'),
    route('launchpad/deliveries/mailroom.pdf', 'routes/portal/deliveries/mailroom-pdf.ts'),
  ]),
  route('users', 'routes/portal/user-redirects.ts', { id: 'redirect-users' }),
  route('users/add', 'routes/portal/user-redirects.ts', { id: 'redirect-users-add' }),
  route('users/edit', 'routes/portal/user-redirects.ts', { id: 'redirect-users-edit' }),
  route('my-profile/change-email', 'routes/portal/user-redirects.ts', { id: 'redirect-change-email' }),
  route('dashboard', 'routes/portal/dashboard-layout.tsx', [
    index('routes/portal/dashboard.tsx'),
    route('results', 'routes/portal/results/results.tsx'),
    route('results/group/:batchId/report', 'routes/portal/lab-report.ts'),
    route('results/reports.zip', 'routes/portal/results/reports-zip.ts'),
    route('results/export', 'routes/portal/results/results-export.ts'),
    route('results/group/:batchId/sample/:sampleId', 'routes/portal/sample-details.tsx'),
    route('results/group/:batchId/sample/:sampleId/share', 'routes/portal/share-links/share-links.tsx'),
    route('results/group/:batchId/sample/:sampleId/analysis/:id', 'routes/portal/analysis-details.tsx'),
    route('results/group/:batchId/sample/:sampleId/export-pack/:market', 'routes/portal/export-pack-pdf.ts'),
    // Billing (document 3 §2): the invoice list with Send Invoices; invoice PDF; opening a row into results.
    route('billing', 'routes/billing/invoices/invoices.tsx'),
    route('billing/invoices/:batchId/pdf', 'routes/billing/invoices/invoice-pdf.ts'),
    route('billing/statement.pdf', 'routes/billing/statement/statement-pdf.ts'),
    route('billing/open/:batchId', 'routes/billing/invoices/invoice-open.ts'),
    // Paying invoices: the receipt and its PDF, payment methods and autopay, deleting a method.
    route('billing/receipt', 'routes/billing/receipts/receipt.tsx'),
    route('billing/receipt/:orderNumber/pdf', 'routes/billing/receipts/receipt-pdf.ts'),
    route('billing/payment-methods', 'routes/billing/payment-methods/payment-methods.tsx'),
    route('billing/payment-methods/:id/delete', 'routes/billing/payment-methods/delete-method.tsx'),
    // Request courier (document 2 §2): /dashboard/shop opens it; its CSV export streams the provider's.
    route('shop', 'routes/portal/shop.ts'),
    route('shop/request-courier', 'routes/portal/courier/request-courier.tsx'),
    route('shop/request-courier/export.csv', 'routes/portal/courier/courier-csv.ts'),
    // Order supplies (document 2 §2): catalogue, shipping form and confirmation, steps in the URL.
    route('shop/order-supplies', 'routes/portal/supplies/order-supplies.tsx'),
    // Order analyses: the submission being built, the client's submissions, each one and its PDFs.
    route('shop/order-analyses', 'routes/portal/submissions/order-analyses.tsx'),
    route('shop/order-analyses/submissions', 'routes/portal/submissions/submissions.tsx'),
    route('shop/order-analyses/submissions/:id', 'routes/portal/submissions/submission.tsx'),
    route('shop/order-analyses/submissions/:id/:file', 'routes/portal/submissions/submission-pdf.ts'),
    route('go-paperless', 'routes/portal/go-paperless.ts'),
    // Analytics (document 3 §2): the vintage trends page (the specification's vintage portal) and the smoke impact comparative report.
    route('vintage-portal', 'routes/analytics/vintage-trends/vintage-trends.tsx'),
    route('vintage-portal/report.csv', 'routes/analytics/vintage-trends/vintage-trends-csv.ts'),
    route('smoke-impact-report', 'routes/analytics/smoke-impact/smoke-impact-report.tsx'),
    route('smoke-impact-report/report.pdf', 'routes/analytics/smoke-impact/smoke-impact-pdf.ts'),
    // Harvest planning: the client's vineyard blocks with their maturity curves and pick-date forecast.
    route('harvest', 'routes/portal/harvest/harvest.tsx'),
    // Team settings (document 2 §2) and its change history as CSV.
    route('teams-settings', 'routes/portal/team-settings/team-settings.tsx'),
    route('teams-settings/history.csv', 'routes/portal/team-settings/team-history-csv.ts'),
    route('client-settings', 'routes/portal/client-settings/client-settings.tsx'),
    route('client-settings/deliveries', 'routes/portal/deliveries/delivery-log.tsx'),
    // The client's API tokens and their call log (its Administrators).
    route('client-settings/api-tokens', 'routes/portal/client-settings/api-tokens/api-tokens.tsx'),
    // Webhooks: the client's endpoints (register, with the secret shown once) and each one's delivery log.
    route('client-settings/webhooks', 'routes/portal/client-settings/webhooks/webhooks.tsx'),
    route('client-settings/webhooks/:id', 'routes/portal/client-settings/webhooks/webhook.tsx'),
    route('client-settings/specifications', 'routes/portal/client-settings/specifications.tsx'),
    // An unknown path below /dashboard: the 404 page inside the sidebar (the layout's ErrorBoundary).
    route('*', 'routes/not-found.tsx', { id: 'dashboard-not-found' }),
  ]),
  // Unknown paths: the 404 page with its go-to-home button.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
