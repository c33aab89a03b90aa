import { randomBytes } from 'node:crypto';

/** Pure rendering of the KRaft broker configurations, single node and cluster (unit-tested). */

export const KAFKA_VERSION = '3.9.1';

export interface KafkaConfigInput {
  host: string;
  port: number;
  controllerPort: number;
  dataDir: string;
}

export type Props = Record<string, string | number | boolean>;

export function kafkaServerProps(c: KafkaConfigInput): Props {
  return {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@${c.host}:${c.controllerPort}`,
    listeners: `PLAINTEXT://${c.host}:${c.port},CONTROLLER://${c.host}:${c.controllerPort}`,
    'advertised.listeners': `PLAINTEXT://${c.host}:${c.port}`,
    'listener.security.protocol.map': 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    'inter.broker.listener.name': 'PLAINTEXT',
    'controller.listener.names': 'CONTROLLER',
    'log.dirs': c.dataDir,
    'num.partitions': 3,
    'auto.create.topics.enable': true,
    'offsets.topic.replication.factor': 1,
    'offsets.topic.num.partitions': 10,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    'transaction.state.log.num.partitions': 10,
    'group.initial.rebalance.delay.ms': 0,
    'log.retention.hours': 168,
  };
}

export interface KafkaClusterNodeInput {
  host: string;
  /** 1-based: node `n` listens on `ports[n - 1]` and `controllerPorts[n - 1]`. */
  nodeId: number;
  ports: readonly number[];
  controllerPorts: readonly number[];
  dataDir: string;
}

/** The majority of `replicas`: with 3, a write is acknowledged once 2 copies hold it. */
export const minInsyncReplicas = (replicas: number): number => Math.floor(replicas / 2) + 1;

/**
 * One node of a KRaft cluster of combined broker+controller nodes (every node votes). Every
 * topic, the internal ones included, is replicated to every node and needs a majority in sync
 * to take a write (`acks=-1`), so one node can be stopped without losing an acknowledged event.
 */
export function kafkaClusterNodeProps(c: KafkaClusterNodeInput): Props {
  const port = c.ports[c.nodeId - 1];
  const controllerPort = c.controllerPorts[c.nodeId - 1];
  if (port === undefined || controllerPort === undefined || c.ports.length !== c.controllerPorts.length) {
    throw new Error(`node ${c.nodeId} has no port in a cluster of ${c.ports.length}`);
  }
  const replicas = c.ports.length;
  const minIsr = minInsyncReplicas(replicas);
  return {
    ...kafkaServerProps({ host: c.host, port, controllerPort, dataDir: c.dataDir }),
    'node.id': c.nodeId,
    'controller.quorum.voters': c.controllerPorts.map((p, i) => `${i + 1}@${c.host}:${p}`).join(','),
    'default.replication.factor': replicas,
    'min.insync.replicas': minIsr,
    'offsets.topic.replication.factor': replicas,
    'transaction.state.log.replication.factor': replicas,
    'transaction.state.log.min.isr': minIsr,
    'unclean.leader.election.enable': false,
  };
}

export function kafkaLog4jProps(logPath: string): Props {
  return {
    'log4j.rootLogger': 'INFO, file',
    'log4j.appender.file': 'org.apache.log4j.FileAppender',
    'log4j.appender.file.File': logPath,
    'log4j.appender.file.Append': true,
    'log4j.appender.file.layout': 'org.apache.log4j.PatternLayout',
    'log4j.appender.file.layout.ConversionPattern': '[%d] %p %m (%c)%n',
    'log4j.logger.kafka.request.logger': 'WARN',
    'log4j.logger.kafka.network.RequestChannel$': 'WARN',
    'log4j.logger.state.change.logger': 'WARN',
    'log4j.logger.org.apache.kafka.metadata': 'WARN',
  };
}

/** Escape a value for a java.util.Properties file. */
function escapeValue(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r')
    .replace(/^\s/, (s) => `\\${s}`);
}

/** Escape a key for a java.util.Properties file (separators and comment chars too). */
function escapeKey(key: string): string {
  return escapeValue(key).replace(/[ =:#!]/g, (s) => `\\${s}`);
}

export function renderProperties(props: Props, header?: string): string {
  const lines = header ? header.split('\n').map((l) => `# ${l}`) : [];
  for (const [key, value] of Object.entries(props)) {
    lines.push(`${escapeKey(key)}=${escapeValue(String(value))}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A KRaft cluster id: 16 random bytes, base64url without padding (what
 * `kafka-storage random-uuid` prints). Like Kafka, never starts with '-'.
 */
export function newClusterId(random: (n: number) => Buffer = randomBytes): string {
  while (true) {
    const id = random(16).toString('base64url');
    if (!id.startsWith('-') && !/^A+$/.test(id)) return id;
  }
}

export function isClusterId(id: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/.test(id);
}
