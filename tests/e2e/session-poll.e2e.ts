/**
 * The session poll (document 1 §4): with JavaScript, a signed-in page asks every 60 s whether the
 * sign-in still holds and goes to login (and back afterwards) once it has ended. Without
 * JavaScript there is no poll: the next request finds the session gone (tested in auth.e2e.ts).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, inject, it } from 'vitest';
import { journeys } from './support.ts';

journeys('session poll', ({ js, open, login }) => {
  it.skipIf(!js)('goes to login within a minute of the session ending, and comes back after', async () => {
    const page = await open();
    await page.clock.install();
    await login(page, 'reporting@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    const here = new URL(page.url());
    // End every session of the account on the server, as an expiry or a password reset would.
    const db = new Database(path.join(inject('dataDir'), 'lab.sqlite'));
    db.prepare("delete from tokens where kind = 'session' and userId = (select id from users where email = ?)").run('reporting@example.com');
    db.close();
    await page.clock.runFor(61_000);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(here.pathname + here.search);
  });
});
