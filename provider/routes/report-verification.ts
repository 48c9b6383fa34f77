/**
 * GET /report_verification/{id}.json?access_token= (document 1 §7): verifies a lab report by
 * its access code. A wrong code and an unknown report get the same answer (404 "could not be
 * verified"), so report numbers cannot be probed. Wrong guesses are counted in `attempts`:
 * after 10 for one report, or 30 from one address, within 15 minutes, every verification of
 * that report (or from that address) answers 429 until the window has passed.
 *
 * A report covers one sample (`sampleId`, e.g. an export certificate) or a whole batch
 * (`sampleId` null): the answer names its sample(s), when the lab received them, and when the
 * results were reported (the sample's reported date, or the batch's latest reported result).
 */
import { Hono } from 'hono';
import { type ProviderEnv, clientAddress, fail, readQuery, trackEvent } from '../http.ts';
import { reportVerificationQuery, VERIFY_LIMITS, type VerifiedReport } from '../../contract/report-verification.ts';
import { isReportAccessCode } from '../services/report-codes.ts';
import { type Limit, limitWait, spend } from '../services/rate-limits.ts';
import { findReportByNumber, samplesOfReport } from '../repositories/reports.ts';
import { latestReportedAt, resultsOfSamples } from '../repositories/results.ts';
import { resultText } from '../services/lab-report-pdf.ts';

export const reportVerificationRoutes = new Hono<ProviderEnv>();

const KIND = 'report-verification';

reportVerificationRoutes.get('/report_verification/:id{[^/]+\\.json}', async (c) => {
  const reportNumber = (c.req.param('id') ?? '').replace(/\.json$/, '');
  const { access_token: code = '' } = readQuery(c, reportVerificationQuery);
  const { db, clock, reportCodeSecret } = c.var.deps;
  // Wrong guesses go to the one attempts ledger (services/rate-limits.ts), per report and per address.
  const limits: Limit[] = [
    { kind: KIND, key: `report:${reportNumber.slice(0, 60)}`, limit: VERIFY_LIMITS.perReport, windowMs: VERIFY_LIMITS.windowMs },
    { kind: KIND, key: `address:${clientAddress(c)}`, limit: VERIFY_LIMITS.perAddress, windowMs: VERIFY_LIMITS.windowMs },
  ];
  if ((await limitWait(db, clock, limits)) > 0) fail(429, 'Too many attempts. Please try again later.');
  const report = /^[A-Za-z0-9-]{1,40}$/.test(reportNumber) ? await findReportByNumber(db, reportNumber) : undefined;
  // The code is derived from the report number with the provider's secret; nothing stored to compare with.
  if (!report || !code || !isReportAccessCode(reportCodeSecret, report.reportNumber, code)) {
    await spend(db, clock, limits);
    await trackEvent(c, 'report-verification-failed', { reportNumber: reportNumber.slice(0, 60) });
    fail(404, 'The report could not be verified');
  }
  // What the report covers: its one sample, or every sample of its batch.
  const samples = await samplesOfReport(db, report);
  const own = report.sampleId !== null ? (samples[0] ?? null) : null;
  // Received: when the lab logged the (first) sample. Reported: the sample's own reported date;
  // for a batch report, the latest result reported on the batch.
  const loggedAt = samples.reduce<string | null>((min, s) => (min === null || s.loggedAt < min ? s.loggedAt : min), null);
  const reportedAt = own ? own.reportedAt : await latestReportedAt(db, report.batchId);
  // The values the report prints, for the reader to compare with their copy.
  const analyses = await resultsOfSamples(db, own ? { sampleId: own.id } : { batchId: report.batchId });
  const body: VerifiedReport = {
    verified: true,
    reportNumber: report.reportNumber,
    clientName: report.clientName,
    batchNumber: report.batchId,
    sample: own ? { friendlyNumber: own.friendlyNumber, description: own.description } : null,
    samples: samples.map((s) => ({ friendlyNumber: s.friendlyNumber, description: s.description })),
    loggedAt: loggedAt ?? report.submittedAt,
    reportedAt,
    issuedAt: report.issuedAt,
    // A sample's report is final once the sample is, whatever the rest of its batch is doing.
    status: own?.reportedAt ? 'Completed' : report.status,
    results: analyses.map((a) => ({ friendlyNumber: a.friendlyNumber, analyte: a.analyte, result: resultText(a), units: a.units ?? null })),
  };
  return c.json(body);
});
