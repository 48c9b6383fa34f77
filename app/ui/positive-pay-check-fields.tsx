/**
 * The five fields of one check on /positive-pay, each with its label, hint and messages. The
 * amount field filters keys as they are typed and cleans pasted or auto-filled text (the
 * server applies the same rules, so nothing depends on it).
 */
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckField, amountKeyAllowed, sanitiseAmountInput } from '../models/positive-pay.ts';
import { Field } from './form.tsx';

/** Field name → input id (the error summary links to these). */
export const CHECK_FIELD_IDS: Record<CheckField, string> = {
  accountNumber: 'pp-account-number',
  checkNumber: 'pp-check-number',
  checkDate: 'pp-check-date',
  checkAmount: 'pp-check-amount',
  payeeLine1: 'pp-payee',
};

interface CheckFieldState {
  key?: string;
  initialValue?: unknown;
}

function filterAmountKey(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const selection = { start: input.selectionStart, end: input.selectionEnd };
  const modifiers = { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey };
  if (!amountKeyAllowed(event.key, input.value, selection, modifiers)) event.preventDefault();
}

function cleanAmount(event: FormEvent<HTMLInputElement>) {
  // pasted, dropped or auto-filled text, and keyboards that do not report keys
  const input = event.currentTarget;
  const clean = sanitiseAmountInput(input.value);
  if (clean !== input.value) input.value = clean;
}

export function CheckFields({ fields, errorsOf }: { fields: Record<CheckField, CheckFieldState>; errorsOf: (name: CheckField) => string[] | undefined }) {
  const { t } = useTranslation();
  const inputProps = (name: CheckField) => ({
    id: CHECK_FIELD_IDS[name],
    name,
    defaultValue: (fields[name].initialValue as string | undefined) ?? '',
    errors: errorsOf(name),
    label: t(`positivePay.fields.${name}`),
    hint: t(`positivePay.hints.${name}`),
  });
  return (
    <fieldset>
      <legend>{t('positivePay.checkLegend')}</legend>
      <div className="positive-pay-fields">
        <Field key={fields.accountNumber.key} {...inputProps('accountNumber')} inputMode="numeric" autoComplete="off" spellCheck={false} />
        <Field key={fields.checkNumber.key} {...inputProps('checkNumber')} inputMode="numeric" autoComplete="off" spellCheck={false} />
        <Field key={fields.checkDate.key} {...inputProps('checkDate')} type="date" />
        <Field
          key={fields.checkAmount.key}
          {...inputProps('checkAmount')}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onKeyDown={filterAmountKey}
          onInput={cleanAmount}
        />
        <Field key={fields.payeeLine1.key} {...inputProps('payeeLine1')} autoComplete="off" />
      </div>
    </fieldset>
  );
}
