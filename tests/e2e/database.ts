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
