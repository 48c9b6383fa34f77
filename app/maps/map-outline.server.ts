/**
 * The land of a server-drawn location map: the western states' outlines (app/maps/west-states.server.ts,
 * public-domain Census boundaries) projected as the pins are (ui/location-map.tsx `fitProjection`),
 * as one SVG path. Drawn on the server so the boundary data never travels to the browser: only
 * the path of what the map shows, points clamped to a margin around the box and merged to whole
 * pixels (a few KB).
 */
import { MAP_SIZE, fitProjection, type MapPin } from '../ui/location-map.tsx';
import { WEST_STATES } from './west-states.server.ts';

const MARGIN = 20;

export function mapOutline(pins: Pick<MapPin, 'latitude' | 'longitude'>[]): string {
  if (!pins.length) return '';
  const project = fitProjection(pins);
  const { width, height } = MAP_SIZE;
  const clamp = (v: number, max: number) => Math.round(Math.min(max + MARGIN, Math.max(-MARGIN, v)));
  const parts: string[] = [];
  for (const rings of Object.values(WEST_STATES)) {
    for (const ring of rings) {
      const pts: [number, number][] = [];
      let inside = false;
      for (let i = 0; i < ring.length; i += 2) {
        const { x, y } = project(ring[i], ring[i + 1]);
        if (x >= -MARGIN && x <= width + MARGIN && y >= -MARGIN && y <= height + MARGIN) inside = true;
        const p: [number, number] = [clamp(x, width), clamp(y, height)];
        const last = pts[pts.length - 1];
        if (!last || last[0] !== p[0] || last[1] !== p[1]) pts.push(p);
      }
      // A ring wholly off the map is left out (its clamped points would only trace the edge); a ring
      // around the map (the map inside one state) has its corners inside the clamped shape.
      if ((!inside && !aroundMap(pts)) || pts.length < 3) continue;
      parts.push(`M${pts.map(([x, y]) => `${x},${y}`).join('L')}Z`);
    }
  }
  return parts.join('');
}

/** Whether the clamped ring reaches all four edges of the margin: the map lies inside it. */
function aroundMap(pts: [number, number][]): boolean {
  const { width, height } = MAP_SIZE;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return Math.min(...xs) <= -MARGIN && Math.max(...xs) >= width + MARGIN && Math.min(...ys) <= -MARGIN && Math.max(...ys) >= height + MARGIN;
}
