import { ensureInfra } from '@ssc/infra';
import type { TestInfra } from '@ssc/test-kit';
import type { TestProject } from 'vitest/node';

/**
 * Integration tests talk to real servers. This starts them (or reuses running ones) and
 * hands their addresses to every test file; each test isolates itself by database, topic,
 * queue prefix and consumer group.
 */
export default async function setup(project: TestProject): Promise<void> {
  const infra = await ensureInfra({ log: (line) => console.warn(`[infra] ${line}`) });
  const provided: TestInfra = {
    mongoUrl: infra.mongoUrl,
    kafkaBrokers: infra.kafkaBrokers,
    redisUrl: infra.redisUrl,
    smtpUrl: infra.smtpUrl,
    mailpitUrl: infra.mailpitUrl,
  };
  project.provide('infra', provided);
}
