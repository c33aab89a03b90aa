import type { ResultsConfig } from '../config';

/** Every Redis key the service writes besides BullMQ's own (which live under QUEUE_PREFIX too). */
export type RedisKeys = {
  /** Sorted set of a test's ranking: member = user id, score = first attempt's score. */
  rank(testId: string): string;
  /** Live first attempts waiting for their release to enter `rank(testId)` (held-ranks.ts). */
  heldRank(testId: string): string;
  /** Sorted set of a live mock's takers: member = user id, score = their live attempt's score. */
  liveRank(liveMockId: string): string;
  /** Hash of a user's submitted attempts: attempt id → AttemptEntry JSON (user-attempts.ts). */
  attempts(userId: string): string;
  /** Stream of ResultComputed envelopes not yet on Kafka. */
  outbox: string;
  /** Set of a live mock's attempts whose scoring was dead-lettered (they hold no release back). */
  liveDeadLetters(liveMockId: string): string;
  /** Set once a live mock's results are out and its held first attempts moved into their test's set. */
  liveReleased(liveMockId: string): string;
  /** Hash of a test's per-question time histogram: `{bucket}|{questionId}` → first attempts (time-medians.ts). */
  questionTimes(testId: string): string;
  /** Set of the attempt ids already counted in `questionTimes(testId)` (a repeated run adds nothing). */
  questionTimesCounted(testId: string): string;
  /** Hash of a test's answer-key rulings: revision id → Ruling JSON (a copy of `answer_key_revisions`). */
  rulings(testId: string): string;
  /** Hash of a revision's progress: `affected` once its attempts are known. */
  revision(revisionId: string): string;
  /** Sets of the attempt ids a revision has re-scored, and those it could not. */
  revisionRescored(revisionId: string): string;
  revisionFailed(revisionId: string): string;
};

/** `{RANK_KEY_PREFIX}live:{liveMockId}`; test ids never contain `:`, so it cannot be a test's set. */
export const liveRankKey = (prefix: string, liveMockId: string): string => `${prefix}live:${liveMockId}`;

/** `{RANK_KEY_PREFIX}live-dead-letters:{liveMockId}`: a set of attempt ids, never a test's set (`:`). */
export const liveDeadLettersKey = (prefix: string, liveMockId: string): string =>
  `${prefix}live-dead-letters:${liveMockId}`;

/** `{RANK_KEY_PREFIX}live-released:{liveMockId}`: a flag, never a test's set (`:`). */
export const liveReleasedKey = (prefix: string, liveMockId: string): string =>
  `${prefix}live-released:${liveMockId}`;

/** `{RANK_KEY_PREFIX}held:{testId}`. */
export const heldRankKey = (prefix: string, testId: string): string => `${prefix}held:${testId}`;

/** `{RANK_KEY_PREFIX}times:{testId}` and `…times-counted:{testId}`: never a test's set (`:`). */
export const questionTimesKey = (prefix: string, testId: string): string => `${prefix}times:${testId}`;
export const questionTimesCountedKey = (prefix: string, testId: string): string =>
  `${prefix}times-counted:${testId}`;

export function redisKeys(config: Pick<ResultsConfig, 'RANK_KEY_PREFIX' | 'QUEUE_PREFIX'>): RedisKeys {
  return {
    rank: (testId) => `${config.RANK_KEY_PREFIX}${testId}`,
    heldRank: (testId) => heldRankKey(config.RANK_KEY_PREFIX, testId),
    liveRank: (liveMockId) => liveRankKey(config.RANK_KEY_PREFIX, liveMockId),
    attempts: (userId) => `${config.QUEUE_PREFIX}:results:attempts:${userId}`,
    outbox: `${config.QUEUE_PREFIX}:results:outbox`,
    liveDeadLetters: (liveMockId) => liveDeadLettersKey(config.RANK_KEY_PREFIX, liveMockId),
    liveReleased: (liveMockId) => liveReleasedKey(config.RANK_KEY_PREFIX, liveMockId),
    questionTimes: (testId) => questionTimesKey(config.RANK_KEY_PREFIX, testId),
    questionTimesCounted: (testId) => questionTimesCountedKey(config.RANK_KEY_PREFIX, testId),
    rulings: (testId) => `${config.QUEUE_PREFIX}:results:rulings:${testId}`,
    revision: (id) => `${config.QUEUE_PREFIX}:results:revision:${id}`,
    revisionRescored: (id) => `${config.QUEUE_PREFIX}:results:revision-rescored:${id}`,
    revisionFailed: (id) => `${config.QUEUE_PREFIX}:results:revision-failed:${id}`,
  };
}
