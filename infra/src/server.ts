import type { ChildProcess } from 'node:child_process';
import { HOST } from './paths';
import { ownedPid, removePid, writePid } from './state';
import { tailFile, waitFor, withTimeout } from './wait';

export type Log = (line: string) => void;

/** Everything the generic lifecycle needs to know about one server. */
export interface ServerDef {
  name: string;
  port: number;
  /** Substring of the server's command line, used to recognise our own pid. */
  marker: string;
  /** Log files whose tails are printed when the server fails to come up. */
  logFiles: string[];
  readyTimeoutMs: number;
  /** Budget for a single probe attempt (default 5 s). */
  probeTimeoutMs?: number;
  /** Protocol-level ping; resolves with a short description (e.g. a version). */
  probe: () => Promise<string>;
  /** Download/build whatever is missing (idempotent, cached). */
  provision: (log: Log) => Promise<void>;
  /** What `down` sends first (default SIGTERM; PostgreSQL's fast shutdown is SIGINT). */
  stopSignal?: NodeJS.Signals;
  /** Spawn the server detached (after provisioning). */
  start: (log: Log) => Promise<ChildProcess>;
}

export interface EnsureResult {
  name: string;
  outcome: 'started' | 'reused';
  detail: string;
}

const PROBE_TIMEOUT_MS = 5_000;
const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function probeOnce(def: ServerDef): Promise<string> {
  return withTimeout(def.probe(), def.probeTimeoutMs ?? PROBE_TIMEOUT_MS, `${def.name} ping`);
}

function failure(def: ServerDef, reason: string): Error {
  const tails = def.logFiles
    .map((file) => ({ file, text: tailFile(file, 60) }))
    .filter((t) => t.text)
    .map((t) => `--- last lines of ${t.file} ---\n${t.text}`);
  return new Error([`${def.name}: ${reason}`, ...tails].join('\n'));
}

/** Reuse a server that already answers on its port, otherwise provision + start + wait. */
export async function ensureServer(def: ServerDef, log: Log): Promise<EnsureResult> {
  const t0 = Date.now();
  const where = `${HOST}:${def.port}`;
  try {
    const detail = await probeOnce(def);
    log(`${def.name}: reusing server on ${where} (${detail})`);
    return { name: def.name, outcome: 'reused', detail };
  } catch {
    // nothing usable on the port yet
  }

  const existing = ownedPid(def.name, def.marker);
  if (existing && existing.port !== undefined && existing.port !== def.port) {
    throw failure(
      def,
      `already running from this cache on port ${existing.port} (pid ${existing.pid}); run \`down\` first`,
    );
  }
  if (existing) {
    // Ours, alive, but not answering yet: most likely still starting (e.g. another `up`).
    log(`${def.name}: pid ${existing.pid} is running but not ready yet, waiting…`);
    try {
      const detail = await waitFor(() => probeOnce(def), { timeoutMs: def.readyTimeoutMs });
      log(`${def.name}: ready on ${where} (${seconds(t0)}, ${detail})`);
      return { name: def.name, outcome: 'reused', detail };
    } catch (err) {
      const reason = (err as Error).message;
      throw failure(def, `pid ${existing.pid} never became ready: ${reason}. Try \`down\`.`);
    }
  }

  await def.provision(log);
  log(`${def.name}: starting on ${where}…`);
  const child = await def.start(log);
  const pid = child.pid;
  if (pid === undefined) throw failure(def, 'failed to spawn');
  writePid(def.name, pid, def.port);

  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `process exited early (${signal ?? `exit code ${code}`})`;
  });
  child.once('error', (err) => {
    exited = `process error: ${err.message}`;
  });

  try {
    const detail = await waitFor(() => probeOnce(def), {
      timeoutMs: def.readyTimeoutMs,
      abortIf: () => exited,
    });
    log(`${def.name}: ready on ${where} (${seconds(t0)}, ${detail})`);
    return { name: def.name, outcome: 'started', detail };
  } catch (err) {
    if (!exited) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    removePid(def.name);
    throw failure(def, (err as Error).message);
  }
}
