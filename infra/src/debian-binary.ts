import { findExecutable, runLogged } from './proc';
import type { Log } from './server';

/**
 * A program from a Debian package (redis-server, haproxy, prometheus): found on PATH (or in
 * sbin), otherwise installed with apt-get when we are root; a clear error naming the package if not.
 */
export async function ensureDebianBinary(
  opts: { binary: string; pkg: string; logPath: string },
  log: Log,
): Promise<string> {
  const existing = findExecutable(opts.binary);
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${opts.binary} is not installed. Install it with 'sudo apt-get install -y ${opts.pkg}' and retry.`,
    );
  }
  log(`${opts.pkg}: installing with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runLogged('apt-get', ['update'], { logPath: opts.logPath, env });
  await runLogged('apt-get', ['install', '-y', '--no-install-recommends', opts.pkg], {
    logPath: opts.logPath,
    env,
  });
  const installed = findExecutable(opts.binary);
  if (!installed)
    throw new Error(`apt-get installed ${opts.pkg} but ${opts.binary} is not on PATH; see ${opts.logPath}`);
  return installed;
}
