import { randomBytes } from 'node:crypto';
import { testInfra } from './test-infra';
import { uniqueName } from './unique-name';

/** The environment every service's config reads, as a harness passes it to `loadXConfig`. */
export type ServiceTestEnv = {
  INTERNAL_SECRET: string;
  MONGO_URL: string;
  MONGO_DB: string;
  REDIS_URL: string;
  KAFKA_BROKERS: string;
  QUEUE_PREFIX: string;
  LOG_LEVEL: 'silent';
};

/**
 * A service's environment on the int project's real servers, isolated by a database and queue
 * prefix of its own. `sameDataAs` (another harness's env) makes a second instance of the same
 * service: same secret, database and queue prefix.
 */
export function serviceTestEnv(dbPrefix: string, sameDataAs?: ServiceTestEnv): ServiceTestEnv {
  const { mongoUrl, redisUrl, kafkaBrokers } = testInfra();
  return {
    INTERNAL_SECRET: sameDataAs?.INTERNAL_SECRET ?? randomBytes(32).toString('hex'),
    MONGO_URL: mongoUrl,
    MONGO_DB: sameDataAs?.MONGO_DB ?? uniqueName(dbPrefix),
    REDIS_URL: redisUrl,
    KAFKA_BROKERS: kafkaBrokers.join(','),
    QUEUE_PREFIX: sameDataAs?.QUEUE_PREFIX ?? uniqueName('ssc_test'),
    LOG_LEVEL: 'silent',
  };
}
