import { describe, expect, it } from 'vitest';
import {
  FERRETDB_STORAGE,
  isFerretDbBuildInfo,
  MONGODB_STORAGE,
  storageOptionsFor,
  storeWorkaroundsSetting,
  workaroundsFor,
} from './store-workarounds';

describe('store workarounds', () => {
  it('knows FerretDB by the fields it adds to buildInfo, and MongoDB by their absence', () => {
    expect(isFerretDbBuildInfo({ version: '7.0.42', ferretdbVersion: 'v1.24.2', ok: 1 })).toBe(true);
    expect(isFerretDbBuildInfo({ version: '7.0.42', ferretdb: { version: 'v2.1.0' }, ok: 1 })).toBe(true);
    expect(
      isFerretDbBuildInfo({
        version: '7.0.14',
        gitVersion: 'ce59cfc6a3c5e5c067dca0d30697edd68d4f5188',
        ok: 1,
      }),
    ).toBe(false);
  });

  it('follows the server unless told otherwise', () => {
    expect(workaroundsFor('ferretdb', 'auto')).toBe(true);
    expect(workaroundsFor('mongodb', 'auto')).toBe(false);
    expect(workaroundsFor('ferretdb', 'off')).toBe(false);
    expect(workaroundsFor('mongodb', 'on')).toBe(true);
    expect(storeWorkaroundsSetting.parse(undefined)).toBe('auto');
    expect(() => storeWorkaroundsSetting.parse('yes')).toThrow();
  });

  it('maps on to packed payloads and group commit, off to plain documents and one command per write', () => {
    expect(storageOptionsFor(true)).toEqual(FERRETDB_STORAGE);
    expect(FERRETDB_STORAGE).toEqual({ packedPayloads: true, groupCommit: true });
    expect(storageOptionsFor(false)).toEqual(MONGODB_STORAGE);
    expect(MONGODB_STORAGE).toEqual({ packedPayloads: false, groupCommit: false });
  });
});
