/**
 * Delivery of released reports, amended reports, issued invoices and results outside their
 * house specification (services/delivery-events.ts announces them) to everyone the client named
 * (an out-of-specification notice to the members only, by link):
 *
 * 1. The fan-out (`DELIVERY_FAN_OUT_JOB`) reads the client's recipients when it runs (members
 *    flagged "receives reports"/"receives invoices", the flagged addresses when the client wants
 *    paper, the flagged fax numbers) and records one `deliveries` row per recipient and channel
 *    (unique per event: an event announced or fanned out twice is recorded once). Members get an
 *    in-app notice at once, and an e-mail unless they chose none.
 * 2. Each queued copy is its own durable job (`DELIVERY_SEND_JOB`), retried with back-off. Before
 *    sending, a node claims the row (queued → sending, one conditional UPDATE): of two nodes one
 *    sends; a claim older than `CLAIM_STALE_MS` (its node stopped mid-send) is taken over.
 * 3. E-mails with the PDF or the link only; copies of members who chose the daily digest wait for
 *    the 6 p.m. (lab time) digest (`deliveryDigestTick`, run each minute by server.ts).
 *
 * A member removed from the client (or whose flag was turned off) before their copy is sent gets
 * nothing: the send looks again.
 */
import type { ProviderDeps } from '../deps.ts';
import type { CLIENT_STATUSES } from '../../contract/clients.ts';
import { labTime, labToday } from '../../contract/lab-time.ts';
import { refuse } from '../errors.ts';
import * as repo from '../repositories/deliveries.ts';
import type { DeliveryRow, Flag } from '../repositories/deliveries.ts';
import { DELIVERY_FAN_OUT_JOB, type DeliveryEvent, deliveryEventKey } from './delivery-events.ts';
import { type FaxGateway, FaxError, createSandboxFax } from './fax.ts';
import { type DeliveredEvent, deliveryDigestMail, deliveryMail } from './mail-templates.ts';
import { MailBounced, type MailAttachment } from './mailer.ts';
import { batchLabReportInput, buildLabReportPdf } from './lab-report-pdf.ts';
import { batchInvoiceDocument, buildInvoicePdf } from './invoice-pdf.ts';
import type { Enclosure, MailroomLetter } from './mailroom-pdf.ts';
import { sampleSpecification } from './specifications.ts';
import { sampleResultsForSpec } from '../repositories/specifications.ts';
import { limitFor } from '../../contract/specifications.ts';
import { DELIVERY_REASONS } from '../../contract/deliveries.ts';

/** The client status that withholds results and lab reports (contract/access.ts reads the same). */
const CREDIT_HOLD: (typeof CLIENT_STATUSES)[number] = 'Credit Hold';

export const DELIVERY_SEND_JOB = 'delivery.send';
export const DELIVERY_DIGEST_JOB = 'delivery.digest';
/** attempts of one copy (each a claim) before it is recorded as failed */
export const DELIVERY_MAX_ATTEMPTS = 4;
const SEND_RETRY = { maxAttempts: DELIVERY_MAX_ATTEMPTS, retryDelayMs: 60_000 };
/** a claim this old belongs to a node that stopped mid-send (a send takes seconds) */
export const CLAIM_STALE_MS = 5 * 60_000;
/** the digest's hour, lab time */
export const DIGEST_HOUR = 18;

export type DeliveryDeps = Pick<ProviderDeps, 'db' | 'jobs' | 'mailer' | 'clock' | 'log' | 'publicUrl' | 'reportCodeSecret' | 'fax'>;

const faxes = new WeakMap<object, FaxGateway>();
function faxOf(deps: DeliveryDeps): FaxGateway {
  if (deps.fax) return deps.fax;
  let f = faxes.get(deps);
  if (!f) faxes.set(deps, (f = createSandboxFax(deps.db, deps.clock)));
  return f;
}

const flagOf = (kind: DeliveryRow['eventKind']): Flag => (kind === 'invoice-issued' ? 'invoices' : 'reports');
const base = (url: string) => url.replace(/\/$/, '');

