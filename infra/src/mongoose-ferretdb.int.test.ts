import { randomUUID } from 'node:crypto';
import mongoose, { type Connection, Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureInfra } from './index';

// What the services rely on from the Mongo-wire server (FerretDB here, MongoDB in production).
const dbName = `infra_mongoose_${randomUUID().slice(0, 8)}`;
let conn: Connection;

const userSchema = new Schema({
  email: { type: String, required: true, lowercase: true, trim: true, unique: true },
  name: String,
  logins: { type: Number, default: 0 },
  version: { type: Number, default: 0 },
});

beforeAll(async () => {
  const infra = await ensureInfra({ log: (line) => console.warn(`[infra] ${line}`) });
  conn = await mongoose.createConnection(infra.mongoUrl, { dbName }).asPromise();
}, 900_000);

afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
});

describe('mongoose 9 against the Mongo-wire server', () => {
  it('enforces a unique index on a lowercased email (E11000)', async () => {
    const User = conn.model('User', userSchema);
    await User.init();
    const indexes = await User.collection.listIndexes().toArray();
    expect(indexes.find((ix) => ix.name === 'email_1')?.unique).toBe(true);

    const alice = await User.create({ email: '  Alice@Example.com ', name: 'Alice' });
    expect(alice.email).toBe('alice@example.com');
    expect((await User.findOne({ email: 'ALICE@example.com' }).lean())?.name).toBe('Alice');

    const dup = await User.create({ email: 'alice@EXAMPLE.com' }).catch((err: unknown) => err);
    expect(dup).toMatchObject({ code: 11000 });
  });

  it('upserts with findOneAndUpdate', async () => {
    const User = conn.model('User', userSchema);
    const created = await User.findOneAndUpdate(
      { email: 'bob@example.com' },
      { $set: { name: 'Bob' }, $setOnInsert: { logins: 5 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(created).toMatchObject({ email: 'bob@example.com', name: 'Bob', logins: 5 });

    const updated = await User.findOneAndUpdate(
      { email: 'bob@example.com' },
      { $inc: { logins: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(updated?.logins).toBe(6);
    expect(updated?._id.toString()).toBe(created?._id.toString());
  });

  it('keeps single-document writes atomic under concurrency', async () => {
    const User = conn.model('User', userSchema);
    const email = 'carol@example.com';
    const bumps = Array.from({ length: 20 }, () =>
      User.findOneAndUpdate({ email }, { $inc: { logins: 1 } }, { upsert: true, returnDocument: 'after' }),
    );
    await Promise.all(bumps);
    expect((await User.findOne({ email }).lean())?.logins).toBe(20);

    // Optimistic concurrency: exactly one writer may move version 0 -> 1.
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        User.updateOne({ email, version: 0 }, { $set: { version: 1, name: `writer ${i}` } }),
      ),
    );
    expect(writes.reduce((sum, r) => sum + r.modifiedCount, 0)).toBe(1);
  });

  it("lets one database's writes proceed while another database's long write runs", async () => {
    // A write that holds the store for a while: 30,000 documents in one insert command.
    const busy = conn.useDb(`${dbName}_busy`);
    const quiet = conn.useDb(`${dbName}_quiet`);
    const finished: string[] = [];
    const docs = Array.from({ length: 30_000 }, (_, i) => ({ i, pad: 'x'.repeat(100) }));
    const long = busy
      .collection('rows')
      .insertMany(docs, { ordered: false })
      .then(() => finished.push('long'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await quiet.collection('rows').insertOne({ at: new Date() });
    finished.push('short');
    await long;
    expect(finished).toEqual(['short', 'long']);
    await busy.dropDatabase();
    await quiet.dropDatabase();
  }, 120_000);
});
