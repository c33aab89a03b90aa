import { existsSync, readFileSync } from 'node:fs';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Last `lines` lines of a text file ('' if it does not exist). */
export function tailFile(file: string, lines = 60): string {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  return text
    .split('\n')
    .slice(-lines - 1)
    .join('\n')
    .trimEnd();
}

/** Race a promise against a timeout. */
export async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Checked before each attempt; a returned string aborts the wait with that reason. */
  abortIf?: () => string | undefined;
}

/** Poll `probe` until it resolves; reject with the last probe error after the timeout. */
export async function waitFor<T>(probe: () => Promise<T>, opts: WaitOptions): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastError: unknown;
  while (true) {
    const abort = opts.abortIf?.();
    if (abort) throw new Error(abort);
    try {
      return await probe();
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? lastError.message : String(lastError);
      throw new Error(`not ready after ${Math.round(opts.timeoutMs / 1000)} s (last error: ${reason})`);
    }
    await sleep(opts.intervalMs ?? 500);
  }
}
