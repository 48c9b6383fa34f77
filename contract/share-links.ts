/**
 * Share links: a sample's report shared with a buyer or importer who has no account.
 *
 *   GET  /clients/{clientId}/samples/{number}/share-links.json   the sample's links and their openings
 *   POST /clients/{clientId}/samples/{number}/share-links.json   a new link: answers its address once
 *   POST /clients/{clientId}/share-links/{id}/revoke.json        ends a link at once
 *   POST /shared/open.json                                       the public page's data (no session)
 *   POST /shared/report.pdf                                      the public page's PDF (no session)
 *
 * Who may share: the results details access point 'results:share' (contract/access.ts). The link
 * is a 256-bit secret shown once; the database keeps its SHA-256. What a link shows is its `kind`:
 * 'report', or 'export-pack' with its `market`.
 */
import { z } from 'zod';
import { EXPORT_MARKETS } from './compliance-tables.ts';
import { exportPackResponse } from './compliance.ts';

/** The days a link may live. */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
/** What a link may show: the sample's report, or its export pack for one market (`market`). */
export const SHARE_KINDS = ['report', 'export-pack'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const PASSCODE_LIMITS = { min: 6, max: 64 } as const;

/**
 * Openings of the public page, counted in `attempts` (services/rate-limits.ts): wrong passcodes
 * per link and per address, links that do not exist per address, and every opening per address.
 */
export const SHARE_LIMITS = {
  /** links of one sample open at once (not revoked, not expired): a buyer each, and then some */
  activePerSample: 20,
  wrongPasscodePerLink: 5,
  wrongPasscodePerAddress: 20,
  unknownPerAddress: 20,
  opensPerAddress: 120,
  windowMs: 15 * 60_000,
  opensWindowMs: 60 * 60_000,
} as const;

/** The secret in a link's address: 43 base64url characters (32 random bytes). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const createShareLinkBody = z.object({
  kind: z.enum(SHARE_KINDS).default('report'),
  /** the export pack's destination (kind 'export-pack' only) */
  market: z.enum(EXPORT_MARKETS).optional(),
  days: z.coerce.number().refine((d) => (SHARE_EXPIRY_DAYS as readonly number[]).includes(d), 'days must be 7, 30 or 90'),
  passcode: z
    .string()
    .max(PASSCODE_LIMITS.max, `The passcode has at most ${PASSCODE_LIMITS.max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= PASSCODE_LIMITS.min, `The passcode has at least ${PASSCODE_LIMITS.min} characters`),
}).superRefine((b, ctx) => {
  if (b.kind === 'export-pack' && !b.market) ctx.addIssue({ code: 'custom', path: ['market'], message: 'An export pack is shared for one market' });
  if (b.kind === 'report' && b.market) ctx.addIssue({ code: 'custom', path: ['market'], message: 'A report is shared without a market' });
});
export type CreateShareLink = z.input<typeof createShareLinkBody>;

export const shareOpening = z.object({
  openedAt: z.string(),
  what: z.enum(['page', 'pdf']),
  address: z.string(),
  userAgent: z.string().nullable(),
});

export const shareLink = z.object({
  id: z.number().int(),
  kind: z.string(),
  market: z.string().nullable(),
  hasPasscode: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  sharedByName: z.string(),
  state: z.enum(['active', 'expired', 'revoked']),
  /** the latest openings, newest first (at most OPENINGS_SHOWN) */
  openings: z.array(shareOpening),
  openingCount: z.number().int(),
});
export type ShareLink = z.infer<typeof shareLink>;
export const OPENINGS_SHOWN = 50;

export const shareLinksAnswer = z.object({ links: z.array(shareLink) });
/** A new link: its address (only now; the database keeps its hash) and the record. */
export const createdShareLink = z.object({ token: z.string(), link: shareLink });

export const openShareBody = z.object({
  token: z.string().max(100),
  passcode: z.string().max(PASSCODE_LIMITS.max * 2).optional(),
});

/** A released result as the lab report prints it. */
export const sharedResult = z.object({
  analyte: z.string(),
  panelDescription: z.string().nullable(),
  result: z.string(),
  units: z.string().nullable(),
  method: z.string().nullable(),
  testDate: z.string().nullable(),
  comments: z.string().nullable(),
});

export const sharedReport = z.object({
  clientName: z.string(),
  sharedByName: z.string(),
  expiresAt: z.string(),
  sample: z.object({ friendlyNumber: z.string(), description: z.string(), loggedAt: z.string(), reportedAt: z.string().nullable() }),
  results: z.array(sharedResult),
  /** the PDF (the report, or the export pack) is offered (the sample is reported and its batch Completed) */
  pdf: z.boolean(),
});
export type SharedReport = z.infer<typeof sharedReport>;

/**
 * What the public page shows. Every state but `ok` shows nothing of the report: `expired` and
 * `revoked` say so; `passcode` asks for it (`wrong`: the one given was not it); `withheld`: the
 * client's results are closed right now (credit hold, the agreement to re-sign, the sharer no
 * longer allowed results), told without the reason; `limited`: too many tries, wait.
 */
export const sharedAnswer = z.discriminatedUnion('state', [
  // 'export-pack': the checks for the link's market (`exportPack`); `report.results` stays empty (the PDF carries the report).
  z.object({ state: z.literal('ok'), kind: z.enum(SHARE_KINDS), report: sharedReport, exportPack: exportPackResponse.omit({ sampleId: true, batchId: true }).optional() }),
  z.object({ state: z.literal('not-found') }),
  z.object({ state: z.literal('expired') }),
  z.object({ state: z.literal('revoked') }),
  z.object({ state: z.literal('passcode'), wrong: z.boolean() }),
  z.object({ state: z.literal('withheld') }),
  z.object({ state: z.literal('limited'), retryAfterMinutes: z.number().int() }),
]);
export type SharedAnswer = z.infer<typeof sharedAnswer>;
