/**
 * The portal pages through the built app, the way a browser without JavaScript uses them:
 * page gates by role (the role-to-path table), results views and filters, bad input, export,
 * preliminary agreement, sample and analysis details, lab report download, re-sign, new client
 * and the launchpad.
 */
import { describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';
import { EXPORT_LIMITS } from '../../contract/exports.ts';
import fs from 'node:fs';
import { appsPerTest } from '../helpers/sign-in.ts';

const { as } = appsPerTest();

async function completedSample(a: TestApp, code = 'C10234') {
  const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return a.provider.db
    .selectFrom('samples')
    .innerJoin('batches', 'batches.id', 'samples.batchId')
    .select(['samples.id', 'samples.friendlyNumber', 'samples.batchId', 'samples.clientId'])
    .where('samples.clientId', '=', client.id)
    .where('batches.status', '=', 'Completed')
    .where('samples.reportedAt', 'is not', null)
    .orderBy('samples.id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('page gates', () => {
  it('lets results roles in, sends a billing user to billing and a signed-out visitor to login', async () => {
    const a = await as('billing@example.com');
    const r = await a.get('/dashboard/results', false);
    expect(r.res.headers.get('location')).toBe('/dashboard/billing');
    const out = await testApp({ seed: false });
    const anon = await out.get('/dashboard/results', false);
    expect(anon.res.headers.get('location')).toMatch(/^\/login/);
    await closeProvider(out.provider);
  });

  for (const email of ['owner@example.com', 'full@example.com', 'reporting@example.com']) {
    it(`shows results to ${email}, with the menu by role`, async () => {
      const a = await as(email);
      const r = await a.get('/dashboard/results');
      expect(r.res.status).toBe(200);
      expect(r.html).toContain('Napa Ridge Cellars');
      expect(r.html).toContain('C10234');
      expect(r.html).toContain('href="/dashboard/results"');
      // The menu by the role table: team settings for every member, client settings for
      // administrators and full users, the two analytics pages for everyone with results.
      for (const page of ['/dashboard/teams-settings', '/dashboard/vintage-portal', '/dashboard/smoke-impact-report']) {
        expect(r.html).toContain(`href="${page}"`);
      }
      expect(r.html.includes('href="/dashboard/client-settings"')).toBe(email !== 'reporting@example.com');
      if (email === 'reporting@example.com') expect(r.html).not.toContain('href="/dashboard/billing"');
      else expect(r.html).toContain('href="/dashboard/billing"');
      // go-paperless banner: client A receives mailed documents; only its Administrator sees it
      expect(r.html.includes('Go paperless')).toBe(email === 'owner@example.com');
    });
  }

  it('refuses another client\'s sample under the active client\'s path', async () => {
    const a = await as('full@example.com');
    const foreign = await completedSample(a, 'C10412');
    const r = await a.get(`/dashboard/results/group/${foreign.batchId}/sample/${foreign.friendlyNumber}`, false);
    // The user may not open that client: the page an unknown sample gets (nothing to count), and
    // the user stays signed in.
    const unknown = await a.get(`/dashboard/results/group/999999999/sample/${foreign.friendlyNumber}`, false);
    expect(r.res.status).toBe(404);
    expect(unknown.res.status).toBe(404);
    expect(r.html.match(/<title>(.*?)<\/title>/)?.[1]).toBe(unknown.html.match(/<title>(.*?)<\/title>/)?.[1]);
    expect(r.html).not.toContain('No access');
    expect(r.html).not.toContain(foreign.friendlyNumber + '</dd>');
    expect((await a.get('/dashboard/results', false)).res.status).toBe(200);
  });

  it('a lab report or invoice PDF link of another of the user\'s clients shows the no-access page with the switch', async () => {
    const a = await as('owner@example.com');
    const other = await completedSample(a, 'C10871');
    const B = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
    for (const link of [`/dashboard/results/group/${other.batchId}/report`, `/dashboard/billing/invoices/${other.batchId}/pdf`]) {
      const r = await a.request(link, { redirect: 'manual' });
      expect(r.status, link).toBe(302);
      expect(r.headers.get('location'), link).toBe(`/no-access?owner=${B}&redirectTo=${encodeURIComponent(link)}`);
      const page = await a.get(r.headers.get('location')!, false);
      expect(page.res.status, link).toBe(403);
      expect(page.html, link).toContain('No access');
      expect(page.html, link).toContain('Switch to Willamette Hollow Vineyards');
      expect(page.html, link).toContain(`name="redirectTo" value="${link}"`);
    }
    // The query string is never trusted for the offer: a client the user does not belong to is not named.
    const foreign = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10412').executeTakeFirstOrThrow()).id;
    const forged = await a.get(`/no-access?owner=${foreign}`, false);
    expect(forged.res.status).toBe(403);
    expect(forged.html).not.toContain('Switch to');
    // Still signed in.
    expect((await a.get('/dashboard/results', false)).res.status).toBe(200);
  });

  it('sends a reporting user of a client on credit hold back with a warning', async () => {
    const a = await as('reporting@example.com');
    const c = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C11402').executeTakeFirstOrThrow();
    const chosen = await a.post('/active-client', { clientId: String(c.id), redirectTo: '/launchpad/clients' });
    expect(chosen.location).toBe('/launchpad/clients');
    const r = await a.get('/dashboard/results', false);
    expect(r.res.headers.get('location')).toBe('/launchpad/clients');
  });
});

describe('results', () => {
  it('shows the samples view, then analyses with sorting, paging and filters in the URL', async () => {
    const a = await as('full@example.com');
    const samples = await a.get('/dashboard/results');
    expect(samples.html).toMatch(/<th scope="col">Group<\/th>/);
    const analyses = await a.get('/dashboard/results?view=analyses&sort=analyte&dir=asc&page=2');
    expect(analyses.res.status).toBe(200);
    expect(analyses.html).toContain('aria-sort="ascending"');
    expect(analyses.html).toContain('Page 2 of');
  });

  it('answers bad input with a message or an empty page, never an error page', async () => {
    const a = await as('full@example.com');
    const wrongOrder = await a.get('/dashboard/results?from=10/31/2026&to=10/01/2026');
    expect(wrongOrder.res.status).toBe(200);
    expect(wrongOrder.html).toContain('The from date must not be after the to date.');
    const format = await a.get('/dashboard/results?view=analyses&from=2026.10.01');
    expect(format.html).toContain('Enter dates as MM/dd/yyyy');
    // A page past the last goes to the last page, never "Page 9999 of 53".
    const beyond = await a.get('/dashboard/results?view=analyses&q=Brix&page=999999', false);
    expect(beyond.res.status).toBe(302);
    const last = Number(beyond.res.headers.get('location')!.match(/^\/dashboard\/results\?view=analyses&q=Brix&page=(\d+)$/)![1]);
    const lastPage = await a.get(beyond.res.headers.get('location')!);
    expect(lastPage.html).toContain(`Page ${last} of ${last}`);
    const samples = await a.get('/dashboard/results?page=9999', false);
    expect(samples.res.headers.get('location')).toMatch(/^\/dashboard\/results\?page=\d+$/);
    const none = await a.get('/dashboard/results?view=analyses&q=no-such-thing-at-all&page=3', false);
    expect(none.res.headers.get('location')).toBe('/dashboard/results?view=analyses&q=no-such-thing-at-all');
    const sort = await a.get('/dashboard/results?view=analyses&sort=nope');
    expect(sort.res.status).toBe(200);
    const long = await a.get(`/dashboard/results?view=analyses&q=${'x'.repeat(5000)}`);
    expect(long.res.status).toBe(200);
  });

  it('sorts the cards too; "Go back" from a sample returns to the same search, sort and page', async () => {
    const a = await as('full@example.com');
    const list = await a.get('/dashboard/results?view=analyses&q=Brix&sort=analyte&dir=asc&page=2');
    // the phones' own sort control (the columns that leave below 600 px take their sortable headers)
    expect(list.html).toMatch(/<details class="card-sort-details phone-only"[^>]*>\s*<summary>Sort the results<\/summary>\s*<form[^>]*class="card-sort"/);
    expect(list.html).toMatch(/<select id="card-sort" name="sort">[\s\S]*?<option value="analyte" selected="">/);
    expect(list.html).toContain('>Sort by</label>');
    const link = list.html.match(/href="(\/dashboard\/results\/group\/\d+\/sample\/[^"?/]+\?back=[^"]+)"/)![1].replace(/&amp;/g, '&');
    const sample = await a.get(link);
    expect(sample.res.status).toBe(200);
    const back = sample.html.match(/<a class="secondary" href="([^"]+)"/)![1].replace(/&amp;/g, '&');
    expect(back).toBe('/dashboard/results?view=analyses&q=Brix&page=2&sort=analyte&dir=asc');
    // ... and from an analysis, back to that sample, which still knows the list
    const analysis = sample.html.match(/href="(\/dashboard\/results\/group\/\d+\/sample\/[^"?]+\/analysis\/\d+\?back=[^"]+)"/)![1].replace(/&amp;/g, '&');
    const details = await a.get(analysis);
    expect(details.html).toMatch(/href="\/dashboard\/results\/group\/\d+\/sample\/[^"?]+\?back=view%3Danalyses%26q%3DBrix%26page%3D2%26sort%3Danalyte%26dir%3Dasc"/);
    // a tampered back cannot leave the results list
    const odd = await a.get(link.replace(/back=[^&]+/, 'back=' + encodeURIComponent('//evil.example/?view=analyses')));
    expect(odd.html).toMatch(/<a class="secondary" href="\/dashboard\/results(\?[^"]*)?"/);
  });

  it('prints units only after measured values, not after text results', async () => {
    const a = await as('full@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const text = await a.provider.db
      .selectFrom('results')
      .select(['formattedResult', 'units', 'batchId', 'sampleId'])
      .where('clientId', '=', client.id)
      .where('units', 'is not', null)
      .where('units', '!=', '')
      .where('formattedResult', 'in', ['Not Detected', 'ND', 'Positive', 'Negative', 'Detected', 'Absent', 'Present'])
      .executeTakeFirst();
    expect(text, 'the seed has a text result with units').toBeTruthy();
    const sample = await a.provider.db.selectFrom('samples').select('friendlyNumber').where('id', '=', text!.sampleId).executeTakeFirstOrThrow();
    const page = await a.get(`/dashboard/results/group/${text!.batchId}/sample/${sample.friendlyNumber}`);
    expect(page.html).toContain(text!.formattedResult!);
    expect(page.html).not.toContain(`${text!.formattedResult} ${text!.units}`);
  });

  it('exports the filtered analyses as CSV by e-mail and flashes sent-to-mail-success', async () => {
    const a = await as('full@example.com');
    const r = await a.post('/dashboard/results', { intent: 'export', view: 'analyses', from: '10/01/2026', to: '10/31/2026', q: '' });
    expect(r.res.status).toBe(303);
    const page = await a.get(r.location!);
    expect(page.html).toContain('The export is on its way to your e-mail.');
    const mail = a.provider.outbox().at(-1)!;
    expect(mail.to).toEqual(['full@example.com']);
    expect(mail.attachments[0].filename).toMatch(/\.csv$/);
  });

  it('refuses a second export while one is in flight, and past the daily cap, saying so', async () => {
    const a = await as('full@example.com');
    const user = await a.provider.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const run = { userId: user.id, clientId: client.id, kind: 'results', startedAt: a.provider.clock.now().toISOString(), outcome: null, rows: null, bytes: null };
    await a.provider.db.insertInto('export_runs').values({ ...run, finishedAt: null }).execute();
    const mails = a.provider.outbox().length;
    const busy = await a.post('/dashboard/results', { intent: 'export', view: 'analyses', from: '10/01/2026', to: '10/31/2026', q: '' });
    expect(busy.res.status).toBe(303);
    expect((await a.get(busy.location!)).html).toContain('An export of yours is still being prepared. Please wait for its e-mail before asking for another.');
    await a.provider.db.updateTable('export_runs').set({ finishedAt: run.startedAt, outcome: 'sent' }).execute();
    await a.provider.db.insertInto('export_runs').values(Array.from({ length: EXPORT_LIMITS.perDay - 1 }, () => ({ ...run, finishedAt: run.startedAt, outcome: 'sent' }))).execute();
    const capped = await a.post('/dashboard/results', { intent: 'export', view: 'samples', q: '' });
    expect((await a.get(capped.location!)).html).toContain(`You have reached today’s limit of ${EXPORT_LIMITS.perDay} exports. More are possible from midnight Pacific time.`);
    expect(a.provider.outbox().length).toBe(mails);
  });

  it('leaves preliminary values out of the page data and the CSV until the agreement is accepted', async () => {
    const a = await as('full@example.com');
    // a preliminary result of the user's active client (Napa Ridge Cellars)
    const row = await a.provider.db.selectFrom('results').innerJoin('clients', 'clients.id', 'results.clientId').select(['results.id', 'results.batchId'])
      .where('clients.code', '=', 'C10234').where('results.validationStatus', '=', 'Pending Validation').where('results.formattedResult', 'is not', null)
      .orderBy('results.id', 'desc').executeTakeFirstOrThrow();
    // a value found nowhere else
    const VALUE = '987.654';
    await a.provider.db.updateTable('results').set({ formattedResult: VALUE, result: VALUE }).where('id', '=', row.id).execute();
    const page = `/dashboard/results?view=analyses&q=${row.batchId}`;
    const csv = async () => {
      const r = await a.post(page, { intent: 'export', view: 'analyses', q: String(row.batchId) });
      expect(r.res.status).toBe(303);
      return fs.readFileSync(a.provider.outbox().at(-1)!.attachments[0].path, 'utf8');
    };
    const before = await a.get(page);
    expect(before.html).toContain('Preliminary');
    expect(before.html).not.toContain(VALUE);
    expect(await csv()).not.toContain(VALUE);
    await a.post(page, { intent: 'preliminary' });
    expect((await a.get(page)).html).toContain(VALUE);
    expect(await csv()).toContain(VALUE);
  });

  it('shows Preliminary until the agreement is accepted (cookie)', async () => {
    const a = await as('full@example.com');
    const r = await a.post('/dashboard/results?view=analyses', { intent: 'preliminary' });
    expect(r.res.headers.get('set-cookie')).toContain('preLimResultsAgreement=true');
  });
});

