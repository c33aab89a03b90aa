import { connectMongo, createLogger, gracefulShutdown, listen } from '@ssc/service-kit';
import { createAuthApp } from './app';
import { ensureAuthIndexes } from './auth-indexes';
import { loadAuthConfig } from './config';

const config = loadAuthConfig();
const logger = createLogger('auth', config.LOG_LEVEL);

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
await ensureAuthIndexes(connection);

const app = createAuthApp({ connection, config, logger });
const server = listen(app, { port: config.PORT, host: config.HOST, logger, name: 'auth' });

gracefulShutdown({ logger, server, closers: [() => connection.close()] });
