/**
 * Expected refusals are not errors: a POST from another origin (refused by React Router before
 * the root middleware for a page, by the middleware's own check for a route without one), a bad
 * CSRF token, a body too large (413), a body of the wrong kind (415) and a method pages do not
 * take (405) are answered with their status and logged as at most one line at warning level:
 * never at error level, never with a stack trace.
 */
import { describe, expect, it } from 'vitest';
import { FORM_LIMIT } from '../../server/limits.ts';
import { Browser, type Server, request, serverForTests } from '../helpers/server.ts';

/** The JSON lines the server wrote since `from` (anything else it wrote too, as text). */
function linesSince(server: Server, from: number): string[] {
  return server.output().slice(from).split('\n').filter((l) => l.trim());
}

function expectNoErrorLog(lines: string[]) {
  for (const line of lines) {
    expect(line, 'logged at error level').not.toMatch(/"level":"error"/);
    expect(line, 'a stack trace').not.toMatch(/"stack"|\\n\s+at |^\s+at /);
  }
}

describe('expected refusals in the log', () => {
  const server = serverForTests({ LOG_LEVEL: 'info' });

  it('a cross-origin POST to a page: 400 as before, one warning line, no stack', async () => {
    const cases = [['/login', 'https://evil.example'], ['/contact-us', 'https://evil.example'], ['/dashboard/results', 'https://evil.example'], ['/login', 'not a url']];
    for (const [path, origin] of cases) {
      const from = server.output().length;
      const a = await request(server.base, path, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.c&password=x' });
      expect(a.status, path).toBe(400);
      await new Promise((r) => setTimeout(r, 50));
      const lines = linesSince(server, from);
      expectNoErrorLog(lines);
      const warnings = lines.filter((l) => /"level":"warn"/.test(l));
      expect(warnings, path).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 'warn', msg: 'cross-origin request refused', path, origin });
    }
  });

  it('a cross-origin POST to a route without a page, a bad CSRF token, 413, 415 and 405: their status, no error log', async () => {
    const from = server.output().length;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const path of ['/active-client', '/logout', '/notifications/1/dismiss']) {
      expect((await request(server.base, path, { method: 'POST', headers: { ...form, origin: 'https://evil.example' }, body: 'a=b' })).status, path).toBe(403);
    }
    const browser = new Browser();
    await browser.token(server, '/login');
    expect((await browser.go(server, '/login', { form: { csrf: 'not-the-token', email: 'a@b.c', password: 'x' } })).status).toBe(403);
    expect((await request(server.base, '/login', { method: 'POST', headers: { ...form, 'content-length': String(FORM_LIMIT + 1) } })).status).toBe(413);
    expect((await request(server.base, '/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' })).status).toBe(415);
    expect((await request(server.base, '/login', { method: 'PROPFIND' })).status).toBe(405);
    await new Promise((r) => setTimeout(r, 50));
    expectNoErrorLog(linesSince(server, from));
    expect((await request(server.base, '/')).status).toBe(200);
  });
});
