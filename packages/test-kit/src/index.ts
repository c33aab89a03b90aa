import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export { type FormUpload, type MalformedForm, malformedForms } from './malformed-forms';

export type TestInfra = { mongoUrl: string; kafkaBrokers: string[]; redisUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    infra: TestInfra;
  }
}

/** Addresses of the real servers started by the integration project's global setup. */
export function testInfra(): TestInfra {
  return inject('infra');
}

/** A name no other test (or parallel run) uses: databases, topics, queues, groups. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}
export { undocumentedRoutes } from './documented-routes';
