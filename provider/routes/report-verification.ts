/**
 * GET /report_verification/{id}.json?access_token= (document 1 §7): verifies a lab report by
 * its access code. A wrong code and an unknown report get the same answer (404 "could not be
 * verified"), so report numbers cannot be probed. Wrong guesses are counted in `attempts`:
 * after 10 for one report, or 30 from one address, within 15 minutes, every verification of
 * that report (or from that address) answers 429 until the window has passed.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { Hono } from 'hono';
import { type ProviderEnv, clientAddress, fail, readQuery, trackEvent } from '../http.ts';
import { reportVerificationQuery, VERIFY_LIMITS, type VerifiedReport } from '../contract/content.ts';

export const reportVerificationRoutes = new Hono<ProviderEnv>();

const KIND = 'report-verification';
const sameCode = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

reportVerificationRoutes.get('/report_verification/:id{[^/]+\\.json}', async (c) => {
  const reportNumber = (c.req.param('id') ?? '').replace(/\.json$/, '');
  const { access_token: code = '' } = readQuery(c, reportVerificationQuery);
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const since = new Date(now.getTime() - VERIFY_LIMITS.windowMs).toISOString();
  const reportKey = `report:${reportNumber.slice(0, 60)}`;
  const addressKey = `address:${clientAddress(c)}`;
  const count = async (key: string) =>
    Number(
      (await db
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', KIND)
        .where('key', '=', key)
        .where('createdAt', '>', since)
        .executeTakeFirst())?.n ?? 0,
    );
  if ((await count(reportKey)) >= VERIFY_LIMITS.perReport || (await count(addressKey)) >= VERIFY_LIMITS.perAddress) {
    fail(429, 'Too many attempts. Please try again later.');
  }
  const report = /^[A-Za-z0-9-]{1,40}$/.test(reportNumber)
    ? await db
        .selectFrom('lab_reports')
        .innerJoin('clients', 'clients.id', 'lab_reports.clientId')
        .innerJoin('batches', 'batches.id', 'lab_reports.batchId')
        .leftJoin('samples', 'samples.id', 'lab_reports.sampleId')
        .select([
          'lab_reports.reportNumber', 'lab_reports.accessCode', 'lab_reports.issuedAt', 'lab_reports.batchId', 'clients.name as clientName',
          'batches.status', 'batches.submittedAt', 'samples.friendlyNumber', 'samples.description', 'samples.loggedAt', 'samples.reportedAt',
        ])
        .where('lab_reports.reportNumber', '=', reportNumber)
        .executeTakeFirst()
    : undefined;
  if (!report || !code || !sameCode(report.accessCode, code.trim())) {
    const createdAt = now.toISOString();
    await db.insertInto('attempts').values([{ kind: KIND, key: reportKey, createdAt }, { kind: KIND, key: addressKey, createdAt }]).execute();
    await trackEvent(c, 'report-verification-failed', { reportNumber: reportNumber.slice(0, 60) });
    fail(404, 'The report could not be verified');
  }
  const body: VerifiedReport = {
    verified: true,
    reportNumber: report.reportNumber,
    clientName: report.clientName,
    batchNumber: report.batchId,
    sample: report.friendlyNumber ? { friendlyNumber: report.friendlyNumber, description: report.description ?? '' } : null,
    loggedAt: report.loggedAt ?? report.submittedAt,
    reportedAt: report.reportedAt ?? null,
    issuedAt: report.issuedAt,
    status: report.status,
  };
  return c.json(body);
});
