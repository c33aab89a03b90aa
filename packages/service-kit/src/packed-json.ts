import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { mongo } from 'mongoose';

/**
 * A JSON value stored as one deflated binary field. FerretDB (the dev and CI database) encodes
 * and decodes every field of every sub-document on its single write thread: an AttemptSubmitted
 * event with a 100-question sheet cost about 4 ms to insert and 6 ms to scan as sub-documents,
 * well under 1 ms packed (bench/submit-burst.ts, docs/attempts.md). For values nothing queries
 * inside; the fields that are queried or sorted on stay fields of their own.
 */
export type Packed<T> = mongo.Binary & { readonly __packedJson?: T };

export function packJson<T>(value: T): Packed<T> {
  return new mongo.Binary(deflateRawSync(JSON.stringify(value))) as Packed<T>;
}

const isBinary = (value: unknown): value is mongo.Binary =>
  typeof value === 'object' && value !== null && (value as { _bsontype?: unknown })._bsontype === 'Binary';

/** A value as stored: packed, or the plain value (written with packing off, or before it). */
export type Stored<T> = Packed<T> | T;

/** Packs when `packedPayloads` is on (store-workarounds.ts), else stores the value as it is. */
export const payloadEncoder =
  (options: { packedPayloads: boolean }) =>
  <T>(value: T): Stored<T> =>
    options.packedPayloads ? packJson(value) : value;

export type PayloadEncoder = ReturnType<typeof payloadEncoder>;

/** The packed value; a plain value (stored before it was packed) is returned as it is. */
export function unpackJson<T>(stored: Packed<T> | T): T {
  if (!isBinary(stored)) return stored as T;
  return JSON.parse(inflateRawSync(stored.buffer.subarray(0, stored.position)).toString('utf8')) as T;
}
