/** The server's event log ("track an event"). */
import type { DB } from '../db/connect.ts';

export async function insertEvent(db: DB, kind: string, userId: number | null, data?: Record<string, unknown>): Promise<void> {
  await db.insertInto('events').values({ kind, userId, data: data ? JSON.stringify(data) : null }).execute();
}
