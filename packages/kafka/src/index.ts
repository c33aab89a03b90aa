/**
 * The one place that knows the Kafka client (@platformatic/kafka; why this one: docs/architecture.md
 * "Kafka client"). Services reach it through service-kit's event bus; infra, benches and scripts
 * use it directly.
 */
export { createKafkaAdmin, type KafkaAdmin, type PartitionLeader, type PartitionOffsets } from './admin';
export {
  type BatchConsumer,
  type BatchConsumerOptions,
  type IncomingMessage,
  startBatchConsumer,
} from './batch-consumer';
export { isTopicUnknown, type KafkaConnection, type KafkaLog, whileTopicUnknown } from './connection';
export { createPublisher, type OutgoingMessage, type Publisher } from './publisher';
