/**
 * The texts of the e-mails the provider sends, in one place (issue 13): each template answers the
 * subject and the plain-text body of one kind of message; the caller adds the recipients and
 * attachments and hands the message to the mailer (services/mailer.ts).
 */
import { labDate } from '../contract/lab-time.ts';

export interface MailText {
  subject: string;
  text: string;
}

const SIGNATURE = 'Vinlab Analytical Laboratories';

/** The results export (CSV, or a ZIP holding it), mailed to the user who asked for it. */
export function resultsExportMail(p: { firstname: string; client: { name: string; code: string }; rows: number; zippedCsv?: string }): MailText {
  const count = `${p.rows} ${p.rows === 1 ? 'row' : 'rows'}`;
  return {
    subject: `Your results export for ${p.client.name} (${p.client.code})`,
    text:
      `Hello ${p.firstname},\n\nThe results export you asked for is attached (${count}` +
      (p.zippedCsv ? `, compressed as a ZIP file: open it to find ${p.zippedCsv}).\n\n` : `).\n\n`) +
      SIGNATURE,
  };
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The invoice report (POST /finance_reports.json): the selected invoices, sent by a member to chosen recipients. Amounts in dollars. */
export function invoiceReportMail(p: {
  sender: { firstname: string | null; lastname: string | null; email: string };
  client: { name: string; code: string };
  invoices: { invoiceNumber: string; docType: string; dateIssued: string; totalAmount: number; status: string }[];
}): MailText {
  const { client, invoices: list, sender: user } = p;
  const lines = list.map((i) => `  ${i.invoiceNumber}  ${i.docType}  issued ${labDate(i.dateIssued)}  ${money.format(i.totalAmount)}  (${i.status.toLowerCase()})`);
  const sender = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
  return {
    subject: `Invoices of ${client.name} (${client.code})`,
    text:
      `Hello,\n\n${sender} (${user.email}) sent you ${list.length === 1 ? 'an invoice' : `${list.length} invoices`} of ${client.name} (${client.code}):\n\n` +
      `${lines.join('\n')}\n\nThe invoice PDFs and a CSV summary are attached. Finance charges and invoices billed outside the portal ` +
      `are listed in the summary; contact our accounting team for a copy of those.\n\n${SIGNATURE}`,
  };
}
