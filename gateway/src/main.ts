import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createLogger,
  createMetrics,
  gracefulShutdown,
  listen,
  metricsListener,
  pingRedis,
} from '@ssc/service-kit';
import { Redis } from 'ioredis';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
// Fail fast instead of queueing: the rate limiter fails open when Redis is unreachable.
const redis = new Redis(config.REDIS_URL, {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  connectionName: 'gateway',
});
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));

const metrics = createMetrics('gateway');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const app = createGatewayApp({
  config: { ...config, WEB_ROOT: config.WEB_ROOT ?? repoRoot },
  logger,
  redis,
  health: { redis: () => pingRedis(redis) },
  metrics,
});
const server = listen(app, { port: config.PORT, host: config.HOST, logger, name: 'gateway' });
// Never on the public port: a listener of its own, on loopback unless METRICS_HOST says otherwise.
const closeMetrics = metricsListener(metrics, config, logger);
gracefulShutdown({ logger, server, closers: [closeMetrics, async () => redis.quit()] });
