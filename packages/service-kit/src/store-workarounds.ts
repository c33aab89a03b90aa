import type { Connection } from 'mongoose';
import { z } from 'zod';

/**
 * The document store's workarounds follow the server a service is connected to. Development and
 * CI run FerretDB 1.24, which runs one write at a time, encodes every field of every
 * sub-document on that one thread, and uses an index only for a lone `_id` equality. A
 * deployment runs MongoDB, where the same workarounds cost more than they save and leave the
 * data unreadable in the shell. So each service asks the server at boot (docs/architecture.md,
 * "Document store"):
 *
 * - `packedPayloads`: values nothing queries inside (event data, snapshots, a result's body)
 *   are stored as one deflated binary field (packed-json.ts), not as sub-documents.
 * - `groupCommit`: concurrent single-document writes share one command per collection
 *   (bulk-batcher.ts), rather than one command each.
 * - the catalog's admin question list answers from an in-memory index rather than the queries.
 *
 * Readers take both forms of a payload, so a database written with one setting stays readable
 * under the other (a deployment can move from FerretDB to MongoDB, or switch the override).
 */
export type StorageOptions = { packedPayloads: boolean; groupCommit: boolean };

export const FERRETDB_STORAGE: StorageOptions = { packedPayloads: true, groupCommit: true };
export const MONGODB_STORAGE: StorageOptions = { packedPayloads: false, groupCommit: false };

export const storageOptionsFor = (workarounds: boolean): StorageOptions =>
  workarounds ? FERRETDB_STORAGE : MONGODB_STORAGE;

/**
 * STORE_WORKAROUNDS: `auto` (default) switches the workarounds on exactly when the server is
 * FerretDB; `on` and `off` override what the server says (to measure one against the other).
 */
export const storeWorkaroundsSetting = z.enum(['auto', 'on', 'off']).default('auto');
export type StoreWorkaroundsSetting = z.infer<typeof storeWorkaroundsSetting>;

export type DocumentServer = 'ferretdb' | 'mongodb';

/**
 * FerretDB answers `buildInfo` as a MongoDB 7 would, plus fields of its own: `ferretdbVersion`
 * and `ferretdbFeatures` in 1.24 (the embedded store). A MongoDB server has none.
 */
export const isFerretDbBuildInfo = (info: Record<string, unknown>): boolean =>
  Object.keys(info).some((field) => field.toLowerCase().startsWith('ferretdb'));

export async function detectDocumentServer(connection: Connection): Promise<DocumentServer> {
  const db = connection.db;
  if (!db) throw new Error('mongo not connected');
  const info = await db.admin().command({ buildInfo: 1 });
  return isFerretDbBuildInfo(info) ? 'ferretdb' : 'mongodb';
}

export const workaroundsFor = (server: DocumentServer, setting: StoreWorkaroundsSetting): boolean =>
  setting === 'auto' ? server === 'ferretdb' : setting === 'on';

/** What a service logs at boot and builds its store from. */
export type StoreProfile = { server: DocumentServer; workarounds: boolean; storage: StorageOptions };

export async function storeProfile(
  connection: Connection,
  setting: StoreWorkaroundsSetting,
): Promise<StoreProfile> {
  const server = await detectDocumentServer(connection);
  const workarounds = workaroundsFor(server, setting);
  return { server, workarounds, storage: storageOptionsFor(workarounds) };
}
