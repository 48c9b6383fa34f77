/**
 * The texts of the e-mails the provider sends, in one place (so their wording is reviewed together): each template answers the
 * subject and the plain-text body of one kind of message; the caller adds the recipients and
 * attachments and hands the message to the mailer (services/mailer.ts).
 */
import { labDate } from '../../contract/lab-time.ts';
import { formatCents, formatUsd } from '../../contract/money.ts';
import { pdfText } from './submission-pdfs.ts';

export interface MailText {
  subject: string;
  text: string;
}

const SIGNATURE = 'Vinlab Analytical Laboratories';
const LAB_PHONE = '(707) 963-4806';

/**
 * Looks like a link or an address a reader could be sent to: a scheme, "www.", an e-mail
 * address, or a dotted host name ("evil.example/pay").
 */
const LINKISH = /:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}\b/i;

/**
 * A client's name as a mail subject may carry it. Anyone who signs up can create a client and
 * choose its name, and a subject is the part of the lab's mail a reader trusts first: a name that
 * looks like a link (or is too long for a subject) is left out and the lab's own client code
 * stands in; any other name is one line. Mail to people who may not know the client at all
 * (invitations) carries no name in the subject.
 */
export function subjectClient(client: { name: string; code: string }): string {
  const name = client.name.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return !name || name.length > 80 || LINKISH.test(name) ? `client ${client.code}` : name;
}

const personName = (p: { firstname: string | null; lastname: string | null; email: string }) =>
  [p.firstname, p.lastname].filter(Boolean).join(' ').replace(/\p{Cc}+/gu, ' ').trim();

/** The results export (CSV, or a ZIP holding it), mailed to the user who asked for it. */
export function resultsExportMail(p: { firstname: string; client: { name: string; code: string }; rows: number; zippedCsv?: string }): MailText {
  const count = `${p.rows} ${p.rows === 1 ? 'row' : 'rows'}`;
  return {
    subject: `Your results export for ${subjectClient(p.client)} (${p.client.code})`,
    text:
      `Hello ${p.firstname},\n\nThe results export you asked for is attached (${count}` +
      (p.zippedCsv ? `, compressed as a ZIP file: open it to find ${p.zippedCsv}).\n\n` : `).\n\n`) +
      SIGNATURE,
  };
}

/** The invoice report (POST /finance_reports.json): the selected invoices, sent by a member to chosen recipients. Amounts in dollars. */
export function invoiceReportMail(p: {
  sender: { firstname: string | null; lastname: string | null; email: string };
  client: { name: string; code: string };
  invoices: { invoiceNumber: string; docType: string; dateIssued: string; totalAmount: number; status: string }[];
}): MailText {
  const { client, invoices: list, sender: user } = p;
  const lines = list.map((i) => `  ${i.invoiceNumber}  ${i.docType}  issued ${labDate(i.dateIssued)}  ${formatUsd(i.totalAmount)}  (${i.status.toLowerCase()})`);
  const sender = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
  return {
    subject: `Invoices of ${subjectClient(client)} (${client.code})`,
    text:
      `Hello,\n\n${sender} (${user.email}) sent you ${list.length === 1 ? 'an invoice' : `${list.length} invoices`} of ${client.name} (${client.code}):\n\n` +
      `${lines.join('\n')}\n\nThe invoice PDFs and a CSV summary are attached. Finance charges and invoices billed outside the portal ` +
      `are listed in the summary; contact our accounting team for a copy of those.\n\n${SIGNATURE}`,
  };
}

// ─── accounts (services/accounts.ts) ─────────────────────────────────────────

export function confirmationMail(p: { firstname: string; link: string }): MailText {
  return {
    subject: 'Confirm your e-mail address',
    text: `Hello ${p.firstname},\n\nPlease confirm your e-mail address to finish creating your account:\n\n${p.link}\n\nThe link works once and expires in 48 hours. If you did not sign up, ignore this message.\n`,
  };
}

