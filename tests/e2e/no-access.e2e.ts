/**
 * The no-access page, without and with JavaScript: a link to a
 * sample of another of the user's clients keeps the sign-in, says so, and switches to that client.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, inject, it } from 'vitest';
import { signInTo } from './database.ts';
import { journeys } from './support.ts';

journeys('no access', ({ open, submit, login, visit }) => {
  it('answers a link to a sample of another client with no access and a switch to that client', async () => {
    // The owner works in Napa Ridge Cellars (the last client) and is also Willamette Hollow's administrator.
    await signInTo('owner@example.com', 'C10234');
    const page = await open();
    await login(page, 'owner@example.com');
    const db = new Database(path.join(inject('dataDir'), 'lab.sqlite'), { readonly: true });
    const sample = db
      .prepare("select s.friendlyNumber, s.batchId from samples s join clients c on c.id = s.clientId where c.code = 'C10871' order by s.id desc limit 1")
      .get() as { friendlyNumber: string; batchId: number };
    db.close();
    const response = await visit(page, `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}`);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole('heading', { name: 'No access', level: 1 }).count()).toBe(1);
    expect(await page.getByText('You are still signed in').count()).toBe(1);

    await submit(page, page.getByRole('button', { name: 'Switch to Willamette Hollow Vineyards' }));
    // Willamette Hollow asks its administrator to re-sign the agreement before any result shows.
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
    await expect.poll(() => page.locator('.sidebar-client').textContent()).toContain('Willamette Hollow Vineyards');

    // Back to Napa Ridge for the journeys that follow (the last client is saved).
    await page.locator('.account-menu summary').click();
    await submit(page, page.locator('.account-menu').getByRole('button', { name: /Napa Ridge Cellars/ }));
    await expect.poll(() => page.locator('.sidebar-client').textContent()).toContain('Napa Ridge Cellars');
  });
});
