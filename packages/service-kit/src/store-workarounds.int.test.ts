import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo } from './mongo';
import { detectDocumentServer, storeProfile } from './store-workarounds';

let connection: Connection;
beforeAll(async () => {
  connection = await connectMongo(testInfra().mongoUrl, uniqueName('store_workarounds'));
});
afterAll(() => connection.close());

// The embedded store is FerretDB: what every int test's harness detects when nothing is injected.
describe('the document server, asked at connect time', () => {
  it('is FerretDB here, and gets the workarounds unless overridden', async () => {
    expect(await detectDocumentServer(connection)).toBe('ferretdb');
    expect(await storeProfile(connection, 'auto')).toEqual({
      server: 'ferretdb',
      workarounds: true,
      storage: { packedPayloads: true, groupCommit: true },
    });
    expect(await storeProfile(connection, 'off')).toMatchObject({ server: 'ferretdb', workarounds: false });
  });
});
