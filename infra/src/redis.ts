import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianBinary } from './debian-binary';
import { cachePath, HOST, logFile, ports } from './paths';
import { spawnDetached } from './proc';
import type { Log, ServerDef } from './server';
import { type Supervised, supervise } from './supervised';

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
export const ensureRedisBinary = (log: Log): Promise<string> =>
  ensureDebianBinary(
    { binary: 'redis-server', pkg: 'redis-server', logPath: logFile('redis-provision') },
    log,
  );

/**
 * redis-server's command line. Queued jobs, rankings and attempt lists must survive a restart:
 * an append-only file synced every second (what BullMQ recommends), no RDB snapshots.
 */
export function redisArgs(opts: { port: number; dataDir: string; logPath: string }): string[] {
  const settings: [string, string][] = [
    ['bind', HOST],
    ['port', String(opts.port)],
    ['daemonize', 'no'],
    ['save', ''],
    ['appendonly', 'yes'],
    ['appendfsync', 'everysec'],
    ['maxmemory-policy', 'noeviction'],
    ['dir', opts.dataDir],
    ['logfile', opts.logPath],
  ];
  return settings.flatMap(([key, value]) => [`--${key}`, value]);
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
    start: async () =>
      spawnDetached(binary, redisArgs({ port, dataDir, logPath: serverLog }), {
        cwd: dataDir,
        outPath: stdoutLog,
      }),
  };
}

export const redisUrl = (): string => `redis://${HOST}:${ports().redis}`;

/** A Redis of a caller's own (the scaled topology's) as a child process on `port`, its data in `dir`. */
export async function superviseRedis(opts: { port: number; dir: string; log?: Log }): Promise<Supervised> {
  const binary = await ensureRedisBinary(opts.log ?? (() => undefined));
  mkdirSync(opts.dir, { recursive: true });
  const logPath = path.join(opts.dir, 'redis.log');
  return supervise({
    name: 'redis',
    command: binary,
    args: redisArgs({ port: opts.port, dataDir: opts.dir, logPath }),
    cwd: opts.dir,
    logPath: path.join(opts.dir, 'redis-stdout.log'),
    logFiles: [logPath],
    ready: () => redisPing(opts.port),
    readyTimeoutMs: 20_000,
    pidFile: path.join(opts.dir, 'redis.pid'),
    marker: `${HOST}:${opts.port}`,
  });
}
