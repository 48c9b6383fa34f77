/**
 * The lab bench probed as an attacker would: every call refused to anyone but lab staff; ids of
 * another batch refused; the four-eyes rule holding when the verifier types over a value between
 * the check and the write, and when a verified value is typed over while the batch is released;
 * two releases at once giving one; an unreleased value not amendable; instrument CSVs that are
 * too large, too long, binary or carry formulas; and what a reason may hold.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProvider } from '../helpers/provider.ts';
import { writeResultsCsv } from '../../provider/services/results-export.ts';

// Lets a test run another request at the exact moment between a service's check and its write.
const hooks = vi.hoisted(() => ({ afterResultsRead: null as null | (() => Promise<void>), beforeRelease: null as null | (() => Promise<void>) }));
vi.mock('../../provider/repositories/bench.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../provider/repositories/bench.ts')>();
  return {
    ...orig,
    resultsOfBatch: async (...args: Parameters<typeof orig.resultsOfBatch>) => {
      const rows = await orig.resultsOfBatch(...args);
      const h = hooks.afterResultsRead;
      hooks.afterResultsRead = null;
      if (h) await h();
      return rows;
    },
    submissionOfBatch: async (...args: Parameters<typeof orig.submissionOfBatch>) => {
      const h = hooks.beforeRelease;
      hooks.beforeRelease = null;
      if (h) await h();
      return orig.submissionOfBatch(...args);
    },
  };
});

let p: TestProvider;
const tokens: Record<string, string> = {};
let open: { id: number; clientId: number }[];
let other: number;

let helpers: typeof import('../helpers/provider.ts');
beforeAll(async () => {
  // The suite runs files in shared workers (isolate: false): another file may have loaded the bench
  // repository before this one, so the provider is built from freshly loaded modules, which take the mock.
  vi.resetModules();
  helpers = await import('../helpers/provider.ts');
  p = await helpers.testProvider({ seed: true, now: '2026-11-18T18:00:00Z', autoDrain: false });
  for (const [k, email] of Object.entries({ bench: 'bench@example.com', verifier: 'verifier@example.com', owner: 'owner@example.com', admin: 'admin@example.com' })) tokens[k] = await p.tokenFor(email);
  open = await p.db.selectFrom('batches').select(['id', 'clientId']).where('status', 'in', ['Pending', 'Preliminary']).orderBy('status').orderBy('id').execute();
  other = open.shift()!.id;
}, 120_000);
afterAll(() => helpers.closeProvider(p));

type R = { id: number; units: string | null; state: string; acode: string; analyte: string; formattedResult: string | null };
const results = async (batchId: number, who = 'bench'): Promise<R[]> =>
  (await p.call('GET', `/bench/batches/${batchId}/bench.json`, { token: tokens[who] })).json.samples.flatMap((s: { results: R[] }) => s.results);
const row = (id: number) => p.db.selectFrom('results').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const next = () => open.shift()!.id;
/** Enters every value of a batch as `who` (numbers, or text for analyses without a unit). */
const enterAll = async (batchId: number, who = 'bench') => {
  const values = (await results(batchId)).filter((r) => r.state !== 'released').map((r) => ({ resultId: r.id, value: r.units ? '3.4' : 'Clean' }));
  expect((await p.call('POST', `/bench/batches/${batchId}/values.json`, { token: tokens[who], body: { values } })).status).toBe(200);
  return values.map((v) => v.resultId);
};
const verifyAll = async (batchId: number, ids: number[], who = 'verifier') =>
  expect((await p.call('POST', `/bench/batches/${batchId}/verify.json`, { token: tokens[who], body: { resultIds: ids } })).status).toBe(200);

