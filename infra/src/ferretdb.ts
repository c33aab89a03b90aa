import { mkdirSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { ensureFerretdbBinary, ferretdbBinary } from './ferretdb-build';
import { portOpen } from './net';
import { cachePath, HOST, logFile, ports } from './paths';
import { spawnDetached } from './proc';
import type { ServerDef } from './server';

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

export function ferretdbServer(): ServerDef {
  const port = ports().mongo;
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
    },
    start: async () =>
      spawnDetached(
        ferretdbBinary(),
        [
          '-listen-addr',
          `${HOST}:${port}`,
          '-data-dir',
          dataDir,
          '-log-level',
          process.env.FERRETDB_LOG_LEVEL || 'error',
        ],
        { cwd: dataDir, outPath: log },
      ),
  };
}
