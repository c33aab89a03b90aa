import { baseConfig, loadConfig, storeWorkaroundsSetting } from '@ssc/service-kit';
import { z } from 'zod';

export const attemptsConfigSchema = baseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4003),
  MONGO_DB: z.string().min(1).default('ssc_attempts'),
  /** Prefix of BullMQ queue names, so test runs and deployments never share queues. */
  QUEUE_PREFIX: z.string().min(1).default('ssc'),
  /** Where the test snapshot comes from when an attempt starts. */
  CATALOG_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** Where a start asks whether the student has compensatory time. */
  AUTH_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** Writes and a submit are still accepted this long after the deadline (network, slow phones). */
  ATTEMPT_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** Attempt states kept in memory per instance (about 15 kB each for a 100-question test). */
  ATTEMPT_CACHE_SIZE: z.coerce.number().int().min(1).max(100_000).default(5_000),
  /**
   * The stored projection is a snapshot, rewritten at start, at submission and after this many
   * events; loads fold the events after it. Rewriting it on every answer (about 20 kB at the end
   * of a 100-question test) caps FerretDB at roughly 100 answers/s.
   */
  ATTEMPT_SNAPSHOT_EVERY: z.coerce.number().int().min(1).max(1_000).default(25),
  /**
   * Packed payloads and group commit: `auto` uses them when the server is FerretDB and not on
   * MongoDB; `on`/`off` override (service-kit store-workarounds.ts).
   */
  STORE_WORKAROUNDS: storeWorkaroundsSetting,
  /**
   * Deadline jobs the worker closes in parallel. A live mock's end is thousands of closes in the
   * same second; the more run at once, the larger the store's group commits (live-mock bench:
   * 64 closed about 2.5× as many per second as 8, on the same busy box).
   */
  DEADLINE_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(64),
});
export type AttemptsConfig = z.infer<typeof attemptsConfigSchema>;

export const loadAttemptsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(attemptsConfigSchema, env);