export function registerDeliveryJobs(deps: DeliveryDeps) {
  deps.jobs.work<DeliveryEvent>(DELIVERY_FAN_OUT_JOB, (event) => fanOut(deps, event));
  deps.jobs.work<{ deliveryId: number }>(DELIVERY_SEND_JOB, ({ deliveryId }) => sendDelivery(deps, deliveryId));
  deps.jobs.work<{ before: string }>(DELIVERY_DIGEST_JOB, ({ before }) => sendDigests(deps, before));
}

/** Records every recipient's copy of an event (once) and queues the ones sent now. */
export async function fanOut(deps: DeliveryDeps, event: DeliveryEvent): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  const client = await repo.deliveryClient(db, event.clientId);
  if (!client) return;
  const eventKey = deliveryEventKey(event);
  let batchId: number | null = null;
  let invoiceId: number | null = null;
  let reportVersion: number | null = null;
  let sampleId: number | null = null;
  if (event.kind === 'spec-failed') {
    if (!(await repo.sampleOfClient(db, client.id, event.sampleId))) return;
    batchId = event.batchId;
    reportVersion = event.reportVersion;
    sampleId = event.sampleId;
  } else if (event.kind === 'invoice-issued') {
    const invoice = await repo.invoiceOfClient(db, client.id, event.invoiceId);
    if (!invoice) return;
    invoiceId = invoice.id;
    batchId = invoice.batchId;
  } else {
    batchId = event.batchId;
    reportVersion = event.reportVersion;
  }
  const flag = flagOf(event.kind);
  const common = { eventKey, eventKind: event.kind, clientId: client.id, batchId, invoiceId, reportVersion, sampleId, createdAt: now, updatedAt: now };
  // An out-of-specification notice is an alert, not a document: members only (no letter, no fax),
  // and its e-mail carries the link, never a PDF (a member who wants the PDF gets the link).
  const alert = event.kind === 'spec-failed';

  for (const m of await repo.flaggedMembers(db, client.id, flag)) {
    await repo.insertNotice(db, { userId: m.userId, clientId: client.id, eventKey, eventKind: event.kind, batchId, invoiceId, reportVersion, sampleId, createdAt: now });
    const who = { recipientKey: `user:${m.userId}`, recipient: m.email, userId: m.userId };
    await repo.insertDelivery(db, { ...common, ...who, channel: 'in-app', state: 'sent', sentAt: now });
    if (m.mode !== 'none') await repo.insertDelivery(db, { ...common, ...who, channel: 'email', mode: alert && m.mode === 'pdf' ? 'link' : m.mode, state: 'queued' });
  }
  if (!alert && (flag === 'reports' ? client.mailedReports : client.mailedInvoices)) {
    for (const a of await repo.flaggedAddresses(db, client.id, flag)) {
      const recipient = [a.label, a.street_1, a.city].filter(Boolean).join(', ');
      await repo.insertDelivery(db, { ...common, recipientKey: `address:${a.id}`, recipient, addressId: a.id, channel: 'mail', state: 'queued' });
    }
  }
  for (const f of alert ? [] : await repo.flaggedFaxes(db, client.id, flag)) {
    await repo.insertDelivery(db, { ...common, recipientKey: `fax:${f.id}`, recipient: f.number, faxId: f.id, channel: 'fax', state: 'queued' });
  }
  // Every copy still queued gets a send job, also the ones an earlier, interrupted fan-out recorded:
  // a doubled job is harmless (the claim lets one send).
  for (const d of await repo.queuedOfEvent(db, eventKey)) await deps.jobs.enqueue(DELIVERY_SEND_JOB, { deliveryId: d.id }, SEND_RETRY);
}

