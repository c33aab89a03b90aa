import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo (infra/src/ -> ../..). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Directory of the infra workspace (holds kafka/pom.xml). */
export const infraRoot = fileURLToPath(new URL('../', import.meta.url));

/** Cache folder for provisioned servers, data and logs (git-ignored). */
export function cacheDir(): string {
  const override = process.env.SSC_INFRA_DIR;
  return override ? path.resolve(override) : path.join(repoRoot, '.local', 'infra');
}

export function cachePath(...parts: string[]): string {
  return path.join(cacheDir(), ...parts);
}

export const logsDir = (): string => cachePath('logs');
export const runDir = (): string => cachePath('run');
export const logFile = (name: string): string => path.join(logsDir(), `${name}.log`);
export const pidFile = (name: string): string => path.join(runDir(), `${name}.pid`);

export const HOST = '127.0.0.1';

function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name}=${raw} is not a valid TCP port`);
  }
  return port;
}

export interface Ports {
  redis: number;
  mongo: number;
  kafka: number;
  kafkaController: number;
  /** PostgreSQL under FerretDB when SSC_DOCUMENT_STORE=postgresql. */
  postgres: number;
  /** Mailpit's SMTP (where services send mail) and HTTP API (where tests read it). */
  mailpitSmtp: number;
  mailpitHttp: number;
}

export function ports(): Ports {
  return {
    redis: envPort('REDIS_PORT', 6379),
    mongo: envPort('MONGO_PORT', 27017),
    kafka: envPort('KAFKA_PORT', 9092),
    kafkaController: envPort('KAFKA_CONTROLLER_PORT', 9093),
    postgres: envPort('POSTGRES_PORT', 25432),
    mailpitSmtp: envPort('MAILPIT_SMTP_PORT', 1025),
    mailpitHttp: envPort('MAILPIT_HTTP_PORT', 8025),
  };
}