export function alreadyRegisteredMail(p: { publicUrl: string }): MailText {
  return {
    subject: 'You already have an account',
    text: `Someone (perhaps you) tried to create an account with this e-mail address, which already has one.\n\nLog in: ${p.publicUrl}/login\nForgot your password? ${p.publicUrl}/request-reset-password\n`,
  };
}

export function resetPasswordMail(p: { link: string }): MailText {
  return {
    subject: 'Reset your password',
    text: `We received a request to reset the password of your account.\n\nChoose a new password here:\n\n${p.link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this message: your password stays as it is.\n`,
  };
}

/**
 * A team invitation (routes/team.ts), the same whether or not the address has an account: it
 * names who invites and the role offered; the client's name (chosen by whoever created the
 * client) appears quoted in the body, never in the subject.
 */
export function invitationMail(p: { clientName: string; clientCode: string; inviter: { firstname: string | null; lastname: string | null; email: string }; role: string; link: string }): MailText {
  const name = personName(p.inviter);
  const inviter = name ? `${name} (${p.inviter.email})` : p.inviter.email;
  const client = p.clientName.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return {
    subject: 'Invitation to a client team on the Vinlab laboratory portal',
    text:
      `${inviter} invites you to join the client "${client}" (client ${p.clientCode}) on the laboratory's client portal as ${p.role}.\n\n` +
      `Open the invitation to accept or decline it:\n\n${p.link}\n\n` +
      `If you already have an account, sign in with it; otherwise you will choose a password. Nobody is added to a client before accepting. ` +
      `The link expires in 14 days. If you do not know the sender, ignore this message.\n\n${SIGNATURE}\n`,
  };
}

/**
 * The laboratory's decision on a new client, to each of its members: approved (what opens now) or
 * denied (with the reason the lab gave, and its phone).
 */
export function clientDecisionMail(p: { firstname: string | null; client: { name: string; code: string }; approved: boolean; reason?: string | null; publicUrl: string }): MailText {
  const hello = p.firstname ? `Hello ${p.firstname.replace(/\p{Cc}+/gu, ' ').trim()},` : 'Hello,';
  const client = `${subjectClient(p.client)} (${p.client.code})`;
  const reason = (p.reason ?? '').replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return p.approved
    ? {
        subject: `${client} is approved`,
        text:
          `${hello}\n\nThe laboratory has approved ${client}. You can now order analyses, request courier pick-ups, order supplies ` +
          `and invite your team on the client portal:\n\n${p.publicUrl}/launchpad/clients\n\n${SIGNATURE}\n`,
      }
    : {
        subject: `${client} was not approved`,
        text:
          `${hello}\n\nThe laboratory has not approved ${client}.\n\nReason: ${reason}\n\n` +
          `Ordering analyses, courier pick-ups, supplies and invitations stay closed for this client. If you have questions, please call the laboratory at ${LAB_PHONE}.\n\n${SIGNATURE}\n`,
      };
}

// ─── to the lab's inbox ──────────────────────────────────────────────────────

/** The website's contact form (routes/contact.ts). */
export function contactMessageMail(p: { name: string; email: string; phone?: string | null; signedInAs?: string; message: string }): MailText {
  return {
    subject: `Website message from ${p.name.replace(/[\r\n]+/g, ' ').slice(0, 100)}`,
    text: [`From: ${p.name} <${p.email}>`, `Phone: ${p.phone || '—'}`, p.signedInAs ? `Signed-in user: ${p.signedInAs}` : '', '', p.message]
      .filter((line, i) => i > 2 || line !== '')
      .join('\n'),
  };
}

/** The soil page's get-started form (routes/contact.ts). */
export function soilEnquiryMail(p: { name: string; email: string; phone: string; message: string }): MailText {
  return {
    subject: `Soil analysis enquiry from ${p.name.replace(/[\r\n]+/g, ' ')}`,
    text: `Name: ${p.name}\nE-mail: ${p.email}\nPhone: ${p.phone}\n\n${p.message}\n`,
  };
}

