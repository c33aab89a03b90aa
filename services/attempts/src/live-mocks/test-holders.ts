import type { LiveMockDeadlines } from './live-mock-deadlines';
import { type LatestDeadlines, mocksOfTest } from './live-mock-rules';
import type { LiveMockStore } from './live-mock-store';
import type { LiveMockDoc } from './live-mock-types';

/**
 * The mocks of a test that may hold it, with their takers' latest deadlines: what practice's
 * reservation and scheduling need to know the release (live-mock-rules.ts). A test no mock was
 * scheduled for costs no Redis read.
 */
export async function testHolders(
  live: { mocks: Pick<LiveMockStore, 'all'>; deadlines: Pick<LiveMockDeadlines, 'latest'> },
  testId: string,
): Promise<{ mocks: LiveMockDoc[]; latest: LatestDeadlines }> {
  const mocks = mocksOfTest(await live.mocks.all(), testId);
  return { mocks, latest: await live.deadlines.latest(mocks.map((m) => m._id)) };
}
