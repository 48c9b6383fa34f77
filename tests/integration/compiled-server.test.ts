/**
 * The compiled server and its source: `npm run build` compiles server.ts into
 * BUILD_DIR/node/server.mjs, which `npm start`, `npm run serve`, the bench and
 * the other tests' servers run with plain node. This one runs server.ts itself through tsx (as it
 * is before compiling) and proves it is the same server: it migrates and seeds an empty database,
 * serves pages, its static files and the provider API, signs a user in, and stops cleanly.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVER, type Server, request, startServer } from '../helpers/server.ts';

describe.skipIf(!fs.existsSync(COMPILED_SERVER))('server.ts run through tsx, as the compiled server', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: '1' }, { source: true, emptyDatabase: true });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  it('serves pages, assets and the API from one seeded database', async () => {
    const home = await request(server.base, '/');
    expect(home.status).toBe(200);
    const asset = home.text.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const js = await request(server.base, asset!);
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    const analyses = await request(server.base, '/api/analyses.json?limit=3');
    expect(analyses.status).toBe(200);
    expect(JSON.parse(analyses.text).analyses.length).toBe(3);
    expect((await request(server.base, '/analyses/all-analyses')).text).toMatch(/<table/);
  });

  it('signs a demo user in through the API', async () => {
    const login = await request(server.base, '/api/login.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'full@example.com', password: 'harvest-2026' } }),
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.text).token).toBeTruthy();
  });

  it('stops on SIGTERM with exit code 0', async () => {
    expect(await server.stop()).toBe(0);
  });
});
