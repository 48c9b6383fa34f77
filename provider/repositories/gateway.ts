/**
 * SQL of the payment gateways' own ledgers: the sandbox's vault and charges (services/gateway.ts)
 * and a real processor's charges claimed before their HTTP call (services/authorizenet.ts). One
 * row per reference (the primary key) is what keeps a charge to one: of two processes inserting
 * the same reference, one inserts, the other reads what the first recorded.
 */
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { GatewayChargesTable, SandboxChargesTable, SandboxVaultTable } from '../db/types.ts';

export type GatewayChargeRow = Selectable<GatewayChargesTable>;

// ─── the sandbox ─────────────────────────────────────────────────────────────────

export async function keepSandboxToken(db: DB, row: Insertable<SandboxVaultTable>): Promise<void> {
  await db.insertInto('sandbox_vault').values(row).execute();
}

/** What a charge of a sandbox token does (its test number's outcome), undefined for a token it has no row for. */
export async function sandboxOutcome(db: DB, vaultId: string): Promise<string | undefined> {
  return (await db.selectFrom('sandbox_vault').select('outcome').where('vaultId', '=', vaultId).executeTakeFirst())?.outcome;
}

export async function forgetSandboxToken(db: DB, vaultId: string): Promise<void> {
  await db.deleteFrom('sandbox_vault').where('vaultId', '=', vaultId).execute();
}

export function sandboxCharge(db: DB, reference: string) {
  return db.selectFrom('sandbox_charges').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Records a sandbox charge; false when the reference was recorded already (by another process). */
export async function insertSandboxCharge(db: DB, row: Insertable<SandboxChargesTable>): Promise<boolean> {
  const r = await db.insertInto('sandbox_charges').values(row).onConflict((oc) => oc.column('reference').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

// ─── a real processor's charges ──────────────────────────────────────────────────

export function gatewayCharge(db: DB, reference: string) {
  return db.selectFrom('gateway_charges').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The claim of a reference before its HTTP call; false when another process claimed it first. */
export async function claimGatewayCharge(db: DB, row: Insertable<GatewayChargesTable>): Promise<boolean> {
  const r = await db.insertInto('gateway_charges').values(row).onConflict((oc) => oc.column('reference').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes over a claim whose answer was lost (or whose process died), as it was read; true for the one process that did. */
export async function takeOverGatewayCharge(db: DB, row: Pick<GatewayChargeRow, 'reference' | 'state' | 'claimedAt'>, at: string): Promise<boolean> {
  const r = await db
    .updateTable('gateway_charges')
    .set({ state: 'claimed', claimedAt: at, updatedAt: at })
    .where('reference', '=', row.reference)
    .where('state', '=', row.state)
    .where('claimedAt', '=', row.claimedAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

type ChargeAnswer = Pick<GatewayChargeRow, 'state' | 'code' | 'chargeId' | 'message' | 'updatedAt'> | Pick<GatewayChargeRow, 'state' | 'updatedAt'>;

/** Records the answer (or `unknown`) of a charge on the row this process claimed at `claimedAt`. */
export async function answerClaimedCharge(db: DB, reference: string, claimedAt: string, set: ChargeAnswer): Promise<void> {
  await db.updateTable('gateway_charges').set(set).where('reference', '=', reference).where('state', '=', 'claimed').where('claimedAt', '=', claimedAt).execute();
}

/** Records what the processor said of a charge whose answer was lost (the look-up of an interrupted payment). */
export async function answerCharge(db: DB, reference: string, set: ChargeAnswer): Promise<void> {
  await db.updateTable('gateway_charges').set(set).where('reference', '=', reference).execute();
}
