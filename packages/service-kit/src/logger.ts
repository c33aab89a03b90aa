import { type Logger, pino } from 'pino';

export type { Logger };

/** Structured JSON logs, one line per event, with the service name on every line. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-ssc-identity"]', 'password', '*.password'],
      censor: '[redacted]',
    },
  });
}
