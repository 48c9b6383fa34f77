/**
 * The journeys' server's own database, on whichever engine it runs (SQLite in its data folder,
 * or the PostgreSQL database the global setup gave it with TEST_DATABASE=postgres), through the
 * same Kysely types as the provider: for the few journeys that read a seeded row or reset one.
 */
import { inject } from 'vitest';
import { connect, type DB } from '../../provider/db/connect.ts';

export async function withServerDb<T>(fn: (db: DB) => Promise<T>): Promise<T> {
  const db = await connect(inject('databaseUrl'), { max: 1 });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The client a demo account's next sign-in opens (its last used client): journeys share one server,
 * and one that switches an account to another client (no-access.e2e.ts) must not move the next
 * journey of that account to it.
 */
export async function signInTo(email: string, clientCode: string): Promise<void> {
  await withServerDb(async (db) => {
    const client = await db.selectFrom('clients').select('id').where('code', '=', clientCode).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ lastClientId: client.id }).where('email', '=', email).execute();
  });
}
