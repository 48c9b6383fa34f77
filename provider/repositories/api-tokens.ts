/**
 * The client API's tokens, their call log and their rate-limit windows (SQL of
 * services/api-tokens.ts). Tokens are found by the hash of the secret only.
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Selectable } from 'kysely';
import type { ApiTokensTable } from '../db/types.ts';

export type ApiTokenRow = Selectable<ApiTokensTable>;

export async function insertToken(
  db: DB,
  values: { clientId: number; name: string; tokenHash: string; scopes: string; allowedIps: string; createdBy: number | null; createdByEmail: string | null; createdAt: string; expiresAt: string | null },
): Promise<number> {
  const row = await db.insertInto('api_tokens').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** How many of the client's tokens are live: not revoked, and not expired at `now`. */
export async function countLiveTokens(db: DB, clientId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('clientId', '=', clientId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The client's tokens not revoked, oldest first (expired ones too: the list says so). */
export async function tokensOfClient(db: DB, clientId: number): Promise<ApiTokenRow[]> {
  return db.selectFrom('api_tokens').selectAll().where('clientId', '=', clientId).where('revokedAt', 'is', null).orderBy('id').execute();
}

export async function tokenOfClient(db: DB, clientId: number, id: number): Promise<ApiTokenRow | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('clientId', '=', clientId).where('id', '=', id).where('revokedAt', 'is', null).executeTakeFirst();
}

/** The token whose secret has this hash, revoked or not (the caller decides). */
export async function tokenByHash(db: DB, tokenHash: string): Promise<ApiTokenRow | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Revokes one token of the client; false when it has none such (or it was revoked already). */
export async function revokeToken(db: DB, clientId: number, id: number, by: string, now: string): Promise<boolean> {
  const r = await db.updateTable('api_tokens').set({ revokedAt: now, revokedBy: by }).where('clientId', '=', clientId).where('id', '=', id).where('revokedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The Administrators chose to keep a token whose creator left. */
export async function keepToken(db: DB, clientId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('api_tokens')
    .set({ creatorRemovedAt: null })
    .where('clientId', '=', clientId)
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .where('creatorRemovedAt', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Marks the live tokens `userId` created for the client as awaiting the Administrators' choice; answers their names. */
export async function markCreatorRemoved(db: DB, clientId: number, userId: number, now: string): Promise<string[]> {
  const rows = await db.selectFrom('api_tokens').select(['id', 'name']).where('clientId', '=', clientId).where('createdBy', '=', userId).where('revokedAt', 'is', null).execute();
  if (!rows.length) return [];
  await db.updateTable('api_tokens').set({ creatorRemovedAt: now }).where('id', 'in', rows.map((r) => r.id)).execute();
  return rows.map((r) => r.name);
}

/**
 * Moves a token's last use to `now` and `address`, unless it moved less than `granularityMs`
 * ago: one conditional UPDATE, so a busy token costs at most one such write a minute.
 */
export async function touchToken(db: DB, id: number, now: Date, granularityMs: number, address: string | null): Promise<void> {
  const before = new Date(now.getTime() - granularityMs).toISOString();
  await db
    .updateTable('api_tokens')
    .set({ lastUsedAt: now.toISOString(), lastUsedAddress: address })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', before)]))
    .execute();
}

/**
 * Counts one call in the token's window (the minute starting `windowStart`) and answers the count
 * with it: one upsert, atomic on both engines, so calls on several nodes share the count.
 */
export async function countCall(db: DB, tokenId: number, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('api_token_windows')
    .values({ tokenId, windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['tokenId', 'windowStart']).doUpdateSet({ count: sql`api_token_windows.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Drops the windows that ended before `before`. */
export async function pruneWindows(db: DB, tokenId: number, before: string): Promise<void> {
  await db.deleteFrom('api_token_windows').where('tokenId', '=', tokenId).where('windowStart', '<', before).execute();
}

export async function insertCall(db: DB, values: { tokenId: number; clientId: number; at: string; method: string; path: string; status: number; address: string | null }): Promise<number> {
  const row = await db.insertInto('api_token_calls').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Drops the client's calls older than its newest `keep`. */
export async function pruneCalls(db: DB, clientId: number, keep: number): Promise<void> {
  const edge = await db.selectFrom('api_token_calls').select('id').where('clientId', '=', clientId).orderBy('id', 'desc').offset(keep - 1).limit(1).executeTakeFirst();
  if (edge) await db.deleteFrom('api_token_calls').where('clientId', '=', clientId).where('id', '<', edge.id).execute();
}

/** The client's newest calls with the name of the token that made each. */
export async function callsOfClient(db: DB, clientId: number, limit: number) {
  return db
    .selectFrom('api_token_calls as c')
    .innerJoin('api_tokens as t', 't.id', 'c.tokenId')
    .select(['c.id', 'c.tokenId', 't.name as tokenName', 'c.at', 'c.method', 'c.path', 'c.status', 'c.address'])
    .where('c.clientId', '=', clientId)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}
