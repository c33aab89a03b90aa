import { LIVE_MOCK_CODES } from '@ssc/contracts';

type Issue = { path: string; message: string };
export type LiveMockCode = (typeof LIVE_MOCK_CODES)[keyof typeof LIVE_MOCK_CODES];

/**
 * A live mock's rules refused something now (409 at the edge), with the code a client acts on
 * and the time it may want to show (`details`). Nothing here knows about HTTP.
 */
export class LiveMockRefused extends Error {
  constructor(
    readonly code: LiveMockCode,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'LiveMockRefused';
  }
}

/** A schedule or an edit that can never be right (400 at the edge). */
export class InvalidLiveMock extends Error {
  constructor(
    message: string,
    readonly issues: Issue[],
  ) {
    super(message);
    this.name = 'InvalidLiveMock';
  }
}

/** No such live mock (404 at the edge). */
export class LiveMockNotFound extends Error {
  constructor() {
    super('Live mock not found');
    this.name = 'LiveMockNotFound';
  }
}

export const refusals = {
  notStarted: (startsAt: string) =>
    new LiveMockRefused(LIVE_MOCK_CODES.notStarted, `This live mock starts at ${startsAt}`, { startsAt }),
  joinClosed: (joinClosesAt: string) =>
    new LiveMockRefused(LIVE_MOCK_CODES.joinClosed, `Joining this live mock closed at ${joinClosesAt}`, {
      joinClosesAt,
    }),
  registrationClosed: (registrationClosesAt: string) =>
    new LiveMockRefused(
      LIVE_MOCK_CODES.registrationClosed,
      `Registration for this live mock closed at ${registrationClosesAt}`,
      { registrationClosesAt },
    ),
  closed: (endsAt: string) =>
    new LiveMockRefused(LIVE_MOCK_CODES.closed, `This live mock ended at ${endsAt}`, { endsAt }),
  cancelled: () => new LiveMockRefused(LIVE_MOCK_CODES.cancelled, 'This live mock was cancelled'),
  alreadyStarted: (startsAt: string) =>
    new LiveMockRefused(
      LIVE_MOCK_CODES.alreadyStarted,
      `This live mock started at ${startsAt}: it can no longer be changed or cancelled`,
      { startsAt },
    ),
  /** `startsAt`, `liveMockId` and `title` let a page say which mock, and when, in local time. */
  testReserved: (mock: { _id: string; title: string; startsAt: string }, reservedUntil: string) =>
    new LiveMockRefused(
      LIVE_MOCK_CODES.testReserved,
      `This test is reserved for the live mock of ${mock.startsAt}; practice opens once its results are released at ${reservedUntil}`,
      { liveMockId: mock._id, title: mock.title, startsAt: mock.startsAt, reservedUntil },
    ),
  testBusy: (liveMockId: string, reservedUntil: string) =>
    new LiveMockRefused(
      LIVE_MOCK_CODES.testBusy,
      `This test already has a live mock whose results are released at ${reservedUntil}`,
      { liveMockId, reservedUntil },
    ),
};
