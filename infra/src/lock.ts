import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runDir } from './paths';
import { isAlive } from './proc';
import { sleep } from './wait';

/**
 * Cross-process mutex (a directory under `<cache>/run`) so concurrent `ensureInfra` callers,
 * e.g. parallel test workers, don't provision or start the same server twice.
 * A lock whose owner process is gone is taken over.
 */
export async function withLock<T>(
  name: string,
  fn: () => Promise<T>,
  opts: { timeoutMs?: number; onWait?: () => void } = {},
): Promise<T> {
  const dir = path.join(runDir(), `${name}.lock`);
  const owner = path.join(dir, 'owner');
  const deadline = Date.now() + (opts.timeoutMs ?? 15 * 60_000);
  mkdirSync(runDir(), { recursive: true });
  let announced = false;
  while (true) {
    try {
      mkdirSync(dir);
      writeFileSync(owner, `${process.pid}\n`);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let pid = Number.NaN;
    try {
      pid = Number.parseInt(readFileSync(owner, 'utf8'), 10);
    } catch {
      // owner file not written yet (or lock just released)
    }
    if (Number.isInteger(pid) && !isAlive(pid)) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for lock ${dir} (held by pid ${pid})`);
    if (!announced) {
      announced = true;
      opts.onWait?.();
    }
    await sleep(250);
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
