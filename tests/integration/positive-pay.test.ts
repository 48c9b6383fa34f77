/**
 * /positive-pay through the built app's request handler, as a browser without JavaScript
 * uses it: every button is a POST of the one form; the batch lives on the server.
 */
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { loadConfig } from '../../server/config.ts';
import { servicesContext } from '../../app/context.ts';
import { batchStore, withBatch } from '../../app/models/positive-pay.server.ts';
import { addCheck, checksOf } from '../../app/models/positive-pay.ts';
import { sessionContext, sessionStorage } from '../../app/session.server.ts';
import { createProvider } from '../../provider/app.ts';
import { hashToken } from '../../provider/services/tokens.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider, testProvider } from '../helpers/provider.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** The checks of tests/fixtures/positive-pay-*.csv, in the order they are saved. */
export const BATCH = [
  { accountNumber: '12345678901', checkNumber: '1001', checkDate: '2026-03-05', checkAmount: '1250.5', payeeLine1: 'Napa Glass Co' },
  { accountNumber: '12345678901', checkNumber: '1002', checkDate: '2026-03-06', checkAmount: '89.99', payeeLine1: 'Ann "Bee" Barrels, Inc.' },
  { accountNumber: '98765432109', checkNumber: '7', checkDate: '2026-12-31', checkAmount: '3', payeeLine1: 'Château Montelena' },
];
const FORM = { accountNumber: '55555555555', checkNumber: '42', checkDate: '2026-01-02', checkAmount: '0.5', payeeLine1: 'Sonoma Corks' };
const EMPTY = { accountNumber: '', checkNumber: '', checkDate: '', checkAmount: '', payeeLine1: '' };

/** HTML attribute text → its value (the CSRF token may hold any of these characters). */
const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

let app: TestApp;
let token: string;

beforeEach(async () => {
  app = await testApp();
  await app.get('/positive-pay');
  token = '';
});

/** POSTs the form like a browser: the page's CSRF token, the empty honeypot, the button pressed. */
async function press(intent: string, fields: Record<string, string> = EMPTY, path = '/positive-pay') {
  if (!token) {
    const { html } = await app.get('/positive-pay');
    token = decode(html.match(/name="csrf" value="([^"]+)"/)![1]);
  }
  const body = new URLSearchParams({ csrf: token, name__confirm: '', ...EMPTY, ...fields, intent });
  const res = await app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const binary = res.headers.get('content-type')?.startsWith('text/csv');
  const location = res.headers.get('location');
  const html = binary ? '' : await res.text();
  const bytes = binary ? Buffer.from(await res.arrayBuffer()) : null;
  // a browser follows the redirect at once (and so takes the flash message off the session)
  const after = location ? (await app.get(location)).html : '';
  return { res, location, html, bytes, after };
}

const page = async (path = '/positive-pay') => (await app.get(path)).html;
/** The value attribute of the input named `name`. */
const valueOf = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0].match(/value="([^"]*)"/)?.[1] ?? '';
const rowsOf = (html: string) => [...html.matchAll(/value="edit:(\d+)"/g)].map((m) => Number(m[1]));

