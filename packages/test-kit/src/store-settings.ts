import { FERRETDB_STORAGE, MONGODB_STORAGE, type StorageOptions } from '@ssc/service-kit';

/**
 * Both settings of the document store's workarounds (service-kit store-workarounds.ts), for
 * `describe.each`: the store tests run against the embedded FerretDB with the workarounds on, as
 * a FerretDB deployment runs, and off, as a MongoDB deployment runs. Injected, never by env.
 */
export const STORE_SETTINGS: readonly { label: string; workarounds: boolean; storage: StorageOptions }[] = [
  { label: 'workarounds on (as on FerretDB)', workarounds: true, storage: FERRETDB_STORAGE },
  { label: 'workarounds off (as on MongoDB)', workarounds: false, storage: MONGODB_STORAGE },
];

/** Whether a stored payload is packed (one binary field) rather than a plain sub-document. */
export const isPacked = (value: unknown): boolean =>
  (value as { _bsontype?: string } | null)?._bsontype === 'Binary';
