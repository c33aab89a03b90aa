import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopInfra } from './index';
import { pgQuery } from './pg-wire';
import { ensurePostgresDatabase, PG_USER, postgresPing, postgresServer } from './postgres';
import { ensureServer } from './server';

// A private PostgreSQL cluster of its own (cache folder and port), as FerretDB's backend gets.
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let dir: string;
let port: number;
const saved = { dir: process.env.SSC_INFRA_DIR, port: process.env.POSTGRES_PORT };

beforeAll(async () => {
  // initdb writes as the postgres user when we are root: a folder it can reach.
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssc-pg-it-'));
  rmSync(dir, { recursive: true });
  port = await freePort();
  process.env.SSC_INFRA_DIR = dir;
  process.env.POSTGRES_PORT = String(port);
}, 30_000);

afterAll(async () => {
  await stopInfra(['postgres'], { log: () => undefined });
  process.env.SSC_INFRA_DIR = saved.dir;
  process.env.POSTGRES_PORT = saved.port;
  if (saved.dir === undefined) delete process.env.SSC_INFRA_DIR;
  if (saved.port === undefined) delete process.env.POSTGRES_PORT;
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('postgres (FerretDB backend)', () => {
  it('is provisioned, started and answers a real query, and is reused on the second call', async () => {
    const lines: string[] = [];
    const first = await ensureServer(postgresServer(), (l) => lines.push(l));
    expect(first.outcome).toBe('started');
    expect(first.detail).toMatch(/^PostgreSQL \d+/);
    expect(lines.some((l) => l.includes('initdb'))).toBe(true);
    expect((await ensureServer(postgresServer(), () => undefined)).outcome).toBe('reused');
    expect(await postgresPing(port)).toBe(first.detail);
  }, 120_000);

  it("creates FerretDB's database once (a second call is a no-op)", async () => {
    await ensurePostgresDatabase(port, 'ferretdb_it');
    await ensurePostgresDatabase(port, 'ferretdb_it');
    const rows = await pgQuery({
      host: '127.0.0.1',
      port,
      user: PG_USER,
      database: 'ferretdb_it',
      sql: "SELECT current_database(), current_setting('listen_addresses')",
    });
    expect(rows).toEqual([['ferretdb_it', '127.0.0.1']]);
  });

  it('reports a refused query with its SQLSTATE', async () => {
    const err = await pgQuery({
      host: '127.0.0.1',
      port,
      user: PG_USER,
      database: 'postgres',
      sql: 'SELEC 1',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '42601' });
  });
});