describe('positive pay page', () => {
  it('shows the form, its buttons and an empty batch, and is never cached', async () => {
    const { res, html } = await app.get('/positive-pay');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<title>Positive pay file builder \| /);
    for (const [id, label] of [['pp-account-number', 'Account number'], ['pp-check-number', 'Check number'], ['pp-check-date', 'Check date'], ['pp-check-amount', 'Amount'], ['pp-payee', 'Payee']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(html).toMatch(/<input[^>]*type="date"[^>]*name="checkDate"|<input[^>]*name="checkDate"[^>]*type="date"/);
    for (const button of ['Save Check to Batch', 'Generate file', 'Start Over']) expect(html).toContain(`>${button}</button>`);
    expect(html).toContain('name="csrf"');
    expect(html).toContain('name="name__confirm"');
    expect(html).toContain('No checks in the batch yet.');
    expect(html).not.toContain('role="alert"');
  });

  it('speaks German', async () => {
    const html = await page('/positive-pay?lng=de');
    expect(html).toContain('Scheck im Stapel speichern');
    const { html: failed } = await press('save', { ...BATCH[0], accountNumber: '1' });
    expect(failed).toContain('Die Kontonummer muss aus 11 Ziffern bestehen');
    expect(failed).toMatch(/<title>Fehler: Positive-Pay-Datei erstellen/);
  });
});

describe('validation messages at their boundaries', () => {
  const cases: [string, Partial<typeof FORM>, string | null][] = [
    ['a 10-digit account', { accountNumber: '1234567890' }, 'Account Number must be 11 digits'],
    ['a 12-digit account', { accountNumber: '123456789012' }, 'Account Number must be 11 digits'],
    ['an 11-digit account', { accountNumber: '12345678901' }, null],
    ['no check number', { checkNumber: '' }, 'Check Number must be 1-5 digits'],
    ['a 6-digit check number', { checkNumber: '123456' }, 'Check Number must be 1-5 digits'],
    ['a 5-digit check number', { checkNumber: '12345' }, null],
    ['no check date', { checkDate: '' }, 'Check Date is required'],
    ['a payee of 50 characters', { payeeLine1: 'P'.repeat(50) }, null],
    ['a payee of 51 characters', { payeeLine1: 'P'.repeat(51) }, 'Payee name is required and must be 50 characters or less'],
    ['no payee', { payeeLine1: '' }, 'Payee name is required and must be 50 characters or less'],
    ['a payee starting a formula', { payeeLine1: '=HYPERLINK("x")' }, 'Payee name is required and must be 50 characters or less'],
    ['an amount of 1.5', { checkAmount: '1.5' }, null],
    ['an amount of 1.505', { checkAmount: '1.505' }, 'Enter a valid dollar amount'],
    ['an amount of abc', { checkAmount: 'abc' }, 'Enter a valid dollar amount'],
    ['an amount of -3', { checkAmount: '-3' }, 'Enter a valid dollar amount'],
  ];
  for (const [what, change, message] of cases) {
    it(`${message ? 'refuses' : 'accepts'} ${what}`, async () => {
      const typed = { ...FORM, ...change };
      const { res, html, location } = await press('save', typed);
      if (!message) {
        expect(res.status).toBe(303);
        expect(location).toBe('/positive-pay');
        expect(rowsOf(await page())).toHaveLength(1);
        return;
      }
      expect(res.status).toBe(400);
      // beside the field, in the summary at the top (linking to the field), and in the title
      expect(html).toMatch(new RegExp(`class="field-error"><span class="visually-hidden">Error: </span>${message}`));
      expect(html).toMatch(/class="error-summary" role="alert"/);
      expect(html).toMatch(new RegExp(`<a href="#pp-[a-z-]+">${message}</a>`));
      expect(html).toMatch(/<title>Error: Positive pay file builder/);
      // what was typed is kept; nothing was saved
      for (const [name, value] of Object.entries(typed)) expect(decode(valueOf(html, name)), name).toBe(value);
      expect(rowsOf(html)).toEqual([]);
    });
  }

  it('lists every problem of an empty form in the summary', async () => {
    const { res, html } = await press('save');
    expect(res.status).toBe(400);
    const summary = html.match(/<div class="error-summary"[\s\S]*?<\/ul>/)![0];
    expect([...summary.matchAll(/<a href="#([a-z-]+)">/g)].map((m) => m[1])).toEqual(['pp-account-number', 'pp-check-number', 'pp-check-date', 'pp-check-amount', 'pp-payee']);
  });
});

describe('the batch', () => {
  it('saves valid checks in order, clears the form and says so', async () => {
    for (const check of BATCH.slice(0, 2)) expect((await press('save', check)).res.status).toBe(303);
    const { res, after } = await press('save', BATCH[2]);
    expect(res.status).toBe(303);
    expect(after).toContain('Check 7 was saved to the batch.');
    const html = await page();
    expect(html).not.toContain('Check 7 was saved to the batch.'); // shown once
    expect(html).toContain('3 checks');
    expect(rowsOf(html)).toHaveLength(3);
    expect(html).toContain('03/05/2026');
    expect(html).toContain('$1,250.50');
    expect(html).toContain('Ann &quot;Bee&quot; Barrels, Inc.');
    for (const name of Object.keys(FORM)) expect(valueOf(html, name), name).toBe('');
    // the placeholder row is never shown: exactly three rows, numbered from 1
    expect([...html.matchAll(/<td data-label="#">(\d+)<\/td>/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
  });

  it('Edit loads a row into the form and takes it out of the batch; Save puts it back at the end', async () => {
    for (const check of BATCH) await press('save', check);
    const [first, second] = rowsOf(await page());
    const { res, location } = await press(`edit:${second}`);
    expect(res.status).toBe(303);
    expect(location).toBe('/positive-pay');
    const html = await page();
    expect(rowsOf(html)).not.toContain(second);
    expect(rowsOf(html)).toHaveLength(2);
    for (const [name, value] of Object.entries(BATCH[1])) expect(decode(valueOf(html, name)), name).toBe(value);
    expect((await press('save', { ...BATCH[1], checkAmount: '90' })).res.status).toBe(303);
    const after = await page();
    expect(rowsOf(after)[0]).toBe(first);
    expect(rowsOf(after)).toHaveLength(3);
    expect(after).toContain('$90.00');
  });

  it('Delete removes a row and keeps what the form held', async () => {
    for (const check of BATCH) await press('save', check);
    const ids = rowsOf(await page());
    const typed = { ...EMPTY, accountNumber: '123', payeeLine1: 'Half typed' };
    const { res, after: html } = await press(`delete:${ids[0]}`, typed);
    expect(res.status).toBe(303);
    expect(rowsOf(html)).toEqual(ids.slice(1));
    expect(html).toContain('Check 1001 was removed from the batch.');
    expect(valueOf(html, 'accountNumber')).toBe('123');
    expect(valueOf(html, 'payeeLine1')).toBe('Half typed');
  });

  it('Edit or Delete of a row that is gone changes nothing and says so', async () => {
    await press('save', BATCH[0]);
    const [id] = rowsOf(await page());
    await press(`delete:${id}`);
    const { res, after } = await press(`delete:${id}`);
    expect(res.status).toBe(303);
    expect(after).toContain('That check is no longer in the batch.');
    expect((await press('edit:0')).res.status).toBe(303); // the placeholder is not a row
    expect(rowsOf(await page())).toEqual([]);
  });

  it('Start Over clears the form and the batch', async () => {
    for (const check of BATCH) await press('save', check);
    await press('save', { ...FORM, accountNumber: 'x' });
    expect((await press('start-over', FORM)).location).toBe('/positive-pay');
    const html = await page();
    expect(rowsOf(html)).toEqual([]);
    expect(html).toContain('No checks in the batch yet.');
    for (const name of Object.keys(FORM)) expect(valueOf(html, name), name).toBe('');
  });

  it('is kept per visitor: another browser has its own', async () => {
    await press('save', BATCH[0]);
    const other = await testApp();
    expect((await other.get('/positive-pay')).html).toContain('No checks in the batch yet.');
  });

  it('says so once when the batch the session names is gone (time-out or restart), and starts afresh', async () => {
    const storage = sessionStorage(app.config);
    const session = await storage.getSession();
    session.set('positivePayBatchId', 'a-batch-this-server-never-had');
    await app.jar.setCookie(await storage.commitSession(session), 'http://lab.test/');
    expect(await page()).toContain('Your earlier batch is no longer available');
    expect(await page()).not.toContain('Your earlier batch is no longer available');
    expect((await press('save', BATCH[0])).res.status).toBe(303);
    expect(rowsOf(await page())).toHaveLength(1);
  });

  it('refuses a form whose honeypot was filled', async () => {
    const { res } = await press('save', { ...BATCH[0], name__confirm: 'bot' });
    expect(res.status).toBe(400);
    expect(rowsOf(await page())).toEqual([]);
  });
});

describe('Generate file', () => {
  it('with neither a form nor a batch says why nothing was generated', async () => {
    const { res, html } = await press('generate');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/role="alert"[\s\S]*Nothing to generate: fill in a check, or save checks to the batch first\./);
    expect(html).toMatch(/<title>Error: /);
  });

  it('with an empty form exports the batch, byte for byte', async () => {
    for (const check of BATCH) await press('save', check);
    const { res, bytes } = await press('generate');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Napa Glass Co.csv"; filename*=UTF-8''Napa%20Glass%20Co.csv`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(bytes!.equals(fixture('positive-pay-batch.csv'))).toBe(true);
    // generating changes nothing
    expect(rowsOf(await page())).toHaveLength(3);
  });

  it('with a valid form exports the form, then the batch', async () => {
    for (const check of BATCH) await press('save', check);
    const { res, bytes } = await press('generate', FORM);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="Sonoma Corks\.csv"/);
    expect(bytes!.toString('utf8')).toBe(fixture('positive-pay-form-and-batch.csv').toString('utf8'));
    expect(bytes!.equals(fixture('positive-pay-form-and-batch.csv'))).toBe(true);
  });

  it('with a valid form and an empty batch exports the form alone', async () => {
    const { bytes } = await press('generate', FORM);
    expect(bytes!.toString('utf8')).toBe(fixture('positive-pay-form-and-batch.csv').toString('utf8').split('\n')[0]);
  });

  it('with an invalid form shows its messages instead of exporting the batch without it', async () => {
    for (const check of BATCH) await press('save', check);
    const { res, html } = await press('generate', { ...FORM, checkAmount: '1.505' });
    expect(res.status).toBe(400);
    expect(html).toContain('Enter a valid dollar amount');
    expect(valueOf(html, 'checkAmount')).toBe('1.505');
  });
});

describe('a batch of 500 checks', () => {
  it('is kept, paged by 5 over 100 pages, and generated whole', async () => {
    // Checks 1 and 496–500 are saved through the form; 2–495 are put into the same batch through
    // the provider's batch API (as other tabs or nodes would), not 500 form posts, for the
    // suite's time (each post is a write and a page render, ~90 s for 500 on this machine).
    const batches = new Set<string>();
    const request = app.provider.app.request.bind(app.provider.app);
    app.provider.app.request = ((input: string, ...rest: unknown[]) => {
      const id = typeof input === 'string' ? input.match(/^\/positive_pay\/batches\/([^/]+)\.json/)?.[1] : undefined;
      if (id) batches.add(id);
      return (request as (...a: unknown[]) => Response | Promise<Response>)(input, ...rest);
    }) as typeof app.provider.app.request;
    const save = async (i: number) => {
      const { res } = await press('save', { ...BATCH[0], checkNumber: String(i), payeeLine1: `Payee ${i}` });
      expect(res.status).toBe(303);
    };
    await save(1);
    expect(batches.size, 'one batch').toBe(1);
    const batchPath = `/positive_pay/batches/${[...batches][0]}.json`;
    const saved = (await (await request(batchPath)).json()) as { batch: { checks: { id: number; check: Record<string, string> }[]; nextId: number } };
    const [one] = saved.batch.checks;
    const checks = [one];
    for (let i = 2; i <= 495; i++) checks.push({ id: saved.batch.nextId + i - 2, check: { ...one.check, checkNumber: String(i), payeeLine1: `Payee ${i}` } });
    const put = await request(batchPath, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ batch: { checks, nextId: saved.batch.nextId + 494 } }) });
    expect(put.status).toBe(200);
    for (let i = 496; i <= 500; i++) await save(i);
    const first = await page();
    expect(first).toContain('500 checks');
    expect(first).toContain('Page 1 of 100');
    expect(first).toContain('href="/positive-pay?page=100"');
    expect(rowsOf(first)).toHaveLength(5);
    const last = await page('/positive-pay?page=100');
    expect(last).toContain('Page 100 of 100');
    expect([...last.matchAll(/<td data-label="#">(\d+)<\/td>/g)].map((m) => m[1])).toEqual(['496', '497', '498', '499', '500']);
    // past the end: the last page
    expect(await page('/positive-pay?page=999')).toContain('Page 100 of 100');

    // a Delete on page 100 stays on page 100
    const ids = rowsOf(last);
    expect((await press(`delete:${ids[0]}`, EMPTY, '/positive-pay?page=100')).location).toBe('/positive-pay?page=100');

    const { res, bytes } = await press('generate');
    expect(res.status).toBe(200);
    const lines = bytes!.toString('utf8').split('\n');
    expect(lines).toHaveLength(499);
    expect(lines[0]).toMatch(/^I,00000012345678901,0000000001,03\/05\/2026,0000001250\.50,"Payee 1 {43}",""$/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="Payee 1\.csv"/);
  }, 120_000);

  it('after a Save shows the page holding the new check', async () => {
    for (let i = 1; i <= 6; i++) await press('save', { ...BATCH[0], checkNumber: String(i) });
    const { location } = await press('save', { ...BATCH[0], checkNumber: '7' });
    expect(location).toBe('/positive-pay?page=2');
  });
});

