/**
 * Share links: a client's member shares a sample's report with a buyer or importer who has no
 * account. The link's address carries a 256-bit secret (tokens.ts newToken), shown to the member
 * once; the database keeps its SHA-256 only, so a copy of the database opens nothing. A passcode,
 * when set, is kept as an argon2 hash like a password.
 *
 * Every opening is decided again from the database, in this order: too many tries from the
 * address; no such link; revoked; expired; the passcode; then the client's results access as of
 * now (services' view of contract/access.ts): a client on credit hold, or one that must re-sign
 * its agreement, or a sharer who is no longer allowed the client's results, shows nothing but
 * "not available": the buyer is not told why (credit hold is the client's business). Only then
 * is the opening logged (time, address, browser) and the report shown.
 *
 * What a link shows is its `kind`: 'report', the sample's released results as the lab report
 * prints them, and the report PDF of that one sample; 'export-pack', the sample's export pack for
 * the link's `market` (services/export-pack.ts, judged on released results only, without the
 * portal's "add to order") and the export pack PDF, the one sample's report pages after it.
 */
import type { ProviderDeps } from '../deps.ts';
import { type Limit, limitWait, reserve, spend } from './rate-limits.ts';
import { newToken, hashToken } from './tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { refuse } from '../errors.ts';
import { accessRefusal } from '../../contract/access.ts';
import type { Role } from '../../contract/roles.ts';
import {
  OPENINGS_SHOWN, SHARE_LIMITS, SHARE_TOKEN, type SharedAnswer, type SharedReport, type ShareLink, type ShareKind,
} from '../../contract/share-links.ts';
import { countActiveLinks, findShareLink, insertOpening, insertShareLink, openingsOf, revokeShareLink, shareLinkByHash, shareLinksOfSample } from '../repositories/share-links.ts';
import { membershipOf } from '../repositories/team.ts';
import { lockClient } from '../repositories/clients.ts';
import { inTransaction } from '../db/connect.ts';
import { findUser } from '../repositories/users.ts';
import { resultsOfSamples } from '../repositories/results.ts';
import { amendmentsOfBatch } from '../repositories/bench.ts';
import { reportsOfBatch } from '../repositories/reports.ts';
import { reportAccessCode } from './report-codes.ts';
import { buildLabReportPdf, resultText, type LabReportInput, type ReportAnalysis } from './lab-report-pdf.ts';
import type { Analysis } from '../../contract/results.ts';
import { EXPORT_MARKETS, type ExportMarket } from '../../contract/compliance-tables.ts';
import { exportPackFor, type ExportPack } from './export-pack.ts';
import { buildExportPackPdf } from './export-pack-pdf.ts';

type Deps = Pick<ProviderDeps, 'db' | 'clock' | 'publicUrl' | 'reportCodeSecret'>;
type LinkRow = NonNullable<Awaited<ReturnType<typeof findShareLink>>>;

const DAY_MS = 86_400_000;
const USER_AGENT_MAX = 300;

