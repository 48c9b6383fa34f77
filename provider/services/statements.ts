/**
 * The monthly statement of account, mailed on the 1st (lab time) to each member who receives
 * invoices for a client, with the statement PDF of the month just ended attached.
 *
 * The scheduler's tick (server.ts, every minute, on every node) finds the members without a row
 * for the month, inserts one per member (unique per client, member and month: the node whose
 * insert lands queues the job; a second tick or node finds the row and does nothing) and queues a
 * durable mail job per row. The job re-reads the member (still accepted, still flagged, still in a
 * billing role), builds the PDF, sends, and marks the row sent; a retried job after that sends
 * nothing. Ticks catch up through the 7th when no node ran on the 1st; after that the month's
 * statement is left out (the page offers it any time).
 */
import { mayAccess } from '../../contract/access.ts';
import { labTime } from '../../contract/lab-time.ts';
import { lastMonth, monthTitle, statementFileName } from '../../contract/statement.ts';
import type { ProviderDeps } from '../deps.ts';
import { findClient } from '../repositories/clients.ts';
import { insertStatementMail, markStatementSent, statementMailById, statementRecipient, statementRecipientsWithoutMail } from '../repositories/statement-mails.ts';
import { statementMail } from './mail-templates.ts';
import { buildStatementPdf, statementOf } from './statement-pdf.ts';

export const STATEMENT_MAIL_JOB = 'statement-mail';
/** The last lab day of a month the previous month's statements are still sent (catching up a stop over the 1st). */
export const STATEMENT_CATCH_UP_DAYS = 7;

type StatementDeps = Pick<ProviderDeps, 'db' | 'clock' | 'jobs' | 'mailer' | 'log' | 'publicUrl'>;

/** The tick: queues the statements of the month just ended that are not queued yet; answers how many. */
export async function statementTick(deps: StatementDeps): Promise<number> {
  const { db, clock, jobs } = deps;
  const now = clock.now();
  if (labTime(now).day > STATEMENT_CATCH_UP_DAYS) return 0;
  const month = lastMonth(now);
  let queued = 0;
  for (const r of await statementRecipientsWithoutMail(db, month)) {
    const id = await insertStatementMail(db, { clientId: r.clientId, userId: r.userId!, month, createdAt: now.toISOString() });
    if (id === undefined) continue;
    await jobs.enqueue(STATEMENT_MAIL_JOB, { id }, { maxAttempts: 5, retryDelayMs: 60_000 });
    queued++;
  }
  return queued;
}

/** One member's statement mail (a durable job). */
export function statementMailJob(deps: StatementDeps) {
  return async ({ id }: { id: number }) => {
    const { db, clock, mailer, log } = deps;
    const row = await statementMailById(db, id);
    if (!row || row.sentAt) return;
    const [client, member] = await Promise.all([findClient(db, row.clientId), statementRecipient(db, row.clientId, row.userId)]);
    // A member removed, unflagged or moved out of billing since the tick gets nothing; the row stays (sent: never).
    if (!client || !member || !member.invoices || !member.acceptedAt || !member.confirmedAt || !mayAccess(member, member.role, 'billing')) {
      log.info('statement mail skipped', { id, clientId: row.clientId });
      return;
    }
    const now = clock.now();
    const pdf = await buildStatementPdf(await statementOf(db, client, row.month, now));
    // Claim before sending: a job run twice at once sends once (a crash between the claim and the send loses that one mail, logged by the mailer's own retry).
    if (!(await markStatementSent(db, id, now.toISOString()))) return;
    await mailer.send({
      to: member.email,
      ...statementMail({ firstname: member.firstname, client, period: monthTitle(row.month), publicUrl: deps.publicUrl }),
      attachments: [{ filename: statementFileName(client.code, row.month), content: pdf, contentType: 'application/pdf' }],
    });
  };
}

export function registerStatementJobs(deps: StatementDeps): void {
  deps.jobs.work(STATEMENT_MAIL_JOB, statementMailJob(deps));
}
