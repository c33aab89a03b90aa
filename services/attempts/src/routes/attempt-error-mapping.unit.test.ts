import { ATTEMPT_MESSAGES } from '@ssc/contracts';
import { AppError, ServiceUnavailableError } from '@ssc/service-kit';
import { describe, expect, it } from 'vitest';
import {
  AttemptClosed,
  AttemptNotFound,
  InvalidAttemptCommand,
  SectionUnavailable,
} from '../domain/attempt-errors';
import { attemptErrorToHttp } from './attempt-error-mapping';

const issues = [{ path: 'questionId', message: 'unknown' }];

describe('attemptErrorToHttp', () => {
  it.each([
    [new AttemptNotFound(), 404, 'NOT_FOUND', ATTEMPT_MESSAGES.notFound],
    [new AttemptClosed('submitted'), 409, 'CONFLICT', ATTEMPT_MESSAGES.submitted],
    [new AttemptClosed('timeUp'), 409, 'CONFLICT', ATTEMPT_MESSAGES.timeUp],
    [new SectionUnavailable('sectionClosed'), 409, 'SECTION_CLOSED', ATTEMPT_MESSAGES.sectionClosed],
    [new SectionUnavailable('sectionNotOpen'), 409, 'SECTION_NOT_OPEN', ATTEMPT_MESSAGES.sectionNotOpen],
    [
      new InvalidAttemptCommand(ATTEMPT_MESSAGES.questionNotInAttempt, issues),
      409,
      'NOT_IN_ATTEMPT',
      ATTEMPT_MESSAGES.questionNotInAttempt,
    ],
  ])('maps %s to %i %s with the domain message', (domainError, status, code, message) => {
    const http = attemptErrorToHttp(domainError);
    expect(http).toBeInstanceOf(AppError);
    expect(http).toMatchObject({ status, code, message });
  });

  it('keeps the issues of a refused command', () => {
    const http = attemptErrorToHttp(new InvalidAttemptCommand('bad', issues));
    expect(http).toMatchObject({ status: 409, issues });
  });

  it('passes every other error through unchanged', () => {
    const unavailable = new ServiceUnavailableError('busy');
    const bug = new TypeError('boom');
    expect(attemptErrorToHttp(unavailable)).toBe(unavailable);
    expect(attemptErrorToHttp(bug)).toBe(bug);
    expect(attemptErrorToHttp('text')).toBe('text');
  });
});
