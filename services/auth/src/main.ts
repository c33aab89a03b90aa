import { connectRedis, openServiceProcess, serveUntilStopped } from '@ssc/service-kit';
import { Redis } from 'ioredis';
import { createAuthApp } from './app';
import { ensureAuthIndexes } from './auth-indexes';
import { loadAuthConfig } from './config';
import { createMailQueue, queueMailer } from './mail-queue';
import { createMailWorker } from './mail-worker';
import { sessionModel } from './session-model';

const config = loadAuthConfig();
const { logger, connection } = await openServiceProcess('auth', config, ensureAuthIndexes);
// Session-state cache only: fail fast rather than queue, sign-ins never wait on Redis.
const redis = new Redis(config.REDIS_URL, {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  connectionName: 'auth',
});
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));

// Mail is queued by the routes (on the fail-fast connection: a request never waits for Redis to
// come back) and sent by a worker in this process on a blocking connection of its own.
const mailQueue = createMailQueue(config, redis);
const mailRedis = connectRedis(config.REDIS_URL, 'auth-mail');
const mailWorker = createMailWorker({ redis: mailRedis, config, logger });

const app = createAuthApp({ connection, redis, config, logger, mailer: queueMailer(mailQueue) });

// Sessions past their end are refused when read; this only keeps the collection small.
const SWEEP_MS = 3_600_000;
const sweep = setInterval(() => {
  sessionModel(connection)
    .deleteMany({ expiresAt: { $lte: new Date() } })
    .then((r) => r.deletedCount > 0 && logger.info({ removed: r.deletedCount }, 'expired sessions removed'))
    .catch((err: unknown) => logger.warn({ err: String(err) }, 'session sweep failed'));
}, SWEEP_MS);
sweep.unref();

serveUntilStopped(app, {
  name: 'auth',
  config,
  logger,
  closers: [
    () => mailWorker.close(),
    () => mailQueue.close(),
    () => connection.close(),
    async () => void mailRedis.quit(),
    async () => void redis.quit(),
  ],
});
