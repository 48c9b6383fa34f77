/**
 * A refusal raised anywhere in the provider: in a route handler, a service or a repository. It
 * knows nothing of HTTP; the app's error handler (provider/app.ts) answers it with the status its
 * code decides (contract/errors.ts) and the body `{ error, code, field?, ...extra }`.
 */
import { ERROR_STATUS, type ErrorCode } from '../contract/errors.ts';

export class Refusal extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** more members of the answer (e.g. the `owner` a not-owned record names) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'Refusal';
    this.status = ERROR_STATUS[code];
  }

  body(): Record<string, unknown> {
    return { error: this.message, code: this.code, ...(this.field ? { field: this.field } : {}), ...this.extra };
  }
}

/** Refuses with a code, an English sentence and, where the refusal is about one input, its field. */
export function refuse(code: ErrorCode, message: string, options: { field?: string; extra?: Record<string, unknown> } = {}): never {
  throw new Refusal(code, message, options.field, options.extra);
}
