/**
 * /dashboard/teams-settings through the app's request handler (a browser without JavaScript):
 * read-only for members who are not Administrators, every form's post/redirect/get with the
 * specification's flash keys, errors that keep what was typed, tampering refused, the removal
 * confirmation asking for replacements, a removed member losing access at the next request,
 * the change history and its CSV.
 */
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../helpers/app.ts';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest, signIn } from '../helpers/sign-in.ts';

const PATH = '/dashboard/teams-settings';
const apps = appsPerTest();
/** A new app signed in as `email`, or `existing` signed in again as `email`. */
const signedIn = (email: string, existing?: TestApp) => (existing ? signIn(existing, email) : apps.as(email));
const memberId = async (app: TestApp, email: string) =>
  (await app.provider.db.selectFrom('memberships').innerJoin('clients', 'clients.id', 'memberships.clientId').select('memberships.id').where('clients.code', '=', 'C10234').where('memberships.email', '=', email).executeTakeFirstOrThrow()).id;

describe('team settings page', () => {
  it('shows the team with controls to the client administrator, and the history', async () => {
    const app = await signedIn('owner@example.com');
    const page = await app.get(PATH);
    expect(page.res.status).toBe(200);
    const body = htmlText(page.html);
    expect(body).toContain('Team settings');
    expect(body).toContain('Jacob Turner');
    expect(body).toContain('Full User sees lab results and invoices but cannot change client settings.');
    expect(page.html).toContain('href="/dashboard/teams-settings?add=1#add-member"');
    expect(body).toContain('Change history');
    expect(body).toMatch(/Role · changed: Tomás Alvarez <tomas\.alvarez@napa-ridge\.example> Role: Reporting User Role: Full User/);
    expect(page.html).toContain('href="/dashboard/teams-settings"');
  });

  it('is read-only for a Full User, Reporting User and Billing User', async () => {
    for (const email of ['full@example.com', 'reporting@example.com', 'billing@example.com']) {
      const app = await signedIn(email);
      const page = await app.get(PATH);
      expect(page.res.status, email).toBe(200);
      expect(htmlText(page.html)).toContain('Only an Administrator of this client can change the team.');
      expect(page.html).not.toContain('?add=1');
      expect(page.html).not.toContain('Change history');
      expect(page.html).toMatch(/<select id="primary-accounting"[^>]*disabled/);
      const add = await app.post(PATH, { intent: 'add', email: 'sneaky@example.com', role: 'Administrator' });
      expect(add.res.status).not.toBe(303);
      expect(await app.provider.db.selectFrom('memberships').select('id').where('email', '=', 'sneaky@example.com').executeTakeFirst()).toBeUndefined();
    }
  });

  it('stays visible for a client that must re-sign its agreement', async () => {
    const app = await signedIn('hannah.olsen@willamette-hollow.example');
    const page = await app.get(PATH);
    expect(page.res.status).toBe(200);
    expect(htmlText(page.html)).toContain('Hannah Olsen');
    expect(page.html).toContain('href="/dashboard/teams-settings"');
  });
});