/** A courier pick-up request (routes/courier.ts); `received` is the request's time (UTC ISO). */
export function courierRequestMail(p: {
  id: number;
  client: { name: string; code: string };
  sender: { firstname: string | null; lastname: string | null; email: string };
  address: string;
  phoneNumber: string;
  instructions: string | null | undefined;
  received: string;
}): MailText {
  const { client, sender: user } = p;
  const sender = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
  return {
    subject: `Courier request ${p.id} from ${subjectClient(client)} (${client.code})`,
    text: [
      `${sender} (${user.email}) requests a courier pick-up for ${client.name} (${client.code}).`,
      '',
      `Address: ${p.address}`,
      `Phone: ${p.phoneNumber}`,
      `Instructions: ${p.instructions ?? '—'}`,
      `Received: ${labDate(p.received, true)} Pacific`,
    ].join('\n'),
  };
}

// ─── supply orders (routes/supplies.ts) ──────────────────────────────────────

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export interface SupplyOrderText {
  id: number;
  client: { name: string; code: string };
  lines: { quantity: number; name: string; packSize?: string | null }[];
  shipTo: { firstname: string; lastname: string; street_1: string; street_2?: string | null; city: string; state: string; postalCode: string; country: string; phone: string; email: string };
}

function supplySummary(o: SupplyOrderText): string[] {
  const r = o.shipTo;
  return [
    `Supply order ${o.id} for ${o.client.name} (${o.client.code})`,
    '',
    ...o.lines.map((l) => `${l.quantity} × ${l.name}${l.packSize ? ` (${l.packSize})` : ''}`),
    '',
    'Ship to:',
    oneLine(`${r.firstname} ${r.lastname}`),
    oneLine(r.street_1),
    ...(r.street_2 ? [oneLine(r.street_2)] : []),
    oneLine(`${r.city}, ${r.state} ${r.postalCode}`),
    oneLine(r.country),
    `Phone: ${oneLine(r.phone)}`,
    `E-mail: ${r.email}`,
  ];
}

/** The order, to the lab's inbox. */
export function supplyOrderMail(o: SupplyOrderText & { orderedBy: string }): MailText {
  return {
    subject: `Supply order ${o.id} from ${subjectClient(o.client)}`,
    text: [...supplySummary(o), '', `Ordered by ${o.orderedBy}`].join('\n'),
  };
}

/** The confirmation, to the member who ordered (and the ship-to address when it is a member's). */
export function supplyConfirmationMail(o: SupplyOrderText): MailText {
  return {
    subject: `Your supply order ${o.id}`,
    text: [`Hello ${oneLine(`${o.shipTo.firstname} ${o.shipTo.lastname}`)},`, '', 'Thank you: we have received your supply order and will ship it shortly.', '', ...supplySummary(o)].join('\n'),
  };
}

// ─── payments (services/payments.ts) ─────────────────────────────────────────


interface PaymentMailBase {
  firstname: string | null;
  client: { name: string; code: string };
  order: { orderNumber: string; orderTotal: number };
  /** the invoices paid (amounts in cents) */
  lines: { invoiceNumber: string; batchNumber: number | null; price: number }[];
  context: 'payment' | 'autopay' | 'return';
  publicUrl: string;
}

const paymentHello = (p: PaymentMailBase) => `Hello ${p.firstname || ''},`.replace(' ,', ',');
const paymentWho = (p: PaymentMailBase) => (p.context === 'autopay' ? 'Autopay' : 'Your payment');
const paymentList = (p: PaymentMailBase) => p.lines.map((l) => `  ${l.invoiceNumber}${l.batchNumber ? `  batch ${l.batchNumber}` : ''}  ${formatCents(l.price)}`).join('\n');

