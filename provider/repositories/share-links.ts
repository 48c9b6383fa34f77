/**
 * Share links (`share_links`) and their openings (`share_link_openings`): plain functions taking
 * the database first. A link is found by the hash of its secret, never by the secret.
 */
import type { DB } from '../db/connect.ts';
import type { Insertable } from 'kysely';
import type { Database } from '../db/types.ts';

export async function insertShareLink(db: DB, row: Insertable<Database['share_links']>): Promise<number> {
  const inserted = await db.insertInto('share_links').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

const LINK_COLUMNS = [
  'id', 'clientId', 'sampleId', 'kind', 'market', 'passcodeHash', 'expiresAt', 'revokedAt', 'createdBy', 'sharedByName', 'createdAt',
] as const;

export async function findShareLink(db: DB, id: number) {
  return db.selectFrom('share_links').select(LINK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The links of a sample of a client, newest first. */
export async function shareLinksOfSample(db: DB, clientId: number, sampleId: number) {
  return db.selectFrom('share_links').select(LINK_COLUMNS).where('clientId', '=', clientId).where('sampleId', '=', sampleId).orderBy('id', 'desc').execute();
}

/** How many of the sample's links are open: not revoked, and not expired at `now`. */
export async function countActiveLinks(db: DB, clientId: number, sampleId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('share_links')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('clientId', '=', clientId)
    .where('sampleId', '=', sampleId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The link of a secret's hash, with its client's name and state and its sample. */
export async function shareLinkByHash(db: DB, tokenHash: string) {
  return db
    .selectFrom('share_links as l')
    .innerJoin('clients as c', 'c.id', 'l.clientId')
    .innerJoin('samples as s', 's.id', 'l.sampleId')
    .innerJoin('batches as b', 'b.id', 's.batchId')
    .select([
      'l.id', 'l.clientId', 'l.sampleId', 'l.kind', 'l.market', 'l.passcodeHash', 'l.expiresAt', 'l.revokedAt', 'l.createdBy', 'l.sharedByName',
      'c.name as clientName', 'c.code as clientCode', 'c.officialBusinessName', 'c.status as clientStatus', 'c.resignAgreement',
      's.friendlyNumber', 's.description', 's.loggedAt', 's.reportedAt', 's.batchId',
      'b.status as batchStatus', 'b.submittedAt as batchSubmittedAt', 'b.updatedAt as batchUpdatedAt',
    ])
    .where('l.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Ends a link of the client; false when it was not there or already revoked. */
export async function revokeShareLink(db: DB, clientId: number, id: number, at: string): Promise<boolean> {
  const res = await db.updateTable('share_links').set({ revokedAt: at }).where('id', '=', id).where('clientId', '=', clientId).where('revokedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertOpening(db: DB, row: Insertable<Database['share_link_openings']>): Promise<void> {
  await db.insertInto('share_link_openings').values(row).execute();
}

/** The latest `limit` openings of each link, newest first, and how many each has in all. */
export async function openingsOf(db: DB, linkIds: number[], limit: number) {
  const byLink = new Map<number, { rows: { openedAt: string; what: string; address: string; userAgent: string | null }[]; count: number }>();
  for (const id of linkIds) {
    const rows = await db
      .selectFrom('share_link_openings')
      .select(['openedAt', 'what', 'address', 'userAgent'])
      .where('shareLinkId', '=', id)
      .orderBy('openedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const total = await db.selectFrom('share_link_openings').select((eb) => eb.fn.countAll<number>().as('n')).where('shareLinkId', '=', id).executeTakeFirst();
    byLink.set(id, { rows, count: Number(total?.n ?? 0) });
  }
  return byLink;
}
