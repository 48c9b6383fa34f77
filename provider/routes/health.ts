/**
 * Health for load balancers and orchestrators: `GET /healthz` says the process
 * answers (nothing else is touched); `GET /readyz` says this provider can serve: its database
 * answers and every listed migration has run. A node that is not ready answers 503, so a load
 * balancer sends it no traffic (during a deploy's migration, or when the database is gone).
 */
import { Hono } from 'hono';
import { ping } from '../db/connect.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { ProviderEnv } from '../http.ts';

export const healthRoutes = new Hono<ProviderEnv>();

healthRoutes.get('/healthz', (c) => c.json({ alive: true as const }));

healthRoutes.get('/readyz', async (c) => {
  const { db, log } = c.var.deps;
  try {
    await ping(db);
  } catch (error) {
    log.warn('readiness: the database does not answer', { error: String(error) });
    return c.json({ ready: false as const, reason: 'The database does not answer.' }, 503);
  }
  const pending = await pendingMigrations(db);
  if (pending.length) return c.json({ ready: false as const, reason: `Migrations not yet run: ${pending.join(', ')}` }, 503);
  return c.json({ ready: true as const });
});
