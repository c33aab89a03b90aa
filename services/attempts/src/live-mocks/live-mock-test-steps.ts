import { type LiveMock, liveMock } from '@ssc/contracts';
import request from 'supertest';
import { expect } from 'vitest';
import type { AttemptsHarness } from '../attempts-test-harness';

/** Steps the live-mock integration tests share, through the real app. */
export function liveMockSteps(h: AttemptsHarness) {
  return {
    /** Schedules a mock of a new `durationMinutes` test starting `startsInMs` from the app's now. */
    async schedule(
      startsInMs: number,
      opts: { durationMinutes?: number; testId?: string; body?: Record<string, unknown> } = {},
    ): Promise<LiveMock> {
      const testId =
        opts.testId ??
        h.catalog.addTest({ questions: 3, durationMinutes: opts.durationMinutes ?? 60 }).test.id;
      const res = await request(h.app)
        .post('/api/admin/live-mocks')
        .set(h.asAdmin())
        .send({ testId, startsAt: new Date(h.now().getTime() + startsInMs).toISOString(), ...opts.body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return liveMock.parse(res.body);
    },
    start: (userId: string, mock: Pick<LiveMock, 'id' | 'testId'>) =>
      request(h.app)
        .post('/api/test-attempts')
        .set(h.as(userId))
        .send({ testId: mock.testId, liveMockId: mock.id }),
    register: (userId: string, mockId: string) =>
      request(h.app).post(`/api/live-mocks/${mockId}/register`).set(h.as(userId)),
    async view(userId: string, mockId: string): Promise<LiveMock> {
      const res = await request(h.app).get(`/api/live-mocks/${mockId}`).set(h.as(userId)).expect(200);
      return liveMock.parse(res.body);
    },
    /** Moves the app's clock to `ms` after the mock's start. */
    toStartPlus(mock: Pick<LiveMock, 'startsAt'>, ms: number) {
      h.shiftClock(Date.parse(mock.startsAt) + ms - h.now().getTime());
    },
  };
}