/** The receipt of a successful (or pending ACH) payment; the receipt PDF goes with it. */
export function paymentReceiptMail(p: PaymentMailBase & { pending: boolean; method: string }): MailText {
  const { client, order: o } = p;
  return {
    subject: `Payment receipt ${o.orderNumber} — ${subjectClient(client)}`,
    text:
      `${paymentHello(p)}\n\n${paymentWho(p)} of ${formatCents(o.orderTotal)} for ${client.name} (${client.code}) ${p.pending ? 'was submitted as a bank debit (ACH); it settles in a few business days' : 'was received'}.\n\n` +
      `Order number: ${o.orderNumber}\nPayment method: ${p.method}\n\n${paymentList(p)}\n\nTotal: ${formatCents(o.orderTotal)}\n\nThe receipt is attached (PDF). ` +
      `Your invoices: ${p.publicUrl}/dashboard/billing\n\n${SIGNATURE}`,
  };
}

/** A return's reason without the words the sentence already says ("The bank returned the debit (R01: …)" → "R01: …"). */
const returnReason = (reason: string) => reason.replace(/^The bank returned the debit\s*/, '').replace(/^\((.*)\)$/, '$1') || reason;

/** A payment that did not go through, or a bank debit returned (`context` 'return'). */
export function paymentFailedMail(p: PaymentMailBase & { reason: string }): MailText {
  const { client, order: o } = p;
  return {
    subject: p.context === 'return' ? `Bank debit returned: ${o.orderNumber} — ${subjectClient(client)}` : `Payment not made: ${o.orderNumber} — ${subjectClient(client)}`,
    text:
      `${paymentHello(p)}\n\n${p.context === 'return' ? `The bank returned the debit of ${formatCents(o.orderTotal)} for ${client.name} (${client.code})` : `${paymentWho(p)} of ${formatCents(o.orderTotal)} for ${client.name} (${client.code}) did not go through`}: ${p.context === 'return' ? returnReason(p.reason) : p.reason}\n\n` +
      `${paymentList(p)}\n\nThe invoices are unpaid again. You can pay them on ${p.publicUrl}/dashboard/billing\n\n${SIGNATURE}`,
  };
}

// ─── submissions (routes/submissions.ts), in the submitter's language ─────────

type PdfKey = Parameters<typeof pdfText>[1];
const inLanguage = (lang: string) => (k: PdfKey, v?: Record<string, string | number>) => pdfText(lang, k, v);

/** A submission placed: its samples; the chain-of-custody form and the labels go with it. */
export function submissionPlacedMail(p: { lang: string; number: string; firstname: string; samples: { sampleNumber: string | null; description: string }[] }): MailText {
  const T = inLanguage(p.lang);
  return {
    subject: T('mailSubject', { number: p.number }),
    text: [T('mailGreeting', { name: p.firstname }), '', T('mailBody', { number: p.number, samples: p.samples.length }), '', ...p.samples.map((s) => `${s.sampleNumber}  ${s.description}`)].join('\n'),
  };
}

/** A submission received at the lab: each sample's condition, or that it did not arrive. */
export function submissionReceivedMail(p: {
  lang: string;
  number: string;
  batch: number;
  name: string;
  samples: { sampleNumber: string | null; description: string; mark?: { received: boolean; condition: string; note?: string | null } }[];
}): MailText {
  const T = inLanguage(p.lang);
  const conditionText = (k: string) => T(`condition_${k.replace('-', '_')}` as PdfKey);
  return {
    subject: T('receivedSubject', { number: p.number }),
    text: [
      T('mailGreeting', { name: p.name }),
      '',
      T('receivedBody', { number: p.number, batch: p.batch }),
      '',
      ...p.samples.map(({ sampleNumber, description, mark }) => `${sampleNumber}  ${description}: ${mark?.received ? conditionText(mark.condition) : T('notReceived')}${mark?.note ? ` (${mark.note})` : ''}`),
    ].join('\n'),
  };
}

// ─── autopay ended: the payer lost the billing right (services/payer-rights.ts) ─

const AUTOPAY_END_TEXT: Record<string, (payer: string) => string> = {
  'member-removed': (payer) => `${payer} was removed from the team`,
  'role-changed': (payer) => `${payer} was given a role without billing rights`,
  'payer-lost-right': (payer) => `${payer}, who set up autopay, no longer has billing rights for this client`,
  'method-owner-lost-right': (payer) => `the owner of the payment method autopay used (${payer}) no longer has billing rights for this client`,
  'method-gone': () => 'the payment method autopay used is no longer available',
};

