import type { LiveMock } from '@ssc/contracts';
import type { UiLocale } from '@ssc/web-core';

/**
 * Where a live mock stands for the caller at a moment on the server's clock. Pure, so the
 * waiting room, the cards and their tests agree on every edge:
 * - `cancelled`: the admin cancelled it;
 * - `submitted`: the caller submitted and the mock has not ended (results at `resultsReleaseAt`);
 * - `resume`: the caller started and the mock has not ended (Resume goes to the attempt);
 * - `closed`: the mock has ended (results after `resultsReleaseAt`);
 * - `before-room`: the waiting room is not open yet;
 * - `in-room`: the room is open, the start is ahead;
 * - `start`: started and joining is open (a late joiner gets only the time that is left);
 * - `join-closed`: started, but the caller can no longer join.
 */
export type LiveMockPhase =
  | 'cancelled'
  | 'submitted'
  | 'resume'
  | 'closed'
  | 'before-room'
  | 'in-room'
  | 'start'
  | 'join-closed';

const at = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

export function liveMockPhase(mock: LiveMock, serverNowMs: number): LiveMockPhase {
  if (mock.status === 'CANCELLED') return 'cancelled';
  const ended = mock.status === 'CLOSED' || serverNowMs >= at(mock.endsAt);
  if (ended) return 'closed';
  if (mock.myAttemptId) return mock.myAttemptSubmitted ? 'submitted' : 'resume';
  if (serverNowMs < at(mock.waitingRoomOpensAt)) return 'before-room';
  if (serverNowMs < at(mock.startsAt)) return 'in-room';
  if (serverNowMs < at(mock.joinClosesAt)) return 'start';
  return 'join-closed';
}

/** Registration is open until `registrationClosesAt`, or until joining closes when there is none. */
export function registrationOpen(mock: LiveMock, serverNowMs: number): boolean {
  if (mock.status === 'CANCELLED' || mock.status === 'CLOSED') return false;
  const closes = at(mock.registrationClosesAt ?? mock.joinClosesAt);
  return !Number.isFinite(closes) || serverNowMs < closes;
}

/** Upcoming and running mocks (what the dashboard and /tests list), soonest first. */
export function upcomingAndRunning(mocks: readonly LiveMock[], serverNowMs: number): LiveMock[] {
  return mocks
    .filter(
      (mock) => mock.status !== 'CANCELLED' && mock.status !== 'CLOSED' && serverNowMs < at(mock.endsAt),
    )
    .sort((a, b) => at(a.startsAt) - at(b.startsAt));
}

/**
 * A time as the student's device shows it: "Tue, 25 Nov, 6:30 pm"; in a Hindi interface, in hi-IN
 * ("मंगल, 25 नव॰, 6:30 pm"), in the device's time zone either way.
 */
export function localTime(iso: string, locale: UiLocale = 'en'): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms).toLocaleString(locale === 'hi' ? 'hi-IN' : undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export const liveMockPath = (id: string) => `/live-mocks/${encodeURIComponent(id)}`;

/** A catalog's message by id (useMessages' `_`). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** What a card or the room says once the caller has submitted: when the results come out. */
export const submittedLabel = (
  mock: Pick<LiveMock, 'resultsReleaseAt'>,
  _: Translate = (_id, values) => `Submitted — results at ${values?.time}`,
  locale: UiLocale = 'en',
) => _('liveMock.submittedResultsAt', { time: localTime(mock.resultsReleaseAt, locale) });

/**
 * The mock holding each test for the caller now (not cancelled, results not out yet): such a
 * test cannot be practised, so its catalogue card offers the live mock instead of Start Test.
 * `resultsReleaseAt` is the server's, which moves later if a taker with compensatory time starts.
 */
export function reservingMocks(mocks: readonly LiveMock[], serverNowMs: number): Map<string, LiveMock> {
  const byTest = new Map<string, LiveMock>();
  for (const mock of mocks)
    if (mock.status !== 'CANCELLED' && serverNowMs < at(mock.resultsReleaseAt)) byTest.set(mock.testId, mock);
  return byTest;
}