describe('positive-pay batches in the provider (the same on every web node)', () => {
  const check = (n: number) => ({ id: n, check: { ...BATCH[0], checkNumber: String(n), checkDate: '2026-03-05' } });
  const batchOf = (...ns: number[]) => ({ checks: ns.map(check), nextId: Math.max(0, ...ns) + 1 });

  async function store(limits?: { idleMs: number; maxChecks: number; maxBatches: number }) {
    const p = await testProvider();
    const app = limits ? createProvider({ ...p.deps, positivePay: limits }) : p.app;
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await app.request(url, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { 'content-type': 'application/json' } });
      return { status: res.status, json: await res.json() };
    };
    const create = async () => (await call('POST', '/positive_pay/batches.json')).json;
    const get = (id: string) => call('GET', `/positive_pay/batches/${id}.json`);
    const put = (id: string, body: unknown) => call('PUT', `/positive_pay/batches/${id}.json`, body);
    return { p, create, get, put };
  }

  it('hands out an unguessable id and stores only its hash', async () => {
    const { p, create, get } = await store();
    const made = await create();
    expect(made).toMatchObject({ batch: { checks: [], nextId: 1 }, version: 1 });
    expect(made.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await p.db.selectFrom('positive_pay_batches').select('idHash').execute();
    expect(rows).toEqual([{ idHash: hashToken(made.id) }]);
    expect((await get(made.id)).status).toBe(200);
    expect((await get(hashToken(made.id))).status).toBe(404);
    expect((await get('a-batch-this-server-never-had')).status).toBe(404);
    expect((await get('short')).status).toBe(404);
    await closeProvider(p);
  });

  it('forgets a batch left idle for 24 hours; every read starts the time-out again', async () => {
    const { p, create, get } = await store();
    const { id } = await create();
    p.clock.advance(23 * 3600_000);
    expect((await get(id)).status).toBe(200);
    p.clock.advance(23 * 3600_000);
    expect((await get(id)).status).toBe(200);
    p.clock.advance(24 * 3600_000);
    expect((await get(id)).status).toBe(404);
    expect(await p.db.selectFrom('positive_pay_batches').selectAll().execute()).toEqual([]);
    await closeProvider(p);
  });

  it('keeps within its budget of checks by dropping the least recently used batches, never the one written', async () => {
    const { p, create, get, put } = await store({ idleMs: 3600_000, maxChecks: 5, maxBatches: 10 });
    const a = await create();
    p.clock.advance(1000);
    const b = await create();
    expect((await put(a.id, { batch: batchOf(1, 2, 3) })).status).toBe(200);
    p.clock.advance(1000);
    const b2 = (await put(b.id, { batch: batchOf(1, 2) })).json;
    p.clock.advance(1000);
    expect((await get(a.id)).status).toBe(200); // a is now the most recent
    p.clock.advance(1000);
    // 6 > 5: a goes, b (being changed) stays
    expect((await put(b.id, { ifVersion: b2.version, batch: batchOf(1, 2, 3) })).status).toBe(200);
    expect((await get(a.id)).status).toBe(404);
    expect((await get(b.id)).json.batch.checks).toHaveLength(3);
    await closeProvider(p);
  });

  it('keeps within its budget of batches', async () => {
    const { p, create, get } = await store({ idleMs: 3600_000, maxChecks: 100, maxBatches: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await create()).id);
      p.clock.advance(1000);
    }
    expect((await get(ids[0])).status).toBe(404);
    expect((await get(ids[1])).status).toBe(200);
    expect((await get(ids[2])).status).toBe(200);
    await closeProvider(p);
  });

  it('moves the version with every change but a kept draft, and refuses a change made on an older version', async () => {
    const { p, create, put } = await store();
    const { id } = await create();
    const draft = { ...EMPTY, payeeLine1: 'x' };
    const changed = await put(id, { ifVersion: 1, draft });
    expect(changed.json).toMatchObject({ version: 2, draft });
    const kept = await put(id, { draft: EMPTY, bump: false });
    expect(kept.json).toMatchObject({ version: 2, draft: EMPTY });
    const stale = await put(id, { ifVersion: 1, batch: batchOf(1) });
    expect(stale.status).toBe(409);
    expect((await put(id, { batch: { checks: Array.from({ length: 1001 }, (_, i) => check(i + 1)), nextId: 1002 } })).status).toBe(400);
    expect((await put('a-batch-this-server-never-had', { draft })).status).toBe(404);
    await closeProvider(p);
  });
});

