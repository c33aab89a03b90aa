import type { Server } from 'node:http';
import type { Logger } from './logger';

export type Closer = () => Promise<unknown>;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish,
 * then close dependencies in order. A hard deadline prevents hanging forever.
 */
export function gracefulShutdown(opts: {
  logger: Logger;
  server?: Server;
  closers: Closer[];
  timeoutMs?: number;
}): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      opts.logger.info('shutting down');
      const deadline = setTimeout(() => {
        opts.logger.error('shutdown timed out; exiting');
        process.exit(1);
      }, opts.timeoutMs ?? 10_000);
      deadline.unref();
      if (opts.server) {
        const server = opts.server;
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections?.();
      }
      for (const close of opts.closers) {
        await close().catch((err) => opts.logger.warn({ err }, 'error while closing'));
      }
      opts.logger.info('stopped');
    })();
    return stopping;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
  return stop;
}
