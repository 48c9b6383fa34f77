/**
 * GET /locations.json (document 1 §7): laboratories and sample dropboxes with their opening
 * hours. Query: `type` (primary_lab, satellite_lab, dropbox, or `lab` for both kinds of
 * laboratory), `lat` and `long` (both given: sorted nearest first, each with its `distance` in
 * miles). Dropbox security codes and access descriptions only reach a signed-in caller (§6).
 *
 * Written for the nearest-lab widget of the site shell; the locations page
 * reuses this route as it is.
 */
import { Hono } from 'hono';
import { locationsQuery } from '../../contract/locations.ts';
import { type ProviderEnv, readQuery } from '../http.ts';
import { listLocations } from '../repositories/locations.ts';

export const locationRoutes = new Hono<ProviderEnv>();

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TYPE_ORDER = { primary_lab: 0, satellite_lab: 1, dropbox: 2 } as const;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

locationRoutes.get('/locations.json', async (c) => {
  const { db } = c.var.deps;
  const { type, lat, long } = readQuery(c, locationsQuery);
  const rows = await listLocations(db, type);
  const signedIn = !!c.var.user;
  const near = lat !== undefined && long !== undefined;
  const locations = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    type: r.type,
    name: r.name,
    state: r.state,
    city: r.city,
    street_1: r.street_1,
    postalCode: r.postalCode,
    country: r.country,
    phone: r.phone,
    jsonGeocodeAddress: { latitude: r.latitude, longitude: r.longitude },
    imageName: r.imageName,
    description: r.description,
    hours: r.hours.map((h) => ({ day: h.day, dayName: h.dayName || DAY_NAMES[h.day], openTime: h.openTime, closeTime: h.closeTime, openOnDay: !!h.openOnDay })),
    ...(near ? { distance: Math.round(distanceMiles(lat, long, r.latitude, r.longitude) * 10) / 10 } : {}),
    ...(signedIn ? { securityCode: r.securityCode, accessDescription: r.accessDescription } : {}),
  }));
  locations.sort((a, b) =>
    near ? a.distance! - b.distance! : TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.name.localeCompare(b.name),
  );
  c.header('Cache-Control', signedIn ? 'private, no-store' : 'public, max-age=600');
  return c.json({ locations });
});
