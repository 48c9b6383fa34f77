/**
 * Server side of /positive-pay (the route module's header says what each button does): the
 * loader reads the batch page and the draft; the action, one `intent` per button, answers a 303
 * to the page to show, a 400 with the messages (translation keys) and what was typed, or the
 * file itself (Generate). The batch lives at the provider (models/positive-pay.server.ts).
 */
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { checkHoneypot } from '../../csrf.server.ts';
import {
  type Check, EMPTY_FORM, MAX_CHECKS_PER_BATCH, MESSAGES, PAGE_SIZE, addCheck, anyForm, checkSchema, checkToForm, checksOf, clampPage,
  formValuesOf, formatCheckDate, isFormEmpty, newBatch, normaliseAmount, pageCount, pageOfIndex, parseCheckDate, positivePayHref as pageHref, removeCheck,
} from '../../models/positive-pay.ts';
import { batchStore, buildPositivePayFile, sendFile, sessionBatch, withBatch } from '../../models/positive-pay.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { refuseValid } from '../../models/form-rules.ts';
import { flash, sessionContext } from '../../session.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The draft as the form shows it: a date typed as MM/DD/YYYY becomes the date input's yyyy-mm-dd. */
function forForm(values: typeof EMPTY_FORM) {
  return { ...values, checkDate: parseCheckDate(values.checkDate) ?? values.checkDate };
}

export async function positivePayLoader(context: Context, request: Request) {
  const { session } = context.get(sessionContext);
  const { state, expired } = await sessionBatch(context, session);
  const checks = state ? checksOf(state.batch) : [];
  const pages = pageCount(checks.length);
  const page = clampPage(new URL(request.url).searchParams.get('page'), pages);
  const first = (page - 1) * PAGE_SIZE;
  const rows = checks.slice(first, first + PAGE_SIZE).map((row, i) => ({
    id: row.id,
    position: first + i + 1,
    accountNumber: row.check.accountNumber,
    checkNumber: row.check.checkNumber,
    checkDate: formatCheckDate(row.check.checkDate),
    checkAmount: normaliseAmount(row.check.checkAmount) ?? row.check.checkAmount,
    payeeLine1: row.check.payeeLine1,
  }));
  return {
    rows,
    total: checks.length,
    page,
    pages,
    draft: forForm(state?.draft ?? EMPTY_FORM),
    version: state?.version ?? 0,
    expired,
  };
}

export async function positivePayAction(context: Context, request: Request) {
  const { session } = context.get(sessionContext);
  const formData = await request.formData();
  await checkHoneypot(formData);
  const typed = formValuesOf(formData);
  // Enter in a field submits with the first button (Save); a bare POST is treated the same.
  const intent = String(formData.get('intent') ?? 'save');
  const store = batchStore(context);
  return withBatch(context, session, async (state) => {
    const checks = checksOf(state.batch);
    const page = clampPage(new URL(request.url).searchParams.get('page'), pageCount(checks.length));

    const invalid = async (result: SubmissionResult<string[]>) => {
      await store.keepDraft(state, typed);
      return data({ result }, { status: 400 });
    };

    if (intent === 'save') {
      const submission = parseWithZod(formData, { schema: refuseValid(checkSchema, checks.length >= MAX_CHECKS_PER_BATCH, MESSAGES.batchFull) });
      if (submission.status !== 'success') return invalid(submission.reply());
      const check: Check = submission.value;
      await store.update(state, { batch: addCheck(state.batch, check), draft: { ...EMPTY_FORM } });
      flash(session, { kind: 'success', message: 'positivePay.saved', values: { checkNumber: check.checkNumber } });
      return seeOther(pageHref(pageOfIndex(checks.length)));
    }

    if (intent === 'generate') {
      if (isFormEmpty(typed)) {
        if (!checks.length) {
          const submission = parseWithZod(formData, { schema: anyForm });
          return invalid(submission.reply({ formErrors: [MESSAGES.nothingToGenerate] }));
        }
        await store.keepDraft(state, typed);
        sendFile(context, buildPositivePayFile(checks.map((row) => row.check)));
        return null;
      }
      const submission = parseWithZod(formData, { schema: checkSchema });
      if (submission.status !== 'success') return invalid(submission.reply());
      await store.keepDraft(state, typed);
      sendFile(context, buildPositivePayFile([submission.value, ...checks.map((row) => row.check)]));
      return null;
    }

    if (intent === 'start-over') {
      await store.update(state, { batch: newBatch(), draft: { ...EMPTY_FORM } });
      flash(session, { kind: 'info', message: 'positivePay.cleared' });
      return seeOther(pageHref(1));
    }

    const row = /^(edit|delete):(\d{1,9})$/.exec(intent);
    if (row) {
      const { batch, removed } = removeCheck(state.batch, Number(row[2]));
      if (!removed) {
        // Already gone (another tab, or a page older than the batch): say so, change nothing.
        await store.update(state, { draft: typed });
        flash(session, { kind: 'warning', message: MESSAGES.staleRow });
        return seeOther(pageHref(page));
      }
      const pages = pageCount(checksOf(batch).length);
      if (row[1] === 'edit') {
        await store.update(state, { batch, draft: checkToForm(removed) });
        flash(session, { kind: 'info', message: 'positivePay.editing', values: { checkNumber: removed.checkNumber } });
      } else {
        await store.update(state, { batch, draft: typed });
        flash(session, { kind: 'success', message: 'positivePay.deleted', values: { checkNumber: removed.checkNumber } });
      }
      return seeOther(pageHref(Math.min(page, pages)));
    }

    throw data(null, { status: 400 });
  });
}
