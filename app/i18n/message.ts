/**
 * A translatable message that travels as one string (conform's errors, `formErrors`, are
 * strings): the translation key, then after `|` the values it needs. `key|30` (a bare number)
 * is form-schema's `tooLong` limit, read as `max`; `key|count=5&name=Acme` names its values.
 * The server writes keys, never sentences; the page translates them in the visitor's language.
 */
export type MessageValues = Record<string, string | number>;

/** `key` with its values, as one string. */
export function messageKey(key: string, values?: MessageValues): string {
  const entries = Object.entries(values ?? {});
  if (!entries.length) return key;
  return `${key}|${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The key and values of a message written by `messageKey` (or form-schema's `tooLong`). */
export function readMessage(message: string): { key: string; values: MessageValues } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, values: {} };
  const key = message.slice(0, bar);
  const rest = message.slice(bar + 1);
  if (!rest.includes('=')) return { key, values: { max: rest } };
  const values: MessageValues = {};
  // numbers stay numbers, so `count` picks the plural form
  for (const [k, v] of new URLSearchParams(rest)) values[k] = /^\d+$/.test(v) ? Number(v) : v;
  return { key, values };
}
