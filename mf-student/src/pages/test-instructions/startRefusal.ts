import { LIVE_MOCK_CODES } from '@ssc/contracts/constants';
import { isHttpError } from '@ssc/web-core';
import { localTime } from '../../live-mocks/liveMockPhase';

/** The spec's start failure alert, for a failure the server did not explain. */
export const START_FAILED = 'Failed to start test. Please try again.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the student is told when Start Test is refused: the server's own reason — a test a live
 * mock holds names the mock's start and when practice opens, in the device's local time — and the
 * spec's generic alert only when there is no reason to give (the network, a server error).
 */
export function startRefusalMessage(error: unknown): string {
  if (!isHttpError(error)) return START_FAILED;
  if (error.code === LIVE_MOCK_CODES.testReserved) {
    const startsAt = localTime(text(error.body.startsAt));
    const until = localTime(text(error.body.reservedUntil));
    if (startsAt && until)
      return `This test is reserved for the live mock of ${startsAt}. You can practise it once its results are out, at ${until}.`;
  }
  if (error.serverMessage && error.status !== 500) return error.serverMessage;
  return START_FAILED;
}
