/**
 * The portal context, on the dashboard layout: resolves `{ user, client, role, access }`
 * once per request for every page, action and file below /dashboard (a signed-out visitor goes to
 * login, a user without an active client to the launchpad), so each page asks only
 * `requireAccess(context, request, gate)` (app/models/gate.server.ts).
 */
import type { MiddlewareFunction } from 'react-router';
import { portalContext, resolvePortal } from '../models/gate.server.ts';

export const portalMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(portalContext, await resolvePortal(context, request));
  return next();
};
