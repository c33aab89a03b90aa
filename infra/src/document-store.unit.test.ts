import { describe, expect, it } from 'vitest';
import { documentStore } from './document-store';
import { ferretdbArgs } from './ferretdb';
import { postgresSettings } from './postgres';

describe('SSC_DOCUMENT_STORE', () => {
  it('defaults to sqlite and takes the PostgreSQL spellings', () => {
    expect(documentStore(undefined)).toBe('sqlite');
    expect(documentStore('')).toBe('sqlite');
    expect(documentStore('SQLite')).toBe('sqlite');
    for (const v of ['postgresql', 'postgres', 'pg']) expect(documentStore(v)).toBe('postgresql');
    expect(() => documentStore('mongodb')).toThrow(/not one of sqlite, postgresql/);
  });

  it("starts FerretDB on the chosen backend (PostgreSQL's URL carries the pool size)", () => {
    const opts = { port: 27018, dataDir: '/tmp/fd', pgPort: 25432 };
    expect(ferretdbArgs('sqlite', opts)).toEqual(
      expect.arrayContaining([
        '-handler',
        'sqlite',
        '-data-dir',
        '/tmp/fd',
        '-listen-addr',
        '127.0.0.1:27018',
      ]),
    );
    const pg = ferretdbArgs('postgresql', opts);
    expect(pg).toEqual(expect.arrayContaining(['-handler', 'postgresql']));
    expect(pg[pg.indexOf('-postgresql-url') + 1]).toBe(
      'postgres://ssc@127.0.0.1:25432/ferretdb?pool_max_conns=100',
    );
    expect(pg).not.toContain('-data-dir');
  });

  it('runs PostgreSQL on TCP only, on its own port, with room for the pool', () => {
    const settings = Object.fromEntries(postgresSettings(25432));
    expect(settings).toMatchObject({
      listen_addresses: '127.0.0.1',
      port: '25432',
      unix_socket_directories: '',
    });
    expect(Number(settings.max_connections)).toBeGreaterThan(100);
  });
});
