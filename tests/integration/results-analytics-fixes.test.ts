/**
 * Results, analytics and public pages as a new user meets them: the analyses table's markup, a
 * new client's empty results, the smoke chart's scale and the bounds' operators, report
 * verification showing the report's values and the PDF's dates, the contact page's "Write a
 * message" and its FAQ failing, the locations maps' land and numbered pins, the beta badge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';
import { htmlText } from '../helpers/html.ts';
import { pdfText } from '../helpers/pdf.ts';
import { appsPerTest } from '../helpers/sign-in.ts';
import { projectPins, spreadPins } from '../../app/ui/location-map.tsx';
import { mapOutline } from '../../app/maps/map-outline.server.ts';

const { as, open } = appsPerTest();
const SMOKE = '/dashboard/smoke-impact-report';

describe('results by analysis', () => {
  it('leads each row with the analysis and its value, the sample in one cell, group and panel last', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get('/dashboard/results?view=analyses');
    const head = htmlText(html.match(/<thead>([\s\S]*?)<\/thead>/)![1]).replace(/\s+/g, ' ').trim();
    expect(head).toMatch(/^Analysis ▼? ?Result ▼? ?Sample ID ▼? ?· Sample name ▼? ?Logged ▼? ?Group ID ▼? ?Panel/);
    const row = html.match(/<tbody><tr>([\s\S]*?)<\/tr>/)![1];
    const cells = [...row.matchAll(/<td class="([^"]+)"/g)].map((m) => m[1]);
    expect(cells).toEqual(['cell-analysis', 'cell-result', 'cell-sample', 'col-mid', 'col-wide', 'col-wide']);
    // no scroll box around the table: the sticky header sticks to the page
    expect(html).not.toMatch(/<div class="table-scroll"><table class="results-table analyses-table"/);
  });

  it('tells a client without results that there are none yet, and a search without matches that nothing matches', async () => {
    const a = await as('newcomer@example.com');
    const ok = await a.post('/launchpad/new-client', {
      name: 'Fog Hollow Cider', officialBusinessName: 'Fog Hollow Cider LLC', businessType: 'Other', street_1: '12 Orchard Rd', city: 'Sebastopol',
      country: 'United States', state: 'CA', stateText: '', postalCode: '95472', phone: '7075550190', jobTitle: 'Cidermaker', acceptTerms: 'on',
    });
    expect(ok.location).toBe('/dashboard');
    for (const view of ['', '?view=analyses']) {
      const page = await a.get(`/dashboard/results${view}`);
      expect(page.html, view).toContain('No results yet');
      expect(page.html, view).not.toContain('No results match these filters.');
    }
    const searched = await a.get('/dashboard/results?q=merlot');
    expect(searched.html).toContain('No results match these filters.');
  });

  it('lays the filter bar out in rows the stylesheet names (the search alone, the rest in a row)', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get('/dashboard/results');
    expect(html).toMatch(/<div class="field field-search"><label for="results-q">/);
  });
});

describe('single-group CSV export', () => {
  it('the sample page offers the whole group’s CSV (batches/export.json?batch_id=) and mails it', async () => {
    const a = await as('full@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const sample = await a.provider.db.selectFrom('samples').innerJoin('batches', 'batches.id', 'samples.batchId')
      .select(['samples.friendlyNumber', 'samples.batchId']).where('samples.clientId', '=', client.id).where('batches.status', '=', 'Completed')
      .where('samples.reportedAt', 'is not', null).orderBy('samples.id', 'desc').executeTakeFirstOrThrow();
    const path = `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}`;
    const page = await a.get(path);
    expect(page.res.status, htmlText(page.html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '').slice(0, 300)).toBe(200);
    expect(page.html).toMatch(/<button type="submit" value="export-batch"[^>]*name="intent">Export the whole group \(CSV\)<\/button>/);
    const r = await a.post(path, { intent: 'export-batch' });
    expect(r.res.status).toBe(303);
    expect((await a.get(r.location!)).html).toContain('The export is on its way to your e-mail.');
    await a.provider.jobs.drain();
    const mail = a.provider.outbox().at(-1)!;
    expect(mail.to).toEqual(['full@example.com']);
    const csv = (await import('node:fs')).readFileSync(mail.attachments[0].path, 'utf8');
    const numbers = await a.provider.db.selectFrom('samples').select('friendlyNumber').where('batchId', '=', sample.batchId).execute();
    for (const n of numbers) expect(csv).toContain(n.friendlyNumber);
  });
});

describe('smoke impact chart', () => {
  it('draws each marker on its own 99th-percentile scale with shapes, and the table keeps the bounds’ operators', async () => {
    const a = await as('full@example.com');
    const ack = await a.post(SMOKE, { agree: 'on' });
    expect(ack.res.status).toBe(303);
    const list = await a.get(SMOKE);
    const sample = list.html.match(/\?sample=([\w-]+)#smoke-form/)![1];
    const varietal = (await a.provider.db.selectFrom('samples').select('varietalCode').where('friendlyNumber', '=', sample).executeTakeFirstOrThrow()).varietalCode!;
    const { html } = await a.get(`${SMOKE}?sample=${sample}&varietal=${varietal}`);
    expect(html).toContain('Result as a multiple of the marker');
    expect(html).toContain('1×');
    // the 95th is a triangle, the 99th a diamond: the legend draws both shapes, not two blue bars
    expect(html).toContain('95th percentile');
    expect(html).toMatch(/Each marker on its own scale/);
    const table = html.match(/<table class="analytics-table" id="smoke-classification">([\s\S]*?)<\/table>/)![1];
    const bounds = [...table.matchAll(/<td class="num">([^<]*)<\/td>/g)].map((m) => m[1]).filter((v) => /\d/.test(v));
    expect(bounds.some((b) => /^(≤|&lt;|<|&lt;=|<=) ?\d/.test(b))).toBe(true);
    expect(html).not.toContain('illustrative');
  });

  it('draws a phone chart beside the wide one whose every text is at least 12 px at 390 px', async () => {
    const a = await as('full@example.com');
    await a.post(SMOKE, { agree: 'on' });
    const sample = (await a.get(SMOKE)).html.match(/\?sample=([\w-]+)#smoke-form/)![1];
    const varietal = (await a.provider.db.selectFrom('samples').select('varietalCode').where('friendlyNumber', '=', sample).executeTakeFirstOrThrow()).varietalCode!;
    const { html } = await a.get(`${SMOKE}?sample=${sample}&varietal=${varietal}`);
    expect(html).toContain('class="chart-svg chart-wide"');
    const narrow = html.split('class="chart-svg chart-narrow"')[1].split('</svg>')[0];
    const width = Number(narrow.match(/<svg[^>]*width="(\d+)"/)![1]);
    // What is checked: the SVG font-size of every <text>, times the drawing's scale at 390 px. The
    // drawing is shown at the width of the page's column, 326 px at a 390 px viewport (measured in
    // the browser), never above its own width (max-width: 100%).
    const scale = Math.min(1, 326 / width);
    const texts = narrow.match(/<text[^>]*>/g) ?? [];
    expect(texts.length).toBeGreaterThan(20);
    for (const t of texts) {
      const size = Number(t.match(/font-size:(\d+(?:\.\d+)?)px/)?.[1] ?? t.match(/font:[^;"]*?(\d+(?:\.\d+)?)px/)?.[1] ?? t.match(/font-size="(\d+(?:\.\d+)?)"/)?.[1]);
      expect(size * scale, t).toBeGreaterThanOrEqual(12);
    }
    // the results and the marker names are in it, not cut
    expect(narrow).toContain('Syringol gentiobioside');
    expect(narrow).toMatch(/<text[^>]*>&lt;1<\/text>|<text[^>]*>\d+(\.\d+)? µg\/kg<\/text>/);
  });
});

describe('report verification', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ seed: true });
  });
  afterAll(() => closeProvider(app.provider));

  it('shows every value the report prints and the issue date the PDF prints', async () => {
    const report = await app.provider.db.selectFrom('lab_reports').selectAll().where('sampleId', 'is', null).orderBy('reportNumber', 'desc').executeTakeFirstOrThrow();
    const { html } = await app.post(`/wreports/${report.reportNumber}`, { accessCode: app.provider.accessCode(report.reportNumber) });
    expect(html).toContain('This report is authentic.');
    const values = html.match(/<table class="verified-values">([\s\S]*?)<\/table>/)![1];
    const results = await app.provider.db.selectFrom('results').innerJoin('samples', 'samples.id', 'results.sampleId')
      .select(['samples.friendlyNumber', 'results.analyte', 'results.formattedResult', 'results.result']).where('results.batchId', '=', report.batchId).execute();
    expect(results.length).toBeGreaterThan(0);
    const text = htmlText(values);
    for (const r of results) {
      expect(text).toContain(r.analyte);
      expect(text).toContain((r.formattedResult ?? r.result)!);
    }
    // the PDF's "Issued" is the date the verification page shows
    const batch = await app.provider.db.selectFrom('batches').select(['clientId']).where('id', '=', report.batchId).executeTakeFirstOrThrow();
    const token = await app.provider.tokenFor('godmode@example.com');
    const res = await app.provider.app.request(`/clients/${batch.clientId}/batches/${report.batchId}/report?report_type=ereport`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const pdf = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    const issued = pdf.match(/Issued: (\d{2}\/\d{2}\/\d{4})/)![1];
    const facts = Object.fromEntries([...html.matchAll(/<dt>([^<]+)<\/dt><dd>(.*?)<\/dd>/gs)].map((m) => [m[1], htmlText(m[2]).trim()]));
    expect(facts.Issued).toBe(issued);
    expect(pdf).toMatch(/Printed: \d{2}\/\d{2}\/\d{4}/);
  });
});

describe('contact page', () => {
  it('"Write a message" opens the form, without JavaScript too', async () => {
    const app = await open();
    const page = await app.get('/contact-us');
    const href = page.html.match(/<a href="([^"]*)"[^>]*>Write a message<\/a>/)![1].replace(/&amp;/g, '&');
    expect(href).toBe('/contact-us?write#contact-form');
    expect(page.html).not.toMatch(/<details class="contact-panel" id="contact-form" open=""/);
    const opened = await app.get(href.replace(/#.*/, ''));
    expect(opened.html).toMatch(/<details class="contact-panel" id="contact-form" open=""/);
  });

  it('keeps the contact form and shows the get-all-faq-error toast when the FAQ cannot be loaded', async () => {
    const app = await open({ withoutCalls: /\/questions\.json/ });
    const page = await app.get('/contact-us');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('class="flash flash-error" role="alert"');
    expect(page.html).toContain('The frequently asked questions could not be loaded.');
    expect(page.html).toMatch(/<form[^>]*id="contact-page"/);
    expect(page.html).toContain('name="note"');
  });
});

