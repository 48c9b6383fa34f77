import { z } from 'zod';
import type { Route } from './+types/nearest-lab';
import { locationsResponse } from '../../../contract/locations.ts';
import { servicesContext } from '../../context.ts';
import { nearestLabOf } from '../../models/header-footer.server.ts';

const query = z.object({ lat: z.coerce.number().min(-90).max(90), long: z.coerce.number().min(-180).max(180) });

/**
 * The nearest laboratory to a position (JSON, for the nearest-lab widget once the browser
 * knows where it is): GET locations.json with lat and long, its open state on the Pacific clock.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { provider, clock } = context.get(servicesContext);
  const url = new URL(request.url);
  const parsed = query.safeParse({ lat: url.searchParams.get('lat'), long: url.searchParams.get('long') });
  if (!parsed.success) return Response.json({ error: 'lat and long are required' }, { status: 400 });
  const res = await provider(`/locations.json?type=lab&lat=${parsed.data.lat}&long=${parsed.data.long}`, { headers: { accept: 'application/json' } });
  if (!res.ok) return Response.json({ lab: null }, { status: 502 });
  const [nearest] = locationsResponse.parse(await res.json()).locations;
  return Response.json({ lab: nearest ? nearestLabOf(nearest, clock.now()) : null }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
