/**
 * Delivery of released reports, amended reports and issued invoices (services/deliveries.ts) to
 * the recipients client settings name: exactly once per recipient and channel with two nodes and
 * a restart mid-delivery, only the flagged recipients of that client, nothing for a removed
 * member, once more for an amendment, the members' preferences (PDF, link only, none, the 6 p.m.
 * digest), the mailroom queue, and the fax gateway (sandbox, and Phaxio's API against a local
 * stand-in, with a refusal and "send again"). The released state is the seed's: a Completed batch
 * of Napa Ridge Cellars (C10234) with its lab report and invoice.
 * Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { createProvider } from '../../provider/app.ts';
import { createTableJobs } from '../../provider/services/jobs.ts';
import { announceDelivery, type DeliveryEvent } from '../../provider/services/delivery-events.ts';
import { deliveryDigestTick, fanOut } from '../../provider/services/deliveries.ts';
import { createPhaxioFax } from '../../provider/services/fax.ts';
import type { Mailer } from '../../provider/services/mailer.ts';
import { pdfText } from '../helpers/pdf.ts';
import { batchLabReportPdf, resultText } from '../../provider/services/lab-report-pdf.ts';
import { type MailroomLetter, buildMailroomPdf } from '../../provider/services/mailroom-pdf.ts';
import { resultsOfSamples } from '../../provider/repositories/results.ts';
import { formatCents } from '../../contract/money.ts';
import { type PhaxioStandIn, startPhaxioStandIn } from '../helpers/phaxio-standin.ts';

const NOW = '2026-11-21T17:00:00Z';
/** Client A's members with an account who receive reports (the pending invitation names nobody yet). */
const REPORT_MEMBERS = ['full@example.com', 'grace.kim@napa-ridge.example', 'owner@example.com', 'reporting@example.com', 'tomas.alvarez@napa-ridge.example'];