/** What the copy carries: the event in words, the link, and the PDF when there is one. */
async function documentOf(deps: DeliveryDeps, d: Pick<DeliveryRow, 'clientId' | 'eventKind' | 'batchId' | 'invoiceId' | 'reportVersion' | 'sampleId'>, withPdf: boolean) {
  const { db } = deps;
  const client = (await repo.deliveryClient(db, d.clientId))!;
  const batch = d.batchId === null ? undefined : await repo.batchOfClient(db, d.clientId, d.batchId);
  const invoice = d.invoiceId === null ? undefined : await repo.invoiceOfClient(db, d.clientId, d.invoiceId);
  const event: DeliveredEvent = { kind: d.eventKind, batchId: d.batchId, invoiceNumber: invoice?.invoiceNumber ?? null, reportVersion: d.reportVersion };
  let link = d.eventKind === 'invoice-issued' ? `${base(deps.publicUrl)}/dashboard/billing` : `${base(deps.publicUrl)}/dashboard/results/group/${d.batchId}/report`;
  if (d.eventKind === 'spec-failed') {
    const sample = d.sampleId === null ? undefined : await repo.sampleOfClient(db, d.clientId, d.sampleId);
    if (!sample) throw new NotDeliverable(DELIVERY_REASONS.sampleGone);
    link = `${base(deps.publicUrl)}/dashboard/results/group/${sample.batchId}/sample/${encodeURIComponent(sample.friendlyNumber)}`;
    // The values only while the client's results are open: on credit hold the mail names the sample and links to it.
    event.spec = { sampleNumber: sample.friendlyNumber, description: sample.description, ...(client.status === CREDIT_HOLD ? { name: null, failing: [] } : await failingOf(db, sample.id)) };
    return { client, event, link, pdf: undefined };
  }
  let pdf: MailAttachment | undefined;
  const enclosure = withPdf ? await enclosureOf(deps, client, d.eventKind, batch, invoice) : null;
  if (enclosure?.kind === 'invoice') {
    pdf = { filename: `invoice-${enclosure.document.invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', content: await buildInvoicePdf(enclosure.document) };
  } else if (enclosure?.kind === 'report') {
    const content = await buildLabReportPdf(enclosure.input);
    pdf = { filename: `lab-report-${client.code}-${enclosure.input.batch.id}${d.reportVersion && d.reportVersion > 1 ? `-v${d.reportVersion}` : ''}.pdf`, contentType: 'application/pdf', content };
  }
  return { client, event, link, pdf };
}

/** The results of the sample outside its specification now, in words ("pH 3.92 (3.3–3.7)"). */
async function failingOf(db: DeliveryDeps['db'], sampleId: number): Promise<{ name: string | null; failing: string[] }> {
  const judged = await sampleSpecification(db, sampleId);
  const values = new Map((await sampleResultsForSpec(db, sampleId)).map((r) => [r.id, r]));
  const failing = judged.results.filter((r) => r.verdict === 'fail').map((r) => {
    const v = values.get(r.resultId);
    const limit = judged.specification ? limitFor(judged.specification.limits, r.analyte) : undefined;
    const range = limit ? (limit.min !== null && limit.max !== null ? `${limit.min}–${limit.max}` : limit.min !== null ? `min ${limit.min}` : `max ${limit.max}`) : '';
    return `${r.analyte}: ${v?.result ?? ''}${v?.units ? ` ${v.units}` : ''}${range ? ` (specification ${range})` : ''}`;
  });
  return { name: judged.specification?.name ?? null, failing };
}

type CopyClient = NonNullable<Awaited<ReturnType<typeof repo.deliveryClient>>>;
type CopyBatch = Awaited<ReturnType<typeof repo.batchOfClient>>;
type CopyInvoice = Awaited<ReturnType<typeof repo.invoiceOfClient>>;

/**
 * The document a copy carries, whatever the channel (the e-mail's PDF, the fax, the mailroom's
 * envelope): the event's invoice, or the batch's lab report as it stands now. None for an
 * invoice without a PDF (offline, or without a batch), and none for a report while its client is
 * on credit hold: lab reports are withheld then on every channel (the e-mail still says the
 * results are in, with the link the portal answers; a fax is not sent; a letter waits).
 */
async function enclosureOf(deps: DeliveryDeps, client: CopyClient, kind: DeliveryRow['eventKind'], batch: CopyBatch, invoice: CopyInvoice): Promise<Enclosure | null> {
  if (kind === 'invoice-issued') {
    if (!invoice || !batch || invoice.isOfflineInvoice) return null;
    return { kind: 'invoice', document: await batchInvoiceDocument(deps.db, client, batch, invoice, deps.publicUrl) };
  }
  if (!batch || client.status === CREDIT_HOLD || kind === 'spec-failed') return null;
  return { kind: 'report', input: await batchLabReportInput(deps.db, deps, client, { ...batch, updatedAt: batch.updatedAt as unknown as string }, deps.clock.now()) };
}

/**
 * The mailroom's letters waiting to be printed (`repo.unprintedLetters`: a report waits while its
 * client is on credit hold), each with the document its envelope posts, read one letter at a
 * time as the print run draws it.
 */
export async function* mailroomLetters(deps: DeliveryDeps): AsyncGenerator<MailroomLetter> {
  const { db } = deps;
  for (const l of await repo.unprintedLetters(db)) {
    const client = await repo.deliveryClient(db, l.clientId);
    const batch = l.batchId === null ? undefined : await repo.batchOfClient(db, l.clientId, l.batchId);
    const invoice = l.invoiceId === null ? undefined : await repo.invoiceOfClient(db, l.clientId, l.invoiceId);
    yield {
      clientCode: l.clientCode,
      addressBlock: l.addressBlock,
      createdAt: l.createdAt,
      event: { kind: l.eventKind, batchId: l.batchId, invoiceNumber: l.invoiceNumber, reportVersion: l.reportVersion },
      enclosure: client ? await enclosureOf(deps, client, l.eventKind, batch, invoice) : null,
    };
  }
}

const settingsLink = (deps: DeliveryDeps) => `${base(deps.publicUrl)}/launchpad/user-settings#deliveries`;

/** Whether the member is still one of the client's recipients of this kind (read when sending). */
async function stillRecipient(deps: DeliveryDeps, d: Pick<DeliveryRow, 'clientId' | 'userId' | 'eventKind'>): Promise<boolean> {
  if (d.userId === null) return false;
  const m = await repo.recipientFlags(deps.db, d.clientId, d.userId);
  return !!m && !!m[flagOf(d.eventKind)];
}

class NotDeliverable extends Error {}

async function deliverOne(deps: DeliveryDeps, d: DeliveryRow): Promise<void> {
  const { db } = deps;
  switch (d.channel) {
    case 'in-app':
      return;
    case 'email': {
      if (!(await stillRecipient(deps, d))) throw new NotDeliverable(DELIVERY_REASONS.notRecipient);
      const user = await repo.mailboxOf(db, d.userId!);
      const doc = await documentOf(deps, d, d.mode === 'pdf');
      const text = deliveryMail({ firstname: user.firstname, client: doc.client, event: doc.event, link: doc.link, attached: !!doc.pdf, settingsLink: settingsLink(deps) });
      await deps.mailer.send({ to: user.email, ...text, attachments: doc.pdf ? [doc.pdf] : undefined }, { bounces: true });
      return;
    }
    case 'mail': {
      const a = d.addressId === null ? undefined : await repo.addressOfClient(db, d.clientId, d.addressId);
      if (!a) throw new NotDeliverable(DELIVERY_REASONS.addressRemoved);
      const client = (await repo.deliveryClient(db, d.clientId))!;
      const block = [client.officialBusinessName || client.name, a.label ?? '', a.street_1, a.street_2 ?? '', `${a.city}, ${a.state} ${a.postalCode}`, a.country === 'United States' || a.country === 'USA' ? '' : a.country]
        .map((l) => l.replace(/\p{Cc}+/gu, ' ').trim())
        .filter(Boolean);
      await repo.insertLetter(db, { deliveryId: d.id, clientId: d.clientId, addressBlock: block, createdAt: deps.clock.now().toISOString() });
      return;
    }
    case 'fax': {
      const number = d.faxId === null ? undefined : await repo.faxNumberOfClient(db, d.clientId, d.faxId);
      if (!number) throw new NotDeliverable(DELIVERY_REASONS.faxRemoved);
      const doc = await documentOf(deps, d, true);
      if (!doc.pdf) throw new NotDeliverable(doc.client.status === CREDIT_HOLD && d.eventKind !== 'invoice-issued' ? DELIVERY_REASONS.creditHold : DELIVERY_REASONS.noDocument);
      await faxOf(deps).send({ to: number, pdf: doc.pdf.content as Buffer, filename: doc.pdf.filename, deliveryId: d.id });
      return;
    }
  }
}

/**
 * Sends one copy, once: claimed first (another node's live claim, or a copy already sent, is left
 * alone); a refusal that would repeat is recorded as failed (or bounced) at once, anything else
 * goes back to the queue and the job is retried with back-off until the attempts run out.
 */
export async function sendDelivery(deps: DeliveryDeps, deliveryId: number): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const d = await repo.claimDelivery(db, deliveryId, now.toISOString(), new Date(now.getTime() - CLAIM_STALE_MS).toISOString());
  if (!d) return;
  try {
    await deliverOne(deps, d);
  } catch (error) {
    const reason = String((error as Error).message ?? error).replace(/\s+/g, ' ').slice(0, 300);
    const at = clock.now().toISOString();
    if (error instanceof MailBounced) return repo.finishDelivery(db, d.id, { state: 'bounced', reason }, at);
    if (error instanceof NotDeliverable || (error instanceof FaxError && error.permanent) || Number(d.attempts) >= DELIVERY_MAX_ATTEMPTS) {
      return repo.finishDelivery(db, d.id, { state: 'failed', reason }, at);
    }
    await repo.finishDelivery(db, d.id, { state: 'queued', reason }, at);
    throw error;
  }
  await repo.finishDelivery(db, d.id, { state: 'sent', sentAt: clock.now().toISOString() }, clock.now().toISOString());
}

/** "Send again" to one recipient: the copy is queued afresh and sent by a new job (a copy being sent right now is refused). */
export async function resendDelivery(deps: DeliveryDeps, d: Pick<DeliveryRow, 'id' | 'channel' | 'userId' | 'eventKey'>): Promise<void> {
  if (d.channel === 'in-app') {
    // The notice comes back as unread.
    if (d.userId !== null) await repo.markNoticeUnread(deps.db, d.userId, d.eventKey);
    return;
  }
  if (!(await repo.requeueDelivery(deps.db, d.id, deps.clock.now().toISOString()))) refuse('delivery-in-progress', 'This copy is being sent right now');
  // A digest copy sent again goes now, not at 6 p.m.
  await repo.undigest(deps.db, d.id);
  await deps.jobs.enqueue(DELIVERY_SEND_JOB, { deliveryId: d.id }, SEND_RETRY);
}

/**
 * Each node calls this every minute: from 6 p.m. lab time, the first node to claim the day queues
 * its digest (one durable job), which takes every digest copy made before it.
 */
export async function deliveryDigestTick(deps: DeliveryDeps): Promise<boolean> {
  const now = deps.clock.now();
  if (labTime(now).hour < DIGEST_HOUR) return false;
  if (!(await repo.claimDigestDay(deps.db, labToday(now), now.toISOString()))) return false;
  await deps.jobs.enqueue(DELIVERY_DIGEST_JOB, { before: now.toISOString() }, { maxAttempts: 5, retryDelayMs: 60_000 });
  return true;
}

/** One digest mail per member: every copy of theirs waiting, still theirs to receive. */
export async function sendDigests(deps: DeliveryDeps, before: string): Promise<void> {
  const { db, clock } = deps;
  for (const userId of await repo.digestRecipients(db, before)) {
    const rows = await repo.digestQueuedOf(db, userId, before);
    const taken = new Set(await repo.claimDigestCopies(db, rows.map((r) => r.id), clock.now().toISOString()));
    const items = [];
    const gone: number[] = [];
    for (const r of rows.filter((x) => taken.has(x.id))) {
      if (!(await stillRecipient(deps, { clientId: r.clientId, userId, eventKind: r.eventKind }))) {
        gone.push(r.id);
        continue;
      }
      const doc = await documentOf(deps, { ...r, reportVersion: r.reportVersion }, false).catch((e: unknown) => {
        if (e instanceof NotDeliverable) return null;
        throw e;
      });
      if (!doc) {
        gone.push(r.id);
        continue;
      }
      items.push({ id: r.id, client: doc.client, event: doc.event, link: doc.link });
    }
    const at = clock.now().toISOString();
    for (const id of gone) await repo.finishDelivery(db, id, { state: 'failed', reason: DELIVERY_REASONS.notRecipient }, at);
    if (!items.length) continue;
    const user = await repo.mailboxOf(db, userId);
    try {
      await deps.mailer.send({ to: user.email, ...deliveryDigestMail({ firstname: user.firstname, items, settingsLink: settingsLink(deps) }) }, { bounces: true });
    } catch (error) {
      const reason = String((error as Error).message).slice(0, 300);
      for (const i of items) await repo.finishDelivery(db, i.id, { state: error instanceof MailBounced ? 'bounced' : 'queued', reason }, at);
      if (!(error instanceof MailBounced)) throw error;
      continue;
    }
    await repo.markSent(db, items.map((i) => i.id), clock.now().toISOString());
  }
}
