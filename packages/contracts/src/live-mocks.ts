import { z } from 'zod';
import {
  LIVE_MOCK_CODES,
  LIVE_MOCK_MAX_LATE_JOIN_MINUTES,
  LIVE_MOCK_STATUSES,
  OBJECTION_WINDOW_MAX_HOURS,
} from './constants';
import { examType } from './enums';
import { errorBody } from './errors';
import { idField } from './ids';
import { NOT_BLANK } from './text-rules';

/**
 * All-India live mocks: one paper for everyone, one start and one end, rank among
 * the live takers. Owned by the attempts service (schedule, registration, timing, counts); the
 * results service withholds results until `resultsReleaseAt` and keeps the live ranking.
 */
export const liveMockStatus = z.enum(LIVE_MOCK_STATUSES);
export type LiveMockStatus = z.infer<typeof liveMockStatus>;

const isoTime = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be an ISO time` });
const lateJoinMinutes = z
  .number({ error: 'lateJoinMinutes must be a number of minutes' })
  .int('lateJoinMinutes must be a whole number of minutes')
  .min(0, 'lateJoinMinutes cannot be negative')
  .max(LIVE_MOCK_MAX_LATE_JOIN_MINUTES, `lateJoinMinutes must be at most ${LIVE_MOCK_MAX_LATE_JOIN_MINUTES}`);

/**
 * How long after the results' release students may object to the answer key (docs/answer-key.md);
 * absent or null: OBJECTION_WINDOW_DEFAULT_HOURS. At most 30 days.
 */
const objectionWindowHours = z
  .number({ error: 'objectionWindowHours must be a number of hours' })
  .int('objectionWindowHours must be a whole number of hours')
  .min(1, 'objectionWindowHours must be at least 1')
  .max(OBJECTION_WINDOW_MAX_HOURS, `objectionWindowHours must be at most ${OBJECTION_WINDOW_MAX_HOURS}`);

/**
 * A live mock may be one shift of a group sat in several shifts, each with its own
 * paper (test). Results normalise the group's raw scores (SSC's equipercentile method,
 * docs/normalisation.md) and rank all its takers together. Letters, digits, `-` and `_`.
 */
export const shiftGroupField = z
  .string({ error: 'shiftGroup must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'shiftGroup must be 1-64 letters, digits, - or _');
/** How students see the shift ("Shift 1", "Morning"); required with a shiftGroup. */
export const shiftLabelField = z
  .string({ error: 'shiftLabel must be text' })
  .trim()
  .min(1, 'shiftLabel cannot be empty')
  .regex(NOT_BLANK, 'shiftLabel cannot be empty')
  .max(40, 'shiftLabel must be at most 40 characters');

/**
 * POST /api/admin/live-mocks. `startsAt` must be in the future; `registrationClosesAt`, when
 * given, not after the start; `lateJoinMinutes` absent means a taker may join until the end.
 */
export const scheduleLiveMockRequest = z.object({
  testId: idField('testId'),
  startsAt: isoTime('startsAt'),
  registrationClosesAt: isoTime('registrationClosesAt').nullish(),
  lateJoinMinutes: lateJoinMinutes.nullish(),
  /** The group of shifts this mock is one of (null/absent: a mock of its own). */
  shiftGroup: shiftGroupField.nullish(),
  shiftLabel: shiftLabelField.nullish(),
  /** Hours after the release during which takers may object to the key (null/absent: the default). */
  objectionWindowHours: objectionWindowHours.nullish(),
});
export type ScheduleLiveMockRequest = z.infer<typeof scheduleLiveMockRequest>;

/** PUT /api/admin/live-mocks/{id}: any of the schedule's fields, before the start only (null clears). */
export const updateLiveMockRequest = scheduleLiveMockRequest.partial();
export type UpdateLiveMockRequest = z.infer<typeof updateLiveMockRequest>;

/** Live counts of a mock (the admin's tab shows them; students see `registered`). */
export const liveMockCounts = z.object({
  registered: z.number().int(),
  started: z.number().int(),
  /** Submitted by the taker (button or their screen's timer). */
  submitted: z.number().int(),
  /** Closed by the server at the end, with no browser left to submit. */
  closed: z.number().int(),
});
export type LiveMockCounts = z.infer<typeof liveMockCounts>;

/** One live mock as the caller sees it. Times are ISO; the client counts down from `serverNow`. */
export const liveMock = z.object({
  id: z.string(),
  testId: z.string(),
  title: z.string(),
  examType: examType.nullable(),
  durationMinutes: z.number(),
  totalQuestions: z.number().int(),
  totalMarks: z.number(),
  status: liveMockStatus,
  startsAt: z.string(),
  /** startsAt + the test's duration: every live attempt's deadline. */
  endsAt: z.string(),
  /** When the waiting room opens (a few minutes before the start). */
  waitingRoomOpensAt: z.string(),
  /** Null: registration stays open until joining closes. */
  registrationClosesAt: z.string().nullable(),
  /** Null: a taker may join until the end. */
  lateJoinMinutes: z.number().int().nullable(),
  /** The last moment a registered taker may start (startsAt + lateJoinMinutes, or endsAt). */
  joinClosesAt: z.string(),
  /**
   * When results, ranks, leaderboard and solutions appear: the latest deadline of those who
   * started (the end, or later for a taker with compensatory time) + the answer grace. It may
   * move later while joining is open, when a taker with compensatory time starts.
   */
  resultsReleaseAt: z.string(),
  counts: liveMockCounts,
  /** Hours after the release during which takers may object to the key (absent on older servers: the default). */
  objectionWindowHours: z.number().int().optional(),
  /** The group of shifts and this shift's label (null: a mock of its own; absent on older servers). */
  shiftGroup: z.string().nullable().optional(),
  shiftLabel: z.string().nullable().optional(),
  /** Whether the caller registered, and the caller's live attempt once started. */
  registered: z.boolean(),
  myAttemptId: z.string().nullable(),
  /** Whether the caller's live attempt is submitted (absent on older servers: read as not). */
  myAttemptSubmitted: z.boolean().optional(),
  serverNow: z.string(),
});
export type LiveMock = z.infer<typeof liveMock>;

/** GET /api/live-mocks: upcoming, live and recently closed (newest start first for closed). */
export const liveMockList = z.object({ serverNow: z.string(), liveMocks: z.array(liveMock) });
export type LiveMockList = z.infer<typeof liveMockList>;

/** POST /api/test-attempts with a live mock: `{testId, liveMockId}`. */
export const liveMockIdField = idField('liveMockId');

/** GET /api/live-mocks/{id}/leaderboard: query. */
export const leaderboardQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(10),
});

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  score: z.number(),
  percentile: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** The live ranking after the release: the top entries and the caller's own place. */
export const leaderboard = z.object({
  liveMockId: z.string(),
  testId: z.string(),
  releasedAt: z.string(),
  /** Live takers ranked so far (practice attempts never enter). */
  totalTakers: z.number().int(),
  top: z.array(leaderboardEntry),
  me: leaderboardEntry.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboard>;

/**
 * 409 when a live mock's rules refuse something now: `code` (LIVE_MOCK_CODES) is what a client
 * acts on, and the time the refusal is about comes with it, ISO, where there is one — the start
 * (not started, already started), the end (closed), when joining or registration closed, until
 * when a test is reserved (with the mock that holds it, its title and start, which the catalogue
 * shows beside the refused test).
 */
export const liveMockRefusal = errorBody.extend({
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  joinClosesAt: z.string().optional(),
  registrationClosesAt: z.string().optional(),
  reservedUntil: z.string().optional(),
  liveMockId: z.string().optional(),
  title: z.string().optional(),
});
export type LiveMockRefusal = z.infer<typeof liveMockRefusal>;

/** 409 of a live mock's paper before its start (TEST_NOT_OPEN): `opensAt`, ISO. */
export const testNotOpen = errorBody.extend({ opensAt: z.string() });

/**
 * 409 from results, solutions and the leaderboard of a live mock before its release: when
 * they will appear. `message` reads "Results of this live mock are released at {time}".
 */
export const resultsNotReleased = errorBody.extend({
  code: z.literal(LIVE_MOCK_CODES.resultsNotReleased),
  releaseAt: z.string(),
  /** The server's clock when it answered: the page waits for `releaseAt` on it, not on the device's. */
  serverNow: z.string().optional(),
});
export type ResultsNotReleased = z.infer<typeof resultsNotReleased>;

/** What attempt events carry of a live attempt, so consumers need no lookup. */
export const liveAttemptRef = z.object({
  liveMockId: z.string(),
  endsAt: z.string(),
  /**
   * The release as known when the event was written. A taker with compensatory time starting
   * later can still move it: readers ask attempts (`GET /internal/live-mocks/{id}`).
   */
  resultsReleaseAt: z.string(),
  /** A shift of a group (absent: a mock of its own, or an attempt from before). */
  shiftGroup: z.string().optional(),
  shiftLabel: z.string().optional(),
});
export type LiveAttemptRef = z.infer<typeof liveAttemptRef>;

/** GET /internal/live-mocks/{id} (callers: results): what withholding and ranking need. */
export const internalLiveMock = z.object({
  id: z.string(),
  testId: z.string(),
  status: liveMockStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The one release time every reader of the mock's results uses (see `liveMock`). */
  resultsReleaseAt: z.string(),
  /**
   * False while a taker may still start and move `resultsReleaseAt` later (until joining closes,
   * plus the answer grace); results are never shown on a view that says false. Absent (an
   * attempts service from before, whose release was always its latest possible) reads as true.
   */
  releaseFinal: z.boolean().optional(),
  /** Live attempts started so far: results are final once that many are ranked. */
  started: z.number().int(),
  /** Hours after the release during which takers may object to the key (absent: the default). */
  objectionWindowHours: z.number().int().optional(),
  /** The group of shifts and this shift's label (null or absent: none). */
  shiftGroup: z.string().nullable().optional(),
  shiftLabel: z.string().nullable().optional(),
});
export type InternalLiveMock = z.infer<typeof internalLiveMock>;

/** GET /internal/live-mocks?shiftGroup={group} (callers: results): every shift of a group, cancelled ones too. */
export const internalShiftGroup = z.object({ shiftGroup: z.string(), liveMocks: z.array(internalLiveMock) });
export type InternalShiftGroup = z.infer<typeof internalShiftGroup>;

/** "Results of this live mock are released at {ISO time}" (the 409's message). */
export const resultsNotReleasedMessage = (releaseAt: string): string =>
  `Results of this live mock are released at ${releaseAt}`;

/**
 * PUT /internal/tests/{id}/opens-at on the catalog (callers: attempts): students may not read
 * the test's paper before `opensAt` (a scheduled live mock's start); null opens it.
 */
export const testOpensAtRequest = z.object({ opensAt: isoTime('opensAt').nullable() });
export type TestOpensAtRequest = z.infer<typeof testOpensAtRequest>;
