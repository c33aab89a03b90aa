import { randomBytes } from 'node:crypto';
import { type LiveMockList, scheduleLiveMockRequest, updateLiveMockRequest } from '@ssc/contracts';
import { type Identity, identityOf, parseInput, requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { LiveMockNotFound } from '../live-mocks/live-mock-errors';
import {
  assertTestFree,
  cancelledMock,
  listedForAdmins,
  listOrder,
  scheduledMock,
  updatedMock,
} from '../live-mocks/live-mock-rules';
import type { LiveMockDoc } from '../live-mocks/live-mock-types';
import { testHolders } from '../live-mocks/test-holders';
import { liveMockIdOf } from './attempt-params';
import { liveMockView, liveMockViews } from './live-mock-views';

/**
 * The admin's Live Mocks tab: schedule, list with live counts, edit and cancel before the start.
 * Every change tells the catalog first when the paper opens (`opensAt` = the start; null on
 * cancel), so a catalog that is down leaves the schedule unchanged.
 */
export function liveMockAdminRoutes(ctx: AttemptsContext): Router {
  const router = Router();
  const grace = ctx.policy.graceMs;

  const testOf = async (testId: string, admin: Identity) => ({
    ...(await ctx.snapshots.get(testId, admin)).test,
  });
  const existing = async (id: unknown): Promise<LiveMockDoc> => {
    const mock = await ctx.live.mocks.get(liveMockIdOf(id), { fresh: true });
    if (!mock) throw new LiveMockNotFound();
    return mock;
  };

  router.post('/api/admin/live-mocks', requireAdmin, async (req, res) => {
    const admin = identityOf(req);
    const body = parseInput(scheduleLiveMockRequest, req.body);
    const now = ctx.clock();
    const test = await testOf(body.testId, admin);
    const mock = scheduledMock(randomBytes(12).toString('hex'), body, test, now);
    const holders = await testHolders(ctx.live, mock.testId);
    assertTestFree(holders.mocks, mock.testId, now, grace, holders.latest);
    await ctx.live.opensAt.set(mock.testId, mock.startsAt, admin);
    await ctx.live.mocks.save(mock);
    res.status(201).json(await liveMockView(ctx, mock, null, now));
  });

  router.get('/api/admin/live-mocks', requireAdmin, async (_req, res) => {
    const now = ctx.clock();
    const mocks = (await ctx.live.mocks.all())
      .filter((m) => listedForAdmins(m, now, grace))
      .sort(listOrder(now, grace));
    const body: LiveMockList = {
      serverNow: now.toISOString(),
      liveMocks: await liveMockViews(ctx, mocks, null, now),
    };
    res.json(body);
  });

  router.put('/api/admin/live-mocks/:id', requireAdmin, async (req, res) => {
    const admin = identityOf(req);
    const mock = await existing(req.params.id);
    const body = parseInput(updateLiveMockRequest, req.body);
    const now = ctx.clock();
    const newTest = body.testId && body.testId !== mock.testId ? await testOf(body.testId, admin) : null;
    const next = updatedMock(mock, body, newTest, now);
    const holders = await testHolders(ctx.live, next.testId);
    assertTestFree(holders.mocks, next.testId, now, grace, holders.latest, mock._id);
    if (next.testId !== mock.testId) await ctx.live.opensAt.set(mock.testId, null, admin);
    if (next.testId !== mock.testId || next.startsAt !== mock.startsAt)
      await ctx.live.opensAt.set(next.testId, next.startsAt, admin);
    await ctx.live.mocks.save(next);
    res.json(await liveMockView(ctx, next, null, now));
  });

  router.delete('/api/admin/live-mocks/:id', requireAdmin, async (req, res) => {
    const mock = await existing(req.params.id);
    const now = ctx.clock();
    const next = cancelledMock(mock, now);
    if (next !== mock) {
      await ctx.live.opensAt.set(mock.testId, null, identityOf(req));
      await ctx.live.mocks.save(next);
    }
    res.json(await liveMockView(ctx, next, null, now));
  });

  return router;
}
