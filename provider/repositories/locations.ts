/**
 * Laboratories and sample dropboxes with their opening hours. Plain functions taking
 * the database first.
 */
import type { DB } from '../db/connect.ts';
import type { LocationsTable } from '../db/types.ts';

/** Locations of a kind (`lab`: both kinds of laboratory; none: every kind), each with its hours by day. */
export async function listLocations(db: DB, type?: LocationsTable['type'] | 'lab') {
  let query = db.selectFrom('locations').selectAll();
  if (type === 'lab') query = query.where('type', 'in', ['primary_lab', 'satellite_lab']);
  else if (type) query = query.where('type', '=', type);
  const rows = await query.execute();
  const hours = rows.length
    ? await db.selectFrom('location_hours').selectAll().where('locationId', 'in', rows.map((r) => r.id)).orderBy('day').execute()
    : [];
  return rows.map((r) => ({ ...r, hours: hours.filter((h) => h.locationId === r.id) }));
}
