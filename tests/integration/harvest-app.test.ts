/**
 * Harvest planning through the app's request handler (a browser without JavaScript): the
 * blocks section of client settings (add with the form's checks, edit, delete after a
 * confirmation; read-only for a Full User), the harvest page (blocks in picking order, latest
 * values, the chart, each kind of forecast; who sees it) and the sample page's block form.
 */
import { describe, expect, it } from 'vitest';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const NOW = '2026-09-20T17:00:00.000Z';
const SETTINGS = '/dashboard/client-settings';
const { as: signedIn } = appsPerTest({ now: NOW });
const block = { intent: 'block-add', name: 'South Block', vineyard: 'Coombsville', varietal: 'Syrah', acres: '3.5', targetBrix: '', taMax: '6.8', phMin: '', phMax: '' };

describe('blocks in client settings', () => {
  it('lists the blocks with their targets; the Administrator adds one (errors keep what was typed), edits and deletes it', async () => {
    const app = await signedIn('owner@example.com');
    const page = await app.get(SETTINGS);
    const body = htmlText(page.html);
    expect(body).toContain('Vineyard blocks');
    expect(body).toContain('East Hillside');
    expect(body).toContain('Target 25 °Brix, TA ≤ 6.5 g/L, pH 3.4–3.8 (the laboratory\'s default for the varietal)');
    expect(page.html).toContain('?addBlock=1#add-block');

    const bad = await app.post(`${SETTINGS}?addBlock=1`, { ...block, name: '', targetBrix: '60', phMin: '3.9', phMax: '3.5' });
    expect(bad.res.status).toBe(400);
    const badText = htmlText(bad.html);
    expect(bad.html).toContain('class="error-summary"');
    expect(badText).toContain('Block name is required');
    expect(badText).toContain('Enter a number from 10 to 35.');
    expect(badText).toContain('The lowest pH must not be above the highest.');
    expect(bad.html).toContain('value="Coombsville"');

    const ok = await app.post(`${SETTINGS}?addBlock=1`, block);
    expect(ok.res.status).toBe(303);
    const row = await app.provider.db.selectFrom('vineyard_blocks').selectAll().where('name', '=', 'South Block').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vineyard: 'Coombsville', varietal: 'Syrah', acres: 3.5, targetBrix: null, taMax: 6.8 });
    const after = htmlText((await app.get(SETTINGS)).html);
    expect(after).toContain('The block was added.');
    expect(after).toContain('Target 24.5 °Brix, TA ≤ 6.8 g/L');

    const twice = await app.post(`${SETTINGS}?addBlock=1`, block);
    expect(twice.res.status).toBe(400);
    expect(htmlText(twice.html)).toContain('You already have a block of this name in this vineyard.');

    const edit = await app.get(`${SETTINGS}?editBlock=${row.id}`);
    expect(edit.html).toContain(`id="edit-block-${row.id}"`);
    expect((await app.post(`${SETTINGS}?editBlock=${row.id}`, { ...block, intent: 'block-edit', id: String(row.id), targetBrix: '25.5' })).res.status).toBe(303);
    expect((await app.provider.db.selectFrom('vineyard_blocks').select('targetBrix').where('id', '=', row.id).executeTakeFirstOrThrow()).targetBrix).toBe(25.5);

    expect(htmlText((await app.get(`${SETTINGS}?deleteBlock=${row.id}`)).html)).toContain('Delete the block South Block (Coombsville)?');
    expect((await app.post(`${SETTINGS}?deleteBlock=${row.id}`, { intent: 'block-delete', id: String(row.id) })).res.status).toBe(303);
    expect(await app.provider.db.selectFrom('vineyard_blocks').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
  });

  it('is read-only for a Full User, whose forged add is refused', async () => {
    const full = await signedIn('full@example.com');
    const page = await full.get(SETTINGS);
    expect(htmlText(page.html)).toContain('East Hillside');
    expect(page.html).not.toContain('?addBlock=1');
    const forged = await full.post(SETTINGS, block);
    expect(forged.res.status).toBe(400);
    expect(await full.provider.db.selectFrom('vineyard_blocks').select('id').where('name', '=', 'South Block').executeTakeFirst()).toBeUndefined();
  });
});

describe('the harvest page', () => {
  it('lists the blocks by projected pick date with latest values, a chart and the forecast in words', async () => {
    const app = await signedIn('owner@example.com');
    const page = await app.get('/dashboard/harvest');
    expect(page.res.status).toBe(200);
    const body = htmlText(page.html);
    // At target first, then the projected, then those without a date.
    const order = ['River Bench', 'Block 3'].map((n) => body.indexOf(n));
    expect(order[0]).toBeGreaterThan(-1);
    expect(order[0]).toBeLessThan(order[1]!);
    expect(body.indexOf('Upper Terrace')).toBeGreaterThan(order[1]!);
    expect(body).toContain('At or above the target of 24 °Brix.');
    expect(body).toMatch(/Sugar accumulation: 0\.\d\d °Brix per day \(fit R² 0\.\d\d, n = 6\)\./);
    expect(body).toMatch(/Reaches 25 °Brix around (Sep|Oct) \d+ \(95 % interval/);
    expect(body).toContain('Plateau: the last rate');
    expect(body).toContain('Not enough samples for a forecast: 3 samples with a °Brix result this season, at least 4 are needed.');
    expect(body).toContain('This forecast extrapolates the recent trend');
    expect(body).toMatch(/13 samples this season: Aug \d+, /);
    expect(page.html).toContain('<svg class="maturity-chart"');
    expect(page.html).toContain('class="band"');
    expect(page.html).toContain('href="/dashboard/harvest"');
  });

  it('is closed to a Billing User, who has no menu entry', async () => {
    const billing = await signedIn('billing@example.com');
    expect((await billing.get('/dashboard/harvest', false)).res.status).toBe(302);
    expect((await billing.get('/dashboard/billing')).html).not.toContain('href="/dashboard/harvest"');
  });
});

describe('the sample page block form', () => {
  it('ties a sample to a block and unties it, without JavaScript', async () => {
    const app = await signedIn('owner@example.com');
    const db = app.provider.db;
    const sample = await db.selectFrom('samples').innerJoin('clients', 'clients.id', 'samples.clientId').select(['samples.id', 'samples.batchId', 'samples.friendlyNumber'])
      .where('clients.code', '=', 'C10234').where('samples.blockId', 'is', null).where('samples.reportedAt', 'is not', null).executeTakeFirstOrThrow();
    const [b] = await db.selectFrom('vineyard_blocks').select(['id', 'name']).orderBy('id').execute();
    const url = `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}`;
    const page = await app.get(url);
    expect(page.html).toContain('id="sample-block"');
    const saved = await app.post(url, { intent: "block", blockId: String(b!.id) });
    expect(saved.res.status).toBe(303);
    expect((await db.selectFrom('samples').select('blockId').where('id', '=', sample.id).executeTakeFirstOrThrow()).blockId).toBe(b!.id);
    expect(htmlText((await app.get(url)).html)).toContain('The sample\'s block was saved.');
    const bad = await app.post(url, { intent: 'block', blockId: '999999' });
    expect(bad.res.status).toBe(400);
    expect(htmlText(bad.html)).toContain('The sample\'s block could not be saved.');
    expect((await app.post(url, { intent: 'block', blockId: '' })).res.status).toBe(303);
    expect((await db.selectFrom('samples').select('blockId').where('id', '=', sample.id).executeTakeFirstOrThrow()).blockId).toBeNull();
  });
});