/** To each administrator of the client: autopay ended (or a run refused, nothing charged), why, and what to do. */
export function autopayEndedMail(p: {
  firstname: string | null;
  client: { name: string; code: string };
  reason: string;
  payer: string;
  endedSchedule: boolean;
  detached: string[];
  refusedRun?: { dueAt: string };
  publicUrl: string;
}): MailText {
  const why = (AUTOPAY_END_TEXT[p.reason] ?? AUTOPAY_END_TEXT['payer-lost-right'])(p.payer);
  const lines = [
    `Hello ${p.firstname || ''},`.replace(' ,', ','),
    '',
    p.refusedRun
      ? `The autopay run of ${labDate(p.refusedRun.dueAt, true)} for ${p.client.name} (${p.client.code}) was refused because ${why}. Nothing was charged.`
      : p.endedSchedule
        ? `Autopay for ${p.client.name} (${p.client.code}) was ended because ${why}.`
        : `Saved payment methods of ${p.client.name} (${p.client.code}) were removed because ${why}.`,
  ];
  if (p.refusedRun || p.endedSchedule) lines.push('', 'Autopay is now inactive: no further payment will be made until it is set up again.');
  if (p.detached.length) lines.push('', `Removed from this client (past receipts keep naming them): ${p.detached.join(', ')}.`);
  lines.push('', `To pay automatically again, choose a payment method of your own and turn autopay on: ${p.publicUrl}/dashboard/billing/payment-methods`, '', SIGNATURE);
  const subject = p.refusedRun ? 'Autopay run refused' : p.endedSchedule ? 'Autopay ended' : 'Saved payment methods removed';
  return { subject: `${subject} — ${p.client.name}`, text: lines.join('\n') };
}

/** What a delivered event is about, as the delivery mails name it. */
export interface DeliveredEvent {
  kind: 'report-released' | 'report-amended' | 'invoice-issued' | 'spec-failed';
  batchId: number | null;
  invoiceNumber: string | null;
  reportVersion: number | null;
  /**
   * 'spec-failed': the sample, and (unless the client is on credit hold, when no value is
   * mailed) its specification's name and the failing results in words
   */
  spec?: { sampleNumber: string; description: string; name: string | null; failing: string[] };
}

/** One line naming a delivered event (the digest's list, the mailroom's cover letter). */
export function deliveredEventLine(e: DeliveredEvent): string {
  if (e.kind === 'invoice-issued') return `Invoice ${e.invoiceNumber ?? ''} issued`.trim() + (e.batchId ? ` (batch ${e.batchId})` : '');
  if (e.kind === 'report-amended') return `Amended results for batch ${e.batchId} (report version ${e.reportVersion})`;
  if (e.kind === 'spec-failed') return `Sample ${e.spec?.sampleNumber ?? ''} has a result outside its specification (batch ${e.batchId})`;
  return `Results ready for batch ${e.batchId}`;
}

/**
 * A released or amended report, or an issued invoice, e-mailed to a member who receives them:
 * the link always; the PDF attached when the member prefers it (`attached`).
 */
