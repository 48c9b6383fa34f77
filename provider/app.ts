import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Refusal } from './errors.ts';
import { codeOfStatus } from '../contract/errors.ts';
import type { ProviderDeps } from './deps.ts';
import { type ProviderEnv, authenticate } from './http.ts';
import { sessionRoutes } from './routes/session.ts';
import { clientRoutes } from './routes/clients.ts';
import { resultRoutes } from './routes/results.ts';
import { batchRoutes } from './routes/batches.ts';
import { reportRoutes } from './routes/reports.ts';
import { exportRoutes } from './routes/exports.ts';
import { EXPORT_JOB, exportJob } from './services/results-export.ts';
import { billingRoutes } from './routes/billing.ts';
import { authRoutes } from './routes/auth.ts';
import { userRoutes } from './routes/users.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { locationRoutes } from './routes/locations.ts';
import { analysesRoutes } from './routes/analyses.ts';
import { contactRoutes } from './routes/contact.ts';
import { contentRoutes } from './routes/content.ts';
import { searchRoutes } from './routes/search.ts';
import { reportVerificationRoutes } from './routes/report-verification.ts';
import { vintageChartRoutes } from './routes/vintage-charts.ts';
import { courierRoutes } from './routes/courier.ts';
import { suppliesRoutes } from './routes/supplies.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { receivingRoutes } from './routes/receiving.ts';
import { benchRoutes } from './routes/bench.ts';
import { healthRoutes } from './routes/health.ts';
import { positivePayRoutes } from './routes/positive-pay.ts';
import { paymentRoutes } from './routes/payments.ts';
import { registerPaymentJobs } from './services/payments.ts';
import { vintageTrendsRoutes } from './routes/vintage-trends.ts';
import { registerAutopayJobs } from './services/autopay.ts';
import { registerDeliveryJobs } from './services/deliveries.ts';
import { smokeImpactRoutes } from './routes/smoke-impact.ts';
import { teamRoutes } from './routes/team.ts';
import { addressRoutes } from './routes/addresses.ts';
import { faxRoutes } from './routes/faxes.ts';
import { mailedCopiesRoutes } from './routes/mailed-copies.ts';
import { deviceSessionRoutes } from './routes/device-sessions.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { harvestRoutes } from './routes/harvest.ts';
import { sampleAvaRoutes } from './routes/sample-ava.ts';
import { complianceRoutes } from './routes/compliance.ts';
import { specificationRoutes } from './routes/specifications.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { shareLinkRoutes } from './routes/share-links.ts';
import { registerStatementJobs } from './services/statements.ts';
import { apiTokenRoutes } from './routes/api-tokens.ts';
import { v1Routes } from './api-v1/routes.ts';
import { registerWebhookJobs } from './services/webhooks.ts';
import { webhookRoutes } from './routes/webhooks.ts';

export type { ProviderDeps } from './deps.ts';
export type Provider = Hono<ProviderEnv>;

/**
 * The laboratory's JSON web API: the calls the specification lists, path for path.
 * Built from its dependencies so tests (and other deployments) can swap each one.
 */
export function createProvider(deps: ProviderDeps): Provider {
  const app = new Hono<ProviderEnv>();
  // The provider's background jobs (durable: they outlive a restart); the caller starts the runner.
  const exports = exportJob(deps);
  deps.jobs.work(EXPORT_JOB, exports.run, { onFailed: exports.onFailed });
  registerPaymentJobs(deps);
  registerAutopayJobs(deps);
  registerDeliveryJobs(deps);
  registerStatementJobs(deps);
  registerWebhookJobs(deps);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  app.use('*', bodyLimit({ maxSize: 32 * 1024 * 1024, onError: (c) => c.json({ error: 'Request body is too large', code: 'too-large' }, 413) }));
  app.use('*', authenticate);

  // One sub-app per area of the specification; each declares its own full paths.
  for (const routes of [sessionRoutes, analysesRoutes, contactRoutes, contentRoutes, searchRoutes, reportVerificationRoutes, vintageChartRoutes, clientRoutes, exportRoutes, resultRoutes, batchRoutes, reportRoutes, billingRoutes]) app.route('/', routes);
  for (const routes of [authRoutes, userRoutes, notificationRoutes, locationRoutes]) app.route('/', routes);
  app.route('/', courierRoutes);
  app.route('/', suppliesRoutes);
  app.route('/', submissionRoutes);
  app.route('/', receivingRoutes);
  app.route('/', benchRoutes);
  app.route('/', healthRoutes);
  app.route('/', positivePayRoutes);
  app.route('/', paymentRoutes);
  app.route('/', vintageTrendsRoutes);
  app.route('/', smokeImpactRoutes);
  app.route('/', teamRoutes);
  app.route('/', addressRoutes);
  app.route('/', faxRoutes);
  app.route('/', mailedCopiesRoutes);
  app.route('/', deviceSessionRoutes);
  app.route('/', twoFactorRoutes);
  app.route('/', harvestRoutes);
  app.route('/', sampleAvaRoutes);
  app.route('/', complianceRoutes);
  app.route('/', specificationRoutes);
  app.route('/', deliveryRoutes);
  app.route('/', shareLinkRoutes);
  app.route('/', apiTokenRoutes);
  // The client API (/api/v1/): its own authentication, by a client's API token (api-v1/auth.ts).
  app.route('/', v1Routes as unknown as Hono<ProviderEnv>);
  app.route('/', webhookRoutes);

  app.notFound((c) => c.json({ error: 'Not found', code: 'not-found' }, 404));
  app.onError((err, c) => {
    // An exception that carries its own answer (e.g. failNotOwned's 403 naming the owner) gives it.
    if (err instanceof Refusal) return c.json(err.body(), err.status as ContentfulStatusCode);
    if (err instanceof HTTPException) return err.res ? err.getResponse() : c.json({ error: err.message || 'Request failed', code: codeOfStatus(err.status) }, err.status);
    deps.log.error('provider error', { path: c.req.path, method: c.req.method, error: err });
    return c.json({ error: 'Something went wrong on our side. Please try again.', code: 'internal' }, 500);
  });
  return app;
}
