import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { cachePath, HOST, logFile, ports } from './paths';
import { findExecutable, runLogged, spawnDetached } from './proc';
import type { Log, ServerDef } from './server';

/** Protocol-level readiness: send an inline RESP `PING`, expect `+PONG`. */
export function redisPing(port: number, host = HOST): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let buffer = '';
    const done = (err?: Error): void => {
      socket.destroy();
      if (err) reject(err);
      else resolve('PONG');
    };
    socket.setTimeout(3_000, () => done(new Error('redis ping timed out')));
    socket.once('error', done);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (!buffer.includes('\r\n')) return;
      if (buffer.startsWith('+PONG')) done();
      else done(new Error(`unexpected reply to PING: ${buffer.trim()}`));
    });
  });
}

/** redis-server from Debian; installed with apt-get when missing and we are root. */
async function ensureRedisBinary(log: Log): Promise<string> {
  const existing = findExecutable('redis-server');
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "redis-server is not installed. Install it with 'sudo apt-get install -y redis-server' and retry.",
    );
  }
  log('redis: installing redis-server with apt-get…');
  const logPath = logFile('redis-provision');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runLogged('apt-get', ['update'], { logPath, env });
  await runLogged('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], {
    logPath,
    env,
  });
  const installed = findExecutable('redis-server');
  if (!installed) throw new Error(`apt-get installed redis-server but it is not on PATH; see ${logPath}`);
  return installed;
}

export function redisServer(): ServerDef {
  const port = ports().redis;
  const dataDir = cachePath('redis');
  const serverLog = logFile('redis');
  const stdoutLog = logFile('redis-stdout');
  let binary = '';
  return {
    name: 'redis',
    port,
    marker: 'redis-server',
    logFiles: [serverLog, stdoutLog],
    readyTimeoutMs: 20_000,
    probe: () => redisPing(port),
    provision: async (log) => {
      binary = await ensureRedisBinary(log);
      mkdirSync(dataDir, { recursive: true });
    },
    start: async () => {
      const settings: [string, string][] = [
        ['bind', HOST],
        ['port', String(port)],
        ['daemonize', 'no'],
        // Queued jobs, rankings and attempt lists must survive a restart: an append-only file
        // synced every second (what BullMQ recommends), no RDB snapshots.
        ['save', ''],
        ['appendonly', 'yes'],
        ['appendfsync', 'everysec'],
        ['maxmemory-policy', 'noeviction'],
        ['dir', dataDir],
        ['logfile', serverLog],
      ];
      const args = settings.flatMap(([key, value]) => [`--${key}`, value]);
      return spawnDetached(binary, args, { cwd: dataDir, outPath: stdoutLog });
    },
  };
}

export const redisUrl = (): string => `redis://${HOST}:${ports().redis}`;
