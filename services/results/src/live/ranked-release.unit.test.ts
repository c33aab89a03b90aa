import type { InternalLiveMock } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { RANKING_SETTLE_MAX_MS, requireLiveResultsFinal } from './ranked-release';

const RELEASE = '2026-05-10T11:05:00.000Z';
const at = (ms: number) => new Date(Date.parse(RELEASE) + ms);
const mock: InternalLiveMock = {
  id: 'lm1',
  testId: 't1',
  status: 'CLOSED',
  startsAt: '2026-05-10T10:00:00.000Z',
  endsAt: '2026-05-10T11:00:00.000Z',
  resultsReleaseAt: RELEASE,
  started: 3,
};
const live = { liveMockId: 'lm1', resultsReleaseAt: RELEASE };

function deps(now: Date, ranked: number, found: InternalLiveMock | null | Error = mock, deadLettered = 0) {
  return {
    clock: () => now,
    ranking: { liveTakers: async () => ranked, liveDeadLetters: async () => deadLettered },
    liveMocks: { get: async () => (found instanceof Error ? Promise.reject(found) : found) },
  };
}

const failureOf = async (p: Promise<void>) =>
  p.then(
    () => null,
    (e: { status?: number } & Error) => e,
  );

describe('live results appear once every taker is ranked', () => {
  it('pass a practice attempt, and a live one once all its started takers are ranked', async () => {
    await expect(requireLiveResultsFinal(deps(at(-1), 0), null)).resolves.toBeUndefined();
    await expect(requireLiveResultsFinal(deps(at(0), 3), live)).resolves.toBeUndefined();
  });

  it('withhold before the release time, and after it while takers are still being ranked', async () => {
    await expect(requireLiveResultsFinal(deps(at(-1), 3), live)).rejects.toMatchObject({ status: 409 });
    const early = await failureOf(requireLiveResultsFinal(deps(at(2_000), 2), live));
    expect(early).toMatchObject({ status: 409 });
    expect(early?.message).toBe(`Results of this live mock are released at ${at(7_000).toISOString()}`);
  });

  it('count a taker whose scoring failed for good as settled, and nobody else', async () => {
    await expect(requireLiveResultsFinal(deps(at(2_000), 2, mock, 1), live)).resolves.toBeUndefined();
    await expect(requireLiveResultsFinal(deps(at(2_000), 1, mock, 1), live)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('keep withholding while a crowd is still being closed and scored, minutes after the release', async () => {
    await expect(
      requireLiveResultsFinal(deps(at(150_000), 760, { ...mock, started: 1000 }), live),
    ).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      requireLiveResultsFinal(deps(at(RANKING_SETTLE_MAX_MS - 1), 999, { ...mock, started: 1000 }), live),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('hold nobody back past the settling limit, or for a mock attempts does not know', async () => {
    await expect(requireLiveResultsFinal(deps(at(RANKING_SETTLE_MAX_MS), 2), live)).resolves.toBeUndefined();
    await expect(requireLiveResultsFinal(deps(at(1_000), 0, null), live)).resolves.toBeUndefined();
  });

  it('wait, asking again in 5 s, while attempts cannot say how many started (a rank shown then may be wrong)', async () => {
    const waiting = await failureOf(requireLiveResultsFinal(deps(at(1_000), 0, new Error('down')), live));
    expect(waiting).toMatchObject({ status: 409 });
    expect(JSON.stringify(waiting)).toContain(at(6_000).toISOString());
    await expect(
      requireLiveResultsFinal(deps(at(RANKING_SETTLE_MAX_MS), 0, new Error('down')), live),
    ).resolves.toBeUndefined();
  });
});
