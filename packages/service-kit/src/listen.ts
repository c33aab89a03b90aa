import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';

/**
 * Idle keep-alive sockets live this long on the server. Callers that pool connections (the
 * gateway) must drop idle sockets sooner, or a request sent on a socket the server is closing
 * at that moment fails with ECONNRESET (Node's default here is only 5 s).
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/**
 * Listens and logs once really listening. Express 5 also calls the listen callback with an
 * error (a taken port), so "listening" is logged only without one, and a listen error is fatal.
 */
export function listen(
  app: Express,
  opts: { port: number; host: string; logger: Logger; name: string },
): Server {
  const server = app.listen(opts.port, opts.host, (err?: Error) => {
    if (!err) opts.logger.info({ host: opts.host, port: opts.port }, `${opts.name} listening`);
  });
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
  server.on('error', (err) => {
    opts.logger.fatal({ err }, `${opts.name} failed to listen on ${opts.host}:${opts.port}`);
    process.exit(1);
  });
  return server;
}