export function deliveryMail(p: { firstname: string | null; client: { name: string; code: string }; event: DeliveredEvent; link: string; attached: boolean; settingsLink: string }): MailText {
  const hello = p.firstname ? `Hello ${p.firstname.replace(/\p{Cc}+/gu, ' ').trim()},` : 'Hello,';
  if (p.event.kind === 'spec-failed') return specFailedMail({ ...p, hello });
  const what =
    p.event.kind === 'invoice-issued'
      ? `Invoice ${p.event.invoiceNumber} has been issued to ${subjectClient(p.client)} (${p.client.code}).`
      : p.event.kind === 'report-amended'
        ? `The lab report of batch ${p.event.batchId} for ${subjectClient(p.client)} (${p.client.code}) was amended: version ${p.event.reportVersion} replaces the earlier one.`
        : `The results of batch ${p.event.batchId} for ${subjectClient(p.client)} (${p.client.code}) are ready.`;
  const doc = p.event.kind === 'invoice-issued' ? 'invoice' : 'lab report';
  return {
    subject: `${deliveredEventLine(p.event)} (${p.client.code})`,
    text:
      `${hello}\n\n${what}\n\n` +
      (p.attached ? `The ${doc} is attached as a PDF. ` : '') +
      `Open it in the client portal:\n${p.link}\n\n` +
      `You receive this because ${subjectClient(p.client)} lists you as a recipient of its ${p.event.kind === 'invoice-issued' ? 'invoices' : 'reports'}. ` +
      `Choose how you receive them (PDF, link only, a daily digest, or none) in your user settings:\n${p.settingsLink}\n\n${SIGNATURE}`,
  };
}

/**
 * A released result outside the sample's house specification: the sample, the failing results
 * with the specification's range (none on credit hold: the portal says what it may), the link.
 */
function specFailedMail(p: { hello: string; client: { name: string; code: string }; event: DeliveredEvent; link: string; settingsLink: string }): MailText {
  const spec = p.event.spec;
  const sample = `${spec?.sampleNumber ?? ''} (${oneLine(spec?.description ?? '')})`;
  const failing = spec?.failing.length ? `\n\n${spec.failing.map((f) => `- ${oneLine(f)}`).join('\n')}` : '';
  return {
    subject: `${deliveredEventLine(p.event)} (${p.client.code})`,
    text:
      `${p.hello}\n\nA result of sample ${sample} for ${subjectClient(p.client)} (${p.client.code}) is outside ` +
      `${spec?.name ? `its specification "${oneLine(spec.name)}"` : 'its specification'}.${failing}\n\n` +
      `See the sample in the client portal:\n${p.link}\n\n` +
      `You receive this because ${subjectClient(p.client)} lists you as a recipient of its reports. ` +
      `Choose how you receive them (PDF, link only, a daily digest, or none) in your user settings:\n${p.settingsLink}\n\n${SIGNATURE}`,
  };
}

/** The 6 p.m. digest: every copy a member chose to receive once a day. */
export function deliveryDigestMail(p: { firstname: string | null; items: { client: { name: string; code: string }; event: DeliveredEvent; link: string }[]; settingsLink: string }): MailText {
  const hello = p.firstname ? `Hello ${p.firstname.replace(/\p{Cc}+/gu, ' ').trim()},` : 'Hello,';
  const lines = p.items.map((i) => `- ${i.client.code}: ${deliveredEventLine(i.event)}\n  ${i.link}`);
  return {
    subject: `Your daily laboratory digest: ${p.items.length} ${p.items.length === 1 ? 'update' : 'updates'}`,
    text: `${hello}\n\nSince the last digest:\n\n${lines.join('\n')}\n\nChange how you receive reports and invoices in your user settings:\n${p.settingsLink}\n\n${SIGNATURE}`,
  };
}

// ─── the monthly statement of account (services/statements.ts) ──────────────────

/** The statement of account of the month just ended, mailed on the 1st to members who receive invoices; the PDF goes with it. */
export function statementMail(p: { firstname: string | null; client: { name: string; code: string }; period: string; publicUrl: string }): MailText {
  return {
    subject: `Statement of account ${p.period} — ${subjectClient(p.client)} (${p.client.code})`,
    text:
      `${`Hello ${p.firstname || ''},`.replace(' ,', ',')}\n\nThe statement of account of ${oneLine(p.client.name)} (${p.client.code}) is attached (PDF): ` +
      `the open invoices with their aging, the payments received in ${p.period} and the balance.\n\n` +
      `Your invoices, and payment online: ${p.publicUrl}/dashboard/billing\n\n` +
      `You receive this because you receive invoices for this client; an administrator of the client can change that in client settings.\n\n${SIGNATURE}`,
  };
}
