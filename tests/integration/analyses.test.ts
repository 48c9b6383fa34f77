/**
 * The analyses catalogue: the provider's calls on the seeded catalogue, then the pages
 * through the built app (no JavaScript), including bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { pdfDocument, pdfText } from '../helpers/pdf.ts';

describe('provider: analyses catalogue', () => {
  let p: TestProvider;
  beforeAll(async () => {
    p = await testProvider({ seed: true });
  });
  afterAll(() => closeProvider(p));

  it('lists analyses with a count of every match, fees in dollars, and Cache-Control of 5 min', async () => {
    const all = await p.call('GET', '/analyses.json?limit=10');
    expect(all.status).toBe(200);
    expect(all.json.analyses).toHaveLength(10);
    expect(all.json.count).toBeGreaterThan(50);
    expect(all.headers.get('cache-control')).toBe('public, max-age=300');
    const row = await p.db.selectFrom('analyses').selectAll().where('id', '=', all.json.analyses[0].id).executeTakeFirstOrThrow();
    expect(all.json.analyses[0].feeOne).toBe(row.feeOne / 100);
    expect(all.json.analyses[0]).toHaveProperty('testName');
  });

  it('filters by category, sample type, collection and country; empty values are ignored', async () => {
    const total = (await p.call('GET', '/analyses.json')).json.count;
    expect((await p.call('GET', '/analyses.json?category_id=&matrix_id=&searchPhrase=')).json.count).toBe(total);
    const cat = await p.call('GET', '/analyses.json?category_id=7063&limit=200');
    expect(cat.json.count).toBeGreaterThan(0);
    expect(cat.json.count).toBeLessThan(total);
    expect(cat.json.analyses.every((a: any) => a.analysesCategoryId === 7063)).toBe(true);
    const matrix = await p.call('GET', '/analyses.json?matrix_id=1&limit=200');
    expect(matrix.json.analyses.every((a: any) => a.analysesMatrixNameId === 1)).toBe(true);
    const coll = await p.call('GET', '/analyses.json?collection_id=12&limit=200');
    const inColl = await p.db.selectFrom('analysis_collections').select('analysisId').where('collectionId', '=', 12).execute();
    expect(coll.json.count).toBe(inColl.length);
    const country = await p.call('GET', '/analyses.json?country_code=EU&limit=200');
    expect(country.json.count).toBeGreaterThan(0);
    expect(country.json.analyses[0]).toHaveProperty('requirement');
  });

  it('searches by phrase, treating SQL and LIKE wildcards as text', async () => {
    const juice = await p.call('GET', '/analyses.json?searchPhrase=juice%20panel');
    expect(juice.json.analyses.some((a: any) => a.testName === 'Juice Panel')).toBe(true);
    for (const phrase of ["' OR 1=1 --", '%', '_', '"; DROP TABLE analyses; --']) {
      const res = await p.call('GET', `/analyses.json?searchPhrase=${encodeURIComponent(phrase)}`);
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(0);
    }
    expect((await p.call('GET', '/analyses.json')).json.count).toBeGreaterThan(50);
  });

  it('pages with limit and offset; bad numbers are 400, a huge offset is an empty page', async () => {
    const first = await p.call('GET', '/analyses.json?limit=5&offset=0');
    const second = await p.call('GET', '/analyses.json?limit=5&offset=5');
    expect(second.json.analyses[0].id).not.toBe(first.json.analyses[0].id);
    expect((await p.call('GET', '/analyses.json?offset=999999999')).json).toMatchObject({ analyses: [], offset: 999999999 });
    for (const q of ['category_id=abc', 'matrix_id=1.5', 'collection_id=-1', 'offset=-1', 'limit=0', 'limit=100000', `searchPhrase=${'x'.repeat(5000)}`]) {
      const res = await p.call('GET', `/analyses.json?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.error).toBeTruthy();
    }
  });

  it('answers one analysis with components and forms; 404 unknown, 400 non-numeric', async () => {
    const withForms = await p.db.selectFrom('attachment_forms').select('analysisId').executeTakeFirstOrThrow();
    const res = await p.call('GET', `/analyses/${withForms.analysisId}.json`);
    expect(res.status).toBe(200);
    expect(res.json.attachmentForms.length).toBeGreaterThan(0);
    expect(res.json.attachmentForms[0]).toHaveProperty('formUrl');
    const panel = await p.call('GET', '/analyses/500.json');
    expect(panel.json.analysisComponents.length).toBeGreaterThan(150);
    expect(panel.json.analysisComponents[0]).toMatchObject({ analyteName: expect.any(String), accredited: expect.any(Boolean) });
    expect((await p.call('GET', '/analyses/999999.json')).status).toBe(404);
    expect((await p.call('GET', '/analyses/abc.json')).status).toBe(400);
  });

  it('lists categories, sample types, collections, countries and publications with their freshness', async () => {
    const cats = await p.call('GET', '/analyses/categories.json');
    expect(cats.json.map((c: any) => c.id).sort()).toEqual([7055, 7061, 7063]);
    expect(cats.headers.get('cache-control')).toBe('public, max-age=600');
    expect((await p.call('GET', '/analyses/matrices.json')).headers.get('cache-control')).toBe('public, max-age=600');
    expect((await p.call('GET', '/analyses/collections.json')).headers.get('cache-control')).toBe('public, max-age=300');
    const countries = await p.call('GET', '/cms/countries.json');
    expect(countries.json.length).toBeGreaterThan(5);
    expect(countries.json[0]).toMatchObject({ countryCode: expect.any(String), name: expect.any(String) });
    expect(countries.headers.get('cache-control')).toBe('public, max-age=60');
    const pubs = await p.call('GET', '/cms/publications.json?limit=4');
    expect(pubs.json).toHaveLength(4);
    const dates = pubs.json.map((x: any) => x.reviewedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(pubs.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('builds both fee schedules as PDFs with the right rows; an unknown name is 400', async () => {
    const popular = await p.db.selectFrom('analyses').select(['testName', 'acode', 'feeOne']).where('popular', '=', 1).execute();
    const res = await p.app.request('/analyses/cheatsheet?name=most-popular');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('fee-schedule-most-popular.pdf');
    const { text } = await pdfDocument(new Uint8Array(await res.arrayBuffer()));
    for (const a of popular) expect(text).toContain(`(${a.acode})`);
    const priced = popular.find((a) => a.feeOne >= 100)!;
    expect(text).toContain(`$${(priced.feeOne / 100).toFixed(2)}`);
    const notPopular = await p.db.selectFrom('analyses').select('acode').where('popular', '=', 0).executeTakeFirstOrThrow();
    expect(text).not.toContain(`(${notPopular.acode})`);

    const complete = await p.app.request('/analyses/cheatsheet?name=complete-list');
    const full = await pdfDocument(new Uint8Array(await complete.arrayBuffer()));
    const every = await p.db.selectFrom('analyses').select(['acode', 'feeOne']).execute();
    for (const a of every) expect(full.text).toContain(`(${a.acode})`);
    expect(full.pages).toBeGreaterThan(1);
    // the seed prices some analyses "see description" (-100): the list says so instead of a price
    expect(every.some((a) => a.feeOne === -100)).toBe(true);
    expect(full.text).toContain('See description');

    expect((await p.call('GET', '/analyses/cheatsheet?name=everything')).status).toBe(400);
    expect((await p.call('GET', '/analyses/cheatsheet')).status).toBe(400);
  });

  it('stores a contact message and e-mails it to the lab; a bad body is 400', async () => {
    const res = await p.call('POST', '/contact/send_message', { body: { name: 'Ana Vintner', email: 'ana@winery.example', phone: '707 555 0100', message: 'About the juice panel' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const row = await p.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ana Vintner', email: 'ana@winery.example', message: 'About the juice panel' });
    const mail = p.outbox().at(-1)!;
    expect(mail.to).toEqual(['lab@lab.example']);
    expect(mail.replyTo).toBe('ana@winery.example');
    expect(mail.text).toContain('About the juice panel');
    expect((await p.call('POST', '/contact/send_message', { body: { name: 'x', email: 'not-an-email', message: 'hi' } })).status).toBe(400);
    expect((await p.call('POST', '/contact/send_message', { body: '{oops' })).status).toBe(400);
  });
});

describe('app: analyses pages (no JavaScript)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ seed: true });
  });
  afterAll(() => closeProvider(app.provider));

  it('redirects the old paths with 301', async () => {
    for (const [from, to] of [
      ['/home', '/'],
      ['/analyses', '/analyses/all-analyses'],
      ['/analyses/analysis/all-analyses', '/analyses/all-analyses'],
      ['/analyses/exports', '/analyses/exporting'],
      ['/analyses/analysis/exporting', '/analyses/exporting'],
      ['/analyses/100', '/analyses/analysis/100'],
      ['/analyses/exports?country=EU', '/analyses/exporting?country=EU'],
    ]) {
      const res = await app.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
    expect((await app.request('/analyses/not-a-number')).status).toBe(404);
  });

  it('lists, filters, shows chips and the count, and pages on the server', async () => {
    const { html } = await app.get('/analyses/all-analyses?reset=1');
    expect(html).toContain('id="analyses-q"');
    expect(html).toMatch(/Showing 1–25 of \d+ analyses/);
    expect(html).toContain('href="/analyses/fee-schedules/most-popular"');
    expect(html).toContain('href="/analyses/fee-schedules/complete-list"');
    expect(html).toContain('aria-label="Pagination"');

    const filtered = await app.get('/analyses/all-analyses?q=&matrix=1&collection=&category=7061');
    expect(filtered.html).toContain('Sample type<!-- -->: <!-- -->Wine');
    expect(filtered.html).toContain('href="/analyses/all-analyses?category=7061"'); // the chip removing the sample type
    expect(filtered.html).toContain('href="/analyses/all-analyses?matrix=1"'); // the chip removing the category
    expect(filtered.html).toContain('href="/analyses/all-analyses?reset=1"');

    const page2 = await app.get('/analyses/all-analyses?page=2');
    expect(page2.html).toMatch(/Showing 26–50 of/);
  });

  it('remembers the filters in a cookie until a chip or all-categories resets them', async () => {
    await app.get('/analyses/all-analyses?matrix=6');
    const back = await app.request('/analyses/all-analyses');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/analyses/all-analyses?matrix=6');
    await app.get('/analyses/all-analyses?reset=1');
    expect((await app.request('/analyses/all-analyses')).status).toBe(200);
  });

  it('survives bad input and escapes what it echoes', async () => {
    const nasty = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>';
    for (const q of [
      `q=${encodeURIComponent(nasty)}`,
      `q=${'a'.repeat(5000)}`,
      `q=${encodeURIComponent("' OR 1=1; DROP TABLE analyses; --")}`,
      'matrix=99999&collection=abc&category=-1',
      'page=-5',
      'page=99999999999',
      'offset=-1',
    ]) {
      const { res, html } = await app.get(`/analyses/all-analyses?${q}`);
      expect(res.status, q).toBe(200);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
    }
    const echoed = await app.get(`/analyses/all-analyses?q=${encodeURIComponent(nasty)}`);
    expect(echoed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const unknown = await app.get('/analyses/all-analyses?matrix=99999');
    expect(unknown.html).not.toContain('Remove filter');
    const long = await app.get(`/analyses/all-analyses?q=${'a'.repeat(5000)}`);
    expect(long.html).toContain(`value="${'a'.repeat(200)}"`);
    expect(long.html).not.toContain(`value="${'a'.repeat(201)}`);
  });

  it('shows an analysis with breadcrumb, components, forms, pricing and the contact form', async () => {
    const { html } = await app.get('/analyses/analysis/100');
    expect(html).toContain('Juice Panel');
    expect(html).toContain('href="/analyses/all-analyses?matrix=2"');
    expect(html).toContain('<details class="component-more">');
    expect(html).toContain('$95.00');
    expect(html).toContain('name="firstName"');
    expect(html).not.toContain('analyses-tabs');
    expect((await app.get('/analyses/analysis/999999')).res.status).toBe(404);
    expect((await app.get('/analyses/analysis/abc')).res.status).toBe(404);
  });

  it('shows the pricing messages of §5', async () => {
    const seeDescription = await app.provider.db.selectFrom('analyses').select('id').where('feeOne', '=', -100).executeTakeFirstOrThrow();
    expect((await app.get(`/analyses/analysis/${seeDescription.id}`)).html).toContain('See description for pricing');
    await app.provider.db.updateTable('analyses').set({ feeOne: 0, feeTwoToTen: 0, feeElevenPlus: 0 }).where('id', '=', 101).execute();
    expect((await app.get('/analyses/analysis/101')).html).toContain('Contact us for pricing');
  });

  it('validates the contact form, then sends it with the analysis link and shows contact-ets-success', async () => {
    const bad = await app.post('/analyses/analysis/100', { firstName: '', lastName: 'Vintner', email: 'nope', phone: '', message: '' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('<title>Error: ');
    expect(bad.html).toContain('First name is required');
    expect(bad.html).toContain('Contact number is required');
    expect(bad.html).toContain('Note is required');
    expect(bad.html).toContain('Please enter a valid e-mail address');

    const ok = await app.post('/analyses/analysis/100', { firstName: 'Ana', lastName: 'Vintner', email: 'ana@winery.example', phone: '707 555 0100', message: 'Can you run this on Saturday?' });
    expect(ok.res.status).toBe(303);
    expect(ok.location).toBe('/analyses/analysis/100');
    const mail = app.provider.outbox().at(-1)!;
    expect(mail.text).toContain('/analyses/analysis/100');
    expect(mail.text).toContain('Can you run this on Saturday?');
    expect(mail.text.indexOf('/analyses/analysis/100')).toBeLessThan(mail.text.indexOf('Can you run'));
    const after = await app.get('/analyses/analysis/100');
    expect(after.html).toContain('Your message has been sent');
  });

  it('lists the analyses an export country needs, or the empty-state table', async () => {
    const none = await app.get('/analyses/exporting');
    expect(none.html).toContain('Choose a country to see its analyses.');
    const eu = await app.get('/analyses/exporting?country=EU');
    expect(eu.html).toMatch(/\d+ analys[ie]s required for European Union/);
    const bogus = await app.get('/analyses/exporting?country=%3Cb%3E');
    expect(bogus.res.status).toBe(200);
    expect(bogus.html).toContain('Choose a country to see its analyses.');
  });

  it('shows and searches the pesticide panel', async () => {
    const all = await app.get('/analysis/additions/pesticide-panel');
    expect(all.html).toMatch(/1[5-9]\d of 1[5-9]\d components/);
    const some = await app.get('/analysis/additions/pesticide-panel?q=boscalid');
    expect(some.html).toMatch(/1 of 1[5-9]\d components/);
    expect(some.html).toContain('Boscalid');
  });

  it('serves the fee schedules as downloads', async () => {
    const res = await app.request('/analyses/fee-schedules/most-popular');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const { text } = await pdfDocument(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Juice Panel');
    expect((await app.request('/analyses/fee-schedules/other')).status).toBe(404);
  });

  it('renders the home page for visitors with the login form and countdown, and 4 publications', async () => {
    const { html } = await app.get('/');
    expect(html).toContain('action="/login"');
    expect(html).toContain('name="csrf"');
    expect(html).toContain('countdown-value');
    expect(html.match(/href="\/publications\/publication\/\d+"/g)).toHaveLength(4);
    for (const id of [7061, 7063, 7055]) expect(html).toContain(`href="/analyses/all-analyses?category=${id}"`);
  });
});

describe('required-documentation forms', () => {
  it('builds every form an analysis lists as a PDF, and refuses unknown names', async () => {
    const p = await testProvider({ seed: true });
    const forms = await p.db.selectFrom('attachment_forms').select(['formUrl', 'name']).distinct().execute();
    expect(forms.length).toBeGreaterThan(5);
    for (const form of forms.slice(0, 3)) {
      const res = await p.app.request(form.formUrl);
      expect(res.status, form.formUrl).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain(form.name.slice(0, 20));
      expect(text).toContain('Sample ID');
    }
    expect((await p.app.request('/forms/no-such-form.pdf')).status).toBe(404);
    expect((await p.app.request('/forms/..%2Fsecret.pdf')).status).toBe(400);
    await closeProvider(p);
  });
});
