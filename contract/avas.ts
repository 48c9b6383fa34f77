/**
 * The American Viticultural Areas a wine, juice or grape sample can come from (`samples.ava`,
 * `submission_samples.ava`): the laboratory's own list (the vintage portal's regions are among
 * them), grouped by state in the pickers. A sample's AVA is the region its results count in on the
 * vintage portal ("your results"). Set on the order, on the sample's page afterwards, and by the
 * receiving desk; every body carrying one is checked against this list.
 *
 *   GET, PUT /clients/{clientId}/samples/{id}/ava.json   a results sample's AVA (null: not known)
 */
import { z } from 'zod';

export const AVAS = [
  { name: "Napa Valley", state: "CA" },
  { name: "Oakville", state: "CA" },
  { name: "Rutherford", state: "CA" },
  { name: "St. Helena", state: "CA" },
  { name: "Stags Leap District", state: "CA" },
  { name: "Coombsville", state: "CA" },
  { name: "Howell Mountain", state: "CA" },
  { name: "Los Carneros", state: "CA" },
  { name: "Sonoma Coast", state: "CA" },
  { name: "Russian River Valley", state: "CA" },
  { name: "Alexander Valley", state: "CA" },
  { name: "Dry Creek Valley", state: "CA" },
  { name: "Sonoma Valley", state: "CA" },
  { name: "Anderson Valley", state: "CA" },
  { name: "Lodi", state: "CA" },
  { name: "Sierra Foothills", state: "CA" },
  { name: "Santa Cruz Mountains", state: "CA" },
  { name: "Santa Lucia Highlands", state: "CA" },
  { name: "Paso Robles", state: "CA" },
  { name: "Edna Valley", state: "CA" },
  { name: "Sta. Rita Hills", state: "CA" },
  { name: "Willamette Valley", state: "OR" },
  { name: "Dundee Hills", state: "OR" },
  { name: "Eola-Amity Hills", state: "OR" },
  { name: "Yamhill-Carlton", state: "OR" },
  { name: "Chehalem Mountains", state: "OR" },
  { name: "Umpqua Valley", state: "OR" },
  { name: "Rogue Valley", state: "OR" },
  { name: "Columbia Gorge", state: "OR/WA" },
  { name: "Columbia Valley", state: "WA/OR" },
  { name: "Yakima Valley", state: "WA" },
  { name: "Red Mountain", state: "WA" },
  { name: "Horse Heaven Hills", state: "WA" },
  { name: "Wahluke Slope", state: "WA" },
  { name: "Walla Walla Valley", state: "WA/OR" },
] as const;

export type AvaName = (typeof AVAS)[number]['name'];
export const AVA_NAMES = AVAS.map((a) => a.name) as [AvaName, ...AvaName[]];

/** The states the pickers group the AVAs by, in this order (an AVA spanning two is listed under the first). */
export const AVA_STATES = ['CA', 'OR', 'WA'] as const;

/**
 * An AVA from the list, or none (null or absent: not known; a form's empty choice arrives absent,
 * conform turning '' into undefined). The message is the portal's translation key.
 */
export const optionalAva = z
  .enum(AVA_NAMES, { error: 'sampleAva.unknown' })
  .nullish()
  .transform((v): AvaName | null => v ?? null);

/** PUT /clients/{clientId}/samples/{id}/ava.json */
export const sampleAvaBody = z.object({ ava: optionalAva });

/** GET and PUT answers: the sample's AVA; `applies`: false when the sample's type has none (not wine, juice or grapes). */
export const sampleAvaResponse = z.object({ sampleId: z.number().int(), ava: z.string().nullable(), applies: z.boolean().optional() });
