/**
 * Share links: a member with results access shares a sample's report; the public page's calls
 * open it without a session. Expired and revoked links say so and nothing else; a passcode is
 * asked for, a wrong one shows nothing and is counted (per link and per address), then limited;
 * another client's sample cannot be shared; a client on credit hold (or a sharer who lost results
 * access) shows nothing; every opening is logged with its address and browser, and listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { pdfText } from '../helpers/pdf.ts';
import { SHARE_LIMITS } from '../../contract/share-links.ts';

const SEEDED_AT = '2026-11-18T18:00:00Z';
const UA = 'Mozilla/5.0 (Buyer) Test/1.0';

describe('share links', () => {
  let p: TestProvider;
  let tokens: Record<string, string>;
  let A: number;
  /** a reported sample of a Completed batch with a report of its own, and one of another client */
  let own: { friendlyNumber: string; id: number; reportNumber: string };
  let others: string;
  let address = 0;
  /** Each test opens from its own address, so one test's counted tries do not limit another's. */
  const from = () => ({ 'x-lab-client-ip': `198.51.100.${++address}`, 'x-lab-user-agent': UA });
  const base = () => `/clients/${A}/samples/${own.friendlyNumber}/share-links.json`;
  const create = (body: Record<string, unknown>, token = tokens.full) => p.call('POST', base(), { token, body });
  const open = (token: string, passcode?: string, headers = from()) => p.call('POST', '/shared/open.json', { body: { token, passcode }, headers });

  beforeAll(async () => {
    p = await testProvider({ seed: true, now: SEEDED_AT });
    tokens = await roleTokens(p);
    A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    own = await p.db
      .selectFrom('samples as s')
      .innerJoin('batches as b', 'b.id', 's.batchId')
      .innerJoin('lab_reports as r', 'r.sampleId', 's.id')
      .select(['s.friendlyNumber', 's.id', 'r.reportNumber'])
      .where('s.clientId', '=', A)
      .where('b.status', '=', 'Completed')
      .where('s.reportedAt', 'is not', null)
      .orderBy('s.id', 'desc')
      .executeTakeFirstOrThrow();
    others = (await p.db.selectFrom('samples').select('friendlyNumber').where('clientId', '!=', A).orderBy('id').executeTakeFirstOrThrow()).friendlyNumber;
  }, 120_000);
  afterAll(() => closeProvider(p));

  it('shows the released report, says who shared it and until when, and logs the opening', async () => {
    const created = await create({ days: 30 });
    expect(created.status).toBe(201);
    expect(created.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await p.db.selectFrom('share_links').selectAll().where('id', '=', created.json.link.id).executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(created.json.token);
    expect(JSON.stringify(stored)).not.toContain(created.json.token);
    expect(stored.expiresAt).toBe(new Date(Date.parse(SEEDED_AT) + 30 * 86_400_000).toISOString());
    const r = await open(created.json.token);
    expect(r.status).toBe(200);
    expect(r.json.state).toBe('ok');
    expect(r.json.report.clientName).toBe('Napa Ridge Cellars');
    expect(r.json.report.sharedByName).toMatch(/\S/);
    expect(r.json.report.expiresAt).toBe(stored.expiresAt);
    expect(r.json.report.sample.friendlyNumber).toBe(own.friendlyNumber);
    const released = await p.db.selectFrom('results').select('id').where('sampleId', '=', own.id).where('status', '=', 'Completed').execute();
    expect(r.json.report.results.length).toBe(released.length);
    expect(r.json.report.pdf).toBe(true);
    const listed = await p.call('GET', base(), { token: tokens.full });
    const link = listed.json.links.find((l: { id: number }) => l.id === created.json.link.id);
    expect(link.openingCount).toBe(1);
    expect(link.openings[0]).toMatchObject({ what: 'page', address: `198.51.100.${address}`, userAgent: UA, openedAt: SEEDED_AT.replace('Z', '.000Z') });
  });

  it('gives the PDF of that one sample, with its report number and QR code, and logs it', async () => {
    const { json } = await create({ days: 7 });
    const res = await p.app.request('/shared/report.pdf', { method: 'POST', headers: { 'content-type': 'application/json', ...from() }, body: JSON.stringify({ token: json.token }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Sample ${own.friendlyNumber}`);
    expect(text).toContain(`Report ${own.reportNumber}`);
    expect(text).toContain(`/wreports/${own.reportNumber}`);
    const openings = await p.db.selectFrom('share_link_openings').select('what').where('shareLinkId', '=', json.link.id).execute();
    expect(openings).toEqual([{ what: 'pdf' }]);
  });

  it('an expired link says so and nothing else', async () => {
    const { json } = await create({ days: 7 });
    p.clock.advance(7 * 86_400_000 + 1000);
    try {
      const r = await open(json.token);
      expect(r.json).toEqual({ state: 'expired' });
      // (a session of now: the test's earlier one has expired with the week)
      const listed = await p.call('GET', base(), { token: await p.tokenFor('full@example.com') });
      expect(listed.json.links.find((l: { id: number }) => l.id === json.link.id).state).toBe('expired');
    } finally {
      p.clock.set(SEEDED_AT);
    }
  });

  it('a revoked link says so at once and nothing else; revoking is for the client only', async () => {
    const { json } = await create({ days: 90 });
    expect((await open(json.token)).json.state).toBe('ok');
    expect((await p.call('POST', `/clients/${A}/share-links/${json.link.id}/revoke.json`, { token: tokens.billing })).status).toBe(403);
    const revoked = await p.call('POST', `/clients/${A}/share-links/${json.link.id}/revoke.json`, { token: tokens.full });
    expect(revoked.status).toBe(200);
    expect(revoked.json.link.state).toBe('revoked');
    expect((await open(json.token)).json).toEqual({ state: 'revoked' });
    const pdf = await p.app.request('/shared/report.pdf', { method: 'POST', headers: { 'content-type': 'application/json', ...from() }, body: JSON.stringify({ token: json.token }) });
    expect(pdf.status).toBe(410);
  });

  it('a passcode: asked for, the right one opens, a wrong one shows nothing; wrong ones are limited per link', async () => {
    expect((await create({ days: 7, passcode: 'short' })).status).toBe(400);
    const { json } = await create({ days: 7, passcode: 'cellar-door-42' });
    const stored = await p.db.selectFrom('share_links').select('passcodeHash').where('id', '=', json.link.id).executeTakeFirstOrThrow();
    expect(stored.passcodeHash).toMatch(/^\$argon2id\$/);
    expect((await open(json.token)).json).toEqual({ state: 'passcode', wrong: false });
    expect((await open(json.token, 'cellar-door-42')).json.state).toBe('ok');
    const wrong = await open(json.token, 'guess-0000');
    expect(wrong.json).toEqual({ state: 'passcode', wrong: true });
    expect(JSON.stringify(wrong.json)).not.toContain('Napa');
    // From many addresses: the link's own count stops them, even the right passcode, for the window.
    for (let i = 1; i < SHARE_LIMITS.wrongPasscodePerLink; i++) expect((await open(json.token, `guess-${i}000`)).json.state).toBe('passcode');
    const limited = await open(json.token, 'cellar-door-42');
    expect(limited.status).toBe(429);
    expect(limited.json.state).toBe('limited');
    p.clock.advance(SHARE_LIMITS.windowMs + 1000);
    try {
      expect((await open(json.token, 'cellar-door-42')).json.state).toBe('ok');
    } finally {
      p.clock.set(SEEDED_AT);
    }
    // Only the right passcode's opening is logged.
    const openings = await p.db.selectFrom('share_link_openings').select('id').where('shareLinkId', '=', json.link.id).execute();
    expect(openings).toHaveLength(2);
  });

  it('guesses of a passcode sent all at once are checked no more often than the limit allows', async () => {
    const { json } = await create({ days: 7, passcode: 'cellar-door-43' });
    // Twelve guesses in parallel, from twelve addresses (as from several nodes): all but the limit's are refused unchecked.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => open(json.token, `guess-${i}-parallel`)));
    const checked = answers.filter((a) => a.json.state === 'passcode');
    expect(checked.length).toBeLessThanOrEqual(SHARE_LIMITS.wrongPasscodePerLink);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(12 - SHARE_LIMITS.wrongPasscodePerLink);
    // The right passcode, a window later, opens and is not counted as a try.
    p.clock.advance(SHARE_LIMITS.windowMs + 1000);
    try {
      for (let i = 0; i < SHARE_LIMITS.wrongPasscodePerLink + 1; i++) expect((await open(json.token, 'cellar-door-43')).json.state).toBe('ok');
    } finally {
      p.clock.set(SEEDED_AT);
    }
  });

  it('a link made before an amendment shows the amended value, marked so', async () => {
    const { json } = await create({ days: 7 });
    const r = await p.db.selectFrom('results').select(['id', 'batchId', 'analyte']).where('sampleId', '=', own.id).where('status', '=', 'Completed').where('units', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const verifier = await p.tokenFor('verifier@example.com');
    const amended = await p.call('POST', `/bench/batches/${r.batchId}/amend.json`, { token: verifier, body: { resultId: r.id, value: '3.61', reason: 'Recalculated' } });
    expect(amended.status, JSON.stringify(amended.json)).toBe(200);
    const shown = (await open(json.token)).json.report.results.find((x: { analyte: string }) => x.analyte === r.analyte);
    expect(shown.result).toMatch(/^3\.61?\b.*\(Amended\)$/);
  });

  it('links that do not exist are limited per address', async () => {
    const headers = from();
    for (let i = 0; i < SHARE_LIMITS.unknownPerAddress; i++) expect((await open('x'.repeat(43), undefined, headers)).json.state).toBe('not-found');
    const r = await open('y'.repeat(43), undefined, headers);
    expect(r.status).toBe(429);
    expect(r.json.state).toBe('limited');
  });

  it("another client's sample cannot be shared, nor a sample by a role without results", async () => {
    const r = await p.call('POST', `/clients/${A}/samples/${others}/share-links.json`, { token: tokens.full, body: { days: 7 } });
    expect([403, 404]).toContain(r.status);
    expect(r.json.link).toBeUndefined();
    expect((await create({ days: 7 }, tokens.billing)).status).toBe(403);
    expect((await create({ days: 14 })).status).toBe(400);
  });

  it('on credit hold the link shows nothing but "not available", and opens again once lifted', async () => {
    const { json } = await create({ days: 30 });
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    try {
      expect((await open(json.token)).json).toEqual({ state: 'withheld' });
      // Whoever shared it: a link a site administrator made is withheld too.
      const byAdmin = await create({ days: 7 }, tokens.godmode);
      expect(byAdmin.status).toBe(201);
      expect((await open(byAdmin.json.token)).json).toEqual({ state: 'withheld' });
      // Nothing shown, nothing logged.
      expect(await p.db.selectFrom('share_link_openings').select('id').where('shareLinkId', '=', json.link.id).execute()).toHaveLength(0);
    } finally {
      await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', A).execute();
    }
    expect((await open(json.token)).json.state).toBe('ok');
  });

  it('a sharer who no longer may see the results: the link shows nothing', async () => {
    const { json } = await create({ days: 30 }, tokens.reporting);
    expect((await open(json.token)).json.state).toBe('ok');
    const reporting = await p.db.selectFrom('users').select('id').where('email', '=', 'reporting@example.com').executeTakeFirstOrThrow();
    await p.db.updateTable('memberships').set({ role: 'Billing User' }).where('clientId', '=', A).where('userId', '=', reporting.id).execute();
    try {
      expect((await open(json.token)).json).toEqual({ state: 'withheld' });
    } finally {
      await p.db.updateTable('memberships').set({ role: 'Reporting User' }).where('clientId', '=', A).where('userId', '=', reporting.id).execute();
    }
  });
  it('an export pack for one market: its checks with sources, nothing to order, its PDF; the same rules as a report', async () => {
    expect((await create({ days: 30, kind: 'export-pack' })).status).toBe(400);
    expect((await create({ days: 30, kind: 'export-pack', market: 'XX' })).status).toBe(400);
    expect((await create({ days: 30, kind: 'report', market: 'EU' })).status).toBe(400);
    const created = await create({ days: 30, kind: 'export-pack', market: 'EU', passcode: 'crate-seven' });
    expect(created.status).toBe(201);
    expect(created.json.link).toMatchObject({ kind: 'export-pack', market: 'EU', hasPasscode: true });
    expect((await open(created.json.token)).json).toEqual({ state: 'passcode', wrong: false });
    const r = await open(created.json.token, 'crate-seven');
    expect(r.json).toMatchObject({ state: 'ok', kind: 'export-pack', exportPack: { market: 'EU', friendlyNumber: own.friendlyNumber } });
    expect(r.json.exportPack.checks.length).toBeGreaterThan(0);
    expect(r.json.exportPack.checks.every((c: { source: string }) => c.source.length > 0)).toBe(true);
    expect(r.json.exportPack).not.toHaveProperty('sampleId');
    expect(r.json.exportPack).not.toHaveProperty('clientId');
    expect(r.json.report.results).toEqual([]);
    const pdf = await p.app.request('/shared/report.pdf', { method: 'POST', headers: { 'content-type': 'application/json', ...from() }, body: JSON.stringify({ token: created.json.token, passcode: 'crate-seven' }) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`export-pack-${own.friendlyNumber}-EU.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('guide, not legal advice');
    expect(text).toContain('Laboratory Report');
    expect(text).toContain(`Report ${own.reportNumber}`);
    const listed = (await p.call('GET', base(), { token: tokens.full })).json.links.find((l: { id: number }) => l.id === created.json.link.id);
    expect(listed.openings.map((o: { what: string }) => o.what).sort()).toEqual(['page', 'pdf']);
    // Credit hold, then revoked: nothing shown.
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    try {
      expect((await open(created.json.token, 'crate-seven')).json).toEqual({ state: 'withheld' });
    } finally {
      await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', A).execute();
    }
    expect((await p.call('POST', `/clients/${A}/share-links/${created.json.link.id}/revoke.json`, { token: tokens.full })).status).toBe(200);
    expect((await open(created.json.token, 'crate-seven')).json).toEqual({ state: 'revoked' });
  });
  it('a sample has at most SHARE_LIMITS.activePerSample open links, counted under the client\'s lock; revoked and expired ones leave room', async () => {
    // another sample of the client, so the other tests' links of `own` are not counted
    const other = await p.db.selectFrom('samples').select('friendlyNumber').where('clientId', '=', A).where('id', '!=', own.id).where('reportedAt', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const path = `/clients/${A}/samples/${other.friendlyNumber}/share-links.json`;
    const make = (days = 90) => p.call('POST', path, { token: tokens.full, body: { days } });
    const cap = SHARE_LIMITS.activePerSample;
    const short = await make(7);
    expect(short.status).toBe(201);
    // the rest asked for all at once, with a few more than fit
    const burst = await Promise.all(Array.from({ length: cap + 2 }, () => make()));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(cap - 1);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(refused[0]!.json.error).toMatch(/at most 20 open share links/);
    // A revoked link leaves room for one more; so does one that expired.
    const first = burst.find((r) => r.status === 201)!.json.link.id;
    expect((await p.call('POST', `/clients/${A}/share-links/${first}/revoke.json`, { token: tokens.full })).status).toBe(200);
    expect((await make()).status).toBe(201);
    expect((await make()).status).toBe(409);
    p.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await p.call('POST', path, { token: await p.tokenFor('full@example.com'), body: { days: 90 } })).status).toBe(201);
    } finally {
      p.clock.set(SEEDED_AT);
    }
  });
});
