/**
 * The lab bench pages, the launchpad's decisions and the vintage view probed through the app as an
 * attacker would: people who are not lab staff (a client Administrator, a site administrator
 * without godmode, a signed-out visitor) posting every bench action; a pending client's own
 * Administrator posting its approval; markup in reasons; an instrument file too large or binary;
 * unknown values in the vintage view's address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider } from '../helpers/provider.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { htmlText } from '../helpers/html.ts';

let app: TestApp;
let batch: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await testApp({ seed: true, now: '2026-11-18T18:00:00Z' });
  batch = (await app.provider.db.selectFrom('batches').select('id').where('status', '=', 'Pending').orderBy('id').executeTakeFirstOrThrow()).id;
  for (const [k, email] of Object.entries({ bench: 'bench@example.com', verifier: 'verifier@example.com' })) tokens[k] = await app.provider.tokenFor(email);
}, 120_000);
afterAll(() => closeProvider(app.provider));

const as = async (email: string | null) => {
  await app.post('/logout', {});
  if (email) await signIn(app, email);
};
type R = { id: number; units: string | null; state: string };
const results = async (): Promise<R[]> =>
  (await app.provider.call('GET', `/bench/batches/${batch}/bench.json`, { token: tokens.bench })).json.samples.flatMap((s: { results: R[] }) => s.results);
const csrfOf = (html: string) => html.match(/name="csrf" value="([^"]+)"/)![1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const upload = async (file: Blob | string) => {
  const page = await app.get(`/launchpad/bench/${batch}`);
  const form = new FormData();
  form.set('csrf', csrfOf(page.html));
  form.set('intent', 'upload');
  if (typeof file === 'string') form.set('csv', file);
  else form.set('file', new File([file], 'run.csv', { type: 'text/csv' }));
  return app.request(`/launchpad/bench/${batch}`, { method: 'POST', body: form });
};

describe('the lab bench pages, probed', () => {
  it('send anyone but lab staff away from every page and action, changing nothing', async () => {
    const [r] = await results();
    const actions: Record<string, string | string[]>[] = [
      { intent: 'enter', sampleId: '1', 'values[0].resultId': String(r.id), 'values[0].value': '1' },
      { intent: 'verify', 'resultIds[0]': String(r.id) },
      { intent: 'release' },
      { intent: 'amend', resultId: String(r.id), value: '1', reason: 'x' },
      { intent: 'upload', csv: 'a,b,1,' },
    ];
    for (const who of ['owner@example.com', 'admin@example.com', null]) {
      await as(who);
      for (const page of ['/launchpad/bench', `/launchpad/bench/${batch}`, `/launchpad/bench/${batch}/uploads/AAAAAAAAAAAAAAAAAAAAAA`]) {
        const res = (await app.get(page, false)).res;
        expect(res.status, `${who} GET ${page}`).toBe(302);
        expect(res.headers.get('location'), `${who} GET ${page}`).toMatch(/^\/(launchpad|login)/);
      }
      for (const fields of [...actions.map((a) => ({ path: `/launchpad/bench/${batch}`, a })), { path: `/launchpad/bench/${batch}/uploads/AAAAAAAAAAAAAAAAAAAAAA`, a: { intent: 'apply' } }]) {
        const res = await app.post(fields.path, fields.a);
        expect([302, 303, 403], `${who} POST ${JSON.stringify(fields.a)}`).toContain(res.res.status);
      }
    }
    const row = await app.provider.db.selectFrom('results').select(['result', 'enteredBy']).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(row.enteredBy).toBeNull();
    expect((await app.provider.db.selectFrom('batches').select('status').where('id', '=', batch).executeTakeFirstOrThrow()).status).toBe('Pending');
    expect(await app.provider.db.selectFrom('bench_uploads').select('id').execute()).toHaveLength(0);
  });

  it('an instrument file too large or binary is refused on the form, not a crash', async () => {
    await as('bench@example.com');
    const big = await upload(new Blob(['S-1,X,1,\n'.repeat(12_000)]));
    expect(big.status).toBe(400);
    expect(htmlText(await big.text())).toContain('KB');
    const bin = await upload(new Blob([Uint8Array.from({ length: 4096 }, (_, i) => (i * 131) % 256)]));
    expect(bin.status).toBeLessThan(500);
    const pasted = await upload('S-1,X,1,\n'.repeat(12_000));
    expect(pasted.status).toBe(400);
  });

  it('markup in an amendment reason is shown as text on the bench', async () => {
    const values = (await results()).map((r) => ({ resultId: r.id, value: r.units ? '3.4' : 'Clean' }));
    expect((await app.provider.call('POST', `/bench/batches/${batch}/values.json`, { token: tokens.bench, body: { values } })).status).toBe(200);
    expect((await app.provider.call('POST', `/bench/batches/${batch}/verify.json`, { token: tokens.verifier, body: { resultIds: values.map((v) => v.resultId) } })).status).toBe(200);
    expect((await app.provider.call('POST', `/bench/batches/${batch}/release.json`, { token: tokens.verifier })).status).toBe(200);
    await as('verifier@example.com');
    const target = (await results()).find((r) => r.units)!;
    const amended = await app.post(`/launchpad/bench/${batch}`, { intent: 'amend', resultId: String(target.id), value: '4.2', reason: '<script>alert("x")</script><img src=x onerror=alert(1)>' });
    expect(amended.res.status).toBe(303);
    const page = await app.get(`/launchpad/bench/${batch}`);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(htmlText(page.html)).toContain('<script>alert("x")</script>');
  });
});

describe('the launchpad decisions and the vintage view, probed', () => {
  it("a pending client's own Administrator posting its approval changes nothing", async () => {
    const pending = (await app.provider.db.selectFrom('clients').select('id').where('code', '=', 'C12688').executeTakeFirstOrThrow()).id;
    await as('wes.holloway@limestoneterrace.example');
    const r = await app.post('/launchpad/clients', { clientId: String(pending), clientName: 'x', decision: 'approve', reason: '' });
    expect(r.res.status).toBe(303);
    expect((await app.provider.db.selectFrom('clients').select('status').where('id', '=', pending).executeTakeFirstOrThrow()).status).toBe('Pending Approval');
    await as(null);
    expect((await app.post('/launchpad/clients', { clientId: String(pending), decision: 'approve' })).res.status).not.toBe(200);
    expect((await app.provider.db.selectFrom('clients').select('status').where('id', '=', pending).executeTakeFirstOrThrow()).status).toBe('Pending Approval');
  });

  it('unknown values in the vintage view address do not reach the page as markup', async () => {
    await as('owner@example.com');
    for (const q of ['view=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'view=days&origin=%3Cscript%3E', 'view=days&origin=first-sample&origin=august', 'view=days&analyses=%27%3B--&varietal=-1&ava=99999999999999999999']) {
      const { res, html } = await app.get(`/dashboard/vintage-portal?${q}`);
      expect(res.status, q).toBeLessThan(500);
      expect(html, q).not.toContain('<script>alert');
    }
  });
});
