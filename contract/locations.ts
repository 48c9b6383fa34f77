/**
 * Contract of the lab locations (document 1 §7 "Locations"): laboratories and dropboxes with their
 * weekly hours, optionally sorted by distance. The open-state rule: contract/lab-hours.ts.
 */
import { z } from 'zod';

export const locationsQuery = z.object({
  /** a location type, or `lab` for every laboratory (primary and satellite) */
  type: z.enum(['primary_lab', 'satellite_lab', 'dropbox', 'lab']).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
});

export const locationHours = z.object({
  day: z.number(),
  dayName: z.string(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  openOnDay: z.boolean(),
});
export type LocationHours = z.infer<typeof locationHours>;

export const location = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.enum(['primary_lab', 'satellite_lab', 'dropbox']),
  name: z.string(),
  state: z.string(),
  city: z.string(),
  street_1: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  jsonGeocodeAddress: z.object({ latitude: z.number(), longitude: z.number() }),
  imageName: z.string().nullable(),
  description: z.string().nullable(),
  hours: z.array(locationHours),
  /** miles from the given lat/long (only when both were given) */
  distance: z.number().optional(),
  /** only for a signed-in caller (document 1 §6) */
  securityCode: z.string().nullable().optional(),
  accessDescription: z.string().nullable().optional(),
});
export type Location = z.infer<typeof location>;
export const locationsResponse = z.object({ locations: z.array(location) });
