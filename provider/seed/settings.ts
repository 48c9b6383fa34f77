/**
 * Seed data of team and client settings: the address flags the settings migration
 * added (primary mailing, primary shipping, shipping) and a short change history for Napa Ridge
 * Cellars, so the history list has something to show in the demo.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { DAY, iso } from './time.ts';

export async function seedSettings(db: Kysely<Database>, now: number, clientId: Map<string, number>, userId: Map<string, number>): Promise<void> {
  await db.updateTable('addresses').set({ primaryMailing: 1 }).where('primary', '=', 1).where('mailing', '=', 1).execute();
  await db.updateTable('addresses').set({ primaryShipping: 1, shipping: 1 }).where('primary', '=', 1).where('mailing', '=', 0).execute();
  await db.updateTable('addresses').set({ shipping: 1 }).where('mailing', '=', 0).execute();
  await db.updateTable('clients').set({ mailedInvoices: 1, mailedReports: 1 }).where('receivesMailedDocuments', '=', 1).execute();
  const a = clientId.get('A');
  const owner = userId.get('owner');
  if (!a || !owner) return;
  const actorEmail = 'owner@example.com';
  const entries = [
    { days: 40, kind: 'member', action: 'added', subject: 'grace.kim@napa-ridge.example', before: null, after: { role: 'Reporting User' } },
    { days: 21, kind: 'role', action: 'changed', subject: 'Tomás Alvarez <tomas.alvarez@napa-ridge.example>', before: { role: 'Reporting User' }, after: { role: 'Full User' } },
    { days: 9, kind: 'primary-contact', action: 'changed', subject: 'primaryAccounting', before: { member: 'Elena Marquez <owner@example.com>' }, after: { member: 'Laura Chen <billing@example.com>' } },
    { days: 3, kind: 'member', action: 'invited', subject: 'harvest.intern@napa-ridge.example', before: null, after: { role: 'Reporting User' } },
  ] as const;
  await db
    .insertInto('client_changes')
    .values(entries.map((e) => ({
      clientId: a, userId: owner, actorEmail, kind: e.kind, action: e.action, subject: e.subject,
      before: e.before ? JSON.stringify(e.before) : null, after: e.after ? JSON.stringify(e.after) : null, createdAt: iso(now - e.days * DAY),
    })))
    .execute();
}
