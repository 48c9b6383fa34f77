/**
 * The session poll (document 1 §4): with JavaScript, a signed-in page asks every 60 s whether the
 * sign-in still holds and goes to login (and back afterwards) once it has ended. Without
 * JavaScript there is no poll: the next request finds the session gone (tested in auth.e2e.ts).
 */
import { expect, it } from 'vitest';
import { withServerDb } from './database.ts';
import { journeys } from './support.ts';

journeys('session poll', ({ js, open, login }) => {
  it.skipIf(!js)('goes to login within a minute of the session ending, and comes back after', async () => {
    // a fake clock stays with its browser context: one of its own, not handed to another test
    const page = await open(undefined, { own: true });
    await page.clock.install();
    await login(page, 'reporting@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    const here = new URL(page.url());
    // End every session of the account on the server, as an expiry or a password reset would.
    await withServerDb((db) =>
      db
        .deleteFrom('tokens')
        .where('kind', '=', 'session')
        .where('userId', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', 'reporting@example.com'))
        .execute(),
    );
    await page.clock.runFor(61_000);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(here.pathname + here.search);
  });
});
