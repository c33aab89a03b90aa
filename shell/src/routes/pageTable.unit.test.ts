import { describe, expect, it } from 'vitest';
import { pageRouteFor } from './pageTable';

const pageOf = (path: string) => pageRouteFor(path)?.page;

describe('pageRouteFor', () => {
  it('finds the page of each kind of path', () => {
    expect(pageOf('/')).toBe('student/LandingPage');
    expect(pageOf('/auth')).toBe('student/AuthPage');
    expect(pageOf('/auth/forgot')).toBe('student/AuthPage');
    expect(pageOf('/auth/reset')).toBe('student/AuthPage');
    expect(pageOf('/test-taking/abc123')).toBe('student/TestTakingPage');
    expect(pageOf('/test/abc123')).toBe('student/TestTakingPage');
    expect(pageOf('/test-results/abc123/')).toBe('student/TestResultsPage');
    expect(pageOf('/live-mocks/lm1')).toBe('student/LiveMockPage');
    expect(pageOf('/admin')).toBe('admin/AdminApp');
    expect(pageOf('/admin/questions')).toBe('admin/AdminApp');
  });

  it('has no page for what the shell answers 404', () => {
    expect(pageOf('/nowhere')).toBeUndefined();
    expect(pageOf('/test-taking')).toBeUndefined();
    expect(pageOf('/test-taking/a/b')).toBeUndefined();
    expect(pageOf('/administrator')).toBeUndefined();
    expect(pageOf('/auth/elsewhere')).toBeUndefined();
  });
});