describe('content that fails to load', () => {
  it.each([
    ['/about-us', /\/cms\/people\.json/, 'Our team could not be loaded.'],
    ['/search?q=smoke', /^\/search/, 'The search could not be completed.'],
    ['/publications', /\/cms\/publications\/categories\.json/, 'The publication categories could not be loaded.'],
  ])('%s keeps the page and shows its fallback toast', async (path, call, toast) => {
    const app = await open({ withoutCalls: call });
    const page = await app.get(path);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('class="flash flash-error" role="alert"');
    expect(page.html).toContain(toast);
  });
});

describe('portal lists that fail to load', () => {
  it.each([
    ['/dashboard/results?view=analyses', /\/results\.json/, 'The analysis results could not be loaded.'],
    ['/dashboard/results', /\/batches\/dashboard_index/, 'The sample groups could not be loaded.'],
    ['/dashboard/teams-settings', /\/team_members\.json/, 'The team members could not be loaded.'],
  ])('%s keeps the page and shows its fallback toast', async (path, call, toast) => {
    const a = await as('full@example.com', { withoutCalls: call });
    const page = await a.get(path);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('class="flash flash-error" role="alert"');
    expect(page.html).toContain(toast);
    expect(page.html).toContain('<h1');
  });
});

describe('the soil form when sending fails', () => {
  it('answers with contact-soil-error (document 1 §8 contact-{product}-error), the input kept', async () => {
    const app = await open({ withoutCalls: /\/terramea\/contact_ets/ });
    const page = await app.post('/terramea', { name: 'Sam Vine', email: 'sam@example.com', phone: '707 555 0101', message: 'Three blocks of loam.' });
    expect(page.res.status).toBeGreaterThanOrEqual(400);
    expect(page.html).toContain('Your message about soil analysis could not be sent.');
    expect(page.html).toContain('Three blocks of loam.');
  });
});

