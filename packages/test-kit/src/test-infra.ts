import { inject } from 'vitest';

export type TestInfra = {
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
  /** Mailpit: SMTP that keeps what it is sent, and the HTTP API that shows it. */
  smtpUrl: string;
  mailpitUrl: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    infra: TestInfra;
  }
}

/** Addresses of the real servers started by the integration project's global setup. */
export function testInfra(): TestInfra {
  return inject('infra');
}
