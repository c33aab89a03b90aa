import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { type DocumentStore, documentStore } from './document-store';
import { ensureFerretdbBinary, ferretdbBinary } from './ferretdb-build';
import { portOpen } from './net';
import { cachePath, HOST, logFile, ports } from './paths';
import { ensurePostgresDatabase, postgresUrl } from './postgres';
import { spawnDetached } from './proc';
import type { Log, ServerDef } from './server';
import { type Supervised, supervise } from './supervised';

export const mongoUrl = (port = ports().mongo): string => `mongodb://${HOST}:${port}/?directConnection=true`;

/** Protocol-level readiness: MongoDB `ping` and `buildInfo` through the official driver. */
export async function mongoPing(port: number): Promise<string> {
  await portOpen(HOST, port); // fail fast instead of waiting for server selection
  const client = new MongoClient(mongoUrl(port), {
    serverSelectionTimeoutMS: 2_000,
    connectTimeoutMS: 2_000,
    socketTimeoutMS: 4_000,
    maxPoolSize: 1,
  });
  try {
    const admin = client.db('admin');
    const ping = await admin.command({ ping: 1 });
    if (ping.ok !== 1) throw new Error(`ping returned ${JSON.stringify(ping)}`);
    const info = await admin.command({ buildInfo: 1 });
    const ferret = typeof info.ferretdbVersion === 'string' ? `FerretDB ${info.ferretdbVersion}, ` : '';
    return `${ferret}MongoDB ${String(info.version)}`;
  } finally {
    await client.close();
  }
}

/** FerretDB's command line for a backend; `FERRETDB_DEBUG_ADDR` adds Go pprof (debug only). */
export function ferretdbArgs(store: DocumentStore, opts: { port: number; dataDir: string; pgPort: number }) {
  const args = ['-listen-addr', `${HOST}:${opts.port}`, '-handler', store];
  if (store === 'postgresql') args.push('-postgresql-url', postgresUrl(opts.pgPort));
  else args.push('-data-dir', opts.dataDir);
  args.push('-log-level', process.env.FERRETDB_LOG_LEVEL || 'error');
  if (process.env.FERRETDB_DEBUG_ADDR) args.push('-debug-addr', process.env.FERRETDB_DEBUG_ADDR);
  return args;
}

export function ferretdbServer(store: DocumentStore = documentStore()): ServerDef {
  const { mongo: port, postgres: pgPort } = ports();
  const dataDir = cachePath('ferretdb-data');
  const log = logFile('ferretdb');
  return {
    name: 'ferretdb',
    port,
    marker: 'ferretdb',
    logFiles: [log],
    readyTimeoutMs: 60_000,
    probe: () => mongoPing(port),
    provision: async (out) => {
      await ensureFerretdbBinary(out);
      mkdirSync(dataDir, { recursive: true });
      // PostgreSQL is started first (index.ts); FerretDB needs its database.
      if (store === 'postgresql') await ensurePostgresDatabase(pgPort);
    },
    start: async () =>
      spawnDetached(ferretdbBinary(), ferretdbArgs(store, { port, dataDir, pgPort }), {
        cwd: dataDir,
        outPath: log,
      }),
  };
}

/**
 * A FerretDB of a caller's own (the scaled topology's) on its SQLite backend as a child process
 * on `port`, its data in `dir`.
 */
export async function superviseFerretdb(opts: { port: number; dir: string; log?: Log }): Promise<Supervised> {
  const binary = await ensureFerretdbBinary(opts.log ?? (() => undefined));
  const dataDir = path.join(opts.dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  return supervise({
    name: 'ferretdb',
    command: binary,
    args: ferretdbArgs('sqlite', { port: opts.port, dataDir, pgPort: ports().postgres }),
    cwd: opts.dir,
    logPath: path.join(opts.dir, 'ferretdb.log'),
    ready: () => mongoPing(opts.port),
    readyTimeoutMs: 60_000,
    pidFile: path.join(opts.dir, 'ferretdb.pid'),
    marker: dataDir,
  });
}
