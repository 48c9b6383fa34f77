/**
 * One-line JSON logs. Never pass a body, password, token, card or account number here:
 * callers log ids and kinds only.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

export function createLogger(level: Level = 'info', name = 'lab'): Logger {
  const min = order[level] ?? 20;
  const write = (lvl: Level) => (msg: string, data?: Record<string, unknown>) => {
    if (order[lvl] < min) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: lvl, name, msg, ...serialize(data) });
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

function serialize(data?: Record<string, unknown>) {
  if (!data) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = v instanceof Error ? { message: v.message, stack: v.stack } : v;
  return out;
}

/** A logger that keeps lines in memory: tests assert on it and the console stays quiet. */
export function memoryLogger(): Logger & { lines: { level: Level; msg: string; data?: Record<string, unknown> }[] } {
  const lines: { level: Level; msg: string; data?: Record<string, unknown> }[] = [];
  const at = (level: Level) => (msg: string, data?: Record<string, unknown>) => void lines.push({ level, msg, data });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