describe('sample and analysis details', () => {
  it('shows a sample with its analyses, quick view, analysis details and the lab report', async () => {
    const a = await as('reporting@example.com');
    const s = await completedSample(a);
    const base = `/dashboard/results/group/${s.batchId}/sample/${s.friendlyNumber}`;
    const page = await a.get(base);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain(s.friendlyNumber);
    expect(page.html).toContain('Download lab report');
    expect(page.html).toContain('aria-label="Breadcrumb"');
    const crumbs = (html: string) => html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)?.[0].replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
    expect(crumbs(page.html)).toBe(`Results Group ${s.batchId} Sample ${s.friendlyNumber}`);
    // the trail in the reader's language (no English from a loader on a German page)
    expect(crumbs((await a.get(`${base}?lng=de`)).html)).toBe(`Ergebnisse Gruppe ${s.batchId} Probe ${s.friendlyNumber}`);
    const result = await a.provider.db.selectFrom('results').select(['id', 'analyte']).where('sampleId', '=', s.id).executeTakeFirstOrThrow();
    const quick = await a.get(`${base}?quick=${result.id}`);
    expect(quick.html).toContain('<dialog open');
    const detail = await a.get(`${base}/analysis/${result.id}?lng=de`);
    expect(detail.res.status).toBe(200);
    expect(crumbs(detail.html)).toBe(`Ergebnisse Gruppe ${s.batchId} Probe ${s.friendlyNumber} ${result.analyte}`);
    await a.get(`${base}?lng=en`);
    expect(detail.html).toContain('/contact-us?message=');
    const report = await a.post(base, { intent: 'report' });
    expect(report.location).toBe(`/dashboard/results/group/${s.batchId}/report?sample=${s.friendlyNumber}`);
    const pdf = await a.request(report.location!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const exported = await a.post(base, { intent: 'export' });
    expect(exported.location).toBe(base);
    expect(a.provider.outbox().at(-1)!.attachments[0].filename).toContain(s.friendlyNumber);
  });
});

