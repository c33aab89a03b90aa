const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'name', 'service', 'msg']);

/** Turns a pino JSON line into one readable line for the terminal; other text passes through. */
export function formatLogLine(name: string, line: string): string {
  if (!line.startsWith('{')) return `[${name}] ${line}`;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const level = LEVELS[Number(entry.level)] ?? String(entry.level);
    const extras = Object.entries(entry)
      .filter(([key]) => !SKIP.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    return `[${name}] ${level} ${String(entry.msg ?? '')}${extras ? ` ${extras}` : ''}`;
  } catch {
    return `[${name}] ${line}`;
  }
}