function stateOf(link: Pick<LinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareLink['state'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt <= now.toISOString() ? 'expired' : 'active';
}

async function views(deps: Deps, links: LinkRow[]): Promise<ShareLink[]> {
  const openings = await openingsOf(deps.db, links.map((l) => l.id), OPENINGS_SHOWN);
  const now = deps.clock.now();
  return links.map((l) => ({
    id: l.id,
    kind: l.kind,
    market: l.market,
    hasPasscode: !!l.passcodeHash,
    createdAt: l.createdAt,
    expiresAt: l.expiresAt,
    revokedAt: l.revokedAt,
    sharedByName: l.sharedByName,
    state: stateOf(l, now),
    openings: (openings.get(l.id)?.rows ?? []).map((o) => ({ ...o, what: o.what === 'pdf' ? ('pdf' as const) : ('page' as const) })),
    openingCount: openings.get(l.id)?.count ?? 0,
  }));
}

/** A new link to the sample: the secret for its address (only now) and the link as listed. */
export async function createShareLink(
  deps: Deps,
  input: { clientId: number; sampleId: number; user: { id: number; firstname: string; lastname: string }; kind: ShareKind; market?: ExportMarket; days: number; passcode?: string },
): Promise<{ token: string; link: ShareLink }> {
  const { token, hash } = newToken();
  const now = deps.clock.now();
  const passcodeHash = input.passcode ? await hashPassword(input.passcode) : null;
  const id = await inTransaction(deps.db, async (tx) => {
    // Counted under the client's lock: links asked for at once cannot all see room for one more.
    await lockClient(tx, input.clientId);
    if ((await countActiveLinks(tx, input.clientId, input.sampleId, now.toISOString())) >= SHARE_LIMITS.activePerSample) {
      refuse('share-link-limit', `A sample has at most ${SHARE_LIMITS.activePerSample} open share links: revoke one that is no longer needed first`);
    }
    return insertShareLink(tx, {
      clientId: input.clientId,
      sampleId: input.sampleId,
      kind: input.kind,
      market: input.kind === 'export-pack' ? (input.market ?? null) : null,
      tokenHash: hash,
      passcodeHash,
      expiresAt: new Date(now.getTime() + input.days * DAY_MS).toISOString(),
      revokedAt: null,
      createdBy: input.user.id,
      sharedByName: `${input.user.firstname} ${input.user.lastname}`.trim(),
      createdAt: now.toISOString(),
    });
  });
  const [link] = await views(deps, [(await findShareLink(deps.db, id))!]);
  return { token, link };
}

export async function listShareLinks(deps: Deps, clientId: number, sampleId: number): Promise<ShareLink[]> {
  return views(deps, await shareLinksOfSample(deps.db, clientId, sampleId));
}

/** Ends a link at once; a link already revoked stays as it was (revoking twice is no error). */
export async function revokeLink(deps: Deps, clientId: number, id: number): Promise<ShareLink> {
  const link = await findShareLink(deps.db, id);
  if (!link || link.clientId !== clientId) refuse('not-found', 'No such share link for this client');
  await revokeShareLink(deps.db, clientId, id, deps.clock.now().toISOString());
  const [view] = await views(deps, [(await findShareLink(deps.db, id))!]);
  return view;
}

type Found = NonNullable<Awaited<ReturnType<typeof shareLinkByHash>>>;
/** A released value with the values it replaced (as the lab report and the export pack PDF print it). */
type SharedAnalysis = Analysis & ReportAnalysis;
export type Opened =
  | { answer: Exclude<SharedAnswer, { state: 'ok' }> }
  | { answer: Extract<SharedAnswer, { state: 'ok' }>; link: Found; analyses: SharedAnalysis[]; pack: ExportPack | null };

/** An export-pack link's market, if it is one the tables know. */
const marketOf = (link: Pick<Found, 'kind' | 'market'>): ExportMarket | null =>
  link.kind === 'export-pack' && (EXPORT_MARKETS as readonly string[]).includes(link.market ?? '') ? (link.market as ExportMarket) : null;

/**
 * Whether the client's results may be shown now: not on credit hold (whoever shared it), not
 * while the agreement must be re-signed, and only while the sharer may still open the results.
 */
async function openNow(deps: Deps, link: Found): Promise<boolean> {
  if (link.clientStatus === 'Credit Hold' || link.resignAgreement) return false;
  const user = link.createdBy === null ? undefined : await findUser(deps.db, link.createdBy);
  if (!user) return false;
  const membership = await membershipOf(deps.db, link.clientId, user.id);
  const client = { resignAgreement: link.resignAgreement, status: link.clientStatus };
  if (!membership && !(user.administrator || user.godmode)) return false;
  return accessRefusal(user, (membership?.role ?? null) as Role | null, 'results:share', client) === null;
}

/** The released values of the sample (a value still in the lab's hands, or preliminary, is not shown). */
async function releasedAnalyses(deps: Deps, link: Found): Promise<Analysis[]> {
  const rows = await resultsOfSamples(deps.db, { sampleId: link.sampleId });
  return rows.filter((a) => a.status === 'Completed' && a.validationStatus !== 'Pending Validation');
}

/**
 * Opens a link (the shared page, or its PDF: `what`), counting what the limits count and logging
 * the opening when the report is shown.
 */
export async function openShared(
  deps: Deps,
  input: { token: string; passcode?: string; address: string; userAgent: string | null; what: 'page' | 'pdf' },
): Promise<Opened> {
  const { db, clock } = deps;
  const address = input.address.slice(0, 100);
  const opens: Limit = { kind: 'share-link:open', key: `address:${address}`, limit: SHARE_LIMITS.opensPerAddress, windowMs: SHARE_LIMITS.opensWindowMs };
  const unknown: Limit = { kind: 'share-link:unknown', key: `address:${address}`, limit: SHARE_LIMITS.unknownPerAddress, windowMs: SHARE_LIMITS.windowMs };
  const wrongHere: Limit = { kind: 'share-link:passcode', key: `address:${address}`, limit: SHARE_LIMITS.wrongPasscodePerAddress, windowMs: SHARE_LIMITS.windowMs };
  const wait = await limitWait(db, clock, [opens, unknown, wrongHere]);
  if (wait > 0) return { answer: { state: 'limited', retryAfterMinutes: wait } };
  await spend(db, clock, [opens]);
  const found = SHARE_TOKEN.test(input.token) ? await shareLinkByHash(db, hashToken(input.token)) : undefined;
  // A kind this code does not know (or an export pack without a known market) opens nothing.
  const link = found && (found.kind === 'report' || marketOf(found)) ? found : undefined;
  if (!link) {
    await spend(db, clock, [unknown]);
    return { answer: { state: 'not-found' } };
  }
  const now = clock.now();
  if (link.revokedAt) return { answer: { state: 'revoked' } };
  if (link.expiresAt <= now.toISOString()) return { answer: { state: 'expired' } };
  if (link.passcodeHash) {
    // Wrong passcodes are counted per link too: a link's passcode is not guessed from many addresses.
    const wrongThere: Limit = { kind: 'share-link:passcode', key: `link:${link.id}`, limit: SHARE_LIMITS.wrongPasscodePerLink, windowMs: SHARE_LIMITS.windowMs };
    const linkWait = await limitWait(db, clock, [wrongThere]);
    if (linkWait > 0) return { answer: { state: 'limited', retryAfterMinutes: linkWait } };
    if (!input.passcode) return { answer: { state: 'passcode', wrong: false } };
    // Counted as wrong before the (slow) check, so guesses sent at once, from one node or many,
    // are not all checked before any of them is counted; the right one is taken back.
    const takeBack = await reserve(db, clock, [wrongThere, wrongHere]);
    if (!takeBack) return { answer: { state: 'limited', retryAfterMinutes: Math.max(1, await limitWait(db, clock, [wrongThere, wrongHere])) } };
    if (!(await verifyPassword(link.passcodeHash, input.passcode))) return { answer: { state: 'passcode', wrong: true } };
    await takeBack();
  }
  if (!(await openNow(deps, link))) return { answer: { state: 'withheld' } };
  await insertOpening(db, {
    shareLinkId: link.id,
    openedAt: now.toISOString(),
    what: input.what,
    address,
    userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  const amendments = await amendmentsOfBatch(db, link.batchId);
  // With the values they replaced, as the lab report prints an amended value.
  const analyses: SharedAnalysis[] = (await releasedAnalyses(deps, link)).map((a) => ({ ...a, amendments: amendments.filter((m) => m.resultId === a.id) }));
  const market = marketOf(link);
  // The export pack judged on released results only, as the report shows them.
  const pack = market ? ((await exportPackFor(db, link.sampleId, market, { releasedOnly: true })) ?? null) : null;
  const report: SharedReport = {
    clientName: link.clientName,
    sharedByName: link.sharedByName,
    expiresAt: link.expiresAt,
    sample: { friendlyNumber: link.friendlyNumber, description: link.description, loggedAt: link.loggedAt, reportedAt: link.reportedAt },
    results: (pack ? [] : analyses).map((a) => ({
      analyte: a.analyte,
      panelDescription: a.panelDescription,
      result: resultText(a),
      units: a.units,
      method: a.testMethod,
      testDate: a.testDate,
      comments: a.comments,
    })),
    pdf: pdfOffered(link),
  };
  if (!pack) return { answer: { state: 'ok', kind: 'report', report }, link, analyses, pack: null };
  // What the buyer sees of the pack: no ids, and the missing analyses without anything to order.
  const { sampleId: _s, batchId: _b, clientId: _c, ...shown } = pack;
  return { answer: { state: 'ok', kind: 'export-pack', report, exportPack: shown }, link, analyses, pack };
}

/** The report PDF is offered as the portal offers it: the sample reported and its batch Completed. */
function pdfOffered(link: Pick<Found, 'reportedAt' | 'batchStatus'>): boolean {
  return !!link.reportedAt && link.batchStatus === 'Completed';
}

/**
 * The lab report of the one shared sample (not its batch's other samples), with its released
 * values. It prints the sample's own report number, access code and QR code when the sample has
 * its own report; a sample reported on its batch's report prints none, since that report's code
 * would open every sample of the batch on the verification page.
 */
export async function sharedReportPdf(deps: Deps, opened: Extract<Opened, { link: Found }>): Promise<Buffer | null> {
  const { link, analyses: rows } = opened;
  if (!pdfOffered(link)) return null;
  const own = (await reportsOfBatch(deps.db, link.batchId)).find((r) => r.sampleId === link.sampleId);
  const now = deps.clock.now();
  const code = own
    ? { reportNumber: own.reportNumber, accessCode: reportAccessCode(deps.reportCodeSecret, own.reportNumber), url: `${deps.publicUrl}/wreports/${encodeURIComponent(own.reportNumber)}` }
    : null;
  const input: LabReportInput = {
    client: { code: link.clientCode, name: link.clientName, officialBusinessName: link.officialBusinessName },
    batch: { id: link.batchId, status: link.batchStatus, submittedAt: link.batchSubmittedAt, updatedAt: String(link.batchUpdatedAt) },
    samples: [
      {
        friendlyNumber: link.friendlyNumber,
        description: link.description,
        loggedAt: link.loggedAt,
        reportedAt: link.reportedAt,
        analyses: rows,
        report: code ?? undefined,
      },
    ],
    issuedAt: own ? new Date(String(own.issuedAt)) : new Date(link.reportedAt ?? now.toISOString()),
    printedAt: now,
  };
  // An export pack: its checks, then the same report pages (the released values, the sample's own report code only).
  return opened.pack ? buildExportPackPdf(opened.pack, input) : buildLabReportPdf(input);
}
