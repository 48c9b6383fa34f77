/**
 * What the app's and the provider's configuration share: the error that stops the server at start
 * with a message naming the variable, and the zod pieces both read variables with.
 */
import { z } from 'zod';

export class ConfigError extends Error {}

export const CONFIG_HINT = 'See .env.example for every variable.';

/** An optional URL variable: unset and empty are the same. */
export const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** A ConfigError naming every variable a schema refused, or the parsed values. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\n${CONFIG_HINT}`);
  }
  return parsed.data;
}
