import { describe, expect, it } from 'vitest';
import {
  isClusterId,
  kafkaClusterNodeProps,
  kafkaLog4jProps,
  kafkaServerProps,
  minInsyncReplicas,
  newClusterId,
  renderProperties,
} from './kafka-config';

const input = { host: '127.0.0.1', port: 19092, controllerPort: 19093, dataDir: '/tmp/k data' };

describe('kafkaServerProps', () => {
  const props = kafkaServerProps(input);

  it('renders a KRaft single node on the given ports', () => {
    expect(props['process.roles']).toBe('broker,controller');
    expect(props['node.id']).toBe(1);
    expect(props['controller.quorum.voters']).toBe('1@127.0.0.1:19093');
    expect(props.listeners).toBe('PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093');
    expect(props['advertised.listeners']).toBe('PLAINTEXT://127.0.0.1:19092');
    expect(props['controller.listener.names']).toBe('CONTROLLER');
    expect(props['log.dirs']).toBe('/tmp/k data');
  });

  it('sets every replication setting to 1 for a single broker', () => {
    expect(props['offsets.topic.replication.factor']).toBe(1);
    expect(props['transaction.state.log.replication.factor']).toBe(1);
    expect(props['transaction.state.log.min.isr']).toBe(1);
    expect(props['group.initial.rebalance.delay.ms']).toBe(0);
    expect(props['num.partitions']).toBe(3);
    expect(props['auto.create.topics.enable']).toBe(true);
  });
});

describe('kafkaClusterNodeProps', () => {
  const cluster = {
    host: '127.0.0.1',
    ports: [29092, 29093, 29094],
    controllerPorts: [29192, 29193, 29194],
    dataDir: '/tmp/node-2',
  };
  const props = kafkaClusterNodeProps({ ...cluster, nodeId: 2 });

  it('makes each node a voter of one quorum, on its own ports', () => {
    expect(props['process.roles']).toBe('broker,controller');
    expect(props['node.id']).toBe(2);
    expect(props['controller.quorum.voters']).toBe('1@127.0.0.1:29192,2@127.0.0.1:29193,3@127.0.0.1:29194');
    expect(props.listeners).toBe('PLAINTEXT://127.0.0.1:29093,CONTROLLER://127.0.0.1:29193');
    expect(props['advertised.listeners']).toBe('PLAINTEXT://127.0.0.1:29093');
    expect(props['log.dirs']).toBe('/tmp/node-2');
  });

  it('replicates every topic to all three and needs two in sync for a write', () => {
    expect(props['default.replication.factor']).toBe(3);
    expect(props['min.insync.replicas']).toBe(2);
    expect(props['offsets.topic.replication.factor']).toBe(3);
    expect(props['transaction.state.log.replication.factor']).toBe(3);
    expect(props['transaction.state.log.min.isr']).toBe(2);
    expect(props['unclean.leader.election.enable']).toBe(false);
  });

  it('refuses a node outside the cluster', () => {
    expect(() => kafkaClusterNodeProps({ ...cluster, nodeId: 4 })).toThrow(/no port/);
    expect(() => kafkaClusterNodeProps({ ...cluster, controllerPorts: [1, 2], nodeId: 1 })).toThrow();
  });

  it('takes a majority as the in-sync minimum', () => {
    expect([1, 2, 3, 5].map(minInsyncReplicas)).toEqual([1, 2, 2, 3]);
  });
});

describe('renderProperties', () => {
  it('writes key=value lines with a comment header', () => {
    const text = renderProperties({ a: 1, 'b.c': true, d: 'x y' }, 'hello\nworld');
    expect(text).toBe('# hello\n# world\na=1\nb.c=true\nd=x y\n');
  });

  it('escapes backslashes, newlines, leading blanks and key separators', () => {
    const text = renderProperties({ 'k:=1': 'C:\\dir\nnext', lead: ' x' });
    expect(text).toBe('k\\:\\=1=C:\\\\dir\\nnext\nlead=\\ x\n');
  });

  it('points log4j at the given file', () => {
    const text = renderProperties(kafkaLog4jProps('/logs/kafka.log'));
    expect(text).toContain('log4j.appender.file.File=/logs/kafka.log\n');
    expect(text).toContain('log4j.rootLogger=INFO, file\n');
  });
});

describe('newClusterId', () => {
  it('is a 22-char base64url uuid', () => {
    for (let i = 0; i < 50; i++) expect(isClusterId(newClusterId())).toBe(true);
  });

  it('never starts with a dash', () => {
    const draws = [Buffer.from([0xfb, ...Array(15).fill(1)]), Buffer.from(Array(16).fill(7))];
    const id = newClusterId(() => draws.shift() ?? Buffer.alloc(16, 9));
    expect(id.startsWith('-')).toBe(false);
    expect(id).toBe(Buffer.from(Array(16).fill(7)).toString('base64url'));
  });

  it('rejects malformed ids', () => {
    expect(isClusterId('short')).toBe(false);
    expect(isClusterId('-AAAAAAAAAAAAAAAAAAAAA')).toBe(false);
  });
});
