/**
 * The monthly statement mails (`statement_mails`): who receives a client's statement (accepted
 * members flagged to receive invoices, with a confirmed account), the one row per client, member
 * and month, and its sending. Plain functions taking the database first.
 */
import type { DB } from '../db/connect.ts';

/** The accepted members of approved-or-held clients who receive invoices and have no statement row for the month yet. */
export function statementRecipientsWithoutMail(db: DB, month: string, limit = 500) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .innerJoin('clients as c', 'c.id', 'm.clientId')
    .leftJoin('statement_mails as s', (j) => j.onRef('s.clientId', '=', 'm.clientId').onRef('s.userId', '=', 'm.userId').on('s.month', '=', month))
    .select(['m.clientId', 'm.userId'])
    .where('m.invoices', '=', 1)
    .where('m.acceptedAt', 'is not', null)
    .where('u.confirmedAt', 'is not', null)
    .where('c.status', 'in', ['Approved', 'Credit Hold'])
    .where('s.id', 'is', null)
    .orderBy('m.clientId')
    .orderBy('m.userId')
    .limit(limit)
    .execute();
}

/** Claims the month's statement of a member: the id of the new row, or undefined when another tick (or node) has it. */
export async function insertStatementMail(db: DB, r: { clientId: number; userId: number; month: string; createdAt: string }): Promise<number | undefined> {
  const row = await db
    .insertInto('statement_mails')
    .values({ ...r, sentAt: null })
    .onConflict((oc) => oc.columns(['clientId', 'userId', 'month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function statementMailById(db: DB, id: number) {
  return db.selectFrom('statement_mails').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a statement mail sent, once: false when it already was. */
export async function markStatementSent(db: DB, id: number, at: string): Promise<boolean> {
  const r = await db.updateTable('statement_mails').set({ sentAt: at }).where('id', '=', id).where('sentAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The member as the mail job re-reads it: still accepted, still flagged, with the role and the account. */
export function statementRecipient(db: DB, clientId: number, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.role', 'm.invoices', 'm.acceptedAt', 'u.email', 'u.firstname', 'u.confirmedAt', 'u.administrator', 'u.godmode'])
    .where('m.clientId', '=', clientId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}
