/**
 * Compliance checks at the provider, on the seeded demo with one sample of known results: the
 * label claim (set and cleared by whoever may open the sample's details, refused to other roles
 * and for another client's sample, bad input refused), its verdict with the US tax-class line,
 * molecular SO2, the export pack's checks (the SO2 limit chosen by colour and sugar, volatile
 * acidity converted, the analyses still to order) and its PDF.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { pdfDocument, pdfText } from '../helpers/pdf.ts';

const NOW = '2026-09-20T17:00:00.000Z';
let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
let sampleId: number;
let batchId: number;

const RESULTS: [string, string, string, string][] = [
  ['W-201', 'Alcohol by GC (label/TTB)', '14.20', '% v/v'],
  ['W-204', 'Free SO2', '30', 'mg/L'],
  ['W-204', 'Total SO2', '160', 'mg/L'],
  ['W-203', 'Volatile Acidity', '0.50', 'g/L'],
  ['W-205', 'Residual Sugar (Glucose + Fructose)', '2.0', 'g/L'],
  ['W-100', 'pH', '3.50', null as unknown as string],
];

beforeEach(async () => {
  p = await testProvider({ seed: true, now: NOW });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
  const batch = await p.db.selectFrom('batches').select(['id']).where('clientId', '=', napa).where('status', '=', 'Completed').orderBy('id', 'desc').executeTakeFirstOrThrow();
  batchId = batch.id;
  const s = await p.db
    .insertInto('samples')
    .values({ batchId, clientId: napa, friendlyNumber: 'CMP-0001', description: 'Estate Cabernet pre-bottling', varietalCode: 'CS', loggedAt: NOW, reportedAt: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  sampleId = s.id;
  let n = 0;
  for (const [acode, analyte, result, units] of RESULTS) {
    n++;
    await p.db.insertInto('results').values({
      sampleId, batchId, clientId: napa, number: String(n).padStart(2, '0'), acode, analyte, description: 'Estate Cabernet pre-bottling', analysisDescription: analyte,
      result, formattedResult: result, units, comments: null, validationStatus: 'Validated', status: 'Completed', testMethod: null, testDate: NOW,
      isPanel: 0, panelDescription: null, sortOrder: n, loggedAt: NOW, reportedAt: NOW, submittedAt: NOW,
    }).execute();
  }
});
afterEach(async () => {
  await closeProvider(p);
});

const url = (path: string, client = napa, id = sampleId) => `/clients/${client}/samples/${id}/${path}`;

describe('the label claim', () => {
  it('is set by whoever may open the sample\'s details, judged against the measured alcohol, and cleared', async () => {
    const before = await p.call('GET', url('compliance.json'), { token: tokens.reporting });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ product: 'wine', colour: 'red', colourAssumed: true, label: null, alcohol: { value: 14.2 } });
    expect((await p.call('PUT', url('label.json'), { token: tokens.billing, body: { labelAlcohol: 13.9 } })).status).toBe(403);
    const set = await p.call('PUT', url('label.json'), { token: tokens.full, body: { labelAlcohol: 13.9, labelMarket: 'US' } });
    expect(set.status).toBe(200);
    expect(set.json.label).toMatchObject({ kind: 'tax-class', line: 14, difference: 0.3 });
    expect(set.json.label.source).toContain('27 CFR 4.36');
    expect(set.json.asOf).toBe('2026-11');
    const eu = await p.call('PUT', url('label.json'), { token: tokens.owner, body: { labelAlcohol: 13.9, labelMarket: 'EU', colour: 'red' } });
    expect(eu.json).toMatchObject({ colourAssumed: false, label: { kind: 'within', tolerance: 0.5 } });
    const row = await p.db.selectFrom('samples').select(['labelAlcohol', 'labelMarket', 'colour']).where('id', '=', sampleId).executeTakeFirstOrThrow();
    expect(row).toEqual({ labelAlcohol: 13.9, labelMarket: 'EU', colour: 'red' });
    const cleared = await p.call('PUT', url('label.json'), { token: tokens.owner, body: { labelAlcohol: null } });
    expect(cleared.json.label).toBeNull();
  });

  it('the results CSV carries the verdict in a "Label claim" column, on the alcohol row', async () => {
    await p.call('PUT', url('label.json'), { token: tokens.owner, body: { labelAlcohol: 13.9 } });
    const r = await p.call('GET', `/clients/${napa}/batches/export.json?sample_number=CMP-0001&direct=1`, { token: tokens.owner });
    expect(r.status).toBe(200);
    const lines = String(r.json).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/,Label claim,Specification$/);
    const alcohol = lines.find((l) => l.includes('Alcohol by GC'))!;
    expect(alcohol).toContain('Label 13.9 % (US), measured 14.2 %: crosses the 14 % tax-class line');
    expect(alcohol).toContain('27 CFR 4.36');
    expect(lines.find((l) => l.includes('Free SO2'))).toMatch(/,,$/);
  });

  it('refuses a figure out of range and another client\'s sample', async () => {
    const bad = await p.call('PUT', url('label.json'), { token: tokens.owner, body: { labelAlcohol: 120 } });
    expect(bad.status).toBe(400);
    // a client the owner is no member of: not found, as the sample pages answer
    const owner = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
    const theirs = p.db.selectFrom('memberships').select('clientId').where('userId', '=', owner);
    const foreign = await p.db.selectFrom('samples').select('id').where('clientId', 'not in', theirs).executeTakeFirstOrThrow();
    for (const path of ['compliance.json', 'export/EU.json']) {
      expect((await p.call('GET', url(path, napa, foreign.id), { token: tokens.owner })).status, path).toBe(404);
    }
    expect((await p.call('PUT', url('label.json', napa, foreign.id), { token: tokens.owner, body: { labelAlcohol: 12 } })).status).toBe(404);
    expect((await p.call('GET', url('compliance.json'), { token: tokens.mike })).status).toBe(403);
    expect((await p.db.selectFrom('samples').select('labelAlcohol').where('id', '=', foreign.id).executeTakeFirstOrThrow()).labelAlcohol).toBeNull();
  });

  it('molecular SO2 from free SO2 and pH against the red target, with the free SO2 that reaches it', async () => {
    const r = await p.call('GET', url('compliance.json'), { token: tokens.owner });
    expect(r.json.molecularSo2).toMatchObject({ free: 30, pH: 3.5, molecular: 0.6, target: 0.5, freeForTarget: 25, meetsTarget: true, caveatForRed: true });
  });
});

describe('the label alcohol on the order', () => {
  it('is kept with the order\'s sample, refused when not a figure, and carried over to the results sample at receiving', async () => {
    const url = `/clients/${napa}/submissions/draft/samples.json`;
    const wine = { description: 'Bottling lot 7', sampleTypeId: 1, varietal: 'Merlot', vintage: 2025, clientReference: null, lot: null };
    const made = await p.call('POST', url, { token: tokens.owner, body: { ...wine, labelAlcohol: '13.5' } });
    expect(made.status).toBe(200);
    const draft = await p.call('GET', `/clients/${napa}/submissions/draft.json`, { token: tokens.owner });
    expect(draft.json.samples.find((x: { id: number }) => x.id === made.json.id)).toMatchObject({ labelAlcohol: 13.5 });
    const bad = await p.call('POST', url, { token: tokens.owner, body: { ...wine, labelAlcohol: 'strong' } });
    expect(bad.status).toBe(400);
    const sub = await p.db.selectFrom('submissions').select(['id']).where('state', '=', 'submitted').executeTakeFirstOrThrow();
    const subSamples = await p.db.selectFrom('submission_samples').select('id').where('submissionId', '=', sub.id).orderBy('position').execute();
    await p.db.updateTable('submission_samples').set({ labelAlcohol: 14.1 }).where('id', '=', subSamples[0]!.id).execute();
    const r = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: subSamples.map((x) => ({ id: x.id, received: true })) } });
    expect(r.status).toBe(200);
    const samples = await p.db.selectFrom('samples').select(['labelAlcohol']).where('batchId', '=', r.json.batchId).orderBy('id').execute();
    expect(samples.map((x) => x.labelAlcohol)).toEqual([14.1, ...Array(subSamples.length - 1).fill(null)]);
  });
});

describe('the export pack', () => {
  it('EU: the red dry-wine SO2 limit fails by 10 mg/L, volatile acidity passes in meq/L, the certificate\'s analyses not done are listed', async () => {
    const r = await p.call('GET', url('export/EU.json'), { token: tokens.reporting });
    expect(r.status).toBe(200);
    const so2 = r.json.checks.find((c: { analyte: string }) => c.analyte === 'totalSo2');
    expect(so2).toMatchObject({ max: 150, source: 'Reg. (EU) 2019/934 Annex I Part B', check: { status: 'fail', value: 160, by: 10, side: 'max' } });
    const va = r.json.checks.find((c: { analyte: string }) => c.analyte === 'volatileAcidity');
    expect(va).toMatchObject({ max: 20, unit: 'meq/L', check: { status: 'pass', value: 8.333 } });
    expect(r.json.missing.map((m: { acode: string }) => m.acode)).toEqual(expect.arrayContaining(['W-209', 'W-231']));
    expect(r.json.missing.map((m: { acode: string }) => m.acode)).not.toContain('W-204');
    // Had in another analysis (a bottling panel's free and total SO2): not missing; with only one of its two analytes, missing.
    await p.db.updateTable('results').set({ acode: 'W-217' }).where('sampleId', '=', sampleId).where('acode', '=', 'W-204').execute();
    const viaPanel = await p.call('GET', url('export/EU.json'), { token: tokens.reporting });
    expect(viaPanel.json.missing.map((m: { acode: string }) => m.acode)).not.toContain('W-204');
    await p.db.deleteFrom('results').where('sampleId', '=', sampleId).where('analyte', '=', 'Free SO2').execute();
    const half = await p.call('GET', url('export/EU.json'), { token: tokens.reporting });
    expect(half.json.missing.map((m: { acode: string }) => m.acode)).toContain('W-204');
    // white: the limit is 200, and the wine passes
    await p.call('PUT', url('label.json'), { token: tokens.owner, body: { labelAlcohol: null, colour: 'white' } });
    const white = await p.call('GET', url('export/EU.json'), { token: tokens.owner });
    expect(white.json.checks.find((c: { analyte: string }) => c.analyte === 'totalSo2')).toMatchObject({ max: 200, check: { status: 'pass' } });
  });

  it('Canada checks free SO2; an unknown market is not found', async () => {
    const ca = await p.call('GET', url('export/CA.json'), { token: tokens.owner });
    expect(ca.json.checks.map((c: { analyte: string; check: { status: string } }) => [c.analyte, c.check.status])).toEqual([['freeSo2', 'pass'], ['totalSo2', 'pass'], ['sorbicAcid', 'missing']]);
    expect((await p.call('GET', url('export/XX.json'), { token: tokens.owner })).status).toBe(404);
  });

  it('the PDF: checks, then the lab report; not for a group that is not completed', async () => {
    const bytes = async (path: string) => {
      const res = await p.app.request(path, { headers: { authorization: `Bearer ${tokens.owner}` } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return new Uint8Array(await res.arrayBuffer());
    };
    const { text, pages } = await pdfDocument(await bytes(url('export/EU.pdf')));
    expect(text).toContain('Export pack: European Union (EU)');
    expect(text).toContain('Reg. (EU) 2019/934 Annex I Part B');
    expect(text).toContain('Fail: 160 mg/L, 10 mg/L over the limit');
    expect(text).toContain('The table is a guide, not legal advice');
    expect(text).toContain('Citric Acid');
    // the lab report after the checks, on its own page, with the code to verify it
    expect(text.indexOf('Laboratory Report')).toBeGreaterThan(text.indexOf('not legal advice'));
    expect(pages).toBeGreaterThanOrEqual(2);
    // the report pages are the lab report's own (drawLabReport): its header, its page numbers, this sample alone
    const after = text.slice(text.indexOf('Laboratory Report'));
    expect(after).toContain('Business name:');
    expect(after).toMatch(/Page 1 of \d/);
    expect(text).toMatch(/Export pack page 1 of \d/);
    expect(after.match(/Sample [^:\s]+:/g)).toHaveLength(1);
    // the lab report itself prints the label verdict under the sample
    await p.call('PUT', url('label.json'), { token: tokens.owner, body: { labelAlcohol: 13.9 } });
    const report = (await pdfText(await bytes(`/clients/${napa}/batches/${batchId}/report`))).replace(/\s+/g, ' ');
    expect(report).toContain('Label claim: Label 13.9 % (US), measured 14.2 %: crosses the 14 % tax-class line');
    await p.db.updateTable('batches').set({ status: 'Pending' }).where('id', '=', batchId).execute();
    expect((await p.call('GET', url('export/EU.pdf'), { token: tokens.owner })).status).not.toBe(200);
  });
});