describe('team settings forms', () => {
  it('invites an existing user and an unknown e-mail alike (the same flash message, both listed as invited)', async () => {
    const app = await signedIn('owner@example.com');
    const form = await app.get(`${PATH}?add=1`);
    expect(form.html).toMatch(/<option value="Full User" selected/);
    const added = await app.post(PATH, { intent: 'add', email: 'newcomer@example.com', role: 'Billing User' });
    expect(added.res.status).toBe(303);
    expect(added.location).toBe(PATH);
    const first = htmlText((await app.get(PATH)).html);
    expect(first).toContain('An invitation was sent to newcomer@example.com.');
    expect(first).toMatch(/newcomer@example\.com Invited|Invited newcomer@example\.com/);
    expect(first).not.toContain('Sam Rivera');
    const invited = await app.post(PATH, { intent: 'add', email: 'cellar.hand@napa-ridge.example', role: 'Reporting User' });
    expect(invited.res.status).toBe(303);
    const after = htmlText((await app.get(PATH)).html);
    expect(after).toContain('An invitation was sent to cellar.hand@napa-ridge.example.');
    expect(after).toMatch(/cellar\.hand@napa-ridge\.example Invited|Invited cellar\.hand/);
  });

  it('keeps what was typed with field messages and a summary; refuses an unknown role and a duplicate', async () => {
    const app = await signedIn('owner@example.com');
    const bad = await app.post(PATH, { intent: 'add', email: 'not-an-address', role: 'Full User' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('class="error-summary"');
    expect(bad.html).toContain('value="not-an-address"');
    expect(htmlText(bad.html)).toContain('Please enter a valid e-mail address');
    expect(bad.html).toMatch(/<title>Error: /);
    const role = await app.post(PATH, { intent: 'add', email: 'a@example.com', role: 'Owner' });
    expect(role.res.status).toBe(400);
    expect(htmlText(role.html)).toContain('Choose one of the listed roles.');
    const dup = await app.post(PATH, { intent: 'add', email: 'full@example.com', role: 'Full User' });
    expect(dup.res.status).toBe(400);
    expect(htmlText(dup.html)).toContain('This e-mail address is already on the team.');
  });

  it('changes a role and switches; refuses the own role, the last administrator and another client\'s member', async () => {
    const app = await signedIn('owner@example.com');
    const grace = await memberId(app, 'grace.kim@napa-ridge.example');
    const ok = await app.post(PATH, { intent: 'edit', id: String(grace), role: 'Full User', invoices: 'on', reports: 'on' });
    expect(ok.res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The team member was updated.');
    const row = await app.provider.db.selectFrom('memberships').selectAll().where('id', '=', grace).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'Full User', invoices: 1, reports: 1 });
    const owner = await memberId(app, 'owner@example.com');
    const page = await app.get(PATH);
    expect(page.html).toMatch(new RegExp(`<select id="role-${owner}"[^>]*disabled`));
    const own = await app.post(PATH, { intent: 'edit', id: String(owner), role: 'Full User' });
    expect(own.res.status).toBe(400);
    expect(htmlText(own.html)).toMatch(/A client needs at least one Administrator|You cannot change your own role/);
    const other = (await app.provider.db.selectFrom('memberships').select('id').where('email', '=', 'mike.oconnell@redwoodcoastbrewing.example').executeTakeFirstOrThrow()).id;
    const tamper = await app.post(PATH, { intent: 'edit', id: String(other), role: 'Billing User' });
    expect(tamper.res.status).toBe(400);
    expect(htmlText(tamper.html)).toContain("This team member is not on this client's team. Nothing was changed.");
    expect((await app.provider.db.selectFrom('memberships').select('role').where('id', '=', other).executeTakeFirstOrThrow()).role).toBe('Administrator');
  });

  it('sets the primary contacts', async () => {
    const app = await signedIn('owner@example.com');
    const tomas = await memberId(app, 'tomas.alvarez@napa-ridge.example');
    const owner = await memberId(app, 'owner@example.com');
    const r = await app.post(PATH, { intent: 'primary', primaryAccounting: String(owner), primaryReporting: String(tomas) });
    expect(r.res.status).toBe(303);
    const page = await app.get(PATH);
    expect(htmlText(page.html)).toContain('The primary contacts were saved.');
    expect(page.html).toMatch(new RegExp(`<select id="primary-reporting"[\\s\\S]*?<option value="${tomas}" selected`));
  });

  it('asks for a replacement before removing a primary contact, then removes', async () => {
    const app = await signedIn('owner@example.com');
    const billing = await memberId(app, 'billing@example.com');
    const confirm = await app.get(`${PATH}?remove=${billing}`);
    expect(htmlText(confirm.html)).toContain('Remove Laura Chen from the team?');
    expect(confirm.html).toContain('name="primaryAccountingId"');
    expect(confirm.html).not.toContain('name="primaryReportingId"');
    const missing = await app.post(`${PATH}?remove=${billing}`, { intent: 'remove', id: String(billing) });
    expect(missing.res.status).toBe(400);
    expect(htmlText(missing.html)).toContain('This member is a primary contact: choose who replaces them first.');

    const owner = await memberId(app, 'owner@example.com');
    const done = await app.post(`${PATH}?remove=${billing}`, { intent: 'remove', id: String(billing), primaryAccountingId: String(owner) });
    expect(done.res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The team member was removed.');
    expect(await app.provider.db.selectFrom('memberships').select('id').where('id', '=', billing).executeTakeFirst()).toBeUndefined();
  });

  it('resends and cancels an invitation', async () => {
    const app = await signedIn('owner@example.com');
    const intern = await memberId(app, 'harvest.intern@napa-ridge.example');
    const resend = await app.post(PATH, { intent: 'resend', id: String(intern) });
    expect(resend.res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The invitation was sent again to harvest.intern@napa-ridge.example.');
    const cancel = await app.post(`${PATH}?remove=${intern}`, { intent: 'remove', id: String(intern), invited: '1' });
    expect(cancel.res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The invitation was cancelled.');
  });

  it('filters the history by kind and downloads it as CSV; others are refused the CSV', async () => {
    const app = await signedIn('owner@example.com');
    const page = await app.get(`${PATH}?kind=role`);
    const body = htmlText(page.html);
    expect(body).toMatch(/Role · changed: Tomás Alvarez/);
    expect(body).not.toContain('Team member · invited');
    const csv = await app.get(`${PATH}/history.csv?kind=role`, false);
    expect(csv.res.status).toBe(200);
    expect(csv.res.headers.get('content-type')).toContain('text/csv');
    expect(csv.html).toContain('role,changed,Tomás Alvarez <tomas.alvarez@napa-ridge.example>');
    const full = await signedIn('full@example.com');
    expect((await full.get(`${PATH}/history.csv`, false)).res.status).toBe(302);
  });
});

describe('a removed member', () => {
  it('loses access at their next request, not at their next sign-in', async () => {
    const app = await signedIn('reporting@example.com');
    expect((await app.get(PATH)).res.status).toBe(200);
    const id = await memberId(app, 'reporting@example.com');
    await app.provider.db.deleteFrom('memberships').where('id', '=', id).execute();
    const next = await app.get(PATH, false);
    expect(next.res.status).toBe(302);
    expect(next.res.headers.get('location')).toBe('/launchpad');
  });
});
