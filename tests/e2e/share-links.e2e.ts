/**
 * Share links journeys, without and with JavaScript, axe on every page: a Full User shares a
 * sample's report from its page, a buyer opens the link in a fresh browser (no account, no site
 * navigation) and sees who shared it and the results; the opening shows on the share page; the
 * user revokes the link and the buyer's next opening says so and nothing else; then an export
 * pack for one market is shared and the buyer sees its checks and its PDF button.
 */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';
import { withServerDb } from './database.ts';
import { reportedSample } from '../helpers/samples.ts';
import { randomBytes } from 'node:crypto';
import { SHARE_LIMITS } from '../../contract/share-links.ts';

journeys('share links', (tools) => {
  const { js, open, submit, visit } = tools;

  it('shares a report, the buyer opens it in a fresh browser, then the link is revoked', async () => {
    // A reported sample of a Completed batch of Napa Ridge Cellars, with a report of its own.
    const sample = await withServerDb((db) => reportedSample(db, js ? 'desc' : 'asc'));
    const page = await open(undefined, { viewport: { width: 1280, height: 900 }, as: 'full@example.com' });
    await visit(page, `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}`);
    await submit(page, page.getByRole('link', { name: 'Share this report with a buyer or importer' }));
    await page.getByLabel('Link valid for').selectOption('7');
    await submit(page, page.getByRole('button', { name: 'Create share link' }));
    const url = await page.locator('#share-url').inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(url).pathname;

    const buyer = await open(undefined, { viewport: { width: 390, height: 800 } });
    const shown = await visit(buyer, path);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()['x-robots-tag']).toContain('noindex');
    expect(shown?.headers()['referrer-policy']).toBe('same-origin');
    await expect.poll(() => buyer.getByRole('heading', { name: `Lab report of sample ${sample.friendlyNumber}` }).count()).toBe(1);
    expect(await buyer.locator('main').textContent()).toMatch(/Shared by .+ of Napa Ridge Cellars, until/);
    expect(await buyer.locator('header, nav').count()).toBe(0);
    expect(await buyer.locator('.shared-results tbody tr').count()).toBeGreaterThan(0);
    expect(await buyer.getByRole('button', { name: 'Download the report (PDF)' }).count()).toBe(1);

    // The opening is listed; the newest link is first.
    await visit(page, `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}/share`);
    const card = page.locator('.share-link').first();
    expect(await card.textContent()).toContain('Opened 1 time');
    await submit(page, card.getByRole('button', { name: 'Revoke now' }));
    await expect.poll(() => page.getByText('The link is revoked: it no longer shows anything.').count()).toBe(1);

    const gone = await visit(buyer, path);
    expect(gone?.status()).toBe(410);
    expect(await buyer.locator('main').textContent()).toContain('This link has been revoked by the person who shared it.');
    expect(await buyer.locator('table').count()).toBe(0);

    // The export pack for one market: its checks, the guide line, its PDF; nothing to order.
    await page.getByLabel('What the link shows').selectOption('EU');
    await submit(page, page.getByRole('button', { name: 'Create share link' }));
    const packPath = new URL(await page.locator('#share-url').inputValue()).pathname;
    expect((await visit(buyer, packPath))?.status()).toBe(200);
    await expect.poll(() => buyer.getByRole('heading', { name: `Export pack for European Union: sample ${sample.friendlyNumber}` }).count()).toBe(1);
    expect(await buyer.locator('main').textContent()).toContain('not legal advice');
    expect(await buyer.getByRole('button', { name: 'Download the export pack (PDF)' }).count()).toBe(1);
    expect(await buyer.locator('input[name="intent"][value="order-missing"]').count()).toBe(0);
  });

  it('a sample with as many open links as it may have: the form says why, and with JavaScript the summary takes the focus', async () => {
    const sample = await withServerDb((db) => reportedSample(db, js ? 'desc' : 'asc'));
    // the sample's open links up to the cap, made as the form would (only their hashes are kept)
    await withServerDb(async (db) => {
      const { id, clientId } = await db.selectFrom('samples').select(['id', 'clientId']).where('friendlyNumber', '=', sample.friendlyNumber).executeTakeFirstOrThrow();
      const user = await db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
      const now = new Date();
      for (let i = 0; i < SHARE_LIMITS.activePerSample; i++) {
        await db.insertInto('share_links').values({
          clientId, sampleId: id, kind: 'report', market: null, tokenHash: randomBytes(32).toString('hex'), passcodeHash: null,
          expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(), revokedAt: null, createdBy: user.id, sharedByName: 'Full User', createdAt: now.toISOString(),
        }).execute();
      }
    });
    const page = await open(undefined, { viewport: { width: 390, height: 800 }, as: 'full@example.com' });
    await visit(page, `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}/share`);
    await page.getByLabel('Link valid for').selectOption('7');
    await submit(page, page.getByRole('button', { name: 'Create share link' }));
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain(`This sample already has ${SHARE_LIMITS.activePerSample} open share links, the most it may have at once.`);
    expect(await page.locator('#share-url').count()).toBe(0);
    // what was chosen is kept
    expect(await page.getByLabel('Link valid for').inputValue()).toBe('7');
    if (js) await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
  });
});
