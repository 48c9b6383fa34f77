#!/usr/bin/env node
/**
 * Compiles server.ts (the HTTP shell, the embedded provider, lib/) into one ES module,
 * `${BUILD_DIR:-build}/node/server.mjs`, run by `npm start` / `npm run serve` and the bench with
 * plain `node`. Packages stay imports of node_modules; the React Router build is still
 * loaded from BUILD_DIR at run time. Running the TypeScript through tsx in production cost ~190 MB
 * of resident memory (its loader thread and transforms: 364 MB at start against 175 MB compiled)
 * and the transform time at every start. `npm run dev` and the tests keep running server.ts
 * through tsx (the source as it is); tests/integration/compiled-server.test.ts starts this file.
 */
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, process.env.BUILD_DIR || 'build', 'node', 'server.mjs');
await build({
  entryPoints: [path.join(root, 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`server compiled: ${path.relative(root, outfile)}`);
