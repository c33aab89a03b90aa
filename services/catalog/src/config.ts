import { baseConfig, loadConfig } from '@ssc/service-kit';
import { z } from 'zod';

export const catalogConfigSchema = baseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4002),
  MONGO_DB: z.string().min(1).default('ssc_catalog'),
  /** Prefix of BullMQ queue names, so test runs and deployments never share queues. */
  QUEUE_PREFIX: z.string().min(1).default('ssc'),
  AUTH_URL: z.string().url().default('http://127.0.0.1:4001'),
  ATTEMPTS_URL: z.string().url().default('http://127.0.0.1:4003'),
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /**
   * How often each instance rebuilds its in-memory question index from the database, as a
   * safety net behind the catalog events that keep it current (see questions/question-index-sync.ts).
   */
  /**
   * Where the admin question list, counts and totals come from: `memory`, the per-instance index
   * that works around FerretDB's full scans, or `database` (what it would be on MongoDB). See
   * questions/question-listing.ts.
   */
  QUESTION_LISTING: z.enum(['memory', 'database']).default('memory'),
  QUESTION_INDEX_RESYNC_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(catalogConfigSchema, env);