describe('a change made on another node between our read and our write', () => {
  it('is kept: ours is applied again on the batch the other left', async () => {
    const p = await testProvider();
    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-000', DATA_DIR: p.outboxDir });
    let interfere = true;
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      config, log: p.log, nonce: '', clientAddress: '127.0.0.1', dataRequest: false, clock: p.clock,
      provider: async (path, init) => {
        if (interfere && init?.method === 'PUT') {
          // another node saves a check first (its own read, its own write)
          interfere = false;
          const theirs = (await (await p.app.request(path)).json()) as { batch: { checks: unknown[]; nextId: number } };
          const batch = { checks: [...theirs.batch.checks, { id: theirs.batch.nextId, check: { ...BATCH[0], checkNumber: '9' } }], nextId: theirs.batch.nextId + 1 };
          expect((await p.app.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ batch }) })).status).toBe(200);
        }
        return p.app.request(path, init);
      },
    });
    const session = await sessionStorage(config).getSession();
    context.set(sessionContext, { session, destroy: false });
    const store = batchStore(context);
    let runs = 0;
    await withBatch(context, session, async (state) => {
      runs++;
      return store.update(state, { batch: addCheck(state.batch, { ...BATCH[1], checkDate: '2026-03-06' }) });
    });
    expect(runs).toBe(2);
    const { state } = await withBatch(context, session, async (s) => ({ state: s }));
    expect(checksOf(state.batch).map((row) => row.check.checkNumber)).toEqual(['9', '1002']);
    await closeProvider(p);
  });
});
