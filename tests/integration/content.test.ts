/**
 * The public site, provider side: CMS calls, people, seminars, FAQ, publication categories and detail,
 * global search (every _index kind, ranking, bad input), report verification (right code, wrong
 * code, unknown report, rate limit), the soil contact call and the vintage chart images.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { SEARCH_INDEXES } from '../../contract/search.ts';
import { VERIFY_LIMITS } from '../../contract/report-verification.ts';
import { reindex } from '../../provider/services/search-index.ts';
import { likePattern } from '../../provider/db/dialect.ts';
import { reportAccessCode } from '../../provider/services/report-codes.ts';
import { sql } from 'kysely';

let p: TestProvider;
beforeAll(async () => {
  p = await testProvider({ seed: true });
});
afterAll(() => closeProvider(p));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('CMS calls', () => {
  it.each([
    ['/cms/terms_and_conditions.json', 'Terms and Conditions'],
    ['/cms/terms_of_use.json', 'Terms of Use'],
    ['/cms/privacy.json', 'Privacy Policy'],
    ['/cms/technical_tools.json', 'Technical Tools'],
  ])('%s answers its page, cacheable for 10 minutes', async (path, title) => {
    const r = await p.call('GET', path);
    expect(r.status).toBe(200);
    expect(r.json.title).toBe(title);
    expect(r.json.content).toContain('<');
    expect(r.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('lists content pages, or one by slug; an unknown or malformed slug is refused', async () => {
    const all = await p.call('GET', '/cms/content_pages.json');
    expect(all.json.map((x: any) => x.title)).toEqual(expect.arrayContaining(['Our Story', 'Applied innovation', 'The Vinlab Difference', 'Quality', 'Vintage Portal', 'Expertise On Call', 'Our Services', 'Vintage Reports']));
    const one = await p.call('GET', '/cms/content_pages.json?slug=our-story');
    expect(one.json).toHaveLength(1);
    expect((await p.call('GET', '/cms/content_pages.json?slug=nope')).status).toBe(404);
    expect((await p.call('GET', '/cms/content_pages.json?slug=%3Cscript%3E')).status).toBe(400);
  });

  it('people, seminars (by start date), FAQ (by position), publication categories', async () => {
    const people = await p.call('GET', '/cms/people.json');
    expect(people.json.length).toBeGreaterThan(3);
    expect(people.json[0]).toHaveProperty('name');
    const seminars = await p.call('GET', '/cms/seminars_and_events.json');
    const starts = seminars.json.map((s: any) => s.startDate);
    expect(starts).toEqual([...starts].sort());
    const faqs = await p.call('GET', '/questions.json');
    const positions = faqs.json.map((f: any) => f.position);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    const cats = await p.call('GET', '/cms/publications/categories.json');
    expect(cats.json.map((c: any) => c.name)).toContain('Smoke Exposure');
  });

  it('publication detail carries related analyses and publications; unknown is 404', async () => {
    const list = await p.call('GET', '/cms/publications.json');
    const withRelations = list.json[0];
    const r = await p.call('GET', `/cms/publications/${withRelations.id}.json`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: withRelations.id, title: withRelations.title });
    expect(r.json.analysisIds.length).toBe(r.json.relatedAnalyses.length);
    expect(r.json.relatedAnalyses[0]).toHaveProperty('testName');
    expect((await p.call('GET', '/cms/publications/999999.json')).status).toBe(404);
    expect((await p.call('GET', '/cms/publications/abc.json')).status).toBe(400);
  });
});

describe('global search', () => {
  it('finds one result of each kind', async () => {
    const terms: Record<string, string> = {
      'content-page': 'Our Story', 'publication': 'Juice Panel', 'people': 'Gordon Burns', 'analyses': 'Brix', 'location': 'Walla Walla', 'search-sym-link': 'Sustainability',
    };
    for (const index of SEARCH_INDEXES) {
      const r = await p.call('GET', `/search?q=${encodeURIComponent(terms[index])}`);
      expect(r.status).toBe(200);
      expect(r.json.hits.some((h: any) => h._index === index), `${index} for ${terms[index]}`).toBe(true);
    }
  });

  it('ranks title matches above body matches', async () => {
    const r = await p.call('GET', '/search?q=quality');
    const scores = r.json.hits.map((h: any) => h._score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(r.json.hits[0]._source.title.toLowerCase()).toContain('quality');
  });

  it('refuses a 5,000-character term, treats wildcards literally, and answers empty for nothing', async () => {
    expect((await p.call('GET', `/search?q=${'a'.repeat(5000)}`)).status).toBe(400);
    expect((await p.call('GET', '/search?q=%25%25_')).json.total).toBe(0);
    expect((await p.call('GET', '/search?q=')).json).toEqual({ q: '', total: 0, hits: [] });
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('keeps the index current when a writer reindexes one thing', async () => {
    await p.call('GET', '/search?q=x'); // builds the index
    await p.db.updateTable('people').set({ name: 'Zebulon Quibble' }).where('id', '=', 1).execute();
    await reindex(p.db, 'people', 1);
    const r = await p.call('GET', '/search?q=quibble');
    expect(r.json.hits.map((h: any) => h._index)).toEqual(['people']);
  });
});

describe('report verification', () => {
  it('verifies with the right code; a wrong code and an unknown report give the same answer', async () => {
    const report = await p.db.selectFrom('lab_reports').selectAll().executeTakeFirstOrThrow();
    const ok = await p.call('GET', `/report_verification/${report.reportNumber}.json?access_token=${p.accessCode(report.reportNumber)}`);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ verified: true, reportNumber: report.reportNumber });
    const wrong = await p.call('GET', `/report_verification/${report.reportNumber}.json?access_token=WRONG`);
    const unknown = await p.call('GET', `/report_verification/NOPE-1.json?access_token=${p.accessCode(report.reportNumber)}`);
    expect(wrong.status).toBe(404);
    expect(unknown).toMatchObject({ status: wrong.status, json: wrong.json });
  });

  it('the database holds no access code, in clear or hashed: codes are derived from the report number with the secret', async () => {
    const tables = await p.db.introspection.getTables();
    const reportsTable = tables.find((t) => t.name === 'lab_reports')!;
    expect(reportsTable.columns.map((c) => c.name).sort()).toEqual(['batchId', 'clientId', 'issuedAt', 'reportNumber', 'sampleId']);
    // No table anywhere holds a code: every row of every table, as text, searched for 40 codes.
    const reports = await p.db.selectFrom('lab_reports').select('reportNumber').orderBy('reportNumber').limit(40).execute();
    const codes = reports.map((r) => p.accessCode(r.reportNumber));
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { name } of tables) {
      const dump = JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(p.db)).rows);
      for (const code of codes) expect(dump.includes(code), `${code} in ${name}`).toBe(false);
    }
  });

  it('accepts the code as typed off paper (any case, spaces, dashes); refuses another report’s code and a code made with another secret', async () => {
    const [a, b] = await p.db.selectFrom('lab_reports').select('reportNumber').orderBy('reportNumber', 'desc').limit(2).execute();
    const code = p.accessCode(a.reportNumber);
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    expect((await p.call('GET', `/report_verification/${a.reportNumber}.json?access_token=${encodeURIComponent(typed)}`)).status).toBe(200);
    expect((await p.call('GET', `/report_verification/${a.reportNumber}.json?access_token=${p.accessCode(b.reportNumber)}`)).status).toBe(404);
    const forged = reportAccessCode('another-secret-another-secret-000000', a.reportNumber);
    expect(forged).not.toBe(code);
    expect((await p.call('GET', `/report_verification/${a.reportNumber}.json?access_token=${forged}`)).status).toBe(404);
  });

  it('a verified report names its sample(s), when they were received and reported, and its status', async () => {
    const bySample = await p.db.selectFrom('lab_reports').selectAll().where('sampleId', 'is not', null).orderBy('reportNumber').executeTakeFirstOrThrow();
    const byBatch = await p.db.selectFrom('lab_reports').selectAll().where('sampleId', 'is', null).orderBy('reportNumber').executeTakeFirstOrThrow();
    // a report on one sample: that sample, its own received and reported dates
    const sample = await p.db.selectFrom('samples').selectAll().where('id', '=', bySample.sampleId!).executeTakeFirstOrThrow();
    const one = await p.call('GET', `/report_verification/${bySample.reportNumber}.json?access_token=${p.accessCode(bySample.reportNumber)}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      reportNumber: bySample.reportNumber,
      clientName: expect.any(String),
      batchNumber: bySample.batchId,
      sample: { friendlyNumber: sample.friendlyNumber, description: sample.description },
      samples: [{ friendlyNumber: sample.friendlyNumber, description: sample.description }],
      loggedAt: sample.loggedAt,
      reportedAt: sample.reportedAt,
      issuedAt: bySample.issuedAt,
      status: 'Completed',
    });
    expect(sample.reportedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // a report on a batch: every sample of the batch, reported when its last result was
    const samples = await p.db.selectFrom('samples').selectAll().where('batchId', '=', byBatch.batchId).orderBy('id').execute();
    const results = await p.db.selectFrom('results').select('reportedAt').where('batchId', '=', byBatch.batchId).execute();
    const last = results.map((x) => x.reportedAt!).sort().at(-1);
    const all = await p.call('GET', `/report_verification/${byBatch.reportNumber}.json?access_token=${p.accessCode(byBatch.reportNumber)}`);
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({
      batchNumber: byBatch.batchId,
      sample: null,
      samples: samples.map((x) => ({ friendlyNumber: x.friendlyNumber, description: x.description })),
      loggedAt: samples.map((x) => x.loggedAt).sort()[0],
      reportedAt: last,
      status: 'Completed',
    });
    expect(last).toBeTruthy();
    expect(results.every((x) => x.reportedAt)).toBe(true);
  });

  it('after 10 wrong codes for one report, answers "try again later" for the rest of the window', async () => {
    const report = await p.db.selectFrom('lab_reports').selectAll().offset(1).limit(1).executeTakeFirstOrThrow();
    for (let i = 0; i < VERIFY_LIMITS.perReport; i++) {
      const r = await p.call('GET', `/report_verification/${report.reportNumber}.json?access_token=guess${i}`, { headers: { 'x-lab-client-ip': `10.0.0.${i}` } });
      expect(r.status).toBe(404);
    }
    const right = await p.call('GET', `/report_verification/${report.reportNumber}.json?access_token=${p.accessCode(report.reportNumber)}`, { headers: { 'x-lab-client-ip': '10.9.9.9' } });
    expect(right.status).toBe(429);
    p.clock.advance(VERIFY_LIMITS.windowMs + 1000);
    const later = await p.call('GET', `/report_verification/${report.reportNumber}.json?access_token=${p.accessCode(report.reportNumber)}`, { headers: { 'x-lab-client-ip': '10.9.9.9' } });
    expect(later.status).toBe(200);
  });

  it('after 30 wrong codes from one address, refuses that address', async () => {
    const reports = await p.db.selectFrom('lab_reports').select('reportNumber').limit(5).execute();
    const headers = { 'x-lab-client-ip': '192.0.2.77' };
    for (let i = 0; i < VERIFY_LIMITS.perAddress; i++) {
      await p.call('GET', `/report_verification/${reports[i % reports.length].reportNumber}.json?access_token=nope${i}`, { headers });
    }
    const r = await p.call('GET', `/report_verification/${reports[0].reportNumber}.json?access_token=x`, { headers });
    expect(r.status).toBe(429);
    p.clock.advance(VERIFY_LIMITS.windowMs + 1000);
  });
});

describe('soil contact', () => {
  it('stores and e-mails a valid message; refuses a missing phone', async () => {
    const r = await p.call('POST', '/terramea/contact_ets', { body: { name: 'Ana <b>Soil</b>', email: 'ana@example.com', phone: '707 555 0100', message: 'Soil test for 3 blocks' } });
    expect(r.status).toBe(200);
    expect(p.outbox().some((m) => m.subject.includes('Soil') && m.text.includes('3 blocks'))).toBe(true);
    const bad = await p.call('POST', '/terramea/contact_ets', { body: { name: 'A', email: 'a@example.com', message: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('vintage chart images', () => {
  it('serves a drawn SVG per varietal and analyte, with caching; unknown is 404', async () => {
    const r = await p.app.request('/cms/vintage-trends/charts/pinot-noir/brix');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toContain('<svg');
    const etag = r.headers.get('etag')!;
    expect((await p.app.request('/cms/vintage-trends/charts/pinot-noir/brix', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await p.app.request('/cms/vintage-trends/charts/merlot/brix')).status).toBe(404);
    const list = await p.call('GET', '/cms/vintage-trends/charts.json');
    expect(list.json).toHaveLength(4 * 9 + 6);
  });

  it('draws numbers and dates only (the page names the chart), with date labels that never meet', async () => {
    for (const [varietal, analyte] of [['pinot-noir', 'brix'], ['cabernet-sauvignon', 'ta'], ['sauvignon-blanc', 'malic'], ['cabernet-sauvignon-phenolics', 'anthocyanins']]) {
      const svg = await (await p.app.request(`/cms/vintage-trends/charts/${varietal}/${analyte}`)).text();
      const texts = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((m) => ({ attrs: m[1], text: m[2] }));
      expect(texts.length).toBeGreaterThan(10);
      for (const { text } of texts) expect(text, `${varietal}/${analyte}`).toMatch(/^(-?[\d,]+(\.\d+)?|[A-Z][a-z]{2} \d{1,2})$/);
      const dates = texts
        .filter((t) => /^[A-Z][a-z]{2} \d{1,2}$/.test(t.text))
        .map((t) => Number(/translate\(([\d.]+) /.exec(t.attrs)![1]))
        .sort((a, b) => a - b);
      expect(dates.length, `${varietal}/${analyte}`).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < dates.length; i++) expect(dates[i] - dates[i - 1], `${varietal}/${analyte}`).toBeGreaterThanOrEqual(48);
      // one line per vintage, the last five: the seed adds the seasons after 2025 up to its today, so the newest moves with the clock
      const years = texts.filter((t) => /^20\d\d$/.test(t.text)).map((t) => Number(t.text));
      expect(years, `${varietal}/${analyte}`).toEqual([0, 1, 2, 3, 4].map((i) => years[0] + i));
      expect(years[4]).toBeGreaterThanOrEqual(2025);
      expect(years[4]).toBeLessThanOrEqual(p.clock.now().getUTCFullYear());
    }
  });

  it('draws again a chart stored by an older drawing, keeping an uploaded one', async () => {
    const old = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Pinot Noir: YAN</text></svg>');
    await p.db.insertInto('vintage_charts').values({ varietal: 'pinot-noir', analyte: 'yan', contentType: 'image/svg+xml', image: old, updatedAt: '2020-01-01T00:00:00.000Z' })
      .onConflict((oc) => oc.columns(['varietal', 'analyte']).doUpdateSet({ image: old, updatedAt: '2020-01-01T00:00:00.000Z' })).execute();
    const svg = await (await p.app.request('/cms/vintage-trends/charts/pinot-noir/yan')).text();
    expect(svg).not.toContain('Pinot Noir');
    expect(svg).toMatch(/^<svg data-drawing="\d+"/);
    const row = await p.db.selectFrom('vintage_charts').select(['updatedAt']).where('varietal', '=', 'pinot-noir').where('analyte', '=', 'yan').executeTakeFirstOrThrow();
    expect(row.updatedAt > '2020-01-01').toBe(true);
    await p.db.insertInto('vintage_charts').values({ varietal: 'pinot-noir', analyte: 'nopa', contentType: 'image/png', image: PNG, updatedAt: '2020-01-01T00:00:00.000Z' })
      .onConflict((oc) => oc.columns(['varietal', 'analyte']).doUpdateSet({ contentType: 'image/png', image: PNG })).execute();
    const png = await p.app.request('/cms/vintage-trends/charts/pinot-noir/nopa');
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  const upload = (token: string | undefined, name: string, bytes: Buffer, type = 'image/png') => {
    const form = new FormData();
    form.append('image-0', new File([new Uint8Array(bytes)], name, { type }));
    return p.app.request('/cms/vintage-trends/charts', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  };

  it('lets a godmode user replace an image and refuses everyone else', async () => {
    expect((await upload(undefined, 'chardonnay--ph.png', PNG)).status).toBe(401);
    expect((await upload(await p.tokenFor('admin@example.com'), 'chardonnay--ph.png', PNG)).status).toBe(403);
    const god = await p.tokenFor('godmode@example.com');
    const ok = await upload(god, 'chardonnay--ph.png', PNG);
    expect(ok.status).toBe(200);
    expect((await ok.json()).message).toBe('Image uploaded successfully');
    const img = await p.app.request('/cms/vintage-trends/charts/chardonnay/ph');
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a non-image (even named .png), an oversized image and an unknown target, storing nothing', async () => {
    const god = await p.tokenFor('godmode@example.com');
    const before = await p.db.selectFrom('vintage_charts').select(['varietal', 'analyte', 'contentType']).where('varietal', '=', 'pinot-noir').execute();
    expect((await upload(god, 'pinot-noir--ph.png', Buffer.from('<svg onload="alert(1)"></svg>'))).status).toBe(415);
    expect((await upload(god, 'pinot-noir--ph.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))).status).toBe(413);
    expect((await upload(god, 'merlot--ph.png', PNG)).status).toBe(400);
    const after = await p.db.selectFrom('vintage_charts').select(['varietal', 'analyte', 'contentType']).where('varietal', '=', 'pinot-noir').execute();
    expect(after).toEqual(before);
  });
});
