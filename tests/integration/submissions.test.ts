/**
 * Analyses ordered online: every provider call with each role, the draft, prices at
 * the tier the order reaches, the rules on bad input, submitting (numbers, e-mail with both PDFs,
 * the barcodes), tracking, cancelling, and the receiving desk creating the results batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { code128Widths } from '../../provider/services/submission-pdfs.ts';
import { barsAt, pdfOps } from '../helpers/pdf-barcodes.ts';
import { MAX_SAMPLES_PER_ORDER } from '../../contract/submissions.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};
let clientA: number;
let clientB: number;
let clientC: number;

beforeAll(async () => {
  // Wednesday 18 November 2026, 10:00 in the lab
  p = await testProvider({ seed: true, now: '2026-11-18T18:00:00Z' });
  for (const [k, email] of Object.entries({
    owner: 'owner@example.com', full: 'full@example.com', reporting: 'reporting@example.com', billing: 'billing@example.com',
    admin: 'admin@example.com', godmode: 'godmode@example.com', mike: 'mike.oconnell@redwoodcoastbrewing.example', tomas: 'tomas.alvarez@napa-ridge.example',
  })) tokens[k] = await p.tokenFor(email);
  const ids = Object.fromEntries((await p.db.selectFrom('clients').select(['id', 'code']).execute()).map((c) => [c.code, c.id]));
  clientA = ids.C10234;
  clientB = ids.C10871;
  clientC = ids.C11402;
}, 120_000);
afterAll(() => closeProvider(p));

const base = (client = clientA) => `/clients/${client}/submissions`;
const WINE = 1;
const BEER = 6;
const sample = (over: Record<string, unknown> = {}) => ({ description: 'Cabernet Sauvignon tank 4', sampleTypeId: WINE, varietal: 'Cabernet Sauvignon', vintage: 2025, clientReference: 'CS-4', lot: 'T4', ...over });

async function addSample(token: string, over: Record<string, unknown> = {}) {
  const r = await p.call('POST', `${base()}/draft/samples.json`, { token, body: sample(over) });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.id as number;
}
const addTests = (token: string, sampleId: number, analysisIds: number[]) => p.call('POST', `${base()}/draft/samples/${sampleId}/analyses.json`, { token, body: { analysisIds } });
const draft = async (token: string) => (await p.call('GET', `${base()}/draft.json`, { token })).json;

describe('who may order', () => {
  it('client administrators, full users and site administrators; not reporting or billing users', async () => {
    for (const who of ['owner', 'full', 'admin']) expect((await p.call('GET', `${base()}/draft.json`, { token: tokens[who] })).status, who).toBe(200);
    for (const who of ['reporting', 'billing']) {
      const r = await p.call('GET', `${base()}/draft.json`, { token: tokens[who] });
      expect(r.status, who).toBe(403);
      expect(r.json.error).toBe('Your role does not allow this');
      expect((await p.call('POST', `${base()}/draft/samples.json`, { token: tokens[who], body: sample() })).status).toBe(403);
      expect((await p.call('GET', `${base()}.json`, { token: tokens[who] })).status).toBe(403);
    }
    expect((await p.call('GET', `${base()}/draft.json`)).status).toBe(401);
  });

  it('not while the client must re-sign its agreement, nor on credit hold (with the reason)', async () => {
    const resign = await p.call('GET', `${base(clientB)}/draft.json`, { token: tokens.owner });
    expect(resign.status).toBe(403);
    expect(resign.json.error).toMatch(/re-sign/);
    const hold = await p.call('POST', `${base(clientC)}/draft/samples.json`, { token: tokens.mike, body: sample({ sampleTypeId: BEER }) });
    expect(hold.status).toBe(403);
    expect(hold.json.error).toMatch(/credit hold/);
    // tracking stays open on credit hold
    expect((await p.call('GET', `${base(clientC)}.json`, { token: tokens.mike })).status).toBe(200);
    // a non-member learns nothing
    expect((await p.call('GET', `${base(clientC)}/draft.json`, { token: tokens.full })).status).toBe(403);
  });
});

describe('the draft order', () => {
  it('is empty until the first sample, then kept on the server', async () => {
    const empty = await draft(tokens.tomas);
    expect(empty).toMatchObject({ id: null, samples: [], totalCents: 0, maxSamples: MAX_SAMPLES_PER_ORDER });
    const id = await addSample(tokens.tomas);
    const d = await draft(tokens.tomas);
    expect(d.id).toEqual(expect.any(Number));
    expect(d.samples).toMatchObject([{ id, position: 1, description: 'Cabernet Sauvignon tank 4', sampleType: 'Wine', vintage: 2025, lot: 'T4', lines: [] }]);
    // another user of the same client has a draft of their own
    expect((await draft(tokens.full)).samples.every((s: any) => s.id !== id)).toBe(true);
  });

  it('prices each line at the tier the order reaches, per analysis, and dates the report', async () => {
    const s1 = await addSample(tokens.owner, { description: 'Merlot' });
    expect((await addTests(tokens.owner, s1, [204, 219])).status).toBe(200); // Free & Total SO2 $28, Heavy Metals $95 (3–5 days)
    let d = await draft(tokens.owner);
    expect(d.samples[0].lines.map((l: any) => [l.acode, l.price])).toEqual([
      ['W-204', { kind: 'price', tier: 'one', cents: 2800 }],
      ['W-219', { kind: 'price', tier: 'one', cents: 9500 }],
    ]);
    // Wednesday 18 November: SO2 same day; heavy metals 5 business days → Wednesday 25th
    expect(d.samples[0].lines.map((l: any) => l.expectedReportDate)).toEqual(['2026-11-18', '2026-11-25']);
    expect(d.samples[0].expectedReportDate).toBe('2026-11-25');
    expect(d.totalCents).toBe(12300);
    const s2 = await addSample(tokens.owner, { description: 'Syrah' });
    expect((await p.call('POST', `${base()}/draft/samples/${s2}/copy-previous.json`, { token: tokens.owner })).status).toBe(200);
    const s3 = await addSample(tokens.owner, { description: 'Zinfandel' });
    expect((await addTests(tokens.owner, s3, [204])).status).toBe(200);
    d = await draft(tokens.owner);
    // SO2 on three samples: $25 each; heavy metals on two: $86 each
    expect(d.samples.map((s: any) => s.lines.map((l: any) => l.price.cents))).toEqual([[2500, 8600], [2500, 8600], [2500]]);
    expect(d.totalCents).toBe(3 * 2500 + 2 * 8600);
    // a "see description" test is shown as such and left out of the total
    const s4 = await addSample(tokens.owner, { description: 'Smoke trap', sampleTypeId: 12, varietal: null, vintage: null });
    expect((await addTests(tokens.owner, s4, [405])).status).toBe(200);
    d = await draft(tokens.owner);
    expect(d.samples[3].lines[0].price).toEqual({ kind: 'see-description' });
    expect(d.unpricedLines).toBe(1);
    expect(d.totalCents).toBe(3 * 2500 + 2 * 8600);
    // removing a test and a sample brings the tiers back
    expect((await p.call('DELETE', `${base()}/draft/samples/${s4}`, { token: tokens.owner })).status).toBe(200);
    expect((await p.call('DELETE', `${base()}/draft/samples/${s2}/analyses/219`, { token: tokens.owner })).status).toBe(200);
    d = await draft(tokens.owner);
    expect(d.samples[0].lines[1].price).toEqual({ kind: 'price', tier: 'one', cents: 9500 });
    expect(d.samples.map((s: any) => s.position)).toEqual([1, 2, 3]);
  });

  it('refuses bad input with a message per field, keeping the draft as it was', async () => {
    const before = await draft(tokens.owner);
    const bad = async (body: Record<string, unknown>, message: RegExp) => {
      const r = await p.call('POST', `${base()}/draft/samples.json`, { token: tokens.owner, body: sample(body) });
      expect(r.status).toBe(400);
      expect(r.json.error).toMatch(message);
    };
    await bad({ description: '  ' }, /description: orders\.error\.descriptionRequired/);
    await bad({ vintage: 2027 }, /vintage: orders\.error\.vintageFuture/);
    await bad({ vintage: 'abc' }, /orders\.error\.vintageInvalid/);
    await bad({ sampleTypeId: 999 }, /orders\.error\.sampleTypeRequired/);
    const s1 = before.samples[0].id;
    const notOffered = await addTests(tokens.owner, s1, [1100]); // a beer panel on a wine
    expect(notOffered.status).toBe(400);
    expect(notOffered.json.error).toMatch(/orders\.error\.notOffered \(BR-100\)/);
    expect((await addTests(tokens.owner, s1, [999999])).json.error).toMatch(/unknownAnalysis/);
    // changing the sample type under tests that do not fit is refused
    const change = await p.call('PUT', `${base()}/draft/samples/${s1}`, { token: tokens.owner, body: sample({ description: 'Merlot', sampleTypeId: BEER }) });
    expect(change.status).toBe(400);
    expect(change.json.error).toMatch(/testsNotOffered/);
    // someone else's sample id is not in this user's draft
    const other = (await draft(tokens.tomas)).samples[0].id;
    expect((await p.call('DELETE', `${base()}/draft/samples/${other}`, { token: tokens.owner })).status).toBe(404);
    expect(await draft(tokens.owner)).toEqual(before);
  });

  it('holds at most the documented number of samples', async () => {
    const d = await draft(tokens.tomas);
    const rows = Array.from({ length: MAX_SAMPLES_PER_ORDER - d.samples.length }, (_, i) => ({ submissionId: d.id, position: d.samples.length + i + 1, description: `Bulk ${i}`, sampleTypeId: WINE }));
    await p.db.insertInto('submission_samples').values(rows).execute();
    const r = await p.call('POST', `${base()}/draft/samples.json`, { token: tokens.tomas, body: sample() });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('orders.error.tooManySamples');
    await p.db.deleteFrom('submission_samples').where('submissionId', '=', d.id).where('description', 'like', 'Bulk %').execute();
  });
});

describe('submitting', () => {
  it('refuses an empty order, a sample without tests, and a missing dropbox', async () => {
    await p.db.deleteFrom('submission_samples').where('submissionId', '=', (await draft(tokens.tomas)).id).execute();
    expect((await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.tomas, body: { delivery: 'shipping' } })).json.error).toBe('orders.error.emptyOrder');
    await addSample(tokens.tomas);
    expect((await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.tomas, body: { delivery: 'shipping' } })).json.error).toBe('orders.error.sampleWithoutTests (1)');
    const r = await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.owner, body: { delivery: 'dropbox' } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/dropboxLocationId: orders\.error\.dropboxRequired/);
    expect((await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.reporting, body: { delivery: 'shipping' } })).status).toBe(403);
  });

  let submission: { id: number; number: string };
  it('numbers the order and its samples, e-mails both PDFs in the submitter\'s language', async () => {
    const box = (await p.call('GET', `${base()}/dropboxes.json`, { token: tokens.owner })).json[0];
    const before = p.outbox().length;
    const r = await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.owner, body: { delivery: 'dropbox', dropboxLocationId: box.id, language: 'de' } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    submission = r.json;
    expect(submission.number).toBe(`SUB-${String(submission.id).padStart(6, '0')}`);
    const view = (await p.call('GET', `${base()}/${submission.id}.json`, { token: tokens.full })).json;
    expect(view.state).toBe('submitted');
    expect(view.samples.map((s: any) => s.sampleNumber)).toEqual([1, 2, 3].map((n) => `${submission.number}-0${n}`));
    expect(view.dropbox.id).toBe(box.id);
    const mail = p.outbox().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toEqual(['owner@example.com']);
    expect(mail[0].subject).toBe(`Ihre Probeneinreichung ${submission.number}`);
    expect(mail[0].attachments.map((a) => a.filename)).toEqual([`${submission.number}-chain-of-custody.pdf`, `${submission.number}-labels.pdf`]);
    // the draft is gone: a new one starts empty; a second submit of the old one is refused
    expect((await draft(tokens.owner)).id).toBeNull();
    expect((await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.owner, body: { delivery: 'shipping' } })).status).toBe(404);
    // order again: the tests just ordered
    expect((await p.call('GET', `${base()}/recent-analyses.json`, { token: tokens.full })).json.map((a: any) => a.acode).sort()).toEqual(['W-204', 'W-219']);
  });

  it('serves the chain-of-custody form and a label sheet whose barcodes encode the sample numbers', async () => {
    const coc = await p.app.request(`${base()}/${submission.id}/chain-of-custody.pdf`, { headers: { authorization: `Bearer ${tokens.full}` } });
    expect(coc.headers.get('content-type')).toBe('application/pdf');
    const c = await pdfOps(new Uint8Array(await coc.arrayBuffer()));
    expect(c.text).toContain(`Probenbegleitschein ${submission.number}`);
    expect(c.text).toContain('Napa Ridge Cellars (C10234)');
    expect(c.text).toContain('Übergeben von');
    expect(c.text).toContain('W-219 Heavy Metals Panel');
    expect(c.text).toMatch(/Terms and Conditions, \d{4}-\d{2}-\d{2}/);
    const labels = await p.app.request(`${base()}/${submission.id}/labels.pdf`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    const l = await pdfOps(new Uint8Array(await labels.arrayBuffer()));
    expect(l.text).toContain(`${submission.number}-01`);
    expect(l.text).toContain('Merlot');
    // the first label's bars (top-left), the second's (next column): bwip-js's own encoding of each number
    const ys = [...new Set(l.rects.map((r) => r.y))];
    const y = ys.sort((a, b) => b - a)[0];
    expect(barsAt(l.rects, y, 0, 200)).toEqual(code128Widths(`${submission.number}-01`));
    expect(barsAt(l.rects, y, 200, 400)).toEqual(code128Widths(`${submission.number}-02`));
    expect(barsAt(l.rects, y, 200, 400)).not.toEqual(code128Widths(`${submission.number}-01`));
  });

  it('lists the client\'s submissions; another client\'s id is not found', async () => {
    const list = (await p.call('GET', `${base()}.json`, { token: tokens.full })).json;
    expect(list.submissions[0]).toMatchObject({ id: submission.id, number: submission.number, state: 'submitted', samples: 3, submitter: 'Elena Marquez' });
    expect((await p.call('GET', `${base(clientC)}/${submission.id}.json`, { token: tokens.admin })).status).toBe(404);
    expect((await p.call('GET', `${base(clientC)}/${submission.id}.json`, { token: tokens.mike })).status).toBe(404);
    expect((await p.call('GET', `${base()}/${submission.id}.json`, { token: tokens.billing })).status).toBe(403);
  });

  describe('the receiving desk', () => {
    it('is for godmode site administrators only', async () => {
      for (const who of ['owner', 'admin']) expect((await p.call('GET', `/receiving/lookup.json?code=${submission.number}`, { token: tokens[who] })).status, who).toBe(403);
      expect((await p.call('GET', `/receiving/lookup.json?code=${submission.number}`)).status).toBe(401);
    });

    it('finds a submission by its number or a sample barcode; an unknown code is not found', async () => {
      const bySample = await p.call('GET', `/receiving/lookup.json?code=${submission.number.toLowerCase()}-02`, { token: tokens.godmode });
      expect(bySample.status).toBe(200);
      expect(bySample.json).toMatchObject({ id: submission.id, matchedSampleId: expect.any(Number) });
      const unknown = await p.call('GET', '/receiving/lookup.json?code=SUB-999999', { token: tokens.godmode });
      expect(unknown.status).toBe(404);
      expect(unknown.json.error).toBe('orders.error.codeUnknown');
    });

    it('receives the samples: batch and Pending results, e-mail, state; then it can no longer be cancelled', async () => {
      const view = (await p.call('GET', `/receiving/lookup.json?code=${submission.number}`, { token: tokens.godmode })).json;
      const [s1, s2, s3] = view.samples;
      expect((await p.call('POST', `/receiving/submissions/${submission.id}/receive.json`, { token: tokens.godmode, body: { samples: [{ id: s1.id, received: false }] } })).json.error).toBe('orders.error.nothingReceived');
      const before = p.outbox().length;
      const r = await p.call('POST', `/receiving/submissions/${submission.id}/receive.json`, {
        token: tokens.godmode,
        body: { samples: [{ id: s1.id, received: true, condition: 'ok' }, { id: s2.id, received: true, condition: 'warm', note: 'No ice pack' }, { id: s3.id, received: false }] },
      });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const batch = await p.db.selectFrom('batches').selectAll().where('id', '=', r.json.batchId).executeTakeFirstOrThrow();
      expect(batch).toMatchObject({ clientId: clientA, status: 'Pending' });
      const samples = await p.db.selectFrom('samples').select(['friendlyNumber', 'description']).where('batchId', '=', batch.id).orderBy('friendlyNumber').execute();
      expect(samples).toEqual([{ friendlyNumber: `${submission.number}-01`, description: 'Merlot' }, { friendlyNumber: `${submission.number}-02`, description: 'Syrah' }]);
      const results = await p.db.selectFrom('results').select(['acode', 'status']).where('batchId', '=', batch.id).execute();
      expect(new Set(results.map((x) => x.status))).toEqual(new Set(['Pending']));
      expect(new Set(results.map((x) => x.acode))).toEqual(new Set(['W-204', 'W-219']));
      // the client sees the batch in results at once
      const batches = await p.call('GET', `/clients/${clientA}/batches/dashboard_index?start=0&length=5`, { token: tokens.full });
      expect(JSON.stringify(batches.json)).toContain(String(batch.id));
      const mail = p.outbox().slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0].to).toEqual(['owner@example.com']);
      expect(mail[0].text).toContain('eingegangen, warm (No ice pack)');
      expect(mail[0].text).toContain('nicht eingegangen');
      const detail = (await p.call('GET', `${base()}/${submission.id}.json`, { token: tokens.owner })).json;
      expect(detail).toMatchObject({ state: 'received', batchId: batch.id });
      expect(detail.samples[1]).toMatchObject({ condition: 'warm', conditionNote: 'No ice pack' });
      expect((await p.call('POST', `${base()}/${submission.id}/cancel.json`, { token: tokens.owner })).status).toBe(409);
      expect((await p.call('POST', `/receiving/submissions/${submission.id}/receive.json`, { token: tokens.godmode, body: { samples: [{ id: s3.id, received: true }] } })).status).toBe(409);
      // the lab completes the batch: the submission shows as reported
      await p.db.updateTable('batches').set({ status: 'Completed' }).where('id', '=', batch.id).execute();
      expect((await p.call('GET', `${base()}.json`, { token: tokens.full })).json.submissions[0].state).toBe('reported');
    });
  });

  it('cancels a submission until it is received', async () => {
    const s = await addSample(tokens.full, { description: 'Chardonnay' });
    await addTests(tokens.full, s, [203]);
    const sub = (await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.full, body: { delivery: 'courier' } })).json;
    expect((await p.call('POST', `${base()}/${sub.id}/cancel.json`, { token: tokens.reporting })).status).toBe(403);
    expect((await p.call('POST', `${base()}/${sub.id}/cancel.json`, { token: tokens.owner })).status).toBe(200);
    expect((await p.call('GET', `${base()}/${sub.id}.json`, { token: tokens.owner })).json.state).toBe('cancelled');
    expect((await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: [{ id: s, received: true }] } })).json.error).toBe('orders.error.cancelled');
  });
});

describe('editing a submission', () => {
  it('turns it back into the caller\'s draft until received; submitting again keeps its number', async () => {
    for (const old of (await draft(tokens.tomas)).samples) await p.call('DELETE', `${base()}/draft/samples/${old.id}`, { token: tokens.tomas });
    const s = await addSample(tokens.tomas, { description: 'Riesling' });
    await addTests(tokens.tomas, s, [203]);
    const sub = (await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.tomas, body: { delivery: 'shipping' } })).json;
    expect((await p.call('POST', `${base()}/${sub.id}/edit.json`, { token: tokens.reporting })).status).toBe(403);
    const before = await draft(tokens.tomas);
    expect(before.id).toBeNull();
    expect((await p.call('POST', `${base()}/${sub.id}/edit.json`, { token: tokens.tomas })).status).toBe(200);
    const d = await draft(tokens.tomas);
    expect(d.id).toBe(sub.id);
    expect(d.samples.map((x: any) => x.sampleNumber)).toEqual([null]);
    await addSample(tokens.tomas, { description: 'Gewürztraminer' });
    // a second edit while this draft exists is refused
    expect((await p.call('POST', `${base()}/${sub.id}/edit.json`, { token: tokens.tomas })).status).toBe(404);
    const again = await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.tomas, body: { delivery: 'shipping' } });
    expect(again.json.error).toBe('orders.error.sampleWithoutTests (2)');
    expect((await p.call('POST', `${base()}/draft/samples/${(await draft(tokens.tomas)).samples[1].id}/copy-previous.json`, { token: tokens.tomas })).status).toBe(200);
    const resubmitted = await p.call('POST', `${base()}/draft/submit.json`, { token: tokens.tomas, body: { delivery: 'shipping' } });
    expect(resubmitted.json).toEqual({ id: sub.id, number: sub.number });
    const view = (await p.call('GET', `${base()}/${sub.id}.json`, { token: tokens.tomas })).json;
    expect(view.samples.map((x: any) => x.sampleNumber)).toEqual([`${sub.number}-01`, `${sub.number}-02`]);
    // another draft in the way
    await addSample(tokens.tomas, { description: 'Sauvignon blanc' });
    expect((await p.call('POST', `${base()}/${sub.id}/edit.json`, { token: tokens.tomas })).json.error).toBe('orders.error.draftInTheWay');
    // once received (or cancelled), no more editing
    await p.call('POST', `${base()}/${sub.id}/cancel.json`, { token: tokens.tomas });
    expect((await p.call('POST', `${base()}/${sub.id}/edit.json`, { token: tokens.owner })).json.error).toBe('orders.error.notEditable');
  });
});

describe('the order pages without JavaScript (request handler)', () => {
  // One seeded app for both (seeding takes a while on a busy machine: a hook, not a test, waits for it).
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ seed: true });
  }, 120_000);
  afterAll(() => closeProvider(app.provider));

  it('shows a client on credit hold why ordering is paused, instead of the form', async () => {
    {
      expect((await app.post('/login', { email: 'mike.oconnell@redwoodcoastbrewing.example', password: 'harvest-2026' })).res.status).toBe(303);
      const { res, html } = await app.get('/dashboard/shop/order-analyses', false);
      expect(res.status).toBe(200);
      expect(html).toContain('Ordering is paused');
      expect(html).toContain('is on credit hold: new analyses cannot be ordered');
      expect(html).not.toContain('Add sample');
      // a post is refused all the same
      const post = await app.post('/dashboard/shop/order-analyses', { intent: 'add-sample', description: 'IPA', sampleTypeId: '6' });
      expect(post.res.status).toBe(303);
      expect(await app.provider.db.selectFrom('submissions').select('id').where('userId', '=', (await app.provider.db.selectFrom('users').select('id').where('email', '=', 'mike.oconnell@redwoodcoastbrewing.example').executeTakeFirstOrThrow()).id).execute()).toEqual([]);
    }
  });

  it('answers a bad sample with 400, the messages and what was typed; a good one 303 to its tests', async () => {
    {
      await app.post('/logout', {});
      expect((await app.post('/login', { email: 'full@example.com', password: 'harvest-2026' })).res.status).toBe(303);
      const bad = await app.post('/dashboard/shop/order-analyses', { intent: 'add-sample', description: 'Pinot noir barrel 3', sampleTypeId: '', vintage: '2999' });
      expect(bad.res.status).toBe(400);
      expect(bad.html).toContain('Choose a sample type');
      expect(bad.html).toContain('The vintage cannot be in the future');
      expect(bad.html).toContain('value="Pinot noir barrel 3"');
      expect(bad.html).toMatch(/<title>Error: Order analyses/);
      const good = await app.post('/dashboard/shop/order-analyses', { intent: 'add-sample', description: 'Pinot noir barrel 3', sampleTypeId: '1', vintage: '2024' });
      expect(good.res.status).toBe(303);
      expect(good.location).toMatch(/^\/dashboard\/shop\/order-analyses\?pick=\d+#picker$/);
      const picker = await app.get(good.location!.replace('#picker', ''), false);
      expect(picker.html).toContain('Add tests to sample 1: Pinot noir barrel 3');
      expect(picker.html).toContain('W-204');
      expect(picker.html).not.toContain('BR-100');
    }
  });
});
