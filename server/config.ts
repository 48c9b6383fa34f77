/**
 * The process configuration server.ts starts with: the app's part (app/config.server.ts) and the
 * provider's (provider/config.ts), validated once at start. A missing or malformed value stops the
 * server with a message that names it (every refused variable of both parts at once).
 */
import { type Config, appEnvSchema, loadAppConfig } from '../app/config.server.ts';
import { type ProviderConfig, loadProviderConfig, providerEnvSchema } from '../provider/config.ts';
import { parseEnv } from '../lib/config.ts';

export { ConfigError } from '../lib/config.ts';

/** Every variable the server reads (BUILD_DIR aside, which react-router.config.ts reads too). */
export const envSchema = appEnvSchema.extend(providerEnvSchema.shape);

export type ServerConfig = Config & ProviderConfig;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  parseEnv(envSchema, source);
  const app = loadAppConfig(source);
  return { ...app, ...loadProviderConfig(source, app.sessionSecret) };
}