describe('locations maps', () => {
  it('draws the land (coastline and state lines) under numbered pins that do not overlap, the lists numbered to match', async () => {
    const app = await open();
    const { html } = await app.get('/locations');
    const maps = [...html.matchAll(/<svg class="svg-map"[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    expect(maps.length).toBe(2);
    for (const svg of maps) expect(svg).toMatch(/<path class="map-land" d="M[\d,.L-]+Z/);
    // numbered pins 1..n on the labs' map, the labs' list numbered the same, in the same order
    const labsMap = maps[0];
    const pinNames = [...labsMap.matchAll(/<title>(\d+)\. ([^,<]+)/g)].map((m) => [Number(m[1]), m[2]] as const);
    const listNames = [...html.matchAll(/<h3><span class="pin-number">(\d+)<\/span> ([^<]+)<\/h3>/g)].map((m) => [Number(m[1]), m[2].trim()] as const);
    expect(pinNames.length).toBeGreaterThan(1);
    expect(listNames).toEqual(pinNames);
    // the dropboxes are numbered on through the states
    const boxNumbers = [...html.matchAll(/<h4><span class="pin-number">(\d+)<\/span>/g)].map((m) => Number(m[1]));
    expect(boxNumbers).toEqual(boxNumbers.map((_, i) => i + 1));
  });

  it('pushes close pins apart (St. Helena and Healdsburg) and keeps the outline small', () => {
    const pins = [
      { id: 'a', label: 'St. Helena', latitude: 38.5052, longitude: -122.4703 },
      { id: 'b', label: 'Healdsburg', latitude: 38.6102, longitude: -122.8694 },
      { id: 'c', label: 'Paso Robles', latitude: 35.6266, longitude: -120.691 },
      { id: 'd', label: 'Walla Walla', latitude: 46.0646, longitude: -118.343 },
    ];
    const points = projectPins(pins);
    const drawn = spreadPins(points);
    for (let i = 0; i < drawn.length; i++) {
      for (let j = i + 1; j < drawn.length; j++) expect(Math.hypot(drawn[i].px - drawn[j].px, drawn[i].py - drawn[j].py)).toBeGreaterThanOrEqual(25);
    }
    const outline = mapOutline(pins);
    expect(outline.length).toBeGreaterThan(500);
    expect(outline.length).toBeLessThan(20_000);
  });
});

describe('dashboard menu', () => {
  it('flags the smoke impact report as beta', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get('/dashboard/results');
    expect(html).toMatch(/href="\/dashboard\/smoke-impact-report"[^>]*>Smoke[^<]*<span class="badge">Beta<\/span>/);
  });
});
