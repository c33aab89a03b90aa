import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cachePath, HOST, logFile, ports } from './paths';
import { PgError, pgQuery } from './pg-wire';
import { findExecutable, runLogged, spawnDetached } from './proc';
import type { Log, ServerDef } from './server';

/** Superuser created by initdb (trust authentication, listening on 127.0.0.1 only). */
export const PG_USER = 'ssc';
/** The database FerretDB keeps its schemas (one per Mongo database) in. */
export const FERRETDB_PG_DATABASE = 'ferretdb';

/**
 * FerretDB's URL. Its pool holds a connection per update statement until the command ends, so
 * an update command of as many statements as the pool has connections waits for itself forever
 * (service-kit bulk-batcher.ts): 100, as on SQLite, keeps MAX_UPDATE_BATCH (50) well under it.
 */
export const FERRETDB_PG_POOL = 100;

export const postgresUrl = (port = ports().postgres): string =>
  `postgres://${PG_USER}@${HOST}:${port}/${FERRETDB_PG_DATABASE}?pool_max_conns=${FERRETDB_PG_POOL}`;

/** Protocol-level readiness: start-up, authentication and `SELECT version()`. */
export async function postgresPing(port: number): Promise<string> {
  const rows = await pgQuery({
    host: HOST,
    port,
    user: PG_USER,
    database: 'postgres',
    sql: 'SELECT version()',
  });
  const version = rows[0]?.[0] ?? '';
  return /^PostgreSQL [^ ,]+/.exec(version)?.[0] ?? version;
}

/** Creates FerretDB's database unless it exists (racing creators are fine). */
export async function ensurePostgresDatabase(port: number, name = FERRETDB_PG_DATABASE): Promise<void> {
  const query = (sql: string) => pgQuery({ host: HOST, port, user: PG_USER, database: 'postgres', sql });
  const found = await query(`SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (found.length > 0) return;
  await query(`CREATE DATABASE "${name}"`).catch((err: unknown) => {
    if (!(err instanceof PgError && err.code === '42P04')) throw err; // duplicate_database
  });
}

/** Debian keeps the server programs off PATH, in /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string | undefined {
  const onPath = findExecutable('initdb') && findExecutable('postgres');
  if (onPath) return path.dirname(onPath);
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((d) => /^\d+$/.test(d))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = path.join(root, major, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'postgres'))) return bin;
  }
  return undefined;
}

/** PostgreSQL refuses to run as root: run it as Debian's `postgres` user then. */
export function serverUser(passwd = '/etc/passwd'): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync(passwd, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error(
      "postgres: running as root needs the 'postgres' user (Debian's postgresql package makes it)",
    );
  return { uid: Number(uid), gid: Number(gid) };
}

/** PostgreSQL from Debian; installed with apt-get when missing and we are root. */
async function ensurePostgresBin(log: Log): Promise<string> {
  const existing = findPostgresBin();
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "PostgreSQL is not installed. Install it with 'sudo apt-get install -y postgresql' and retry.",
    );
  }
  log('postgres: installing postgresql with apt-get…');
  const logPath = logFile('postgres-provision');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runLogged('apt-get', ['update'], { logPath, env });
  await runLogged('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { logPath, env });
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get installed postgresql but no initdb was found; see ${logPath}`);
  return installed;
}

/** Settings on the command line, so a cluster made by an older version of this file still gets them. */
export const postgresSettings = (port: number): [string, string][] => [
  ['listen_addresses', HOST],
  ['port', String(port)],
  ['unix_socket_directories', ''], // TCP only: no socket in /var/run/postgresql to own
  ['max_connections', String(FERRETDB_PG_POOL + 30)], // FerretDB's pool, and room for psql
  ['logging_collector', 'off'],
];

export function postgresServer(): ServerDef {
  const port = ports().postgres;
  const dataDir = cachePath('postgres-data');
  const log = logFile('postgres');
  let bin = '';
  let user: { uid: number; gid: number } | undefined;
  const env = { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
  return {
    name: 'postgres',
    port,
    marker: 'postgres',
    logFiles: [log, logFile('postgres-initdb')],
    readyTimeoutMs: 60_000,
    stopSignal: 'SIGINT', // fast shutdown: SIGTERM would wait for FerretDB's connections to end
    probe: () => postgresPing(port),
    provision: async (out) => {
      bin = await ensurePostgresBin(out);
      user = serverUser();
      if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
      mkdirSync(path.dirname(dataDir), { recursive: true }); // reachable by the server's user
      mkdirSync(dataDir, { mode: 0o700 });
      if (user) chownSync(dataDir, user.uid, user.gid);
      out(`postgres: initdb ${dataDir}…`);
      await runLogged(
        path.join(bin, 'initdb'),
        ['-D', dataDir, '-U', PG_USER, '--auth=trust', '--encoding=UTF8', '--locale=C'],
        { cwd: dataDir, logPath: logFile('postgres-initdb'), env, ...(user ? { user } : {}) },
      );
    },
    start: async () =>
      spawnDetached(
        path.join(bin, 'postgres'),
        ['-D', dataDir, ...postgresSettings(port).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
        { cwd: dataDir, outPath: log, env, ...(user ? { user } : {}) },
      ),
  };
}
