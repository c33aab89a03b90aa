import './express-augment';

export * from './access-log';
export * from './config';
export * from './errors';
export * from './event-bus';
export * from './health';
export * from './identity';
export { privateKeyOf, publicKeyOf, secretKeyOf } from './key-objects';
export * from './listen';
export * from './logger';
export * from './mongo';
export { type OutboxRelay, publishByTopic, startRelayLoop } from './outbox-relay';
export * from './redis';
export * from './request-id';
export * from './service-app';
export * from './shutdown';
export * from './validate';