describe('re-sign and new client', () => {
  it('asks a client administrator to re-sign instead of showing results; a second submit is harmless', async () => {
    const a = await as('owner@example.com');
    const b = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow();
    await a.post('/active-client', { clientId: String(b.id) });
    const page = await a.get('/dashboard/results');
    expect(page.html).toContain('Re-sign the client agreement');
    const bad = await a.post('/dashboard/results', { intent: 'resign', authorise: 'on', jobTitle: 'Owner', firstname: 'Elena', lastname: 'Marquez' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('The terms must be accepted for the agreement to be submitted.');
    const fields = { intent: 'resign', authorise: 'on', jobTitle: 'Owner', firstname: 'Elena', lastname: 'Marquez', acceptTerms: 'on' };
    const ok = await a.post('/dashboard/results', fields);
    expect(ok.location).toBe('/dashboard/results');
    const after = await a.get('/dashboard/results');
    expect(after.html).toContain('Client agreement successfully submitted');
    expect(after.html).not.toContain('Re-sign the client agreement');
    // (the form is gone once signed: a replayed submission just lands on results again)
    const again = await a.post('/dashboard/results', fields);
    expect(again.location).toBe('/dashboard/results');
  });

  it('a client that must re-sign cannot use billing, courier or supplies, by URL or by form', async () => {
    const a = await as('owner@example.com');
    const b = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow();
    await a.post('/active-client', { clientId: String(b.id) });
    // Every hidden page sends the user to Results, where the re-sign form is.
    for (const path of ['/dashboard/billing', '/dashboard/shop/request-courier', '/dashboard/shop/order-supplies', '/dashboard/shop/request-courier/export.csv']) {
      const r = await a.request(path, { redirect: 'manual' });
      expect(r.status, path).toBe(302);
      expect(r.headers.get('location'), path).toBe('/dashboard/results');
    }
    // A form posted by URL takes no effect.
    const before = await a.provider.db.selectFrom('courier_requests').select('id').where('clientId', '=', b.id).execute();
    const post = await a.post('/dashboard/shop/request-courier?tomorrow=1', { addressId: '1', phoneNumber: '707-555-0199', instructions: '' });
    expect(post.location).toBe('/dashboard/results');
    expect(await a.provider.db.selectFrom('courier_requests').select('id').where('clientId', '=', b.id).execute()).toEqual(before);
    const sent = await a.post('/dashboard/billing', { intent: 'send', email: 'owner@example.com' });
    expect(sent.location).toBe('/dashboard/results');
  });

  it('re-sign: a failed submit keeps each box as it was; too long says so, not "is required"', async () => {
    const a = await as('owner@example.com');
    const b = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow();
    await a.post('/active-client', { clientId: String(b.id) });
    const checked = (html: string, name: string) => new RegExp(`<input type="checkbox"[^>]*name="${name}"[^>]*checked=""`).test(html);
    // terms ticked, authorisation not: they come back that way, not swapped
    const r = await a.post('/dashboard/results', { intent: 'resign', jobTitle: 'Owner', firstname: 'Elena', lastname: 'x'.repeat(81), acceptTerms: 'on' });
    expect(r.res.status).toBe(400);
    expect(checked(r.html, 'acceptTerms')).toBe(true);
    expect(checked(r.html, 'authorise')).toBe(false);
    expect(r.html).toContain('Last name can be at most 80 characters');
    expect(r.html).not.toContain('Last name is required');
    expect(r.html).toMatch(/<input[^>]*name="lastname"[^>]*maxLength="80"|<input[^>]*maxLength="80"[^>]*name="lastname"/);
  });

  it('shows a non-administrator the client administrators instead of the form', async () => {
    const a = await as('owner@example.com');
    const b = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow();
    await a.provider.db.updateTable('memberships').set({ role: 'Full User' }).where('clientId', '=', b.id).where('email', '=', 'owner@example.com').execute();
    await a.post('/active-client', { clientId: String(b.id) });
    const page = await a.get('/dashboard/results');
    expect(page.html).toContain('Only an administrator of the account can do this');
    expect(page.html).not.toContain('name="acceptTerms"');
  });

  it('creates a client for a newcomer: errors first, then the dashboard', async () => {
    const a = await as('newcomer@example.com');
    // not linked to any client: told so and sent to create one (document 2 §6)
    const list = await a.get('/launchpad/clients', false);
    expect(list.res.status).toBe(302);
    expect(list.res.headers.get('location')).toBe('/launchpad/new-client');
    const form = await a.get('/launchpad/new-client');
    expect(form.html).toContain('Your e-mail address is not linked to any client yet.');
    const bad = await a.post('/launchpad/new-client', { country: 'United States', phone: '7075550100', postalCode: '9455' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('class="error-summary"');
    expect(bad.html).toMatch(/<title>Error: /);
    // One round: the missing fields and the format errors together.
    expect(bad.html).toContain('Company operating name is required');
    expect(bad.html).toContain('Enter a 5-digit postal code');
    expect(bad.html).toMatch(/Enter the phone as|phone/i);
    // The ticked terms box survives a failed submit; too long is named as such and mirrored by maxlength.
    const kept = await a.post('/launchpad/new-client', { name: 'x'.repeat(121), country: 'United States', acceptTerms: 'on' });
    expect(kept.res.status).toBe(400);
    expect(kept.html).toMatch(/<input type="checkbox"[^>]*name="acceptTerms"[^>]*checked=""/);
    expect(kept.html).toContain('Company operating name can be at most 120 characters');
    expect(kept.html).not.toContain('Company operating name is required');
    expect(kept.html).toMatch(/<input[^>]*name="name"[^>]*maxLength="120"|<input[^>]*maxLength="120"[^>]*name="name"/);
    const ok = await a.post('/launchpad/new-client', {
      name: 'Fog Hollow Cider', officialBusinessName: 'Fog Hollow Cider LLC', businessType: 'Other', street_1: '12 Orchard Rd', city: 'Sebastopol',
      country: 'United States', state: 'CA', stateText: '', postalCode: '95472', phone: '7075550190', jobTitle: 'Cidermaker', acceptTerms: 'on',
    });
    expect(ok.location).toBe('/dashboard');
    const dash = await a.get('/dashboard/results');
    expect(dash.res.status).toBe(200);
    expect(dash.html).toContain('Fog Hollow Cider');
    const address = await a.provider.db.selectFrom('addresses').innerJoin('clients', 'clients.id', 'addresses.clientId').select('addresses.phone').where('clients.name', '=', 'Fog Hollow Cider').executeTakeFirstOrThrow();
    expect(address.phone).toBe('707-555-0190');
  });

  it('lists clients for an administrator with codes and explicit open buttons', async () => {
    const a = await as('godmode@example.com');
    const list = await a.get('/launchpad/clients?q=napa');
    expect(list.html).toContain('C10234');
    expect(list.html).toContain('View results');
    const c = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const open = await a.post('/launchpad/clients', { clientId: String(c.id), to: 'results' });
    expect(open.location).toBe('/dashboard/results');
    expect((await a.get('/dashboard/results')).res.status).toBe(200);
  });
});
