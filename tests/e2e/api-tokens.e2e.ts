/**
 * API tokens and the API reference, without and with JavaScript: the client's Administrator
 * creates a token in client settings (a form without a scope refused with the reason), sees its
 * secret once, calls /api/v1/ with it, finds its use on the list, and revokes it, after which the
 * API refuses it. The public API reference renders the document's calls with their examples.
 */
import { expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { signInTo, withServerDb } from './database.ts';
import { API_TOKEN_LIMITS } from '../../contract/api-tokens.ts';
import { baseURL, journeys } from './support.ts';

const PATH = '/dashboard/client-settings/api-tokens';

journeys('api tokens', ({ js, open, visit, submit, login }) => {
  it('creates a token, shows it once, lists its use and revokes it', async () => {
    const name = `Cellar sync ${js ? 'js' : 'nojs'}`;
    await signInTo('owner@example.com', 'C10234');
    const page = await open('/');
    await login(page, 'owner@example.com');
    await visit(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    const form = page.locator('#create-token');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel(/results:read/).uncheck();
    await submit(page, form.getByRole('button', { name: 'Create token' }));
    await page.locator('.error-summary').waitFor();
    expect(await page.locator('.error-summary').textContent()).toContain('Choose at least one scope.');
    expect(await form.getByLabel('Name').inputValue()).toBe(name);
    await form.getByLabel(/results:read/).check();
    await form.getByLabel('Expiry').selectOption('30');
    await submit(page, form.getByRole('button', { name: 'Create token' }));
    const secret = (await page.locator('#token-secret').textContent())!;
    expect(secret).toMatch(/^labk_/);

    const call = () => fetch(`${baseURL()}/api/v1/results?limit=1`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await call()).status).toBe(200);
    await visit(page, PATH);
    expect(await page.locator('#token-secret').count()).toBe(0);
    const tokens = page.locator('section[aria-labelledby="tokens-title"]');
    const row = tokens.locator('tr', { hasText: name });
    expect(await row.textContent()).toContain('results:read');
    expect(await page.locator('section[aria-labelledby="calls-title"] tr', { hasText: name }).first().textContent()).toContain('GET /api/v1/results');

    await submit(page, row.getByRole('button', { name: `Revoke: ${name}` }));
    expect(await page.getByText('The token is revoked: it no longer works.').count()).toBe(1);
    expect(await tokens.locator('tr', { hasText: name }).count()).toBe(0);
    expect((await call()).status).toBe(401);
  });

  it('a client holding as many tokens as it may: the form says why and keeps what was typed', async () => {
    const filler = `Filler ${js ? 'js' : 'nojs'}`;
    const client = await withServerDb((db) => db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow());
    // the client's live tokens up to the cap (only hashes are kept, so any will do)
    await withServerDb(async (db) => {
      const live = Number((await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll().as('n')).where('clientId', '=', client.id).where('revokedAt', 'is', null).executeTakeFirstOrThrow()).n);
      for (let i = live; i < API_TOKEN_LIMITS.livePerClient; i++) {
        await db.insertInto('api_tokens').values({
          clientId: client.id, name: `${filler} ${i}`, tokenHash: randomBytes(32).toString('hex'), scopes: 'results:read', allowedIps: '', createdBy: null, createdByEmail: null, createdAt: new Date().toISOString(), expiresAt: null,
        }).execute();
      }
    });
    try {
      await signInTo('owner@example.com', 'C10234');
      const page = await open('/');
      await login(page, 'owner@example.com');
      await visit(page, PATH);
      const form = page.locator('#create-token');
      await form.getByLabel('Name').fill('One too many');
      await submit(page, form.getByRole('button', { name: 'Create token' }));
      await expect.poll(async () => (await page.locator('.error-summary').textContent()) ?? '').toContain(`This client already holds ${API_TOKEN_LIMITS.livePerClient} API tokens, the most it may hold at once.`);
      expect(await form.getByLabel('Name').inputValue()).toBe('One too many');
      expect(await page.locator('#token-secret').count()).toBe(0);
    } finally {
      // the next journeys create tokens of their own
      await withServerDb((db) => db.updateTable('api_tokens').set({ revokedAt: new Date().toISOString(), revokedBy: 'test' }).where('name', 'like', `${filler} %`).execute());
    }
  });

  it('opens the API reference', async () => {
    const page = await open('/api-reference');
    await page.getByRole('heading', { level: 1, name: 'Client API reference' }).waitFor();
    const results = page.locator('section#listResults');
    expect(await results.textContent()).toContain('GET /api/v1/results');
    expect(await results.locator('pre').first().textContent()).toContain('Authorization: Bearer');
    expect(await results.locator('pre').last().textContent()).toContain('"nextCursor"');
    // the calls' long paths wrap on a phone
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
