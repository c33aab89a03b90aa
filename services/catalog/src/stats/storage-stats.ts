import type { AdminStats } from '@ssc/contracts';
import type { Connection } from 'mongoose';

type CollectionStats = AdminStats['storage']['collections'][number];
type StatsReply = { count?: unknown; size?: unknown; totalSize?: unknown };

/**
 * Documents and bytes per collection of the catalog database, measured by the server.
 * `collStats` answers on FerretDB 1.24 (from SQLite's page counts) and on MongoDB (where it is
 * deprecated in favour of the `$collStats` stage, the fallback here). Bytes include indexes.
 */
export async function storageStats(connection: Connection): Promise<AdminStats['storage']> {
  const db = connection.db;
  if (!db) throw new Error('mongo not connected');
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  const collections = await Promise.all(
    names.map(async (name): Promise<CollectionStats> => {
      const stats = await db
        .command({ collStats: name })
        .catch(async () => {
          const [first] = await db
            .collection(name)
            .aggregate<{ storageStats?: StatsReply }>([{ $collStats: { storageStats: {} } }])
            .toArray();
          return first?.storageStats ?? {};
        })
        .then((reply) => reply as StatsReply);
      return {
        name,
        documents: Math.trunc(numberOr0(stats.count)),
        bytes: numberOr0(stats.totalSize ?? stats.size),
      };
    }),
  );
  return { totalBytes: collections.reduce((sum, c) => sum + c.bytes, 0), collections };
}

const numberOr0 = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v ?? 0) || 0);
