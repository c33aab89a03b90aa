import { baseConfig, loadConfig, storeWorkaroundsSetting } from '@ssc/service-kit';
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
   * Where the admin question list, counts and totals come from: `auto` answers from the
   * per-instance question index when the server is FerretDB (its full scans) and from the
   * queries on MongoDB; `on`/`off` override (questions/question-listing.ts, service-kit
   * store-workarounds.ts).
   */
  STORE_WORKAROUNDS: storeWorkaroundsSetting,
  /**
   * How often each instance rebuilds its in-memory question index from the database, as a
   * safety net behind the catalog events that keep it current (see questions/question-index-sync.ts).
   */
  QUESTION_INDEX_RESYNC_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(catalogConfigSchema, env);
