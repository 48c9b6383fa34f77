/**
 * Writes app/maps/west-states.server.ts from us-atlas (ISC; U.S. Census Bureau cartographic
 * boundaries, public domain). Not a dependency of the product: run it where us-atlas@3 and
 * topojson-client@3 are installed: in a scratch folder, `npm i us-atlas@3.0.1 topojson-client@3.1.0`,
 * copy this file there and run `node map-outline.mjs node_modules/us-atlas/states-10m.json
 * <product>/app/maps/west-states.server.ts`.
 */
import fs from 'node:fs';
import { feature } from 'topojson-client';
const topo = JSON.parse(fs.readFileSync(process.argv[2] ?? 'node_modules/us-atlas/states-10m.json', 'utf8'));
const states = feature(topo, topo.objects.states);
const want = { '06': 'CA', '41': 'OR', '53': 'WA', '32': 'NV', '16': 'ID', '04': 'AZ' };
const out = {};
for (const f of states.features) {
  const code = want[f.id];
  if (!code) continue;
  const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  const rings = [];
  for (const poly of polys) {
    const ring = poly[0];
    const pts = [];
    let last = null;
    for (const [lon, lat] of ring) {
      const p = [Math.round(lon * 1000) / 1000, Math.round(lat * 1000) / 1000];
      if (last && Math.abs(p[0] - last[0]) < 0.004 && Math.abs(p[1] - last[1]) < 0.004) continue;
      pts.push(p); last = p;
    }
    if (pts.length >= 4) rings.push(pts.flat());
  }
  out[code] = rings;
}
const body = Object.entries(out).map(([k, rings]) => `  ${k}: [\n${rings.map((r) => `    [${r.join(',')}],`).join('\n')}\n  ],`).join('\n');
const target = process.argv[3];
const head = fs.readFileSync(target, 'utf8').split('export const WEST_STATES')[0];
fs.writeFileSync(target, `${head}export const WEST_STATES: Record<string, number[][]> = {\n${body}\n};\n`);