describe('the lab bench, probed', () => {
  it('refuses every call to a client Administrator, a site administrator without godmode and a signed-out caller, changing nothing', async () => {
    const b = next();
    const [r] = await results(b);
    const calls: [string, string, unknown][] = [
      ['GET', '/bench/worklist.json', undefined],
      ['GET', `/bench/batches/${b}/bench.json`, undefined],
      ['POST', `/bench/batches/${b}/values.json`, { values: [{ resultId: r.id, value: '1' }] }],
      ['POST', `/bench/batches/${b}/verify.json`, { resultIds: [r.id] }],
      ['POST', `/bench/batches/${b}/uploads.json`, { csv: 'x,y,1,' }],
      ['GET', `/bench/batches/${b}/uploads/AAAAAAAAAAAAAAAAAAAAAA/preview.json`, undefined],
      ['POST', `/bench/batches/${b}/uploads/AAAAAAAAAAAAAAAAAAAAAA/apply.json`, undefined],
      ['POST', `/bench/batches/${b}/release.json`, undefined],
      ['POST', `/bench/batches/${b}/amend.json`, { resultId: r.id, value: '1', reason: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      for (const who of ['owner', 'admin']) expect((await p.call(method, url, { token: tokens[who], body })).status, `${who} ${method} ${url}`).toBe(403);
      expect((await p.call(method, url, { body })).status, `anonymous ${method} ${url}`).toBe(401);
    }
    expect(await row(r.id)).toMatchObject({ enteredBy: null });
    expect(await p.db.selectFrom('bench_uploads').select('id').execute()).toHaveLength(0);
  });

  it("refuses ids of another batch: results, previews, amendments", async () => {
    const b = next();
    const [theirs] = await results(other);
    const enter = await p.call('POST', `/bench/batches/${b}/values.json`, { token: tokens.bench, body: { values: [{ resultId: theirs.id, value: '1' }] } });
    expect(enter.json.code).toBe('result-not-found');
    expect((await p.call('POST', `/bench/batches/${b}/verify.json`, { token: tokens.verifier, body: { resultIds: [theirs.id] } })).json.code).toBe('result-not-found');
    expect((await p.call('POST', `/bench/batches/${b}/amend.json`, { token: tokens.verifier, body: { resultId: theirs.id, value: '1', reason: 'x' } })).json.code).toBe('result-not-found');
    const mine = (await results(b))[0];
    const upload = await p.call('POST', `/bench/batches/${b}/uploads.json`, { token: tokens.bench, body: { csv: 'NOPE,X,1,' } });
    expect(upload.status).toBe(200);
    expect((await p.call('GET', `/bench/batches/${other}/uploads/${upload.json.id}/preview.json`, { token: tokens.bench })).json.code).toBe('upload-not-found');
    expect((await p.call('POST', `/bench/batches/${other}/uploads/${upload.json.id}/apply.json`, { token: tokens.bench })).json.code).toBe('upload-not-found');
    expect(await row(theirs.id)).toMatchObject({ enteredBy: null });
    expect(await row(mine.id)).toMatchObject({ enteredBy: null });
    expect((await p.call('GET', `/bench/batches/${b}/uploads/..%2F..%2Fx/preview.json`, { token: tokens.bench })).status).toBe(404);
  });

  it('the verifier typing over a value between the check and the write does not verify their own value', async () => {
    const b = next();
    const ids = await enterAll(b, 'bench');
    const target = (await results(b)).find((r) => r.units)!;
    // The verifier's check reads the batch (entered by bench); right then the verifier types a new value.
    hooks.afterResultsRead = async () => {
      const typed = await p.call('POST', `/bench/batches/${b}/values.json`, { token: tokens.verifier, body: { values: [{ resultId: target.id, value: '9.9' }] } });
      expect(typed.status).toBe(200);
    };
    await p.call('POST', `/bench/batches/${b}/verify.json`, { token: tokens.verifier, body: { resultIds: ids } });
    const after = await row(target.id);
    expect(after.result).toBe('9.9');
    expect(after.validationStatus, 'the verifier verified the value they typed').toBe('Pending Validation');
    expect(after.verifiedBy).toBeNull();
  });

  it('a verified value typed over while the batch is released is not released unverified', async () => {
    const b = next();
    const ids = await enterAll(b, 'bench');
    await verifyAll(b, ids);
    const target = (await results(b)).find((r) => r.units)!;
    // Release has checked that every value is verified; right then the value is typed over.
    hooks.beforeRelease = async () => {
      expect((await p.call('POST', `/bench/batches/${b}/values.json`, { token: tokens.verifier, body: { values: [{ resultId: target.id, value: '77' }] } })).status).toBe(200);
    };
    const r = await p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.verifier });
    const after = await row(target.id);
    const released = after.status === 'Completed';
    expect(released && after.validationStatus !== 'Validated', `released ${after.result} (${after.validationStatus}), answer ${r.status}`).toBe(false);
    if (r.status !== 200) {
      expect(r.json.code).toBe('batch-not-verified');
      expect((await p.db.selectFrom('batches').select('status').where('id', '=', b).executeTakeFirstOrThrow()).status).not.toBe('Completed');
      expect(await p.db.selectFrom('report_versions').select('id').where('batchId', '=', b).execute()).toHaveLength(0);
    }
  });

  it('two releases at once give one release, one invoice and one announcement each', async () => {
    const b = next();
    await verifyAll(b, await enterAll(b, 'bench'));
    const answers = await Promise.all([p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.verifier }), p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.bench })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.code).toBe('batch-released');
    expect(await p.db.selectFrom('invoices').select('id').where('batchId', '=', b).where('status', '=', 'UNPAID').execute()).toHaveLength(1);
    expect(await p.db.selectFrom('report_versions').select('id').where('batchId', '=', b).execute()).toHaveLength(1);
    const jobs = (await p.db.selectFrom('jobs').select('payload').execute()).filter((j) => JSON.parse(j.payload).batchId === b);
    expect(jobs).toHaveLength(1);
  });

  it('an unreleased value is not amended; a released one is not typed over, nor verified again', async () => {
    const b = next();
    const ids = await enterAll(b, 'bench');
    const [r] = await results(b);
    const early = await p.call('POST', `/bench/batches/${b}/amend.json`, { token: tokens.verifier, body: { resultId: r.id, value: r.units ? '1' : 'x', reason: 'early' } });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('result-not-released');
    await verifyAll(b, ids);
    expect((await p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.bench })).status).toBe(200);
    expect((await p.call('POST', `/bench/batches/${b}/values.json`, { token: tokens.bench, body: { values: [{ resultId: r.id, value: '5' }] } })).json.code).toBe('batch-released');
    expect((await p.call('POST', `/bench/batches/${b}/verify.json`, { token: tokens.bench, body: { resultIds: [r.id] } })).json.code).toBe('value-not-entered');
    const upload = await p.call('POST', `/bench/batches/${b}/uploads.json`, { token: tokens.bench, body: { csv: 'S,X,1,' } });
    expect(upload.json.code).toBe('batch-released');
  });

  it('refuses an instrument CSV too large, too long or not a CSV; binary bytes are no crash', async () => {
    const b = next();
    const url = `/bench/batches/${b}/uploads.json`;
    const big = await p.call('POST', url, { token: tokens.bench, body: { csv: 'a,'.repeat(130 * 1024) } });
    expect(big.status).toBe(400);
    // under the character bound but over the byte bound (three bytes a character)
    const wide = await p.call('POST', url, { token: tokens.bench, body: { csv: '€'.repeat(100 * 1024) } });
    expect(wide.json.code).toBe('csv-too-large');
    const long = await p.call('POST', url, { token: tokens.bench, body: { csv: 'S-1,X,1,\n'.repeat(2001) } });
    expect(long.json.code).toBe('csv-too-large');
    expect((await p.call('POST', url, { token: tokens.bench, body: { csv: '"open' } })).json.code).toBe('csv-unreadable');
    expect((await p.call('POST', url, { token: tokens.bench, body: { csv: '\n\n  \n' } })).json.code).toBe('csv-unreadable');
    const binary = String.fromCharCode(...Array.from({ length: 512 }, (_, i) => (i * 37) % 256));
    const bin = await p.call('POST', url, { token: tokens.bench, body: { csv: binary } });
    expect(bin.status).toBeLessThan(500);
    expect((await p.call('POST', url, { token: tokens.bench, body: '{"csv":' })).status).toBe(400);
    expect((await p.call('POST', url, { token: tokens.bench, body: { csv: 42 } })).status).toBe(400);
  });

  it('a value or a reason with control characters (a NUL from a binary file) is stored without a crash', async () => {
    const b = next();
    const rs = await results(b);
    const text = rs.find((r) => !r.units && r.state !== 'released');
    const num = rs.find((r) => r.units && r.state !== 'released')!;
    const sample = (await p.db.selectFrom('samples').select('friendlyNumber').where('batchId', '=', b).orderBy('id').executeTakeFirstOrThrow()).friendlyNumber;
    const values = [{ resultId: num.id, value: 'N/A\u0000x' }, ...(text ? [{ resultId: text.id, value: 'Clean\u0000\u0007' }] : [])];
    const typed = await p.call('POST', `/bench/batches/${b}/values.json`, { token: tokens.bench, body: { values } });
    expect(typed.status, JSON.stringify(typed.json)).toBeLessThan(500);
    const csv = `${sample},${num.acode},N/A\u0000,,${num.analyte}\n`;
    const up = await p.call('POST', `/bench/batches/${b}/uploads.json`, { token: tokens.bench, body: { csv } });
    expect(up.status).toBe(200);
    if (up.json.matched) expect((await p.call('POST', `/bench/batches/${b}/uploads/${up.json.id}/apply.json`, { token: tokens.bench })).status).toBeLessThan(500);
    expect((await row(num.id)).result).not.toContain('\u0000');
  });

  it('formulas in values and reasons stay inert in the results CSV', async () => {
    const b = next();
    const rs = await results(b);
    const text = rs.find((r) => !r.units && r.state !== 'released');
    const values = rs.filter((r) => r.state !== 'released').map((r) => ({ resultId: r.id, value: r.units ? 'N/A;=HYPERLINK("http://evil")' : '=cmd|\' /C calc\'!A0' }));
    expect((await p.call('POST', `/bench/batches/${b}/values.json`, { token: tokens.bench, body: { values } })).status).toBe(200);
    await verifyAll(b, values.map((v) => v.resultId));
    expect((await p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.bench })).status).toBe(200);
    const num = rs.find((r) => r.units && r.state !== 'released')!;
    const amended = await p.call('POST', `/bench/batches/${b}/amend.json`, { token: tokens.bench, body: { resultId: num.id, value: 'N/A', reason: '@SUM(1+1); =1+1, +2 <script>alert(1)</script>\u0000' } });
    expect(amended.status).toBe(200);
    const file = path.join(os.tmpdir(), `bench-review-${process.pid}.csv`);
    await writeResultsCsv(p.db, values.map((v) => v.resultId), file);
    const csv = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    // No cell, nor a piece after a separator a spreadsheet may split on, starts a formula.
    for (const piece of csv.split(/[;,\t\r\n]/)) expect(piece.replace(/^[ "]*/, ''), piece).not.toMatch(/^[=+@]|^-[^\d.]/);
    if (text) expect(csv).toContain("'=cmd");
    expect(csv).toContain(`;'=HYPERLINK`);
    expect(csv).toContain(`;' =1+1`);
  });

  it('two amendments of one value at once: each a version of its own, each naming the value it replaced', async () => {
    const b = next();
    await verifyAll(b, await enterAll(b, 'bench'));
    expect((await p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.verifier })).status).toBe(200);
    const num = (await results(b)).find((r) => r.units)!;
    const answers = await Promise.all(['4.1', '4.2'].map((value) => p.call('POST', `/bench/batches/${b}/amend.json`, { token: tokens.verifier, body: { resultId: num.id, value, reason: `to ${value}` } })));
    for (const a of answers) expect(a.status, JSON.stringify(a.json)).toBeLessThan(500);
    const made = await p.db.selectFrom('result_amendments').select(['oldFormatted', 'newFormatted', 'reportVersion']).where('resultId', '=', num.id).orderBy('reportVersion').execute();
    expect(made.map((m) => m.reportVersion)).toEqual(made.map((_, i) => i + 2));
    for (let i = 1; i < made.length; i++) expect(made[i].oldFormatted, 'an amendment names the value it replaced').toBe(made[i - 1].newFormatted);
    expect((await row(num.id)).formattedResult).toBe(made.at(-1)!.newFormatted);
  });

  it('batches released at once, each without an invoice yet, get an invoice number each', async () => {
    const pair = [next(), next(), next(), next()];
    for (const b of pair) {
      await p.db.deleteFrom('invoices').where('batchId', '=', b).execute();
      await verifyAll(b, await enterAll(b, 'bench'));
    }
    const answers = await Promise.all(pair.map((b) => p.call('POST', `/bench/batches/${b}/release.json`, { token: tokens.verifier })));
    for (const a of answers) expect(a.status, JSON.stringify(a.json)).toBe(200);
    const numbers = await p.db.selectFrom('invoices').select('invoiceNumber').where('batchId', 'in', pair).execute();
    expect(new Set(numbers.map((n) => n.invoiceNumber)).size).toBe(pair.length);
  });
});
