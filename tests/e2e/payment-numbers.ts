/**
 * The card and bank account numbers the payment journeys type. After the whole run,
 * global-setup.ts searches every file the server wrote (the database file and its WAL, the log,
 * the outbox with its attachments, the receipts) for each of them and fails the run if one is
 * found: only a vault token, the brand and the last digits may be kept.
 */
export const JOURNEY_CARDS = { approved: '4242424242424242', declined: '4000000000000002', mastercard: '5555555555554444', luhnFails: '4242424242424241', otherBrand: '3530111333300000' } as const;
export const JOURNEY_ACH = { routing: '011000015', badRouting: '011000016', account: '000123456789', mistyped: '000123456780' } as const;

/** What must never be at rest (the routing number is a bank's public number, not a secret). */
export const SECRET_NUMBERS: readonly string[] = [...Object.values(JOURNEY_CARDS), JOURNEY_ACH.account, JOURNEY_ACH.mistyped];
