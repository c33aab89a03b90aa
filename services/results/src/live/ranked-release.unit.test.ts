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

const failureOf = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { status?: number } & Error) => e,
  );

describe('live results appear once every taker is ranked', () => {
  it('pass a practice attempt, and a live one once all its started takers are ranked', async () => {
    await expect(requireLiveResultsFinal(deps(at(-1), 0), null)).resolves.toBeNull();
    await expect(requireLiveResultsFinal(deps(at(0), 3), live)).resolves.toBe(RELEASE);
  });

  it('withhold before the release time, and after it while takers are still being ranked', async () => {
    await expect(requireLiveResultsFinal(deps(at(-1), 3), live)).rejects.toMatchObject({ status: 409 });
    const early = await failureOf(requireLiveResultsFinal(deps(at(2_000), 2), live));
    expect(early).toMatchObject({ status: 409 });
    expect(early?.message).toBe(`Results of this live mock are released at ${at(7_000).toISOString()}`);
  });

  it('count a taker whose scoring failed for good as settled, and nobody else', async () => {
    await expect(requireLiveResultsFinal(deps(at(2_000), 2, mock, 1), live)).resolves.toBe(RELEASE);
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
    await expect(requireLiveResultsFinal(deps(at(RANKING_SETTLE_MAX_MS), 2), live)).resolves.toBe(RELEASE);
    await expect(requireLiveResultsFinal(deps(at(1_000), 0, null), live)).resolves.toBe(RELEASE);
  });

  it('wait, asking again in 5 s, while attempts cannot say how many started (a rank shown then may be wrong)', async () => {
    const waiting = await failureOf(requireLiveResultsFinal(deps(at(1_000), 0, new Error('down')), live));
    expect(waiting).toMatchObject({ status: 409 });
    expect(JSON.stringify(waiting)).toContain(at(6_000).toISOString());
    await expect(
      requireLiveResultsFinal(deps(at(RANKING_SETTLE_MAX_MS), 0, new Error('down')), live),
    ).resolves.toBe(RELEASE);
  });
});

describe('the release is attempts’ one release time, not the one the attempt’s event carried', () => {
  const later = new Date(Date.parse(RELEASE) + 20 * 60_000).toISOString();

  it('waits for a release a taker with compensatory time moved later after this attempt started', async () => {
    const moved = { ...mock, resultsReleaseAt: later, releaseFinal: true };
    const held = await failureOf(requireLiveResultsFinal(deps(at(60_000), 3, moved), live));
    expect(held).toMatchObject({ status: 409, details: { releaseAt: later } });
    await expect(requireLiveResultsFinal(deps(new Date(later), 3, moved), live)).resolves.toBe(later);
  });

  it('shows nothing on a view that is not final yet, asking again in 5 s', async () => {
    const open = { ...mock, releaseFinal: false };
    const held = await failureOf(requireLiveResultsFinal(deps(at(0), 3, open), live));
    expect(held).toMatchObject({ status: 409, details: { releaseAt: at(5_000).toISOString() } });
  });

  it('attempts down: the stored time before it, then again every 5 s until the latest possible release has settled', async () => {
    const down = new Error('down');
    const bounded = { ...live, latestAt: later };
    const before = await failureOf(requireLiveResultsFinal(deps(at(-1_000), 3, down), bounded));
    expect(before).toMatchObject({ status: 409, details: { releaseAt: RELEASE } });
    const after = await failureOf(requireLiveResultsFinal(deps(at(RANKING_SETTLE_MAX_MS), 3, down), bounded));
    expect(after).toMatchObject({
      status: 409,
      details: { releaseAt: at(RANKING_SETTLE_MAX_MS + 5_000).toISOString() },
    });
    const settled = new Date(Date.parse(later) + RANKING_SETTLE_MAX_MS);
    await expect(requireLiveResultsFinal(deps(settled, 0, down), bounded)).resolves.toBe(later);
  });
});
