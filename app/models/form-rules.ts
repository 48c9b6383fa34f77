/** Business rules checked by the form's schema, so one parse answers both the fields and the rule. */
import type { z } from 'zod';

/**
 * A business rule as a refinement: when `refused`, a form whose fields are all valid fails with
 * `message` as a form error (the fields' own errors come first, as they did before the rule).
 */
export function refuseValid<T extends z.ZodType>(schema: T, refused: boolean, message: string): T {
  return schema.superRefine(
    (_, ctx) => {
      if (refused) ctx.addIssue({ code: 'custom', message });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}
