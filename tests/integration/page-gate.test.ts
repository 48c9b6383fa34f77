/**
 * PAGE_CONCURRENCY: a node renders that many page requests at once and the others wait
 * their turn. With one at a time, a burst of pages is still answered in full, a visitor who leaves
 * while waiting does not hold the line, and the API (not gated) answers meanwhile.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, hasBuild, request, startServer } from '../helpers/server.ts';

describe.skipIf(!hasBuild)('pages wait their turn under PAGE_CONCURRENCY', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ PAGE_CONCURRENCY: '1' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  it('answers a burst of 24 page requests, each with its own page', async () => {
    const paths = ['/', '/analyses/all-analyses', '/login', '/no-such-page'];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => request(server.base, paths[i % paths.length])));
    answers.forEach((a, i) => {
      expect(a.status, paths[i % paths.length]).toBe(paths[i % paths.length] === '/no-such-page' ? 404 : 200);
      expect(a.text).toContain('</html>');
    });
    expect(answers[2].text).toMatch(/type="password"/);
  });

  it('lets the next visitor in when one who was waiting goes away', async () => {
    const leaving = Array.from({ length: 6 }, () => {
      const req = http.get(`${server.base}/analyses/all-analyses`);
      req.on('error', () => undefined);
      return req;
    });
    const staying = request(server.base, '/');
    for (const req of leaving) req.destroy();
    const a = await staying;
    expect(a.status).toBe(200);
    expect((await request(server.base, '/login')).status).toBe(200);
    expect((await request(server.base, '/api/analyses.json?limit=1')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
