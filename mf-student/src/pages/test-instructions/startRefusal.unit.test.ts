import { i18n } from '@lingui/core';
import { HttpError } from '@ssc/web-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { localTime } from '../../live-mocks/liveMockPhase';
import { startRefusalMessage } from './startRefusal';

// The page's plain modules are given its translator; the English catalog holds the spec's words.
const _ = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
beforeAll(() => showInterfaceIn('en'));
const START_FAILED = 'Failed to start test. Please try again.';

const STARTS = '2030-01-10T10:00:00.000Z';
const UNTIL = '2030-01-10T11:00:30.000Z';
const refusal = (
  status: number,
  message: string | undefined,
  code?: string,
  body: Record<string, unknown> = {},
) =>
  new HttpError(
    message ?? `Request failed with status ${status}`,
    status,
    message,
    [],
    undefined,
    code,
    body,
  );

describe('startRefusalMessage', () => {
  it('a test a live mock holds: which mock and when practice opens, in local time', () => {
    const err = refusal(409, 'This test is reserved for the live mock of …', 'TEST_RESERVED_FOR_LIVE_MOCK', {
      startsAt: STARTS,
      reservedUntil: UNTIL,
    });
    expect(startRefusalMessage(err, _)).toBe(
      `This test is reserved for the live mock of ${localTime(STARTS)}. You can practise it once its results are out, at ${localTime(UNTIL)}.`,
    );
  });

  it('any other refusal says the server’s reason', () => {
    expect(startRefusalMessage(refusal(404, 'Test not found'), _)).toBe('Test not found');
    expect(startRefusalMessage(refusal(503, 'Could not start the test; please try again'), _)).toBe(
      'Could not start the test; please try again',
    );
    // A reserved refusal without its times still explains itself.
    expect(startRefusalMessage(refusal(409, 'Reserved', 'TEST_RESERVED_FOR_LIVE_MOCK'), _)).toBe('Reserved');
  });

  it('the spec’s alert when there is no reason to give', () => {
    expect(startRefusalMessage(new TypeError('fetch failed'), _)).toBe(START_FAILED);
    expect(startRefusalMessage(refusal(500, 'Internal server error'), _)).toBe(START_FAILED);
    expect(startRefusalMessage(refusal(502, undefined), _)).toBe(START_FAILED);
  });
});
