import { z } from 'zod';

/**
 * Versioned envelope carried on every Kafka topic. Consumers are idempotent by `id`.
 * A breaking change to `data` is a new `version`, never an edit.
 */
export const eventEnvelope = <T extends z.ZodTypeAny>(type: string, version: number, data: T) =>
  z.object({
    id: z.string().min(1),
    type: z.literal(type),
    version: z.literal(version),
    occurredAt: z.iso.datetime(),
    key: z.string().min(1),
    data,
  });

export const anyEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  key: z.string().min(1),
  data: z.unknown(),
});
export type AnyEnvelope = z.infer<typeof anyEnvelope>;

export const TOPICS = {
  /** Tests and questions; key = test or question id. Carries answers: internal only. */
  catalog: 'catalog.v1',
  /** Every event of every attempt stream, in stream order; key = attempt id (see attempt-events.ts). */
  attempts: 'attempts.v1',
  /**
   * The attempt events other services act on (ATTEMPT_LIFECYCLE_EVENT_TYPES: started, submitted
   * or closed); key = attempt id. The same envelopes are on `attempts` too.
   */
  attemptLifecycle: 'attempts.lifecycle.v1',
  /** Scored attempts; key = attempt id (see results.ts). */
  results: 'results.v1',
} as const;

/**
 * The topics of one deployment: `prefix` + each name. Stacks that share a broker (the dev stack,
 * e2e runs, benchmarks) use their own prefix, so none reads another's events.
 */
export const topicsFor = (prefix = ''): Record<keyof typeof TOPICS, string> => ({
  catalog: `${prefix}${TOPICS.catalog}`,
  attempts: `${prefix}${TOPICS.attempts}`,
  attemptLifecycle: `${prefix}${TOPICS.attemptLifecycle}`,
  results: `${prefix}${TOPICS.results}`,
});

export const CATALOG_EVENT_TYPES = [
  'TestCreated',
  'TestUpdated',
  'TestDeleted',
  'QuestionCreated',
  'QuestionUpdated',
  'QuestionDeleted',
] as const;
export type CatalogEventType = (typeof CATALOG_EVENT_TYPES)[number];
