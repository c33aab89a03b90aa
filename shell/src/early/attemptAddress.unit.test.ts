import { describe, expect, it } from 'vitest';
import { examAttemptIdIn, resultAttemptIdIn } from './attemptAddress';

describe('examAttemptIdIn', () => {
  it('names the attempt of the exam screen and of a reattempt, decoded', () => {
    expect(examAttemptIdIn('/test-taking/abc123')).toBe('abc123');
    expect(examAttemptIdIn('/test/abc123/')).toBe('abc123');
    expect(examAttemptIdIn('/test-taking/a%20b')).toBe('a b');
  });

  it('names nothing elsewhere or for an address that does not decode', () => {
    expect(examAttemptIdIn('/test-results/abc')).toBeNull();
    expect(examAttemptIdIn('/tests/abc')).toBeNull();
    expect(examAttemptIdIn('/test-taking/')).toBeNull();
    expect(examAttemptIdIn('/test-taking/a/b')).toBeNull();
    expect(examAttemptIdIn('/test-taking/%E0%A4')).toBeNull();
  });
});

describe('resultAttemptIdIn', () => {
  it('names the attempt of a results page, decoded', () => {
    expect(resultAttemptIdIn('/test-results/abc123')).toBe('abc123');
    expect(resultAttemptIdIn('/test-results/abc123/')).toBe('abc123');
    expect(resultAttemptIdIn('/test-results/a%20b')).toBe('a b');
  });

  it('names nothing elsewhere or for an address that does not decode', () => {
    expect(resultAttemptIdIn('/test-taking/abc')).toBeNull();
    expect(resultAttemptIdIn('/test-solutions/abc')).toBeNull();
    expect(resultAttemptIdIn('/test-results/')).toBeNull();
    expect(resultAttemptIdIn('/test-results/a/b')).toBeNull();
    expect(resultAttemptIdIn('/test-results/%E0%A4')).toBeNull();
  });
});
