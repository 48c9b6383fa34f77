/**
 * Nothing a user relies on lives in one web node's memory. A change made
 * through another node reaches the provider's database only; these tests make it there
 * directly and show the next page of this node reflects it at once (before, the account was
 * cached 60 s, the dashboard banners 60 s and a signed-in user's notifications 3 min per node).
 * The same across real processes: tests/integration/several-nodes.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';

let app: TestApp | undefined;
afterEach(async () => {
  if (app) await closeProvider(app.provider);
  app = undefined;
});

async function ownerOnNapa() {
  app = await testApp({ seed: true });
  expect((await app.post('/login', { email: 'owner@example.com', password: 'harvest-2026' })).res.status).toBe(303);
  const db = app.provider.db;
  const napa = await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
  await app.post('/active-client', { clientId: String(napa.id) });
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
  return { app, db, napa, owner };
}

describe('a change made on another node shows on the next page here', () => {
  it('a member removed from a client loses it at once (the account is read per request)', async () => {
    const { app, db, owner } = await ownerOnNapa();
    expect((await app.get('/dashboard/results')).html).toContain('Willamette Hollow Vineyards');
    const willamette = await db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow();
    await db.deleteFrom('memberships').where('clientId', '=', willamette.id).where('userId', '=', owner.id).execute();
    const { res, html } = await app.get('/dashboard/results');
    expect(res.status).toBe(200);
    expect(html).not.toContain('Willamette Hollow Vineyards');
  });

  it('going paperless removes the banner at once', async () => {
    const { app, db, napa } = await ownerOnNapa();
    expect((await app.get('/dashboard/results')).html).toMatch(/<button[^>]*>Go paperless<\/button>/);
    await db.updateTable('clients').set({ receivesMailedDocuments: 0 }).where('id', '=', napa.id).execute();
    expect((await app.get('/dashboard/results')).html).not.toMatch(/<button[^>]*>Go paperless<\/button>/);
  });

  it('a notification the user dismissed stays dismissed', async () => {
    const { app, db, owner } = await ownerOnNapa();
    expect((await app.get('/dashboard/results')).html).toContain('Thanksgiving holiday hours');
    const n = await db.selectFrom('notifications').select('id').where('title', '=', 'Thanksgiving holiday hours').executeTakeFirstOrThrow();
    await db.insertInto('notification_acks').values({ notificationId: n.id, userId: owner.id, createdAt: new Date().toISOString() }).execute();
    expect((await app.get('/dashboard/results')).html).not.toContain('Thanksgiving holiday hours');
  });
});
