import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isClusterId, KAFKA_VERSION, newClusterId } from './kafka-config';
import { cachePath, infraRoot, logFile } from './paths';
import { requireExecutable, runLogged } from './proc';
import type { Log } from './server';

export const pomPath = (): string => path.join(infraRoot, 'kafka', 'pom.xml');
export const kafkaLibsDir = (): string => cachePath(`kafka-${KAFKA_VERSION}`, 'libs');
export const kafkaConfDir = (): string => cachePath('kafka');
export const kafkaDataDir = (): string => cachePath('kafka-data');
export const classpath = (): string => `${kafkaLibsDir()}/*`;

/** The JVM command line of one Kafka node: heap (`-Xmx`/`-Xms`, MB), log4j and log folder, server.properties. */
export function kafkaNodeArgs(opts: {
  heapMb: number;
  initialHeapMb: number;
  log4jProps: string;
  logsDir: string;
  serverProps: string;
}): string[] {
  return [
    `-Xmx${opts.heapMb}m`,
    `-Xms${opts.initialHeapMb}m`,
    '-XX:+UseG1GC',
    '-XX:MaxGCPauseMillis=20',
    '-Djava.awt.headless=true',
    `-Dlog4j.configuration=file:${opts.log4jProps}`,
    `-Dkafka.logs.dir=${opts.logsDir}`,
    '-cp',
    classpath(),
    'kafka.Kafka',
    opts.serverProps,
  ];
}

/** Jars the broker cannot start without; checked after resolving the pom. */
const REQUIRED_JARS = [
  'kafka_2.13',
  'kafka-clients',
  'kafka-metadata',
  'kafka-raft',
  'kafka-storage',
  'kafka-server-common',
  'kafka-server',
  'kafka-group-coordinator',
  'kafka-transaction-coordinator',
  'scala-library',
  'slf4j-reload4j',
  'reload4j',
];

function missingJars(dir: string): string[] {
  const jars = readdirSync(dir);
  return REQUIRED_JARS.filter(
    (name) => !jars.some((jar) => new RegExp(`^${name}-\\d[^/]*\\.jar$`).test(jar)),
  );
}

/** Resolve the broker's runtime jars with Maven (cached; re-resolved when the pom changes). */
export async function ensureKafkaJars(log: Log): Promise<void> {
  const libs = kafkaLibsDir();
  const marker = path.join(libs, '.complete');
  const pomHash = createHash('sha256').update(readFileSync(pomPath())).digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === pomHash) return;

  requireExecutable('java', 'Install a Java 17+ JRE (e.g. apt-get install -y openjdk-17-jre-headless).');
  const mvn = requireExecutable('mvn', 'Install Maven (e.g. apt-get install -y maven).');
  const t0 = Date.now();
  log(`kafka: provisioning ${KAFKA_VERSION} jars with Maven…`);
  rmSync(libs, { recursive: true, force: true });
  mkdirSync(libs, { recursive: true });
  await runLogged(
    mvn,
    [
      '-q',
      '-B',
      '-f',
      pomPath(),
      'dependency:copy-dependencies',
      `-DoutputDirectory=${libs}`,
      '-DincludeScope=runtime',
    ],
    { cwd: path.dirname(pomPath()), logPath: logFile('kafka-provision') },
  );
  const missing = missingJars(libs);
  if (missing.length) throw new Error(`kafka: jars missing after mvn: ${missing.join(', ')}`);
  writeFileSync(marker, `${pomHash}\n`);
  const count = readdirSync(libs).filter((f) => f.endsWith('.jar')).length;
  log(`kafka: ${count} jars in ${libs} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** The persisted cluster id (created on first use). */
export function clusterId(): string {
  const file = path.join(kafkaConfDir(), 'cluster-id');
  if (existsSync(file)) {
    const id = readFileSync(file, 'utf8').trim();
    if (isClusterId(id)) return id;
  }
  const id = newClusterId();
  mkdirSync(kafkaConfDir(), { recursive: true });
  writeFileSync(file, `${id}\n`);
  return id;
}

/** `StorageTool format` once; skipped when the log dir already has meta.properties. */
export async function formatStorage(serverProps: string, log: Log): Promise<void> {
  if (existsSync(path.join(kafkaDataDir(), 'meta.properties'))) return;
  const java = requireExecutable('java', 'Install a Java 17+ JRE.');
  const id = clusterId();
  log(`kafka: formatting KRaft storage (cluster id ${id})…`);
  mkdirSync(kafkaDataDir(), { recursive: true });
  await runLogged(
    java,
    ['-cp', classpath(), 'kafka.tools.StorageTool', 'format', '-t', id, '-c', serverProps],
    { cwd: kafkaConfDir(), logPath: logFile('kafka-format') },
  );
}
