import { LIVE_MOCK_CODES } from '@ssc/contracts/constants';
import { errorMessageFor, isHttpError, type UiLocale } from '@ssc/web-core';
import { localTime } from '../../live-mocks/liveMockPhase';
import type { Translate } from './instructionsPlan';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the student is told when Start Test is refused: the server's own reason — a test a live
 * mock holds names the mock's start and when practice opens, in the device's local time — and the
 * spec's generic alert ('instructions.startFailed') only when there is no reason to give (the
 * network, a server error). In another language the server's reason is its code's message.
 */
export function startRefusalMessage(error: unknown, _: Translate, locale: UiLocale = 'en'): string {
  const failed = _('instructions.startFailed');
  if (!isHttpError(error)) return failed;
  if (error.code === LIVE_MOCK_CODES.testReserved) {
    const startsAt = localTime(text(error.body.startsAt), locale);
    const until = localTime(text(error.body.reservedUntil), locale);
    if (startsAt && until) return _('instructions.reserved', { startsAt, until });
  }
  if (error.serverMessage && error.status !== 500)
    return locale === 'en' ? error.serverMessage : errorMessageFor(error);
  return failed;
}
