import { Hono } from 'hono';
import { type ProviderEnv, currentUser, requireUser } from '../http.ts';

/** Session liveness (the app polls it every 60 s while signed in). */
export const sessionRoutes = new Hono<ProviderEnv>();

sessionRoutes.get('/auth-ping.json', requireUser, (c) => {
  const user = currentUser(c);
  return c.json({ success: true, userId: user.id });
});
