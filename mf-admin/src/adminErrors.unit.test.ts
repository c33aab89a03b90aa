import { HttpError } from '@ssc/web-core';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './adminErrors';

describe('admin failure messages', () => {
  it('adds the server reason for validation, conflict and size errors', () => {
    const conflict = new HttpError('x', 409, 'This question is used by 1 test(s): Mock 1. Remove it first.');
    expect(failureMessage('Failed to delete question', conflict)).toBe(
      'Failed to delete question: This question is used by 1 test(s): Mock 1. Remove it first.',
    );
    const invalid = new HttpError('x', 400, undefined, [{ path: 'title', message: 'title is required' }]);
    expect(failureMessage('Failed to create test', invalid)).toBe(
      'Failed to create test: title: title is required',
    );
  });

  it('keeps the plain message for other failures', () => {
    expect(failureMessage('Failed to create test', new HttpError('x', 500, 'boom'))).toBe(
      'Failed to create test',
    );
    expect(failureMessage('Failed to create test', new TypeError('Failed to fetch'))).toBe(
      'Failed to create test',
    );
    expect(failureMessage('Failed to create test', new HttpError('x', 403, undefined))).toBe(
      "Failed to create test: You don't have permission to perform this action",
    );
  });
});
