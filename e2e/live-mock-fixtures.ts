import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken } from './exam-fixtures';

export type ScheduledLiveMock = {
  id: string;
  testId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  resultsReleaseAt: string;
};

/** Schedules a live mock of `testId` starting `startsInMs` from now, through the admin API. */
export async function scheduleLiveMock(
  request: APIRequestContext,
  testId: string,
  startsInMs: number,
  extra: Record<string, unknown> = {},
): Promise<ScheduledLiveMock> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const res = await request.post('/api/admin/live-mocks', {
    headers,
    data: { testId, startsAt: new Date(Date.now() + startsInMs).toISOString(), ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ScheduledLiveMock;
}
