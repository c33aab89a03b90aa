import type { Connection } from 'mongoose';
import { importFileModel } from './import/import-file-model';
import { testModel } from './mock-tests/test-model';
import { outboxModel } from './outbox/outbox';
import { questionModel } from './questions/question-model';
import { imageModel } from './uploads/image-model';

type Collection = { createCollection(): Promise<unknown>; createIndexes(): Promise<unknown> };

/**
 * Creates the collections and indexes before the service takes traffic. The unique
 * contentHash index is what makes duplicate questions impossible (form, import or seed), so
 * it must exist before the first insert rather than whenever a background build gets to it.
 * The other indexes serve MongoDB in production; FerretDB 1.24 keeps them but runs every
 * query other than a lone `_id` equality as a scan (the in-memory question index covers that).
 * Idempotent; safe on every boot.
 */
export async function ensureCatalogIndexes(connection: Connection): Promise<void> {
  const collections: Collection[] = [
    questionModel(connection),
    testModel(connection),
    outboxModel(connection),
    imageModel(connection),
    importFileModel(connection),
  ];
  for (const collection of collections) {
    await collection.createCollection().catch((err: unknown) => {
      if ((err as { codeName?: string }).codeName !== 'NamespaceExists') throw err;
    });
    await collection.createIndexes();
  }
}
