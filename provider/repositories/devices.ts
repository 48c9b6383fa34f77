/**
 * Devices that signed in before (by the hash of the token the app keeps in a cookie): found,
 * vouched for by another account on the same browser, pruned. Plain functions taking the database first.
 */
import type { DB } from '../db/connect.ts';

/** The device row of `userId` with this token hash, used after `since`, or undefined. */
export async function findDevice(db: DB, userId: number, tokenHash: string, since: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('devices').select('id').where('tokenHash', '=', tokenHash).where('userId', '=', userId).where('lastUsedAt', '>', since).executeTakeFirst();
}

/** Whether any account's device has this token hash (the provider issued the token). */
export async function deviceTokenIssued(db: DB, tokenHash: string): Promise<boolean> {
  return !!(await db.selectFrom('devices').select('id').where('tokenHash', '=', tokenHash).executeTakeFirst());
}

/** Moves the device's last use of `userId` to `now`, or records it for that account. */
export async function touchOrInsertDevice(db: DB, userId: number, tokenHash: string, now: string): Promise<void> {
  const updated = await db.updateTable('devices').set({ lastUsedAt: now }).where('tokenHash', '=', tokenHash).where('userId', '=', userId).executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) await db.insertInto('devices').values({ userId, tokenHash, createdAt: now, lastUsedAt: now }).execute();
}

/** Drops devices last used before `before`. */
export async function deleteDevicesBefore(db: DB, before: string): Promise<void> {
  await db.deleteFrom('devices').where('lastUsedAt', '<', before).execute();
}
