import { connectMongo, isDuplicateKeyError } from '@ssc/service-kit';
import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInsertBatcher } from './insert-batcher';

let connection: Connection;
beforeAll(async () => {
  connection = await connectMongo(testInfra().mongoUrl, uniqueName('attempts_batcher'));
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describe('insert batcher (group commit)', () => {
  it('inserts concurrent documents in batches and rejects only the duplicates', async () => {
    const col = connection.collection<{ _id: string; n: number }>('docs');
    await col.insertOne({ _id: 'taken-1', n: -1 });
    const batcher = createInsertBatcher(col, 16);
    const ids = [...Array.from({ length: 60 }, (_, i) => `d${i}`), 'taken-1', 'd7'];
    const outcomes = await Promise.allSettled(ids.map((_id, n) => batcher.insert({ _id, n })));

    const rejected = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [ids[i]] : []));
    expect(rejected).toEqual(['taken-1', 'd7']);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(isDuplicateKeyError(o.reason), String(o.reason)).toBe(true);
    expect(await col.countDocuments({})).toBe(61);
    expect((await col.findOne({ _id: 'd7' }))?.n).toBe(7);
  });
});
