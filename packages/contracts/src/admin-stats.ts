import { z } from 'zod';
import { attemptStats } from './attempts';

const dependency = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });

/** Internal: GET /internal/stats on the auth service. */
export const userStats = z.object({ total: z.number().int(), active30d: z.number().int() });
export type UserStats = z.infer<typeof userStats>;

/** GET /api/admin/stats: the admin stat cards and Settings tab, all from real data. */
export const adminStats = z.object({
  tests: z.object({ total: z.number().int(), byType: z.record(z.string(), z.number().int()) }),
  questions: z.object({ total: z.number().int(), bySection: z.record(z.string(), z.number().int()) }),
  /** From the auth service; null while it cannot be reached. */
  users: userStats.nullable(),
  /** From the attempts service; null until it exists or while it cannot be reached. */
  attempts: attemptStats.nullable(),
  storage: z.object({
    totalBytes: z.number(),
    collections: z.array(z.object({ name: z.string(), documents: z.number().int(), bytes: z.number() })),
  }),
  health: z.record(z.string(), dependency),
  importQueue: z.object({ waiting: z.number().int(), active: z.number().int(), failed: z.number().int() }),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStats>;
