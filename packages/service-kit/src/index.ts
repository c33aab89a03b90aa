import './express-augment';

export * from '@ssc/kafka';
export * from './access-log';
export { createBulkBatcher, MAX_UPDATE_BATCH } from './bulk-batcher';
export {
  type CollectionOutbox,
  collectionOutbox,
  type OutboxIntent,
  type OutboxIntentDoc,
} from './collection-outbox';
export * from './config';
export { isDuplicateKeyError } from './duplicate-key';
export * from './errors';
export * from './event-bus';
export * from './health';
export * from './identity';
export { internalGet } from './internal-get';
export { privateKeyOf, publicKeyOf, secretKeyOf } from './key-objects';
export * from './listen';
export * from './logger';
export { LruMap } from './lru-map';
export * from './metrics';
export * from './mongo';
export * from './multipart-upload';
export {
  type OutboxBatch,
  type OutboxLease,
  type OutboxRelay,
  type OutboxRow,
  type OutboxSource,
  startOutboxRelay,
} from './outbox-relay';
export {
  type Packed,
  type PayloadEncoder,
  packJson,
  payloadEncoder,
  type Stored,
  unpackJson,
} from './packed-json';
export * from './redis';
export { redisLease } from './redis-lease';
export * from './request-id';
export * from './service-app';
export * from './service-call';
export * from './service-process';
export * from './shutdown';
export * from './store-workarounds';
export * from './validate';
export * from './well-formed-text';
