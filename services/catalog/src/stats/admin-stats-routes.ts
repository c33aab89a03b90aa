import { type AdminStats, attemptStats, userStats } from '@ssc/contracts';
import { type HealthCheck, identityOf, requireAdmin, runChecks } from '@ssc/service-kit';
import type { Queue } from 'bullmq';
import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { CatalogContext } from '../catalog-context';
import type { CatalogConfig } from '../config';
import { peerStats } from './peer-stats';
import { storageStats } from './storage-stats';

/** GET /api/admin/stats: the admin stat cards and Settings tab, all measured, nothing hard-coded. */
export function adminStatsRoutes(deps: {
  ctx: CatalogContext;
  connection: Connection;
  config: Pick<CatalogConfig, 'AUTH_URL' | 'ATTEMPTS_URL' | 'INTERNAL_SECRET'>;
  importQueue: Queue;
  health: Record<string, HealthCheck>;
  fetchImpl: typeof fetch;
}): Router {
  const { ctx, config, fetchImpl } = deps;
  const router = Router();

  router.get('/api/admin/stats', requireAdmin, async (req, res) => {
    const peer = { fetchImpl, secret: config.INTERNAL_SECRET, onBehalfOf: identityOf(req) };
    const [tests, questions, users, attempts, storage, health, jobs] = await Promise.all([
      ctx.tests.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$testType', n: { $sum: 1 } } }]),
      ctx.listing.totals(),
      peerStats({ ...peer, baseUrl: config.AUTH_URL, schema: userStats }),
      peerStats({ ...peer, baseUrl: config.ATTEMPTS_URL, schema: attemptStats }),
      storageStats(deps.connection),
      runChecks(deps.health),
      deps.importQueue.getJobCounts('waiting', 'active', 'failed'),
    ]);
    const byType = Object.fromEntries(tests.map((t) => [t._id, t.n]));
    const stats: AdminStats = {
      tests: { total: tests.reduce((sum, t) => sum + t.n, 0), byType },
      questions,
      users,
      attempts,
      storage,
      health: health.checks,
      importQueue: { waiting: jobs.waiting ?? 0, active: jobs.active ?? 0, failed: jobs.failed ?? 0 },
      generatedAt: ctx.clock().toISOString(),
    };
    res.json(stats);
  });

  return router;
}
