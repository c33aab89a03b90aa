import mongoose, { type Connection } from 'mongoose';

/**
 * One connection per service database. Each service owns its database and never reads
 * another's. Kept within FerretDB v1's subset: no transactions, change streams, TTL or
 * text indexes, $lookup/$facet.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 20,
    autoIndex: true,
  });
  await connection.asPromise();
  return connection;
}

export async function pingMongo(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('mongo not connected');
  await db.admin().command({ ping: 1 });
}
