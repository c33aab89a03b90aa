import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBulkBatcher } from './bulk-batcher';
import { isDuplicateKeyError } from './duplicate-key';
import { connectMongo } from './mongo';

let connection: Connection;
beforeAll(async () => {
  connection = await connectMongo(testInfra().mongoUrl, uniqueName('bulk_batcher'));
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describe('bulk batcher (group commit)', () => {
  it('writes concurrent operations in batches and rejects only the duplicates', async () => {
    const col = connection.collection<{ _id: string; n: number }>('docs');
    await col.insertOne({ _id: 'taken-1', n: -1 });
    const batcher = createBulkBatcher(col, 16);
    const ids = [...Array.from({ length: 60 }, (_, i) => `d${i}`), 'taken-1', 'd7'];
    const outcomes = await Promise.allSettled(
      ids.map((_id, n) => batcher.write({ insertOne: { document: { _id, n } } })),
    );

    const rejected = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [ids[i]] : []));
    expect(rejected).toEqual(['taken-1', 'd7']);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(isDuplicateKeyError(o.reason), String(o.reason)).toBe(true);
    expect(await col.countDocuments({})).toBe(61);
    expect((await col.findOne({ _id: 'd7' }))?.n).toBe(7);
  });

  it("keeps updates of existing documents under FerretDB's per-command limit: 300 at once all land", async () => {
    // FerretDB 1.24 holds a connection per matched statement until the command ends; an update
    // command matching 100+ documents waits for itself forever (see MAX_UPDATE_BATCH).
    const col = connection.collection<{ _id: string; n: number }>('many');
    await col.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: `u${i}`, n: 0 })));
    const batcher = createBulkBatcher(col);
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        batcher.write({ replaceOne: { filter: { _id: `u${i}` }, replacement: { n: i }, upsert: true } }),
      ),
    );
    expect(await col.countDocuments({ n: { $gt: 0 } })).toBe(299);
  });

  it('mixes replacements and updates of different documents in one round trip', async () => {
    const col = connection.collection<{ _id: string; v?: number; tags?: Record<string, number> }>('mixed');
    const batcher = createBulkBatcher(col);
    await Promise.all([
      batcher.write({ replaceOne: { filter: { _id: 'a' }, replacement: { v: 1 }, upsert: true } }),
      batcher.write({ updateOne: { filter: { _id: 'b' }, update: { $set: { 'tags.x': 1 } }, upsert: true } }),
      batcher.write({ updateOne: { filter: { _id: 'b' }, update: { $set: { 'tags.y': 2 } }, upsert: true } }),
    ]);
    expect(await col.findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 1 });
    expect((await col.findOne({ _id: 'b' }))?.tags).toEqual({ x: 1, y: 2 });
  });
});