async function setup() {
  const p = await testProvider({ seed: true, now: NOW, autoDrain: false });
  const A = await p.db.selectFrom('clients').select(['id', 'code']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
  const batch = await p.db
    .selectFrom('batches as b')
    .innerJoin('invoices as i', 'i.batchId', 'b.id')
    .select(['b.id as batchId', 'i.id as invoiceId', 'i.invoiceNumber'])
    .where('b.clientId', '=', A.id)
    .where('b.status', '=', 'Completed')
    .orderBy('b.id', 'desc')
    .executeTakeFirstOrThrow();
  const released: DeliveryEvent = { kind: 'report-released', clientId: A.id, batchId: batch.batchId, reportVersion: 1 };
  const deliveries = () => p.db.selectFrom('deliveries').selectAll().orderBy('id').execute();
  const mailsTo = (email: string) => p.outbox().filter((m) => m.to.includes(email));
  const userId = async (email: string) => (await p.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return { p, A, batch, released, deliveries, mailsTo, userId };
}

async function withSetup(fn: (s: Awaited<ReturnType<typeof setup>>) => Promise<void>) {
  const s = await setup();
  try {
    await fn(s);
  } finally {
    await closeProvider(s.p);
  }
}

/** Another node on the same database: its own job runner (and, if given, its own mailer). */
function otherNode(p: TestProvider, over: { mailer?: Mailer } = {}) {
  const jobs = createTableJobs({ db: p.db, log: p.log, now: () => p.clock.now() });
  createProvider({ ...p.deps, jobs, ...over });
  return jobs;
}

describe('deliveries on release', () => {
  it('reaches each flagged recipient of that client once: e-mail with the PDF, in-app notice, mailroom letter, fax', () =>
    withSetup(async ({ p, A, batch, released, deliveries, mailsTo }) => {
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      const rows = await deliveries();
      expect(rows.every((r) => r.clientId === A.id)).toBe(true);
      const emails = rows.filter((r) => r.channel === 'email');
      expect(emails.map((r) => r.recipient).sort()).toEqual(REPORT_MEMBERS);
      expect(emails.every((r) => r.state === 'sent' && r.sentAt)).toBe(true);
      for (const email of REPORT_MEMBERS) {
        const mails = mailsTo(email);
        expect(mails).toHaveLength(1);
        expect(mails[0].subject).toContain(`Results ready for batch ${batch.batchId}`);
        expect(mails[0].text).toContain(`http://lab.test/dashboard/results/group/${batch.batchId}/report`);
        expect(mails[0].attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      }
      // Billing receives invoices only; the pending invitation and other clients' members nothing.
      expect(mailsTo('billing@example.com')).toHaveLength(0);
      expect(p.outbox()).toHaveLength(REPORT_MEMBERS.length);
      const notices = await p.db.selectFrom('delivery_notices').selectAll().execute();
      expect(notices).toHaveLength(REPORT_MEMBERS.length);
      // Client A wants paper: its address flagged for reports is a letter in the mailroom.
      const letters = await p.db.selectFrom('mailroom_letters').selectAll().execute();
      expect(letters).toHaveLength(1);
      expect(JSON.parse(letters[0].addressBlock)).toContain('PO Box 218');
      // The flagged fax is the sandbox's unanswered line: failed, with the reason.
      const fax = rows.find((r) => r.channel === 'fax')!;
      expect(fax).toMatchObject({ recipient: '+17075550198', state: 'failed', reason: 'No answer' });
    }));

  it('withholds the lab report on every channel while the client is on credit hold: the e-mail without the PDF, no fax', () =>
    withSetup(async ({ p, A, batch, released, deliveries, mailsTo }) => {
      await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A.id).execute();
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      for (const email of REPORT_MEMBERS) {
        const mails = mailsTo(email);
        expect(mails).toHaveLength(1);
        expect(mails[0].subject).toContain(`Results ready for batch ${batch.batchId}`);
        expect(mails[0].attachments).toHaveLength(0);
      }
      const fax = (await deliveries()).find((r) => r.channel === 'fax')!;
      expect(fax).toMatchObject({ state: 'failed', reason: 'Withheld while the client is on credit hold' });
    }));

  it('sends exactly once with the event announced twice and two nodes draining at once', () =>
    withSetup(async ({ p, released, deliveries }) => {
      await announceDelivery(p.deps, released);
      await announceDelivery(p.deps, released);
      const second = otherNode(p);
      await Promise.all([p.jobs.drain(), second.drain(), p.jobs.drain(), second.drain()]);
      for (const email of REPORT_MEMBERS) expect(p.outbox().filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(p.outbox()).toHaveLength(REPORT_MEMBERS.length);
      expect(await p.db.selectFrom('mailroom_letters').selectAll().execute()).toHaveLength(1);
      expect(await p.db.selectFrom('fax_sends').selectAll().execute()).toHaveLength(1);
      expect((await deliveries()).filter((r) => r.channel === 'email')).toHaveLength(REPORT_MEMBERS.length);
    }));

  it('finishes once after a node stops mid-delivery: another node takes the copy over when its claim has run out', () =>
    withSetup(async ({ p, released, deliveries }) => {
      await announceDelivery(p.deps, released);
      // Node 1 fans out, then stops while sending its first e-mail (its send never returns).
      let stopped!: () => void;
      const stopping = new Promise<void>((resolve) => (stopped = resolve));
      const hanging: Mailer = {
        send: () => {
          stopped();
          return new Promise(() => undefined);
        },
      };
      const node1 = otherNode(p, { mailer: hanging });
      void node1.drain();
      await stopping;
      const claimed = (await deliveries()).filter((r) => r.state === 'sending');
      expect(claimed).toHaveLength(1);
      // Node 2 starts: at once it leaves the claimed copy alone and sends the others.
      await p.jobs.drain();
      expect(p.outbox()).toHaveLength(REPORT_MEMBERS.length - 1);
      // After the job's lease (10 min) and the claim's staleness (5 min) node 2 finishes it.
      p.clock.set(new Date(Date.parse(NOW) + 11 * 60_000).toISOString());
      await p.jobs.drain();
      for (const email of REPORT_MEMBERS) expect(p.outbox().filter((m) => m.to.includes(email))).toHaveLength(1);
      expect((await deliveries()).filter((r) => r.channel === 'email').every((r) => r.state === 'sent')).toBe(true);
    }));

  it('gives a removed member nothing, whether removed before the fan-out or before the send', () =>
    withSetup(async ({ p, A, released, deliveries, mailsTo, userId }) => {
      const full = await userId('full@example.com');
      const reporting = await userId('reporting@example.com');
      await p.db.deleteFrom('memberships').where('clientId', '=', A.id).where('userId', '=', full).execute();
      // The fan-out runs (queuing the sends), then the other member is removed before their e-mail goes.
      await fanOut(p.deps, released);
      await p.db.deleteFrom('memberships').where('clientId', '=', A.id).where('userId', '=', reporting).execute();
      await p.jobs.drain();
      expect(mailsTo('full@example.com')).toHaveLength(0);
      expect(mailsTo('reporting@example.com')).toHaveLength(0);
      expect((await deliveries()).some((r) => r.userId === full)).toBe(false);
      expect((await deliveries()).find((r) => r.userId === reporting && r.channel === 'email')).toMatchObject({ state: 'failed', reason: 'No longer a recipient of the client' });
      // The removed member's notice is not listed to them either.
      const token = await p.tokenFor('reporting@example.com');
      expect((await p.call('GET', '/users/me/notices.json', { token })).json.notices).toEqual([]);
      expect(mailsTo('owner@example.com')).toHaveLength(1);
    }));

  it('delivers an amendment once more, and an issued invoice to the invoice recipients with its PDF', () =>
    withSetup(async ({ p, A, batch, released, mailsTo }) => {
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      await announceDelivery(p.deps, { ...released, kind: 'report-amended', reportVersion: 2 });
      await announceDelivery(p.deps, { kind: 'invoice-issued', clientId: A.id, invoiceId: batch.invoiceId });
      await p.jobs.drain();
      const owner = mailsTo('owner@example.com');
      expect(owner.map((m) => m.subject)).toEqual([
        `Results ready for batch ${batch.batchId} (C10234)`,
        `Amended results for batch ${batch.batchId} (report version 2) (C10234)`,
        `Invoice ${batch.invoiceNumber} issued (batch ${batch.batchId}) (C10234)`,
      ]);
      expect(owner[1].attachments[0].filename).toMatch(/-v2\.pdf$/);
      const billing = mailsTo('billing@example.com');
      expect(billing).toHaveLength(1);
      expect(billing[0].attachments[0].filename).toBe(`invoice-${batch.invoiceNumber}.pdf`);
      expect(mailsTo('full@example.com')).toHaveLength(2);
      // The invoice fax (+17075550199) is sent by the sandbox and recorded.
      const sends = await p.db.selectFrom('fax_sends').selectAll().where('status', '=', 'sent').execute();
      expect(sends.map((s) => s.number)).toEqual(['+17075550199']);
    }));
});

describe('preferences', () => {
  it('link only, none and the 6 p.m. digest are respected; the in-app notice comes either way', () =>
    withSetup(async ({ p, A, batch, released, deliveries, mailsTo }) => {
      const set = async (email: string, mode: string) => {
        const r = await p.call('PUT', '/users/me/delivery_preferences.json', { token: await p.tokenFor(email), body: { clientId: A.id, mode } });
        expect(r.status, JSON.stringify(r.json)).toBe(200);
      };
      await set('full@example.com', 'link');
      await set('reporting@example.com', 'none');
      await set('owner@example.com', 'digest');
      const prefs = (await p.call('GET', '/users/me/delivery_preferences.json', { token: await p.tokenFor('owner@example.com') })).json.preferences;
      expect(prefs.find((x: { clientId: number }) => x.clientId === A.id).mode).toBe('digest');
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      expect(mailsTo('full@example.com')[0].attachments).toEqual([]);
      expect(mailsTo('full@example.com')[0].text).toContain('/dashboard/results/group/');
      expect(mailsTo('reporting@example.com')).toHaveLength(0);
      expect(mailsTo('owner@example.com')).toHaveLength(0);
      expect(mailsTo('tomas.alvarez@napa-ridge.example')[0].attachments).toHaveLength(1);
      // The notice is there for everyone, "none" included.
      const token = await p.tokenFor('reporting@example.com');
      const notices = (await p.call('GET', '/users/me/notices.json', { token })).json;
      expect(notices.unread).toBe(1);
      expect(notices.notices[0]).toMatchObject({ eventKind: 'report-released', batchId: batch.batchId });
      await p.call('POST', `/users/me/notices/${notices.notices[0].id}/read.json`, { token });
      expect((await p.call('GET', '/users/me/notices.json', { token })).json.unread).toBe(0);
      // Before 6 p.m. lab time no digest; at 6 p.m. one, once, however many nodes tick.
      expect(await deliveryDigestTick(p.deps)).toBe(false);
      p.clock.set('2026-11-22T02:00:30Z');
      expect(await deliveryDigestTick(p.deps)).toBe(true);
      expect(await deliveryDigestTick(p.deps)).toBe(false);
      await p.jobs.drain();
      const digest = mailsTo('owner@example.com');
      expect(digest).toHaveLength(1);
      expect(digest[0].subject).toBe('Your daily laboratory digest: 1 update');
      expect(digest[0].text).toContain(`Results ready for batch ${batch.batchId}`);
      expect((await deliveries()).find((r) => r.recipient === 'owner@example.com' && r.channel === 'email')!.state).toBe('sent');
    }));

  it('refuses a preference for a client the user is not a member of', () =>
    withSetup(async ({ p }) => {
      const other = await p.db.selectFrom('clients').select('id').where('code', '!=', 'C10234').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const r = await p.call('PUT', '/users/me/delivery_preferences.json', { token: await p.tokenFor('full@example.com'), body: { clientId: other.id, mode: 'none' } });
      expect(r.status).toBe(403);
    }));
});

describe('the delivery log, send again and the mailroom', () => {
  it('shows the client Administrator each copy with its state; "send again" queues one recipient afresh', () =>
    withSetup(async ({ p, A, released }) => {
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      const owner = await p.tokenFor('owner@example.com');
      const log = (await p.call('GET', `/clients/${A.id}/deliveries.json`, { token: owner })).json;
      expect(log.failed).toBe(1);
      const fax = log.deliveries.find((d: { channel: string }) => d.channel === 'fax');
      expect(fax).toMatchObject({ state: 'failed', reason: 'No answer', recipient: '+17075550198' });
      const failedOnly = (await p.call('GET', `/clients/${A.id}/deliveries.json?state=failed`, { token: owner })).json.deliveries;
      expect(failedOnly.map((d: { id: number }) => d.id)).toEqual([fax.id]);
      // Members who are not Administrators do not see the log.
      expect((await p.call('GET', `/clients/${A.id}/deliveries.json`, { token: await p.tokenFor('full@example.com') })).status).toBe(403);
      // Send the owner's e-mail again: one more message to the owner only.
      const mail = log.deliveries.find((d: { channel: string; recipient: string }) => d.channel === 'email' && d.recipient === 'owner@example.com');
      const before = p.outbox().length;
      expect((await p.call('POST', `/clients/${A.id}/deliveries/${mail.id}/resend.json`, { token: owner })).status).toBe(200);
      await p.jobs.drain();
      expect(p.outbox().length).toBe(before + 1);
      expect(p.outbox().at(-1)!.to).toEqual(['owner@example.com']);
      // Lab staff see every client's log on the desk; clients' users do not.
      const desk = await p.call('GET', '/desk/deliveries.json?state=failed', { token: await p.tokenFor('godmode@example.com') });
      expect(desk.json.deliveries.map((d: { id: number }) => d.id)).toContain(fax.id);
      expect((await p.call('GET', '/desk/deliveries.json', { token: owner })).status).toBe(403);
    }));

  it('puts the letters in one print-ready PDF with the address in the window, marked printed by lab staff', () =>
    withSetup(async ({ p, batch, released }) => {
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      const staff = await p.tokenFor('godmode@example.com');
      const queue = (await p.call('GET', '/desk/mailroom.json', { token: staff })).json;
      expect(queue.letters).toHaveLength(1);
      const res = await p.app.request('/desk/mailroom.pdf', { headers: { authorization: `Bearer ${staff}` } });
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()) as Buffer);
      expect(text).toContain('PO Box 218');
      expect(text).toContain(`Results ready for batch ${batch.batchId}`);
      expect((await p.call('POST', '/desk/mailroom/printed.json', { token: staff, body: { ids: [queue.letters[0].id] } })).json.printed).toBe(1);
      expect((await p.call('GET', '/desk/mailroom.json', { token: staff })).json.letters).toEqual([]);
      expect((await p.call('GET', '/desk/mailroom.json', { token: await p.tokenFor('owner@example.com') })).status).toBe(403);
    }));
});

/** Each page's text of a PDF, every run of white space one space (the page structure of the print run). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  return pages;
}

describe('the mailroom print run', () => {
  it('follows each cover letter with what the envelope posts: the lab report, the invoice, each from the front of a sheet and numbered of itself', () =>
    withSetup(async ({ p, A, batch, released }) => {
      const staff = await p.tokenFor('godmode@example.com');
      const printRun = async () => {
        const res = await p.app.request('/desk/mailroom.pdf', { headers: { authorization: `Bearer ${staff}` } });
        expect(res.headers.get('content-type')).toBe('application/pdf');
        return pdfPages(new Uint8Array(await res.arrayBuffer()));
      };
      const b = await p.db.selectFrom('batches').select(['id', 'status', 'submittedAt', 'updatedAt']).where('id', '=', batch.batchId).executeTakeFirstOrThrow();
      const report = await pdfPages(new Uint8Array(await batchLabReportPdf(p.db, p.deps, { code: 'C10234', name: '', officialBusinessName: '' }, { ...b, updatedAt: String(b.updatedAt) }, p.clock.now())));
      const R = report.length;
      const sample = await p.db.selectFrom('samples').select('friendlyNumber').where('batchId', '=', batch.batchId).orderBy('id').executeTakeFirstOrThrow();
      const value = resultText((await resultsOfSamples(p.db, { batchId: batch.batchId })).find((a) => a.formattedResult)!);

      // The release: one letter, its cover sheet (its back left blank), then the whole report.
      await announceDelivery(p.deps, released);
      await p.jobs.drain();
      let pages = await printRun();
      expect(pages).toHaveLength(2 + R);
      expect(pages[0]).toContain('PO Box 218');
      expect(pages[0]).toContain(`Results ready for batch ${batch.batchId}`);
      expect(pages[0]).toContain(`Enclosed: the lab report of batch ${batch.batchId}`);
      expect(pages[1]).toContain('This page is intentionally left blank.');
      expect(pages[2]).toContain('Laboratory Report');
      expect(pages[2]).toContain(`Batch (group): ${batch.batchId}`);
      expect(pages.slice(2).join(' ')).toContain(`Sample ${sample.friendlyNumber}`);
      expect(pages.slice(2).join(' ')).toContain(value);
      // The report numbers its own pages, not the print run's.
      expect(pages[2]).toContain(`Page 1 of ${R}`);
      expect(pages[1 + R]).toContain(`Page ${R} of ${R}`);

      // The batch's invoice issued: a second envelope, from the front of a new sheet, with the invoice.
      const invoice = await p.db.selectFrom('invoices').select(['invoiceNumber', 'totalAmount', 'amountDue']).where('id', '=', batch.invoiceId).executeTakeFirstOrThrow();
      await announceDelivery(p.deps, { kind: 'invoice-issued', clientId: A.id, invoiceId: batch.invoiceId });
      await p.jobs.drain();
      pages = await printRun();
      const second = 2 + R + (R % 2);
      if (R % 2) expect(pages[2 + R]).toContain('This page is intentionally left blank.');
      expect(pages[second]).toContain('PO Box 218');
      expect(pages[second]).toContain(`Invoice ${invoice.invoiceNumber} issued`);
      expect(pages[second]).toContain(`Enclosed: invoice ${invoice.invoiceNumber}`);
      expect(pages[second + 1]).toContain('This page is intentionally left blank.');
      const invoicePages = pages.slice(second + 2);
      expect(invoicePages.length).toBeGreaterThanOrEqual(1);
      expect(invoicePages[0]).toContain('INVOICE');
      expect(invoicePages[0]).toContain(invoice.invoiceNumber);
      expect(invoicePages.join(' ')).toContain(`Total ${formatCents(invoice.totalAmount)}`);
      expect(invoicePages.join(' ')).toContain(`Amount due ${formatCents(invoice.amountDue)}`);
      expect(invoicePages[0]).toContain(`Invoice ${invoice.invoiceNumber} · page 1 of ${invoicePages.length}`);
    }));

  it('numbers a report of several pages of itself and starts the next envelope on a new sheet', async () => {
    const analysis = (n: number) => ({
      number: String(n), analyte: `Analyte ${n}`, description: '', formattedResult: `${n}.5`, result: `${n}.5`, units: 'g/L', testMethod: 'OIV', validationStatus: 'Validated',
      status: 'Completed', testDate: '2026-11-20T12:00:00.000Z', reportedAt: '2026-11-20T12:00:00.000Z', panelDescription: null, comments: null,
    });
    const client = { code: 'C1', name: 'Cellars', officialBusinessName: 'Cellars LLC' };
    const report: MailroomLetter = {
      clientCode: 'C1', addressBlock: ['Cellars LLC', '1 Vine Road', 'Napa, CA 94558'], createdAt: '2026-11-21T17:00:00.000Z',
      event: { kind: 'report-released', batchId: 7, invoiceNumber: null, reportVersion: 1 },
      enclosure: {
        kind: 'report',
        input: {
          client, batch: { id: 7, status: 'Completed', submittedAt: '2026-11-18T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' }, issuedAt: new Date('2026-11-21T12:00:00Z'),
          samples: Array.from({ length: 30 }, (_, i) => ({ friendlyNumber: `26-${1000 + i}`, description: `Cabernet lot ${i}`, loggedAt: '2026-11-18T12:00:00.000Z', reportedAt: '2026-11-21T12:00:00.000Z', analyses: [1, 2, 3, 4].map(analysis) })),
        },
      },
    };
    const invoice: MailroomLetter = {
      clientCode: 'C1', addressBlock: ['Cellars LLC', '1 Vine Road', 'Napa, CA 94558'], createdAt: '2026-11-21T17:00:00.000Z',
      event: { kind: 'invoice-issued', batchId: 7, invoiceNumber: 'INV-77', reportVersion: null },
      enclosure: {
        kind: 'invoice',
        document: {
          invoice: { invoiceNumber: 'INV-77', dateIssued: '2026-11-21T12:00:00.000Z', dueAt: '2026-12-21T12:00:00.000Z', totalAmount: 12_345, amountDue: 12_345, status: 'UNPAID' },
          client, billTo: ['1 Vine Road', 'Napa, CA 94558'], batch: { id: 7, submittedAt: '2026-11-18T12:00:00.000Z' }, payUrl: 'http://lab.test/dashboard/billing',
          lines: [{ description: 'Alcohol (ALC)', samples: ['26-1000'], quantity: 1, unitPrice: 12_345, amount: 12_345 }],
        },
      },
    };
    const pages = await pdfPages(new Uint8Array(await buildMailroomPdf([report, invoice], new Date('2026-11-21T17:00:00Z'), 'http://lab.test')));
    const reportPages = pages.filter((t) => t.includes('Laboratory Report') || /Page \d+ of \d+/.test(t));
    const R = reportPages.length;
    expect(R).toBeGreaterThan(1);
    // cover, its blank back, the report's pages (each "Page i of R"), a blank back when R is odd
    expect(pages[1]).toContain('This page is intentionally left blank.');
    reportPages.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${R}`));
    expect(pages.slice(2, 2 + R)).toEqual(reportPages);
    const second = 2 + R + (R % 2);
    expect(second % 2).toBe(0);
    expect(pages[second]).toContain('Invoice INV-77 issued');
    expect(pages[second + 2]).toContain('Invoice INV-77 · page 1 of 1');
    expect(pages[second + 2]).toContain('Amount due $123.45');
    expect(pages).toHaveLength(second + 3);
  });

  it('keeps a report\'s letter waiting while the client is on credit hold (its invoice goes), and posts it once the hold is lifted', () =>
    withSetup(async ({ p, A, batch, released }) => {
      await announceDelivery(p.deps, released);
      await announceDelivery(p.deps, { kind: 'invoice-issued', clientId: A.id, invoiceId: batch.invoiceId });
      await p.jobs.drain();
      const staff = await p.tokenFor('godmode@example.com');
      const queue = async () => (await p.call('GET', '/desk/mailroom.json', { token: staff })).json.letters.map((l: { eventKind: string }) => l.eventKind);
      const printRun = async () => pdfPages(new Uint8Array(await (await p.app.request('/desk/mailroom.pdf', { headers: { authorization: `Bearer ${staff}` } })).arrayBuffer()));
      expect((await queue()).sort()).toEqual(['invoice-issued', 'report-released']);
      const { status } = await p.db.selectFrom('clients').select('status').where('id', '=', A.id).executeTakeFirstOrThrow();
      await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A.id).execute();
      expect(await queue()).toEqual(['invoice-issued']);
      const held = (await printRun()).join(' ');
      expect(held).toContain('INVOICE');
      expect(held).not.toContain('Laboratory Report');
      expect(held).not.toContain(`Results ready for batch ${batch.batchId}`);
      await p.db.updateTable('clients').set({ status }).where('id', '=', A.id).execute();
      expect((await queue()).sort()).toEqual(['invoice-issued', 'report-released']);
      expect((await printRun()).join(' ')).toContain('Laboratory Report');
    }));
});

describe('the Phaxio adapter against a local stand-in', () => {
  let standIn: PhaxioStandIn;
  beforeAll(async () => {
    standIn = await startPhaxioStandIn();
  });
  afterAll(() => standIn.close());

  it('sends the PDF; a number the provider refuses is failed with its reason; after a fix, "send again" sends it', () =>
    withSetup(async ({ p, A, released, deliveries }) => {
      const fax = createPhaxioFax(p.db, p.clock, { apiKey: standIn.apiKey, apiSecret: standIn.apiSecret, endpoint: standIn.url, timeoutMs: 2000 });
      // This node sends faxes through Phaxio; the lab's invalid number is refused for good.
      const jobs = createTableJobs({ db: p.db, log: p.log, now: () => p.clock.now() });
      const deps = { ...p.deps, jobs, fax };
      createProvider(deps);
      await p.db.updateTable('faxes').set({ number: '+17075550000' }).where('number', '=', '+17075550198').execute();
      await announceDelivery(deps, released);
      await jobs.drain();
      const row = (await deliveries()).find((r) => r.channel === 'fax')!;
      expect(row.state).toBe('failed');
      expect(row.reason).toContain('Phone number is not formatted correctly');
      const recorded = await p.db.selectFrom('fax_sends').selectAll().execute();
      expect(recorded).toMatchObject([{ provider: 'phaxio', status: 'failed', number: '+17075550000' }]);
      // The number is corrected; a transient failure first (500) is retried with back-off.
      await p.db.updateTable('faxes').set({ number: '+17075550197' }).where('clientId', '=', A.id).where('number', '=', '+17075550000').execute();
      standIn.failNext(1);
      const app = createProvider(deps);
      const owner = await p.tokenFor('owner@example.com');
      const r = await app.request(`/clients/${A.id}/deliveries/${row.id}/resend.json`, { method: 'POST', headers: { authorization: `Bearer ${owner}` } });
      expect(r.status).toBe(200);
      await jobs.drain();
      expect((await deliveries()).find((x) => x.id === row.id)).toMatchObject({ state: 'queued', reason: 'Internal server error' });
      p.clock.set(new Date(Date.parse(NOW) + 2 * 60_000).toISOString());
      await jobs.drain();
      expect((await deliveries()).find((x) => x.id === row.id)).toMatchObject({ state: 'sent', reason: null });
      expect(standIn.sends.filter((s) => s.to === '+17075550197')).toMatchObject([{ pdf: true }]);
    }));
});
