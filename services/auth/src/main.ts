import { connectMongo, createLogger, gracefulShutdown } from '@ssc/service-kit';
import { createAuthApp } from './app';
import { ensureAuthIndexes } from './auth-indexes';
import { loadAuthConfig } from './config';

const config = loadAuthConfig();
const logger = createLogger('auth', config.LOG_LEVEL);

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
await ensureAuthIndexes(connection);

const app = createAuthApp({ connection, config, logger });
const server = app.listen(config.PORT, config.HOST, () => {
  logger.info({ host: config.HOST, port: config.PORT, db: config.MONGO_DB }, 'auth listening');
});
server.on('error', (err) => {
  logger.fatal({ err }, 'auth failed to listen');
  process.exit(1);
});

gracefulShutdown({ logger, server, closers: [() => connection.close()] });
